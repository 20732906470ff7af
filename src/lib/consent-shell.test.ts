import { describe, expect, it } from 'vitest';
import { consentNeedsLibrary } from './consent-shell';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const cookie = (choice: unknown) => `cartSize=1; consent=${encodeURIComponent(JSON.stringify(choice))}; other=x`;

describe('consentNeedsLibrary', () => {
    it('waits for the banner without a choice, and for a current "necessary only"', () => {
        expect(consentNeedsLibrary('cartSize=1', NOW)).toBe(false);
        expect(consentNeedsLibrary(cookie({ categories: ['necessary'], expirationTime: NOW + 1000 }), NOW)).toBe(false);
    });

    it('loads it for a choice that lets the tag manager load', () => {
        expect(consentNeedsLibrary(cookie({ categories: ['necessary', 'statistics'], expirationTime: NOW + 1000 }), NOW)).toBe(true);
        expect(consentNeedsLibrary(cookie({ categories: ['necessary', 'marketing'], expirationTime: NOW + 1000 }), NOW)).toBe(true);
    });

    it('loads it for a choice that has expired or cannot be read, which the library asks again', () => {
        expect(consentNeedsLibrary(cookie({ categories: ['necessary'], expirationTime: NOW - 1 }), NOW)).toBe(true);
        expect(consentNeedsLibrary(cookie({ categories: 'necessary' }), NOW)).toBe(true);
        expect(consentNeedsLibrary('consent=%7Bnot-json', NOW)).toBe(true);
    });
});
