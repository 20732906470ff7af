import { describe, expect, it } from 'vitest';
import { hasCookie, readCookie, serializeCookie } from './cookies';
import { readUserCookie, userCookie } from './user';

describe('cookies (spec section 9)', () => {
    it('keeps cart-size for 7 days on path /', () => {
        expect(serializeCookie('cartSize', '3')).toBe('cart-size=3; Max-Age=604800; Path=/; SameSite=Lax');
        expect(readCookie('a=1; cart-size=4; geven-user=x', 'cartSize')).toBe('4');
        expect(readCookie('a=1', 'user')).toBeUndefined();
    });
    it('ignores a value that is not valid percent-encoding, without throwing', () => {
        expect(readCookie('geven-user=%7B%22id%22%3A%221%22%7D', 'user')).toBe('{"id":"1"}');
        expect(readCookie('a=%; cart-size=50%; geven-user=%E0%A4%A', 'cartSize')).toBeUndefined();
        expect(readCookie('geven-user=%E0%A4%A', 'user')).toBeUndefined();
        expect(hasCookie('geven-user=%E0%A4%A', 'user')).toBe(true);
        expect(readCookie('cart-size=%', 'user')).toBeUndefined();
        expect(hasCookie('cart-size=%', 'user')).toBe(false);
    });
    it('reads a malformed or foreign user cookie as logged out, and writes no e-mail address', () => {
        expect(readUserCookie('geven-user=%E0%A4%A')).toBeNull();
        expect(readUserCookie('geven-user=%7B%22name%22%3A1%7D')).toBeNull();
        const written = userCookie({ id: '7', showTaxPrice: false });
        expect(readUserCookie(written.split(';')[0])).toEqual({ id: '7', showTaxPrice: false, pricelistId: undefined, categoryCacheKey: undefined });
        expect(decodeURIComponent(written)).not.toContain('email');
    });
});
