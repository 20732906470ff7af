import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard, WebsiteCategory } from '../../src/lib/api/catalogue';
import type { SiteData } from '../../src/lib/site';

/**
 * Which pages a product publish renders again (src/lib/catalogue-pages.ts, the live site's
 * /publishing/plan): the changed product's own pages, the pages of the products that show its card
 * as an accessory or alternative, its categories, all products and home, in every locale; from the
 * live build's site data with only the changed cards and the relations read from the backend.
 */
const relations = vi.hoisted(() => ({ value: [] as { id: string; shows: string[] }[] }));
vi.mock('../../src/lib/api/product', () => ({
    getProductRelations: vi.fn(async () => relations.value),
    getProductTemplates: vi.fn(),
    getProductTemplatesById: vi.fn(),
}));
const SLUGS: Record<string, string> = { '1': 'paaldrager', '2': 'paal-a', '3': 'paal-b', '4': 'schroef' };
// the changed products' cards read anew: a new name, the same address
vi.mock('../../src/lib/api/catalogue', () => ({
    getProductCards: vi.fn(async (_locale: string, ids: string[]) => ids.map(id => ({ ...card(id, SLUGS[id]), name: 'Nieuwe naam' }))),
}));

const { pagesOfProducts } = await import('../../src/lib/catalogue-pages');

function card(id: string, slug: string, collections: string[] = ['10']): ProductCard {
    return { id, name: slug, slug, featuredAsset: null, collections: collections.map(c => ({ id: c })), variants: [], customFields: null } as unknown as ProductCard;
}
const category = { id: '10', name: 'Palen', slug: 'palen', parentId: '1', position: 0, breadcrumbs: [{ id: '10', name: 'Palen', slug: 'palen' }] } as unknown as WebsiteCategory;

function liveSites(): SiteData[] {
    return (['nl', 'en', 'de'] as const).map(locale => ({
        locale,
        categories: [category],
        menu: [],
        products: ['1', '2', '3'].map(id => card(id, SLUGS[id])).concat(card('4', SLUGS['4'], ['11'])),
    }));
}

beforeEach(() => {
    relations.value = [
        { id: '1', shows: [] },
        { id: '2', shows: ['1', '4'] },
        { id: '3', shows: ['2'] },
        { id: '4', shows: [] },
    ];
});

describe('a product publish', () => {
    it("renders again the pages that show the product's card as an accessory or alternative, in every locale", async () => {
        const plan = await pagesOfProducts(['1'], liveSites());
        expect('pages' in plan && plan.pages.filter(page => page.related).map(page => page.path)).toEqual(['/producten/paal-a/2', '/en/product/paal-a/2', '/de/produkte/paal-a/2']);
        expect('pages' in plan && plan.pages.map(page => page.path)).toEqual([
            '/producten/paaldrager/1',
            '/producten/paal-a/2',
            '/producten/palen',
            '/producten',
            '/',
            '/en/product/paaldrager/1',
            '/en/product/paal-a/2',
            '/en/products/palen',
            '/en/products',
            '/en',
            '/de/produkte/paaldrager/1',
            '/de/produkte/paal-a/2',
            '/de/produkte/palen',
            '/de/produkte',
            '/de',
        ]);
    });

    it('renders only its own pages when no other product shows it', async () => {
        const plan = await pagesOfProducts(['3'], liveSites());
        const products = 'pages' in plan ? plan.pages.filter(page => page.props.view === 'product').map(page => page.path) : [];
        expect(products).toEqual(['/producten/paal-b/3', '/en/product/paal-b/3', '/de/produkte/paal-b/3']);
    });
});
