import { describe, expect, test } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, localeCookie, mayReloadForChunk, reloadAfterChunkError } from './behaviours';
import { chatDescription } from '@timber-shop/rules';
import { pageEvent, tagManagerUrl } from '../../lib/tracking';

describe('frame behaviours', () => {
    test('a failed chunk load reloads the page at most once a minute', () => {
        const store = new Map<string, string>();
        const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
        let reloads = 0;
        expect(reloadAfterChunkError(storage, () => reloads++, 1_000_000)).toBe(true);
        expect(reloadAfterChunkError(storage, () => reloads++, 1_000_000 + CHUNK_RELOAD_INTERVAL_MS - 1)).toBe(false);
        expect(reloadAfterChunkError(storage, () => reloads++, 1_000_000 + CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
        expect(reloads).toBe(2);
        expect(mayReloadForChunk(5, Number.NaN)).toBe(true);
    });

    test('chunk load errors are told from other errors', () => {
        expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_astro/chat.js'))).toBe(true);
        expect(isChunkLoadError(new Error('Some error'))).toBe(false);
    });

    test('the locale cookie lasts 365 days', () => {
        expect(localeCookie('de')).toBe('locale=de; Max-Age=31536000; Path=/; SameSite=Lax');
    });
});

describe('tracking', () => {
    test('the page event names the route, the page and the login status', () => {
        expect(pageEvent({ pathname: '/de/produkte/terrassendielen', href: 'https://shop.example/de/produkte/terrassendielen' }, 'Terrassendielen', true)).toEqual({
            event: 'page',
            routeName: 'produkte',
            pageType: 'PageView',
            pageUrl: 'https://shop.example/de/produkte/terrassendielen',
            pageTitle: 'Terrassendielen',
            login_status: 'logged-in',
        });
        expect(pageEvent({ pathname: '/', href: 'https://shop.example/' }, 'Home', false)).toMatchObject({ routeName: 'home', login_status: 'logged-out' });
        expect(tagManagerUrl('/tm/{locale}.js', 'en')).toBe('/tm/en.js');
    });

    test("the chat's description ends with the last visited pages", () => {
        expect(chatDescription(' Texel? ', 'https://shop.example/b', 'https://shop.example/a')).toBe('Texel?\n\nLast visited pages\nhttps://shop.example/b\nhttps://shop.example/a');
        expect(chatDescription('Texel?', 'https://shop.example/b', null)).toBe('Texel?\n\nLast visited pages\nhttps://shop.example/b');
    });
});
