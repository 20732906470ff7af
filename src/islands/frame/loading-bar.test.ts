import { describe, expect, test } from 'vitest';
import { FAILED_VISIBLE_MS, isPageNavigation, LoadingBar, type LoadingBarState, MIN_DISPLAY_DELAY_MS } from './loading-bar';

/** A bar on a hand-driven clock: `tick(ms)` runs what is due. */
function testBar() {
    const shown: LoadingBarState[] = [];
    let now = 0;
    let timer: { at: number; run: () => void } | null = null;
    const bar = new LoadingBar({
        render: state => shown.push(state),
        setTimeout: (run, ms) => (timer = { at: now + ms, run }),
        clearTimeout: t => {
            if (t === timer) timer = null;
        },
    });
    const tick = (ms: number) => {
        now += ms;
        if (timer && timer.at <= now) {
            const { run } = timer;
            timer = null;
            run();
        }
    };
    return { bar, shown, tick };
}

describe('the loading bar', () => {
    test('shows nothing for a load shorter than the minimum display delay', () => {
        const { bar, shown, tick } = testBar();
        bar.start('islands');
        tick(MIN_DISPLAY_DELAY_MS - 1);
        bar.done('islands');
        tick(1000);
        expect(shown).toEqual(['waiting', 'idle']);
    });

    test('runs until everything that loads is done', () => {
        const { bar, shown, tick } = testBar();
        bar.start('islands');
        bar.start('navigation');
        tick(MIN_DISPLAY_DELAY_MS);
        bar.done('islands');
        expect(bar.current).toBe('loading');
        bar.done('navigation');
        expect(shown).toEqual(['waiting', 'loading', 'done']);
    });

    test('a page error fails it, visibly, and nothing restarts it meanwhile', () => {
        const { bar, tick } = testBar();
        bar.start('islands');
        bar.fail();
        expect(bar.current).toBe('failed');
        bar.start('navigation');
        bar.done('islands');
        expect(bar.current).toBe('failed');
        tick(FAILED_VISIBLE_MS);
        expect(bar.current).toBe('idle');
    });
});

describe('page navigations', () => {
    const here = new URL('https://shop.example/producten?page=1');
    const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
    const link = (href: string, attributes: Record<string, string> = {}) =>
        ({ href: new URL(href, here).href, target: attributes.target ?? '', hasAttribute: (name: string) => name in attributes }) as unknown as HTMLAnchorElement;

    test('are clicks on links to another page of the shop, in this tab', () => {
        expect(isPageNavigation(link('/winkelwagen'), click, here)).toBe(true);
        expect(isPageNavigation(link('/producten?page=2'), click, here)).toBe(true);
        expect(isPageNavigation(link('/producten?page=1#reviews'), click, here)).toBe(false);
        expect(isPageNavigation(link('https://wa.me/31612345678'), click, here)).toBe(false);
        expect(isPageNavigation(link('/winkelwagen', { target: '_blank' }), click, here)).toBe(false);
        expect(isPageNavigation(link('/factuur.pdf', { download: '' }), click, here)).toBe(false);
        expect(isPageNavigation(link('/winkelwagen'), { ...click, ctrlKey: true }, here)).toBe(false);
        expect(isPageNavigation(link('/winkelwagen'), { ...click, defaultPrevented: true }, here)).toBe(false);
    });
});
