import { type EffectCallback, type RefObject, useEffect } from 'react';

/**
 * Runs an effect once, when the island hydrates: an island's props come from the pre-rendered page
 * and never change, so what it reads from the browser (address, cookies, storage, the cart) is read
 * once, and later changes arrive through its stores and handlers.
 */
export function useOnHydration(effect: EffectCallback) {
    // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration, is this hook's purpose
    useEffect(effect, []);
}

/**
 * A form of an island that hydrates on interaction (src/lib/hydrate-on-interaction.ts): a send the visitor
 * made before the island was there was held (`data-held-submit`); it is made now, through the form's own handler.
 */
export function useHeldSubmit(form: RefObject<HTMLFormElement | null>) {
    useOnHydration(() => {
        const element = form.current;
        if (!element || !('heldSubmit' in element.dataset)) return;
        delete element.dataset.heldSubmit;
        element.requestSubmit();
    });
}
