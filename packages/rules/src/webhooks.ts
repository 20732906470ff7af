/**
 * The backend's catalogue webhook to the storefront: what changed, and its signature. The backend
 * signs, the storefront checks, with the one shared secret (WEBHOOK_SECRET): HMAC-SHA256 over
 * `{timestamp}.{body}`, sent as `t={timestamp},v1={hex}`; a signature older than five minutes is
 * refused, so a recorded call cannot be replayed later. Web Crypto: the same code in Node and a browser.
 */
export type CatalogueChange = { scope: 'all' } | { scope: 'products'; productIds: string[] };

export const CATALOGUE_SIGNATURE_HEADER = 'x-catalogue-signature';
/** What the live site's calls to the storefront's own publishing routes carry: a random token of the serving process. */
export const LIVE_SITE_TOKEN_HEADER = 'x-live-site-token';
export const WEBHOOK_MAX_AGE_S = 300;

async function hmacHex(algorithm: 'SHA-256' | 'SHA-1', secret: string, message: string): Promise<string> {
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: algorithm }, false, ['sign']);
    const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message));
    return [...new Uint8Array(signature)].map(byte => byte.toString(16).padStart(2, '0')).join('');
}

/** Compares without leaking where two strings differ through the time it takes. */
function sameText(a: string, b: string): boolean {
    if (a.length !== b.length) return false;
    let difference = 0;
    for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
    return difference === 0;
}

export async function signCatalogueWebhook(secret: string, body: string, now = Date.now()): Promise<string> {
    const timestamp = Math.floor(now / 1000);
    return `t=${timestamp},v1=${await hmacHex('SHA-256', secret, `${timestamp}.${body}`)}`;
}

export async function verifyCatalogueWebhook(secret: string, body: string, header: string | null | undefined, now = Date.now()): Promise<boolean> {
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
    if (!secret || !match) return false;
    if (Math.abs(now / 1000 - Number(match[1])) > WEBHOOK_MAX_AGE_S) return false;
    return sameText(await hmacHex('SHA-256', secret, `${match[1]}.${body}`), match[2]);
}

/** Storyblok's webhook signature: the `webhook-signature` header, HMAC-SHA1 of the raw body with the webhook secret, hex. */
export async function verifyStoryblokWebhook(secret: string, body: string, header: string | null | undefined): Promise<boolean> {
    if (!secret || !header) return false;
    return sameText(await hmacHex('SHA-1', secret, body), header.trim().toLowerCase());
}

/** The secret when WEBHOOK_SECRET is not set (like COOKIE_SECRET's development value): set it in production, the same on both sides. */
export const DEVELOPMENT_WEBHOOK_SECRET = 'timber-shop-dev-webhook-secret';
