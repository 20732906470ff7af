import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DefaultSearchPlugin, mergeConfig } from '@vendure/core';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import { LOCALES, SAMPLE_VARIANT_LENGTH } from '@timber-shop/rules';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import { CataloguePlugin } from './catalogue.plugin';
import { EMPTY_INITIAL_DATA } from '../../common/testing/test-shop';
import { seedOnFirstStart } from '../../seed/seed';
import { buildDemoCatalogue, demoCatalogueSample } from './seed/demo-catalogue';

/**
 * The catalogue plugin on a real Vendure server (SQLite through sql.js): the first-run seed writes
 * the demo catalogue, the Shop API serves the spec's fields per locale, and catalogueVersion moves
 * when staff change a product.
 */
registerInitializer('sqljs', new SqljsInitializer(path.join(__dirname, '__data__')));

const { server, shopClient, adminClient } = createTestEnvironment(
    mergeConfig(testConfig, {
        apiOptions: { port: 3051 },
        // Jobs build the categories and the search index: poll often so the seed is not spent waiting.
        jobQueueOptions: { jobQueueStrategy: new InMemoryJobQueueStrategy({ pollInterval: 10 }) },
        plugins: [DefaultSearchPlugin.init({ bufferUpdates: false }), CataloguePlugin],
    }),
);

// Every category and facet, an eighth of the products with their accessories and alternatives: the seed's every step, in a fraction of the time.
const demo = demoCatalogueSample(buildDemoCatalogue(), 60);

beforeAll(async () => {
    // No initial data: the shop's own set-up (languages, countries, VAT) is part of the seed under test.
    await server.init({ initialData: EMPTY_INITIAL_DATA, customerCount: 0 });
    await seedOnFirstStart(server.app, demo);
}, 600_000);

afterAll(async () => {
    await server.destroy();
});

const PRODUCT = gql`
    query Product($slug: String!) {
        product(slug: $slug) {
            id
            name
            customFields {
                species
                thickness
                width
                priceUnit
                variantView
                quantityTiers {
                    minQuantity
                    discountPercent
                }
                accessoryProducts {
                    id
                }
                documents {
                    id
                }
            }
            variants {
                sku
                price
                customFields {
                    length
                    width
                    saleDelay
                    stockPopUp1Qty
                    stockPopUp1
                    barcode
                }
            }
        }
    }
`;

describe('catalogue plugin', () => {
    it('seeds every demo product, variant and category', async () => {
        const { products } = await shopClient.query(gql`
            {
                products(options: { take: 1 }) {
                    totalItems
                }
            }
        `);
        expect(products.totalItems).toBe(demo.products.length);
        const { collections } = await shopClient.query(gql`
            {
                collections(options: { take: 100 }) {
                    totalItems
                }
            }
        `);
        expect(collections.totalItems).toBe(demo.categories.length);
    });

    it('serves the product template fields in each locale', async () => {
        const source = demo.products.find(p => p.variants.some(v => v.length === SAMPLE_VARIANT_LENGTH) && p.accessoryKeys.length > 0)!;
        for (const locale of LOCALES) {
            shopClient.setChannelToken('');
            const { product } = await shopClient.query(PRODUCT, { slug: source.slug[locale] }, { languageCode: locale });
            expect(product.name).toBe(source.name[locale]);
            expect(product.customFields.species).toBe(source.species);
            expect(product.customFields.thickness).toBe(source.thickness);
            expect(product.customFields.priceUnit).toBe(source.priceUnit);
            expect(product.customFields.quantityTiers).toEqual(source.quantityTiers);
            expect(product.customFields.accessoryProducts).toHaveLength(source.accessoryKeys.length);
            expect(product.customFields.documents).toHaveLength(source.documents.length);
            expect(product.variants).toHaveLength(source.variants.length);
            const sample = product.variants.find((v: { customFields: { length: number } }) => v.customFields.length === SAMPLE_VARIANT_LENGTH);
            expect(sample).toBeDefined();
            const sourceSample = source.variants.find(v => v.length === SAMPLE_VARIANT_LENGTH)!;
            expect(sample.price).toBe(sourceSample.priceExVat);
            expect(sample.customFields.barcode).toBe(sourceSample.barcode);
            expect(sample.customFields.stockPopUp1).toBe(sourceSample.stockPopUpTexts[0][locale]);
        }
    });

    it('lists a category and its descendants through the search index', async () => {
        const top = demo.categories.find(c => !c.parentKey && demo.categories.some(d => d.parentKey === c.key))!;
        const expected = new Set<string>();
        const collect = (key: string) => {
            for (const product of demo.products.filter(p => p.categoryKeys.includes(key))) expected.add(product.key);
            for (const child of demo.categories.filter(c => c.parentKey === key)) collect(child.key);
        };
        collect(top.key);
        const { search } = await shopClient.query(
            gql`
                query ($slug: String!) {
                    search(input: { collectionSlug: $slug, groupByProduct: true, take: 1 }) {
                        totalItems
                    }
                }
            `,
            { slug: top.slug.de },
            { languageCode: 'de' },
        );
        expect(search.totalItems).toBe(expected.size);
    });

    it('moves catalogueVersion when staff change a product', async () => {
        const query = gql`
            {
                catalogueVersion
            }
        `;
        const before = (await shopClient.query(query)).catalogueVersion;
        expect(before).toMatch(/^[0-9a-f]{16}$/);
        expect((await shopClient.query(query)).catalogueVersion).toBe(before);
        await adminClient.asSuperAdmin();
        await new Promise(resolve => setTimeout(resolve, 1100));
        await adminClient.query(
            gql`
                mutation {
                    updateProduct(input: { id: "1", customFields: { humidity: "KD 12%" } }) {
                        id
                    }
                }
            `,
        );
        expect((await shopClient.query(query)).catalogueVersion).not.toBe(before);
    });
});
