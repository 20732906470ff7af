import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Order } from '@vendure/core';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long an order link works after the mail (or the order) it comes from: past the delivery of any order. */
export const ORDER_LINK_DAYS = 60;

/** How long the browser session that checked out an order reads it by its code alone (the success page, a payment page's return). */
export const CHECKOUT_SESSION_ACCESS_MS = 2 * 60 * 60 * 1000;

/** What an order link is made from: the order's code and, for revoking, its link version. */
export type LinkedOrder = Pick<Order, 'code'> & { customFields?: unknown };

const linkVersion = (order: LinkedOrder) => Number((order.customFields as { accessLinkVersion?: number } | undefined)?.accessLinkVersion ?? 0);

function signature(secret: string, order: LinkedOrder, expires: string): string {
    return createHmac('sha256', secret).update(`order-access:${order.code}:${linkVersion(order)}:${expires}`).digest('base64url').slice(0, 32);
}

/**
 * The access token in an order link (the order mails' "view your order"): the day it expires
 * (ORDER_LINK_DAYS after `validFrom`) and an HMAC of the order's code, its link version and that
 * day under the shop's secret. A guest (no account, no session) opens that one order with it until
 * then; staff revoke every link of an order by raising its version (revokeOrderAccessLinks).
 * Nothing is stored; changing the secret invalidates every link.
 */
export function orderAccessToken(secret: string, order: LinkedOrder, validFrom: Date): string {
    const expires = (Math.floor(validFrom.getTime() / DAY_MS) + ORDER_LINK_DAYS).toString(36);
    return `${expires}.${signature(secret, order, expires)}`;
}

export function isOrderAccessToken(secret: string, order: LinkedOrder, token: string, now = Date.now()): boolean {
    const [expires, given, ...rest] = token.split('.');
    if (rest.length || !expires || !given || !/^[0-9a-z]{1,6}$/.test(expires) || now >= Number.parseInt(expires, 36) * DAY_MS) return false;
    const expected = Buffer.from(signature(secret, order, expires));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A session token as the order keeps it (the session that checked it out): hashed, as a token must not be read back. */
export function checkoutSessionKey(sessionToken: string): string {
    return createHash('sha256').update(`checkout-session:${sessionToken}`).digest('base64url').slice(0, 43);
}
