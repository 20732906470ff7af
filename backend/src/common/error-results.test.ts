import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every business error the Shop API can answer (Vendure's generated ErrorResult classes) has a
 * sentence for shoppers in every language of the shop, so no raw code (ORDER_LIMIT_ERROR) reaches
 * them: Vendure has no Dutch texts, and its English ones speak of OrderItems.
 */
const generated = fs.readFileSync(require.resolve('@vendure/core/dist/common/error/generated-graphql-shop-errors.js'), 'utf8');
const codes = [...new Set([...generated.matchAll(/errorCode = '([A-Z_]+)'/g)].map(m => m[1]))];

describe('error results in the shop\'s languages', () => {
    it('finds the Shop API\'s error codes', () => {
        expect(codes).toContain('ORDER_LIMIT_ERROR');
    });

    for (const locale of ['nl', 'en', 'de']) {
        it(`has a sentence for each in ${locale}`, () => {
            const texts = JSON.parse(fs.readFileSync(path.join(__dirname, 'i18n', `${locale}.json`), 'utf8')).errorResult as Record<string, string>;
            expect(codes.filter(code => !texts[code])).toEqual([]);
            for (const code of codes) expect(texts[code], code).toMatch(/[.!?]$/);
        });
    }
});
