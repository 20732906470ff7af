import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mergeConfig } from '@vendure/core';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import gql from 'graphql-tag';
import { CataloguePlugin } from './catalogue.plugin';
import { DUTCH_INITIAL_DATA, WAIT_FOR_JOBS } from '../../common/testing/test-shop';

/**
 * The category listing (productTemplatesList, the spec's getProductTemplatesList) and its texts
 * (categoryText, getCategoryText) on a real Vendure server with a small catalogue made here:
 * filters with OR within and AND across attributes, thickness and width ranges, faceted counts,
 * every sort both ways, paging, search, languages, input errors and the cache following staff edits.
 */
registerInitializer('sqljs', new SqljsInitializer(path.join(__dirname, '__data__')));

const { server, shopClient, adminClient } = createTestEnvironment(
    mergeConfig(testConfig, {
        apiOptions: { port: 3060 },
        jobQueueOptions: { jobQueueStrategy: new InMemoryJobQueueStrategy({ pollInterval: 10 }) },
        plugins: [CataloguePlugin],
    }),
);

type L = { nl: string; en: string; de: string };
const tr = (names: L, extra: (lang: keyof L) => Record<string, unknown> = () => ({})) =>
    (Object.keys(names) as Array<keyof L>).map(languageCode => ({ languageCode, name: names[languageCode], ...extra(languageCode) }));

const FACETS: Array<{ code: string; key: string; sequence: number; name: L; values: Array<{ code: string; name: L; commercial?: L; visible?: boolean }> }> = [
    // deliberately created out of sequence order: the listing orders by sequence, not by id
    { code: 'quality', key: 'F4', sequence: 4, name: { nl: 'Kwaliteit', en: 'Quality', de: 'Qualität' }, values: [
        { code: 'a', name: { nl: 'A-kwaliteit', en: 'A quality', de: 'A-Qualität' } },
        { code: 'ab', name: { nl: 'A/B-kwaliteit', en: 'A/B quality', de: 'A/B-Qualität' } },
        { code: 'b', name: { nl: 'B-kwaliteit', en: 'B quality', de: 'B-Qualität' } },
    ] },
    { code: 'species', key: 'F1', sequence: 1, name: { nl: 'Houtsoort', en: 'Wood species', de: 'Holzart' }, values: [
        { code: 'douglas', name: { nl: 'Douglas (Pseudotsuga menziesii)', en: 'Douglas fir (Pseudotsuga menziesii)', de: 'Douglasie (Pseudotsuga menziesii)' }, commercial: { nl: 'Douglas', en: 'Douglas fir', de: 'Douglasie' } },
        { code: 'bangkirai', name: { nl: 'Bangkirai', en: 'Bangkirai', de: 'Bangkirai' } },
        { code: 'larch', name: { nl: 'Lariks', en: 'Larch', de: 'Lärche' } },
        { code: 'teak', name: { nl: 'Teak', en: 'Teak', de: 'Teak' }, visible: false },
    ] },
    { code: 'thickness', key: 'F2', sequence: 2, name: { nl: 'Dikte', en: 'Thickness', de: 'Stärke' }, values: [{ code: '28', name: { nl: '28 mm', en: '28 mm', de: '28 mm' } }] },
    { code: 'width', key: 'F3', sequence: 3, name: { nl: 'Breedte', en: 'Width', de: 'Breite' }, values: [{ code: '145', name: { nl: '145 mm', en: '145 mm', de: '145 mm' } }] },
    { code: 'treatment', key: 'F6', sequence: 6, name: { nl: 'Behandeling', en: 'Treatment', de: 'Behandlung' }, values: [
        { code: 'untreated', name: { nl: 'Onbehandeld', en: 'Untreated', de: 'Unbehandelt' } },
        { code: 'oiled', name: { nl: 'Geolied', en: 'Oiled', de: 'Geölt' } },
    ] },
    { code: 'application', key: 'F8', sequence: 8, name: { nl: 'Toepassing', en: 'Application', de: 'Anwendung' }, values: [
        { code: 'terrace', name: { nl: 'Terras', en: 'Terrace', de: 'Terrasse' } },
        { code: 'construction', name: { nl: 'Constructie', en: 'Construction', de: 'Konstruktion' } },
    ] },
    // a property, not a filter: searchable, never offered
    { code: 'origin', key: 'P3', sequence: 13, name: { nl: 'Herkomst', en: 'Origin', de: 'Herkunft' }, values: [{ code: 'europe', name: { nl: 'Europa', en: 'Europe', de: 'Europa' } }] },
];

