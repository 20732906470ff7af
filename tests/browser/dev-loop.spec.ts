/**
 * `npm run dev`: Astro's dev server against the shop's backend; an island saved while its page is open
 * changes in the browser without a reload (hot module replacement), a page saved shows on the next
 * request, and the server is never restarted. It runs on a copy of the storefront's sources in a folder
 * of this checkout (ignored by git, and found by Vite under this workspace, so it resolves the same
 * packages), so that the files it changes are no other test's.
 */
import fs from 'node:fs';
import path from 'node:path';
import getPort from 'get-port';
import { startLogged, stillRunning, stopProcess, waitForLine } from '../../scripts/lib/processes.mjs';
import { expect, test } from './fixtures';

const root = path.resolve(import.meta.dirname, '../..');

test('npm run dev: a saved island changes in the open page without a reload, a saved page shows on the next request', async ({ urls, page }) => {
    test.setTimeout(300_000);
    fs.mkdirSync(path.join(root, '.dev-check'), { recursive: true });
    const copy = fs.mkdtempSync(path.join(root, '.dev-check', 'run-'));
    for (const entry of ['src', 'public', 'scripts', 'server', 'astro.config.mjs', 'tsconfig.json']) fs.cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
    // not a workspace root of its own: Vite looks further up, to this checkout, for the packages it may serve
    const { workspaces: _, ...manifest } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    fs.writeFileSync(path.join(copy, 'package.json'), JSON.stringify(manifest));
    const port = await getPort();
    const shopUrl = `http://localhost:${port}`;
    const dev = startLogged(process.execPath, [path.join(copy, 'scripts/dev.mjs')], {
        cwd: copy,
        env: { ...process.env, BACKEND_URL: urls.backendUrl, SHOP_PORT: String(port), SHOP_URL: shopUrl },
        prefix: '[npm run dev]',
    });
    try {
        await waitForLine(dev, /Shop \(dev, hot reload\)/, 180_000);
        const island = path.join(copy, 'src/islands/cart/CartPage.tsx');
        const view = path.join(copy, 'src/views/CartView.astro');

        // the first render in dev reads the route map from the backend: slow once
        await page.goto(`${shopUrl}/winkelwagen`, { timeout: 180_000 });
        await expect(page.getByTestId('cart-empty')).toBeVisible({ timeout: 120_000 });
        await expect(page.locator('h1.cart-title')).toHaveText('Je winkelwagen');
        // a mark that a reload would lose
        await page.evaluate(() => Object.assign(window, { devLoopMark: 'not reloaded' }));

        fs.writeFileSync(island, fs.readFileSync(island, 'utf8').replace("<p className=\"cart-empty__title\">{t('cart.empty')}</p>", "<p className=\"cart-empty__title\">{t('cart.empty')} (saved island)</p>"));
        await expect(page.locator('.cart-empty__title')).toContainText('(saved island)', { timeout: 60_000 });
        expect(await page.evaluate(() => (window as unknown as { devLoopMark?: string }).devLoopMark)).toBe('not reloaded');

        fs.writeFileSync(view, fs.readFileSync(view, 'utf8').replace(`<h1 class="cart-title">{t('cart.title')}</h1>`, `<h1 class="cart-title">{t('cart.title')} (saved page)</h1>`));
        await expect(async () => {
            await page.reload();
            await expect(page.locator('h1.cart-title')).toHaveText('Je winkelwagen (saved page)', { timeout: 5000 });
        }).toPass({ timeout: 60_000 });
        // one dev server all along
        expect(stillRunning(dev)).toBe(true);
        expect(dev.lines.filter(line => /Local\b.*http/.test(line))).toHaveLength(1);
    } finally {
        await stopProcess(dev);
        fs.rmSync(copy, { recursive: true, force: true });
    }
});
