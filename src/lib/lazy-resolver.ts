import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose schemas (zod and the forms' rules, src/lib/schemas) load only when a
 * form needs them: when the visitor first reaches for a form on the page (focus, tap, key: the module is
 * fetched while they type), at the latest on the first check. Until then the page carries react-hook-form
 * alone; fields and what was typed are react-hook-form's, so nothing waits for the schemas but the check.
 */
export function lazyResolver<Schemas, Values extends FieldValues>(load: () => Promise<Schemas>, resolver: (schemas: Schemas) => Resolver<Values>): Resolver<Values> {
    loadOnFirstReach(load);
    // the form's resolver made once from the loaded schemas, not again for every check (a keystroke in
    // onChange mode); after a failed load the next check tries again
    let built: Promise<Resolver<Values>> | undefined;
    return async (values, context, options) => {
        built ??= load()
            .then(resolver)
            .catch(error => {
                built = undefined;
                throw error;
            });
        return (await built)(values, context, options);
    };
}

const FIRST_REACH = ['focusin', 'pointerdown', 'keydown'] as const;
const waiting = new Set<() => Promise<unknown>>();
const asked = new Set<() => Promise<unknown>>();

/** `load` (a module-level import function, so the same one on every render) runs once the visitor reaches for a form. */
function loadOnFirstReach(load: () => Promise<unknown>) {
    if (typeof document === 'undefined' || asked.has(load) || waiting.has(load)) return;
    if (waiting.size === 0) {
        for (const type of FIRST_REACH) document.addEventListener(type, reached, { capture: true, passive: true });
    }
    waiting.add(load);
}

function reached(event: Event) {
    if (!(event.target instanceof Element) || !event.target.closest('form')) return;
    for (const type of FIRST_REACH) document.removeEventListener(type, reached, { capture: true });
    for (const load of waiting) {
        asked.add(load);
        load().catch(() => undefined);
    }
    waiting.clear();
}