interface TestProduct {
    key: string;
    name: L;
    enabled?: boolean;
    fields: { species?: string; thickness: number; width: number; featured?: boolean };
    facets: string[];
}

const PRODUCTS: TestProduct[] = [
    { key: 'P1', name: { nl: 'Douglas vlonderplank 28 x 145', en: 'Douglas fir decking board 28 x 145', de: 'Douglasie Terrassendiele 28 x 145' }, fields: { species: 'douglas', thickness: 28, width: 145 }, facets: ['species.douglas', 'quality.ab', 'treatment.untreated', 'application.terrace', 'thickness.28', 'width.145'] },
    { key: 'P2', name: { nl: 'Bangkirai vlonderplank 25 x 145', en: 'Bangkirai decking board 25 x 145', de: 'Bangkirai Terrassendiele 25 x 145' }, fields: { species: 'bangkirai', thickness: 25, width: 145, featured: true }, facets: ['species.bangkirai', 'quality.a', 'treatment.untreated', 'application.terrace', 'width.145'] },
    { key: 'P3', name: { nl: 'Bangkirai vlonderplank 21 x 145', en: 'Bangkirai decking board 21 x 145', de: 'Bangkirai Terrassendiele 21 x 145' }, fields: { species: 'bangkirai', thickness: 21, width: 145 }, facets: ['species.bangkirai', 'quality.b', 'treatment.oiled', 'application.terrace', 'width.145'] },
    { key: 'P4', name: { nl: 'Lariks balk 70 x 200', en: 'Larch beam 70 x 200', de: 'Lärche Balken 70 x 200' }, fields: { species: 'larch', thickness: 70, width: 200 }, facets: ['species.larch', 'quality.ab', 'treatment.oiled', 'application.construction', 'origin.europe'] },
    { key: 'P5', name: { nl: 'Tuinpaal van douglas 45 x 45', en: 'Garden post of Douglas fir 45 x 45', de: 'Gartenpfosten aus Douglasie 45 x 45' }, fields: { species: 'douglas', thickness: 45, width: 45 }, facets: ['species.douglas', 'treatment.untreated', 'application.construction'] },
    { key: 'P6', name: { nl: 'Regel 40 x 70', en: 'Batten 40 x 70', de: 'Latte 40 x 70' }, fields: { species: 'douglas', thickness: 40, width: 70 }, facets: ['species.douglas', 'quality.b', 'treatment.untreated', 'application.construction'] },
    { key: 'P7', name: { nl: 'RVS schroef 5 x 50', en: 'Stainless screw 5 x 50', de: 'Edelstahlschraube 5 x 50' }, fields: { thickness: 0, width: 0, featured: true }, facets: ['origin.europe'] },
    { key: 'P8', name: { nl: 'Douglas uit verkoop', en: 'Douglas fir withdrawn', de: 'Douglasie ausverkauft' }, enabled: false, fields: { species: 'douglas', thickness: 28, width: 145 }, facets: ['species.douglas', 'application.terrace'] },
];

const LIST = gql`
    query ($options: ProductTemplatesListInput!) {
        productTemplatesList(options: $options) {
            totalItems
            items {
                id
                name
                slug
                customFields {
                    thickness
                    featured
                }
                featuredAsset {
                    id
                }
                variants {
                    sku
                    price
                }
            }
            filters {
                attribute
                attributeKey
                name
                kind
                values {
                    value
                    name
                    count
                    selected
                }
            }
        }
    }
`;
const TEXT = gql`
    query ($slug: String, $filter: [ProductTemplateFilterInput!]) {
        categoryText(collectionSlug: $slug, filter: $filter) {
            title
            text
            seoTitle
            seoDescription
        }
    }
`;

interface ListResult {
    totalItems: number;
    items: Array<{ id: string; name: string; slug: string; customFields: { thickness: number; featured: boolean }; featuredAsset: null; variants: Array<{ sku: string; price: number }> }>;
    filters: Array<{ attribute: string; attributeKey: string | null; name: string; kind: string; values: Array<{ value: string; name: string; count: number; selected: boolean }> }>;
}

type Options = Record<string, unknown>;
const ids: Record<string, string> = {};
const keyOf = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0] ?? `?${id}`;

