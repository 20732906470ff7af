import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The access token in the order mail's link: an HMAC of the order's code under the shop's
 * secret, so a guest (no account, no session) can open that one order and nothing else. Nothing
 * is stored; changing the secret invalidates every link.
 */
export function orderAccessToken(secret: string, order: { code: string }): string {
    return createHmac('sha256', secret).update(`order-access:${order.code}`).digest('base64url').slice(0, 32);
}

export function isOrderAccessToken(secret: string, order: { code: string }, token: string): boolean {
    const expected = Buffer.from(orderAccessToken(secret, order));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
}
