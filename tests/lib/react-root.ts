import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

// React warns about updates outside act() unless told this is a test environment
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A React root in the test's document (happy-dom), as an island's component tests render it: react-dom's
 * own `createRoot`, each render and the unmount inside `act`, so effects have run when it resolves.
 */
export function reactRoot() {
    document.body.innerHTML = '<div id="root"></div>';
    const root = createRoot(document.getElementById('root') as HTMLElement);
    return {
        render: (element: ReactElement) => act(() => root.render(element)),
        unmount: () => act(() => root.unmount()),
    };
}