async function list(options: Options, languageCode?: string): Promise<ListResult> {
    const { productTemplatesList } = await shopClient.query(LIST, { options: { pageSize: 100, ...options } }, languageCode ? { languageCode } : undefined);
    return productTemplatesList;
}
async function keys(options: Options, languageCode?: string) {
    return (await list(options, languageCode)).items.map(i => keyOf(i.id));
}
/** value -> count of one filter, in the listed order */
function counts(result: ListResult, attribute: string) {
    const filter = result.filters.find(f => f.attribute === attribute);
    return filter ? filter.values.map(v => `${v.value}:${v.count}${v.selected ? '*' : ''}`) : undefined;
}
async function errorOf(promise: Promise<unknown>): Promise<string> {
    try {
        await promise;
    } catch (e) {
        return (e as Error).message;
    }
    throw new Error('expected an error');
}

/** Waits until the job queue is idle (set-up's search index and collection filters); vi.waitFor, as it runs in beforeAll too. */
async function waitForJobs() {
    await vi.waitFor(async () => {
        const { jobs } = await adminClient.query(gql`
            query {
                jobs(options: { filter: { isSettled: { eq: false } } }) {
                    totalItems
                }
            }
        `);
        if (jobs.totalItems > 0) throw new Error(`${jobs.totalItems} unsettled jobs`);
    }, WAIT_FOR_JOBS);
}

beforeAll(async () => {
    await server.init({ initialData: DUTCH_INITIAL_DATA, customerCount: 0 });
    await adminClient.asSuperAdmin();
    // Dutch first, as the shop's own set-up makes it
    await adminClient.query(gql`
        mutation {
            updateGlobalSettings(input: { availableLanguages: [nl, en, de] }) {
                __typename
            }
        }
    `);
    const { activeChannel } = await adminClient.query(gql`
        query {
            activeChannel {
                id
            }
        }
    `);
    await adminClient.query(
        gql`
            mutation ($id: ID!) {
                updateChannel(input: { id: $id, defaultLanguageCode: nl, availableLanguageCodes: [nl, en, de] }) {
                    __typename
                }
            }
        `,
        { id: activeChannel.id },
    );
    const valueIds: Record<string, string> = {};
    for (const facet of FACETS) {
        const { createFacet } = await adminClient.query(
            gql`
                mutation ($input: CreateFacetInput!) {
                    createFacet(input: $input) {
                        id
                    }
                }
            `,
            { input: { code: facet.code, isPrivate: false, translations: tr(facet.name), customFields: { attributeKey: facet.key, sequence: facet.sequence } } },
        );
        // values created in reverse, with sequences saying the real order
        const values = [...facet.values.entries()].reverse();
        const { createFacetValues } = await adminClient.query(
            gql`
                mutation ($input: [CreateFacetValueInput!]!) {
                    createFacetValues(input: $input) {
                        id
                        code
                    }
                }
            `,
            {
                input: values.map(([sequence, v]) => ({
                    facetId: createFacet.id,
                    code: v.code,
                    translations: tr(v.name, lang => ({ customFields: { commercialName: v.commercial?.[lang] ?? '' } })),
                    customFields: { sequence, isVisibleValue: v.visible ?? true },
                })),
            },
        );
        for (const v of createFacetValues) valueIds[`${facet.code}.${v.code}`] = v.id;
    }
    for (const product of PRODUCTS) {
        const { createProduct } = await adminClient.query(
            gql`
                mutation ($input: CreateProductInput!) {
                    createProduct(input: $input) {
                        id
                    }
                }
            `,
            {
                input: {
                    enabled: product.enabled ?? true,
                    facetValueIds: product.facets.map(f => valueIds[f]),
                    translations: tr(product.name, lang => ({ slug: `${lang}-${product.key.toLowerCase()}`, description: '' })),
                    customFields: { species: product.fields.species ?? '', thickness: product.fields.thickness, width: product.fields.width, featured: !!product.fields.featured },
                },
            },
        );
        ids[product.key] = createProduct.id;
        await adminClient.query(
            gql`
                mutation ($input: [CreateProductVariantInput!]!) {
                    createProductVariants(input: $input) {
                        id
                    }
                }
            `,
            { input: [{ productId: createProduct.id, sku: `SKU-${product.key}`, price: 1000, optionIds: [], translations: tr(product.name) }] },
        );
    }
    const description: L = { nl: 'Vlonderplanken van hardhout en naaldhout.', en: 'Decking boards of hardwood and softwood.', de: 'Terrassendielen aus Hartholz und Nadelholz.' };
    const seoTitle: L = { nl: 'Vlonderplanken kopen', en: 'Buy decking boards', de: 'Terrassendielen kaufen' };
    const CREATE_COLLECTION = gql`
        mutation ($input: CreateCollectionInput!) {
            createCollection(input: $input) {
                id
            }
        }
    `;
    const facetValueFilter = (facetValue: string) => ({
        code: 'facet-value-filter',
        arguments: [
            { name: 'facetValueIds', value: JSON.stringify([valueIds[facetValue]]) },
            { name: 'containsAny', value: 'false' },
            { name: 'combineWithAnd', value: 'true' },
        ],
    });
    const { createCollection: decking } = await adminClient.query(
        CREATE_COLLECTION,
        {
            input: {
                isPrivate: false,
                translations: tr({ nl: 'Vlonderplanken', en: 'Decking boards', de: 'Terrassendielen' }, lang => ({
                    slug: { nl: 'vlonderplanken', en: 'decking', de: 'terrassendielen' }[lang],
                    description: description[lang],
                    customFields: { seoTitle: seoTitle[lang], seoDescription: `${description[lang]} SEO` },
                })),
                filters: [facetValueFilter('application.terrace')],
            },
        },
    );
    // a sub-category that inherits its parent's filter: Vendure's membership holds both
    await adminClient.query(CREATE_COLLECTION, {
        input: {
            parentId: decking.id,
            isPrivate: false,
            inheritFilters: true,
            translations: tr({ nl: 'Hardhouten vlonderplanken', en: 'Hardwood decking', de: 'Hartholzdielen' }, lang => ({
                slug: { nl: 'hardhouten-vlonderplanken', en: 'hardwood-decking', de: 'hartholzdielen' }[lang],
                description: '',
            })),
            filters: [facetValueFilter('species.bangkirai')],
        },
    });
    await waitForJobs();
}, 300_000);

