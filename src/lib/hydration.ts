import { type EffectCallback, useEffect } from 'react';

/**
 * Runs an effect once, when the island hydrates: an island's props come from the pre-rendered page
 * and never change, so what it reads from the browser (address, cookies, storage, the cart) is read
 * once, and later changes arrive through its stores and handlers.
 */
export function useOnHydration(effect: EffectCallback) {
    // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration, is this hook's purpose
    useEffect(effect, []);
}
