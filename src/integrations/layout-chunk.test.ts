import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layoutChunk } from './layout-chunk';

const src = '/shop/src';
const file = (name: string) => path.join(src, name);
const rules = (name: string) => path.join(src, `../packages/rules/src/${name}.ts`);

/** A module graph as rolldown gives it: each module's static imports (dynamic ones are not among them). */
const graph = (imports: Record<string, string[]>) => ({
    getModuleInfo: (id: string) => {
        const importedIds = imports[id];
        return importedIds ? { importedIds } : null;
    },
});

describe('layoutChunk', () => {
    const modules = {
        [file('layouts/every-page.ts')]: [file('islands/frame/frame.ts'), file('lib/cookies.ts')],
        [file('islands/frame/frame.ts')]: [file('lib/frame.ts')],
        [file('lib/frame.ts')]: [],
        [file('lib/cookies.ts')]: [rules('index')],
        [file('layouts/shop-page.ts')]: [file('islands/header/header-widgets.ts')],
        [file('islands/header/header-widgets.ts')]: [file('lib/user.ts'), rules('index')],
        [file('lib/user.ts')]: [],
        [rules('index')]: [rules('routes'), rules('delivery')],
        [rules('routes')]: [rules('locales')],
        [rules('locales')]: [],
        [rules('delivery')]: [],
        [file('islands/cart/CartPage.tsx')]: [file('lib/cookies.ts'), rules('delivery')],
    };
    const { name } = layoutChunk(src, ['routes']);
    const chunkOf = (id: string) => name(id, graph(modules));

    it("takes what the layouts' scripts import, and the rules they use, into one chunk", () => {
        for (const id of [
            file('islands/frame/frame.ts'),
            file('lib/frame.ts'),
            file('lib/cookies.ts'),
            file('lib/user.ts'),
            rules('routes'),
            rules('locales'),
        ]) {
            expect(chunkOf(id), id).toBe('layout');
        }
    });

    it("leaves the entries, the shop pages' own starting modules, islands and rules reached only through the index", () => {
        for (const id of [
            file('layouts/every-page.ts'),
            file('layouts/shop-page.ts'),
            file('islands/header/header-widgets.ts'),
            file('islands/cart/CartPage.tsx'),
            rules('index'),
            rules('delivery'),
        ]) {
            expect(chunkOf(id), id).toBeNull();
        }
    });

    it("captures nothing in a build without the layouts' scripts (the server's)", () => {
        const server = layoutChunk(src, ['routes']);
        expect(server.name(file('lib/cookies.ts'), graph({ [file('lib/cookies.ts')]: [] }))).toBeNull();
        // and still captures once the client's graph comes
        expect(server.name(file('lib/cookies.ts'), graph(modules))).toBe('layout');
    });
});