afterAll(async () => {
    await server.destroy();
});

describe('productTemplatesList: products and filters', () => {
    it('lists the enabled products in catalogue order, featured first, as real Products', async () => {
        const result = await list({});
        expect(result.totalItems).toBe(7);
        expect(result.items.map(i => keyOf(i.id))).toEqual(['P2', 'P7', 'P1', 'P3', 'P4', 'P5', 'P6']);
        const p1 = result.items.find(i => i.id === ids.P1)!;
        expect(p1).toMatchObject({ name: 'Douglas vlonderplank 28 x 145', slug: 'nl-p1', customFields: { thickness: 28, featured: false }, featuredAsset: null, variants: [{ sku: 'SKU-P1', price: 1000 }] });
    });

    it('offers F facets in sequence, visible values in sequence, thickness and width as ranges', async () => {
        const result = await list({});
        expect(result.filters.map(f => [f.attribute, f.attributeKey, f.name, f.kind])).toEqual([
            ['species', 'F1', 'Houtsoort', 'facet'],
            ['thickness', 'F2', 'Dikte', 'range'],
            ['width', 'F3', 'Breedte', 'range'],
            ['quality', 'F4', 'Kwaliteit', 'facet'],
            ['treatment', 'F6', 'Behandeling', 'facet'],
            ['application', 'F8', 'Toepassing', 'facet'],
        ]);
        // commercial name where there is one; teak is not a visible value; the disabled P8 counts nowhere
        expect(result.filters[0].values).toEqual([
            { value: 'douglas', name: 'Douglas', count: 3, selected: false },
            { value: 'bangkirai', name: 'Bangkirai', count: 2, selected: false },
            { value: 'larch', name: 'Lariks', count: 1, selected: false },
        ]);
        // the accessory (0 mm) is in no range; 28 and 40 and 70 are lower bounds
        expect(result.filters[1].values.map(v => [v.value, v.name, v.count])).toEqual([
            ['0-28', 'tot 28 mm', 2],
            ['28-40', '28–40 mm', 1],
            ['40-60', '40–60 mm', 2],
            ['60-plus', '60 mm en meer', 1],
        ]);
        expect(result.filters[2].values.map(v => [v.value, v.name, v.count])).toEqual([
            ['0-70', 'tot 70 mm', 1],
            ['70-150', '70–150 mm', 4],
            ['150-plus', '150 mm en meer', 1],
        ]);
        expect(counts(result, 'quality')).toEqual(['a:1', 'ab:2', 'b:2']);
        expect(counts(result, 'treatment')).toEqual(['untreated:4', 'oiled:2']);
    });

    it('ORs values of one attribute and ANDs attributes, with faceted counts', async () => {
        expect(await keys({ filter: [{ attribute: 'species', values: ['douglas', 'bangkirai'] }] })).toEqual(['P2', 'P1', 'P3', 'P5', 'P6']);
        const both = await list({ filter: [{ attribute: 'species', values: ['douglas', 'bangkirai'] }, { attribute: 'quality', values: ['ab'] }] });
        expect(both.items.map(i => keyOf(i.id))).toEqual(['P1']);
        expect(both.totalItems).toBe(1);
        // species counts ignore the species selection but apply the quality one: bangkirai has no A/B
        // yet stays listed because it is selected
        expect(counts(both, 'species')).toEqual(['douglas:1*', 'bangkirai:0*', 'larch:1']);
        expect(counts(both, 'quality')).toEqual(['a:1', 'ab:1*', 'b:2']);
        expect(counts(both, 'thickness')).toEqual(['28-40:1']);
        expect(counts(both, 'treatment')).toEqual(['untreated:1']);
    });

    it('filters by thickness and width ranges, lower bound inclusive', async () => {
        expect(await keys({ filter: [{ attribute: 'thickness', values: ['0-28'] }] })).toEqual(['P2', 'P3']);
        expect(await keys({ filter: [{ attribute: 'thickness', values: ['28-40'] }] })).toEqual(['P1']);
        expect(await keys({ filter: [{ attribute: 'thickness', values: ['40-60', '60-plus'] }] })).toEqual(['P4', 'P5', 'P6']);
        const ranged = await list({ filter: [{ attribute: 'width', values: ['70-150'] }, { attribute: 'thickness', values: ['40-60'] }] });
        expect(ranged.items.map(i => keyOf(i.id))).toEqual(['P6']);
        expect(counts(ranged, 'width')).toEqual(['0-70:1', '70-150:1*']);
        expect(counts(ranged, 'thickness')).toEqual(['0-28:2', '28-40:1', '40-60:1*']);
    });

    it('lists a category: the products of its facet-value filter', async () => {
        const decking = await list({ collectionSlug: 'vlonderplanken' });
        expect(decking.items.map(i => keyOf(i.id))).toEqual(['P2', 'P1', 'P3']);
        expect(counts(decking, 'species')).toEqual(['douglas:1', 'bangkirai:2']);
        expect(counts(decking, 'application')).toEqual(['terrace:3']);
        expect(await keys({ collectionSlug: 'vlonderplanken', filter: [{ attribute: 'species', values: ['bangkirai'] }] })).toEqual(['P2', 'P3']);
        // the sub-category: bangkirai within the parent's terrace filter
        expect(await keys({ collectionSlug: 'hardhouten-vlonderplanken' })).toEqual(['P2', 'P3']);
    });
});

