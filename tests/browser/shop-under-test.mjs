/**
 * The shop the browser tests run against (SHOP_URL, BACKEND_URL, as `npm test` sets them) and the
 * backend calls they check the pages with.
 */
import assert from 'node:assert/strict';

export const SHOP_URL = (process.env.SHOP_URL ?? 'http://localhost:4321/').replace(/\/?$/, '/');
export const BACKEND_URL = (process.env.BACKEND_URL ?? 'http://localhost:3000').replace(/\/$/, '');

/** A shop path as an absolute address. */
export const shop = path => new URL(path.replace(/^\//, ''), SHOP_URL).href;

/** Asks the backend's Shop API directly (the truth the pages are compared with). */
export async function shopApi(language, query, variables) {
    const response = await fetch(`${BACKEND_URL}/shop-api?languageCode=${language}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(20_000),
    });
    const body = await response.json();
    assert.ok(!body.errors, `backend error: ${JSON.stringify(body.errors)}`);
    return body.data;
}

/** Asks the Admin API as the superadmin (what staff see). */
export async function adminApi(query, variables = {}) {
    const login = await fetch(`${BACKEND_URL}/admin-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }' }),
    });
    const token = login.headers.get('vendure-auth-token');
    assert.ok(token, 'admin login gave no token');
    const response = await fetch(`${BACKEND_URL}/admin-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    assert.ok(!body.errors, JSON.stringify(body.errors));
    return body.data;
}

/** The header's cart count (0 when the badge is hidden). */
export async function cartCount(page) {
    const badge = page.locator('[data-cart-count]').first();
    return (await badge.isHidden()) ? 0 : Number((await badge.textContent()) || 0);
}

/** The newest mail to an address whose subject matches, from the backend's dev mailbox, with its body. */
export async function waitForMail(recipient, subject) {
    for (let attempt = 0; attempt < 60; attempt++) {
        const list = await (await fetch(`${BACKEND_URL}/mailbox/list`)).json();
        const found = list.find(mail => mail.recipient === recipient && subject.test(mail.subject));
        if (found) return { ...found, ...(await (await fetch(`${BACKEND_URL}/mailbox/item/${encodeURIComponent(found.fileName)}`)).json()) };
        await new Promise(resolve => setTimeout(resolve, 250));
    }
    assert.fail(`no mail to ${recipient} matching ${subject}`);
}
