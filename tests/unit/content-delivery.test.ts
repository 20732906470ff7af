import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUNTRY_VAT_RATES, DEFAULT_DELIVERY_RATES, deliveryTokens, fillDeliveryTokens, LOCALES } from '@timber-shop/rules';

/**
 * The content stories state delivery only through the tokens the renderer fills from the rules
 * (src/lib/content/delivery-facts.ts): no price, surcharge, delivery time or service written by hand,
 * which an editor could let drift from what the cart charges, and no token the renderer does not know.
 */
const root = path.resolve('src/content/stories');
const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap(entry => (entry.isDirectory() ? files(path.join(dir, entry.name)) : entry.name.endsWith('.yaml') ? [path.join(dir, entry.name)] : []));

describe('delivery in the content stories', () => {
    const stories = files(root).map(file => ({ file: path.relative(root, file), text: readFileSync(file, 'utf8') }));

    it('are read', () => {
        expect(stories.filter(story => story.text.includes('{{delivery.')).length).toBeGreaterThanOrEqual(6);
    });

    for (const locale of LOCALES) {
        it(`${locale}: every delivery token is one the renderer fills`, () => {
            const tokens = deliveryTokens(DEFAULT_DELIVERY_RATES, COUNTRY_VAT_RATES, locale);
            for (const story of stories.filter(s => s.file.startsWith(`${locale}/`))) {
                expect(fillDeliveryTokens(story.text, tokens), story.file).not.toMatch(/\{\{\s*delivery\./);
            }
        });
    }

    it('state no price, delivery time or unloading service by hand', () => {
        for (const story of stories) {
            expect(story.text, story.file).not.toMatch(/€\s*\d/);
            expect(story.text, story.file).not.toMatch(/\bkraan|\bcrane|\bKran/i);
            expect(story.text, story.file).not.toMatch(/\d+\s*(tot|to|bis)\s*\d+\s*(werkdagen|working days|Werktag)/i);
        }
    });
});