describe('productTemplatesList: sort, paging, search', () => {
    const sorted = (field: string, direction: string) => keys({ sort: { field, direction } });

    it('sorts by name both ways, numbers in names numerically', async () => {
        expect(await sorted('name', 'ASC')).toEqual(['P3', 'P2', 'P1', 'P4', 'P6', 'P7', 'P5']);
        expect(await sorted('name', 'DESC')).toEqual(['P5', 'P7', 'P6', 'P4', 'P1', 'P2', 'P3']);
    });

    it('sorts by thickness and width, products without last, ties by name', async () => {
        expect(await sorted('thickness', 'ASC')).toEqual(['P3', 'P2', 'P1', 'P6', 'P5', 'P4', 'P7']);
        expect(await sorted('thickness', 'DESC')).toEqual(['P4', 'P5', 'P6', 'P1', 'P2', 'P3', 'P7']);
        expect(await sorted('width', 'ASC')).toEqual(['P5', 'P6', 'P3', 'P2', 'P1', 'P4', 'P7']);
        expect(await sorted('width', 'DESC')).toEqual(['P4', 'P3', 'P2', 'P1', 'P6', 'P5', 'P7']);
    });

    it('sorts by quality value sequence, products without last', async () => {
        expect(await sorted('quality', 'ASC')).toEqual(['P2', 'P1', 'P4', 'P3', 'P6', 'P7', 'P5']);
        expect(await sorted('quality', 'DESC')).toEqual(['P3', 'P6', 'P1', 'P4', 'P2', 'P7', 'P5']);
    });

    it('sorts by relevance: featured first without a term, name matches first with one', async () => {
        expect(await sorted('relevance', 'ASC')).toEqual(['P2', 'P7', 'P1', 'P3', 'P4', 'P5', 'P6']);
        // P1 starts with the term, P5 has it inside its name, P6 only through its species
        expect(await keys({ search: 'douglas', sort: { field: 'relevance', direction: 'ASC' } })).toEqual(['P1', 'P5', 'P6']);
        expect(await keys({ search: 'douglas' })).toEqual(['P1', 'P5', 'P6']);
    });

    it('pages: totalItems counts all, pageSize 2 page 2 is the third and fourth', async () => {
        const page2 = await list({ pageSize: 2, currentPage: 2 });
        expect(page2.totalItems).toBe(7);
        expect(page2.items.map(i => keyOf(i.id))).toEqual(['P1', 'P3']);
        expect((await list({ pageSize: 2, currentPage: 4 })).items.map(i => keyOf(i.id))).toEqual(['P6']);
        expect((await list({ pageSize: 2, currentPage: 5 })).items).toEqual([]);
        const defaults = await shopClient.query(LIST, { options: {} });
        expect(defaults.productTemplatesList.items).toHaveLength(7);
    });

    it('searches every word, case-insensitively, in name, slug, species and facet value names', async () => {
        expect(await keys({ search: 'BANGKIRAI  21' })).toEqual(['P3']);
        // 'Geolied' is the treatment value of P3 and P4, 'Europa' the origin (a property) of P4 and P7
        expect(await keys({ search: 'geolied', sort: { field: 'name', direction: 'ASC' } })).toEqual(['P3', 'P4']);
        expect(await keys({ search: 'europa', sort: { field: 'name', direction: 'ASC' } })).toEqual(['P4', 'P7']);
        expect(await keys({ search: 'nl-p6' })).toEqual(['P6']);
        const searched = await list({ search: 'vlonderplank', filter: [{ attribute: 'species', values: ['bangkirai'] }] });
        // both have the term inside their names: by name then
        expect(searched.items.map(i => keyOf(i.id))).toEqual(['P3', 'P2']);
        // counts follow the search too
        expect(counts(searched, 'species')).toEqual(['douglas:1', 'bangkirai:2*']);
        expect(await keys({ search: 'eiken' })).toEqual([]);
        expect(await keys({ search: '   ' })).toHaveLength(7);
    });
});

