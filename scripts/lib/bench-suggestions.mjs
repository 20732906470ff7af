/**
 * The header box's suggestions on a phone (`npm run bench`): Chromium at 390 px with its CPU slowed
 * down 4× (DevTools' throttling), on the home page as a first visit. The box is tapped (the toggle, then
 * the box: the suggestions' script and list load then) and a term typed:
 *   - bytes: what the suggestions load over the wire (their script and the locale's list), against
 *     React's runtime (the price of one React island);
 *   - time to the first suggestion: from the first key (typed as the box is taken, so the loading
 *     counts) until an option is in the list; and per keystroke after that (median), each against the
 *     baseline of the same keystroke on a bare input of the same page: until the browser's next frame.
 */
import { median } from './statistics.mjs';

const TERM = 'bangkirai';
const THROTTLE = 4;

export async function benchSuggestions(browser, shopUrl) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const tab = await context.newPage();
    try {
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
        await tab.goto(new URL('/', shopUrl).href, { waitUntil: 'networkidle' });
        await tab.evaluate(() => {
            const listbox = document.getElementById('header-suggestions');
            const state = { keyAt: 0, shown: [] };
            window.__suggestBench = state;
            document.addEventListener('keydown', () => {
                state.keyAt = performance.now();
            }, { capture: true });
            new MutationObserver(() => {
                if (!listbox.hidden && listbox.querySelector('[role="option"]')) state.shown.push(performance.now() - state.keyAt);
            }).observe(listbox, { childList: true, subtree: true, attributes: true });
        });
        const before = await tab.evaluate(() => performance.getEntriesByType('resource').length);
        await tab.getByTestId('search-toggle').tap();
        const box = tab.locator('#header-search');
        // the first key as the box is taken: the script and the list are still on their way
        await box.press(TERM[0]);
        await tab.waitForFunction(() => window.__suggestBench.shown.length > 0);
        const first = await tab.evaluate(() => window.__suggestBench.shown[0]);
        const perKey = [];
        for (const letter of TERM.slice(1)) {
            const count = await tab.evaluate(() => window.__suggestBench.shown.length);
            await box.press(letter);
            await tab.waitForFunction(n => window.__suggestBench.shown.length > n, count);
            perKey.push(await tab.evaluate(() => window.__suggestBench.shown.at(-1)));
        }
        const loaded = await tab.evaluate(n => performance.getEntriesByType('resource').slice(n).map(entry => ({ name: entry.name, bytes: entry.encodedBodySize })), before);
        const options = await tab.locator('#header-suggestions [role="option"]').count();
        // the baseline: a keystroke on an input with nothing attached, until the next frame
        const bare = [];
        await tab.evaluate(() => {
            const input = document.createElement('input');
            input.id = 'bench-bare-input';
            document.body.prepend(input);
        });
        for (const letter of TERM) {
            const promise = tab.evaluate(() => new Promise(resolve => {
                const input = document.getElementById('bench-bare-input');
                input.addEventListener('keydown', () => {
                    const at = performance.now();
                    requestAnimationFrame(() => resolve(performance.now() - at));
                }, { once: true });
            }));
            await tab.locator('#bench-bare-input').press(letter);
            bare.push(await promise);
        }
        return {
            bytes: loaded.reduce((sum, entry) => sum + entry.bytes, 0),
            files: loaded.map(entry => new URL(entry.name).pathname),
            first,
            perKey: median(perKey),
            bare: median(bare),
            options,
            throttle: THROTTLE,
        };
    } finally {
        await context.close();
    }
}

const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`;
const ms = value => `${value.toFixed(1)} ms`;

export function suggestionsReport(result, reactBytes) {
    return [
        `## Search suggestions while typing (390 px, CPU slowed ${result.throttle}×, home page, first visit)`,
        '',
        `Typed: '${TERM}', one key at a time; ${result.options} suggestions at the end. Loaded for them: ${result.files.join(', ')}.`,
        '',
        '| figure | measured | baseline | ratio |',
        '|---|---|---|---|',
        `| bytes on the wire (script + list) | ${kb(result.bytes)} | React runtime ${kb(reactBytes)} | ${(result.bytes / reactBytes).toFixed(2)}× |`,
        `| first key to first suggestion (loading included) | ${ms(result.first)} | a key on a bare input to the next frame: ${ms(result.bare)} | ${(result.first / result.bare).toFixed(2)}× |`,
        `| each further key to its suggestions (median) | ${ms(result.perKey)} | the same | ${(result.perKey / result.bare).toFixed(2)}× |`,
        '',
    ];
}
