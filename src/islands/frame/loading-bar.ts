/**
 * The slim loading bar (spec section 8: "generic page errors set a global error and fail the
 * loading bar"): it runs while the page goes to another page or its islands load, and shows only
 * after the spec's minimum fetch display delay (200 ms), so a fast load shows nothing. A page
 * error fails it: red and full width, and the page is marked (`data-page-error`).
 */
export const MIN_DISPLAY_DELAY_MS = 200;
/** How long a failed bar stays in sight. */
export const FAILED_VISIBLE_MS = 4000;

export type LoadingBarState = 'idle' | 'waiting' | 'loading' | 'done' | 'failed';

export interface LoadingBarView {
    render(state: LoadingBarState): void;
    setTimeout(run: () => void, ms: number): unknown;
    clearTimeout(timer: unknown): void;
}

/** What is loading (a navigation, the islands still to hydrate); the bar runs while anything is. */
export class LoadingBar {
    private pending = new Set<string>();
    private state: LoadingBarState = 'idle';
    private timer: unknown;

    constructor(private view: LoadingBarView) {}

    get current(): LoadingBarState {
        return this.state;
    }

    start(what: string): void {
        if (this.state === 'failed') return;
        this.pending.add(what);
        if (this.state === 'loading' || this.state === 'waiting') return;
        this.set('waiting');
        this.later(() => this.set('loading'), MIN_DISPLAY_DELAY_MS);
    }

    done(what: string): void {
        if (!this.pending.delete(what) || this.pending.size > 0 || this.state === 'failed') return;
        if (this.state === 'waiting') {
            this.view.clearTimeout(this.timer);
            this.set('idle');
        } else {
            this.set('done');
        }
    }

    fail(): void {
        this.pending.clear();
        this.set('failed');
        this.later(() => this.set('idle'), FAILED_VISIBLE_MS);
    }

    /** Back from the back-forward cache: nothing of the page that was left is loading any more. */
    reset(): void {
        this.pending.clear();
        this.view.clearTimeout(this.timer);
        this.set('idle');
    }

    private later(run: () => void, ms: number) {
        this.view.clearTimeout(this.timer);
        this.timer = this.view.setTimeout(run, ms);
    }

    private set(state: LoadingBarState) {
        this.state = state;
        this.view.render(state);
    }
}

/** Does a click on this link leave for another page of this shop in this tab? */
export function isPageNavigation(link: HTMLAnchorElement, event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>, here: Location | URL): boolean {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
    const to = new URL(link.href, here.href);
    if (to.origin !== here.origin) return false;
    return to.pathname !== here.pathname || to.search !== here.search;
}