describe('productTemplatesList: languages', () => {
    it('answers in German: names, filter names, commercial names, range names, German collation', async () => {
        const de = await list({ sort: { field: 'name', direction: 'ASC' } }, 'de');
        expect(de.items.map(i => i.name)).toEqual([
            'Bangkirai Terrassendiele 21 x 145',
            'Bangkirai Terrassendiele 25 x 145',
            'Douglasie Terrassendiele 28 x 145',
            'Edelstahlschraube 5 x 50',
            'Gartenpfosten aus Douglasie 45 x 45',
            'Lärche Balken 70 x 200',
            'Latte 40 x 70',
        ]);
        expect(de.items[0].slug).toBe('de-p3');
        expect(de.filters.map(f => f.name)).toEqual(['Holzart', 'Stärke', 'Breite', 'Qualität', 'Behandlung', 'Anwendung']);
        expect(de.filters[0].values.map(v => v.name)).toEqual(['Douglasie', 'Bangkirai', 'Lärche']);
        expect(de.filters[1].values.map(v => v.name)).toEqual(['bis 28 mm', '28–40 mm', '40–60 mm', '60 mm und mehr']);
        const en = await list({ collectionSlug: 'decking' }, 'en');
        expect(en.items.map(i => i.name)).toEqual(['Bangkirai decking board 25 x 145', 'Douglas fir decking board 28 x 145', 'Bangkirai decking board 21 x 145']);
        expect(en.filters[1].values.map(v => v.name)).toEqual(['up to 28 mm', '28–40 mm']);
        expect(await keys({ search: 'lärche' }, 'de')).toEqual(['P4']);
        expect(await keys({ search: 'larche' }, 'de')).toEqual(['P4']);
    });
});

