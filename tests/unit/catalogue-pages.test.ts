import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard, WebsiteCategory } from '../../src/lib/api/catalogue';
import type { SiteData } from '../../src/lib/site';

/**
 * Which pages a product publish renders again (src/lib/catalogue/catalogue-pages.ts, the live site's
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

// the content source: a landing page teasing product 1 (by its slug), an article teasing product 4, the home story
vi.mock('../../src/lib/content', async () => {
    const { LOCALE_INFO } = await import('@timber-shop/rules');
    const story = (lang: string, slug: string, component: string, body: unknown[]) => ({ lang, slug, name: slug, group: slug, content: { component, _uid: slug, body } });
    return {
        // as src/lib/content does (its module reads astro:content, which only Astro provides)
        isPageStory: (story: { content: { component: string } }) => ['page', 'article'].includes(story.content.component),
        storyPath: (story: { lang: 'nl' | 'en' | 'de'; slug: string }) => `${LOCALE_INFO[story.lang].prefix}/${story.slug}`,
        loadStories: vi.fn(async (lang: string) => [
            story(lang, 'home', 'home', [{ component: 'product_teaser', _uid: 'h', products: [{ component: 'product_ref', _uid: 'h1', slug: 'paaldrager' }] }]),
            story(lang, 'g/palen', 'page', [{ component: 'text', _uid: 't', text: 'Palen' }, { component: 'product_teaser', _uid: 'p', products: [{ component: 'product_ref', _uid: 'p1', slug: 'paal-b' }, { component: 'product_ref', _uid: 'p2', slug: 'paaldrager' }] }]),
            story(lang, 'blog/schroeven', 'article', [{ component: 'product_teaser', _uid: 's', products: [{ component: 'product_ref', _uid: 's1', slug: 'schroef' }] }]),
        ]),
    };
});

const { pagesOfProducts } = await import('../../src/lib/catalogue/catalogue-pages');

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
        expect('pages' in plan && plan.pages.filter(page => page.related && page.props.view === 'product').map(page => page.path)).toEqual([
            '/producten/paal-a/2',
            '/en/product/paal-a/2',
            '/de/produkte/paal-a/2',
        ]);
        expect('pages' in plan && plan.pages.map(page => page.path)).toEqual([
            '/producten/paaldrager/1',
            '/producten/paal-a/2',
            '/producten/palen',
            '/producten',
            '/',
            '/g/palen',
            '/en/product/paaldrager/1',
            '/en/product/paal-a/2',
            '/en/products/palen',
            '/en/products',
            '/en',
            '/en/g/palen',
            '/de/produkte/paaldrager/1',
            '/de/produkte/paal-a/2',
            '/de/produkte/palen',
            '/de/produkte',
            '/de',
            '/de/g/palen',
        ]);
    });

    it('renders again the content pages whose product teasers show the product, after its own pages', async () => {
        const plan = await pagesOfProducts(['1'], liveSites());
        const stories = 'pages' in plan ? plan.pages.filter(page => page.props.view === 'story') : [];
        expect(stories.map(page => [page.path, page.props, page.related])).toEqual([
            ['/g/palen', { view: 'story', locale: 'nl', slug: 'g/palen' }, true],
            ['/en/g/palen', { view: 'story', locale: 'en', slug: 'g/palen' }, true],
            ['/de/g/palen', { view: 'story', locale: 'de', slug: 'g/palen' }, true],
        ]);
        // the article teases another product; the home page is rendered as the home page already
        const other = await pagesOfProducts(['4'], liveSites());
        expect('pages' in other && other.pages.filter(page => page.props.view === 'story').map(page => page.path)).toEqual([
            '/blog/schroeven',
            '/en/blog/schroeven',
            '/de/blog/schroeven',
        ]);
    });

    it('renders only its own pages when no other product shows it', async () => {
        const plan = await pagesOfProducts(['3'], liveSites());
        const products = 'pages' in plan ? plan.pages.filter(page => page.props.view === 'product').map(page => page.path) : [];
        expect(products).toEqual(['/producten/paal-b/3', '/en/product/paal-b/3', '/de/produkte/paal-b/3']);
    });
});