describe('productTemplatesList: input errors in the request language', () => {
    const cases: Array<[string, Options, string, string]> = [
        ['unknown category', { collectionSlug: 'tuinhuizen' }, 'Onbekende categorie "tuinhuizen"', 'Unknown category "tuinhuizen"'],
        ['category slug of another language', { collectionSlug: 'terrassendielen' }, 'Onbekende categorie "terrassendielen"', 'Unknown category "terrassendielen"'],
        ['unknown attribute', { filter: [{ attribute: 'colour', values: ['red'] }] }, 'Onbekend filterkenmerk "colour"', 'Unknown filter attribute "colour"'],
        ['property, not a filter', { filter: [{ attribute: 'origin', values: ['europe'] }] }, 'Onbekend filterkenmerk "origin"', 'Unknown filter attribute "origin"'],
        ['unknown value', { filter: [{ attribute: 'species', values: ['douglas', 'oak'] }] }, 'Onbekende waarde "oak" voor filterkenmerk "species"', 'Unknown value "oak" for filter attribute "species"'],
        ['invisible value', { filter: [{ attribute: 'species', values: ['teak'] }] }, 'Onbekende waarde "teak" voor filterkenmerk "species"', 'Unknown value "teak" for filter attribute "species"'],
        ['exact thickness, not a range', { filter: [{ attribute: 'thickness', values: ['28'] }] }, 'Onbekende waarde "28" voor filterkenmerk "thickness"', 'Unknown value "28" for filter attribute "thickness"'],
        ['no values', { filter: [{ attribute: 'species', values: [] }] }, 'Filterkenmerk "species" heeft geen waarden', 'Filter attribute "species" has no values'],
        ['page size 0', { pageSize: 0 }, 'Ongeldig aantal per pagina 0: toegestaan is 1 tot en met 100', 'Invalid page size 0: allowed is 1 to 100'],
        ['page size 101', { pageSize: 101 }, 'Ongeldig aantal per pagina 101: toegestaan is 1 tot en met 100', 'Invalid page size 101: allowed is 1 to 100'],
        ['page 0', { currentPage: 0 }, 'Ongeldig paginanummer 0: de eerste pagina is 1', 'Invalid page number 0: the first page is 1'],
    ];
    for (const [what, options, nl, en] of cases) {
        it(`refuses: ${what}`, async () => {
            expect(await errorOf(shopClient.query(LIST, { options }))).toBe(nl);
            expect(await errorOf(shopClient.query(LIST, { options }, { languageCode: 'en' }))).toBe(en);
        });
    }

    it('says it in German too, and categoryText refuses the same input', async () => {
        expect(await errorOf(shopClient.query(LIST, { options: { collectionSlug: 'x' } }, { languageCode: 'de' }))).toBe('Unbekannte Kategorie "x"');
        expect(await errorOf(shopClient.query(TEXT, { slug: 'x' }))).toBe('Onbekende categorie "x"');
        expect(await errorOf(shopClient.query(TEXT, { slug: 'vlonderplanken', filter: [{ attribute: 'species', values: ['oak'] }] }))).toBe(
            'Onbekende waarde "oak" voor filterkenmerk "species"',
        );
        expect(await errorOf(shopClient.query(TEXT, { filter: [{ attribute: 'colour', values: ['red'] }] }, { languageCode: 'de' }))).toBe(
            'Unbekanntes Filtermerkmal "colour"',
        );
    });
});

describe('categoryText', () => {
    it('without filters: the category texts and SEO fields', async () => {
        const { categoryText } = await shopClient.query(TEXT, { slug: 'vlonderplanken' });
        expect(categoryText).toEqual({
            title: 'Vlonderplanken',
            text: 'Vlonderplanken van hardhout en naaldhout.',
            seoTitle: 'Vlonderplanken kopen',
            seoDescription: 'Vlonderplanken van hardhout en naaldhout. SEO',
        });
        const all = (await shopClient.query(TEXT, {}, { languageCode: 'de' })).categoryText;
        expect(all.title).toBe('Alle Produkte');
        expect(all.seoTitle).toBe('Alle Produkte');
        expect(all.text).toMatch(/^Unser gesamtes Holzsortiment/);
        // a language the shop does not have: Dutch, the shop's default
        expect((await shopClient.query(TEXT, {}, { languageCode: 'fr' })).categoryText.title).toBe('Alle producten');
    });

    it('with filters: the values in the title and a sentence with the count', async () => {
        const filter = [
            { attribute: 'thickness', values: ['0-28'] },
            { attribute: 'species', values: ['bangkirai'] },
        ];
        const nl = (await shopClient.query(TEXT, { slug: 'vlonderplanken', filter })).categoryText;
        expect(nl).toEqual({
            title: 'Vlonderplanken Bangkirai tot 28 mm',
            text: 'Bekijk onze 2 vlonderplanken in bangkirai, tot 28 mm: uit voorraad leverbaar en op maat geschaafd.',
            seoTitle: 'Vlonderplanken Bangkirai tot 28 mm',
            seoDescription: 'Bekijk onze 2 vlonderplanken in bangkirai, tot 28 mm: uit voorraad leverbaar en op maat geschaafd.',
        });
        const en = (await shopClient.query(TEXT, { slug: 'decking', filter: [{ attribute: 'thickness', values: ['28-40'] }] }, { languageCode: 'en' })).categoryText;
        expect(en.title).toBe('Decking boards 28–40 mm');
        expect(en.text).toBe('Browse our decking boards in 28–40 mm: 1 product, available from stock and planed to size.');
        const de = (await shopClient.query(TEXT, { filter: [{ attribute: 'species', values: ['douglas', 'larch'] }] }, { languageCode: 'de' })).categoryText;
        expect(de.title).toBe('Alle Produkte Douglasie Lärche');
        expect(de.text).toBe('Entdecken Sie unsere 4 Produkte in Douglasie, Lärche: ab Lager lieferbar und auf Maß gehobelt.');
        const none = (await shopClient.query(TEXT, { slug: 'vlonderplanken', filter: [{ attribute: 'species', values: ['larch'] }] })).categoryText;
        expect(none.text).toBe('Op dit moment hebben we geen vlonderplanken in lariks. Bekijk ons volledige assortiment of vraag een offerte aan.');
    });
});

describe('categoryFirstPages', () => {
    const FIRST_PAGES = gql`
        query ($pageSize: Int) {
            categoryFirstPages(pageSize: $pageSize) {
                collectionId
                totalItems
                productIds
                filters {
                    attribute
                    attributeKey
                    name
                    kind
                    values {
                        value
                        name
                        count
                        selected
                    }
                }
                text {
                    title
                    text
                    seoTitle
                    seoDescription
                }
            }
        }
    `;
    const COLLECTIONS = gql`
        query {
            collections {
                items {
                    id
                    slug
                }
            }
        }
    `;

    it('answers for all products and every category what productTemplatesList and categoryText answer unfiltered', async () => {
        for (const languageCode of ['nl', 'de']) {
            const { categoryFirstPages } = await shopClient.query(FIRST_PAGES, { pageSize: 2 }, { languageCode });
            const { collections } = await shopClient.query(COLLECTIONS, {}, { languageCode });
            const slugs: Array<string | undefined> = [undefined, ...collections.items.map((c: { slug: string }) => c.slug)];
            expect(categoryFirstPages.map((p: { collectionId: string | null }) => p.collectionId)).toEqual([null, ...collections.items.map((c: { id: string }) => c.id)]);
            for (const [i, slug] of slugs.entries()) {
                const listed = await list({ collectionSlug: slug, pageSize: 2 }, languageCode);
                const { categoryText } = await shopClient.query(TEXT, { slug }, { languageCode });
                expect(categoryFirstPages[i]).toEqual({
                    collectionId: categoryFirstPages[i].collectionId,
                    totalItems: listed.totalItems,
                    productIds: listed.items.map(item => item.id),
                    filters: listed.filters,
                    text: categoryText,
                });
            }
        }
        // the all-products page: featured first, then catalogue order, cut at the page size
        const { categoryFirstPages } = await shopClient.query(FIRST_PAGES, {});
        expect(categoryFirstPages[0].productIds.map(keyOf)).toEqual(['P2', 'P7', 'P1', 'P3', 'P4', 'P5', 'P6']);
    });

    it('refuses a page size outside 1..100', async () => {
        expect(await errorOf(shopClient.query(FIRST_PAGES, { pageSize: 101 }))).toMatch(/100/);
    });
});

describe('the cache follows staff edits', () => {
    it('moves a product between thickness ranges when its thickness changes, and drops a disabled one', async () => {
        const before = await list({});
        expect(counts(before, 'thickness')).toEqual(['0-28:2', '28-40:1', '40-60:2', '60-plus:1']);
        const UPDATE = gql`
            mutation ($input: UpdateProductInput!) {
                updateProduct(input: $input) {
                    id
                }
            }
        `;
        await adminClient.query(UPDATE, { input: { id: ids.P1, customFields: { thickness: 65 } } });
        const after = await list({});
        expect(counts(after, 'thickness')).toEqual(['0-28:2', '40-60:2', '60-plus:2']);
        expect(await keys({ filter: [{ attribute: 'thickness', values: ['60-plus'] }] })).toEqual(['P1', 'P4']);
        await adminClient.query(UPDATE, { input: { id: ids.P6, enabled: false } });
        expect((await list({})).totalItems).toBe(6);
        expect(await keys({ search: 'regel' })).toEqual([]);
    });
});
