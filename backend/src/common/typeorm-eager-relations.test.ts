import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Column, DataSource, Entity, type Logger, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';

/*
 * The shop's patch of TypeORM 0.3 (patches/typeorm+*.patch, backported from TypeORM 1.x, typeorm#11326):
 * with relations loaded by query (the shop's `relationLoadStrategy`), a relation's eager relations
 * are not loaded when the find says `loadEagerRelations: false`, nor joined when the find names them
 * and loads them by a query of their own. Vendure's cart calls ask for both; without the patch every
 * cart call read each product's translations twice and each variant's prices and translations twice.
 * The shapes below are Vendure's: a variant has eager prices and belongs to a product with eager
 * translations.
 */

@Entity()
class Product {
    @PrimaryGeneratedColumn() id!: number;
    @Column() sku!: string;
    @OneToMany(() => ProductTranslation, translation => translation.base, { eager: true }) translations!: ProductTranslation[];
}

@Entity()
class ProductTranslation {
    @PrimaryGeneratedColumn() id!: number;
    @Column() languageCode!: string;
    @Column() name!: string;
    @ManyToOne(() => Product, product => product.translations) base!: Product;
}

@Entity()
class Variant {
    @PrimaryGeneratedColumn() id!: number;
    @Column() length!: number;
    @ManyToOne(() => Product) product!: Product;
    @OneToMany(() => VariantPrice, price => price.variant, { eager: true }) prices!: VariantPrice[];
}

@Entity()
class VariantPrice {
    @PrimaryGeneratedColumn() id!: number;
    @Column() price!: number;
    @ManyToOne(() => Variant, variant => variant.prices) variant!: Variant;
}

const statements: string[] = [];
const collectStatements: Logger = {
    logQuery: query => void statements.push(query),
    logQueryError: () => {},
    logQuerySlow: () => {},
    logSchemaBuild: () => {},
    logMigration: () => {},
    log: () => {},
};

let dataSource: DataSource;
let variantId: number;

beforeAll(async () => {
    dataSource = new DataSource({
        type: 'better-sqlite3',
        database: ':memory:',
        entities: [Product, ProductTranslation, Variant, VariantPrice],
        synchronize: true,
        relationLoadStrategy: 'query',
        logging: ['query'],
        logger: collectStatements,
    });
    await dataSource.initialize();
    const product = await dataSource.getRepository(Product).save({ sku: 'VL-BKR-21145' });
    await dataSource.getRepository(ProductTranslation).save([
        { languageCode: 'nl', name: 'Bangkirai vlonderplank', base: product },
        { languageCode: 'de', name: 'Bangkirai Terrassendiele', base: product },
    ]);
    const variant = await dataSource.getRepository(Variant).save({ length: 245, product });
    await dataSource.getRepository(VariantPrice).save([
        { price: 2135, variant },
        { price: 2583, variant },
    ]);
    variantId = variant.id;
});

afterAll(() => dataSource?.destroy());

async function statementsOf(find: () => Promise<unknown>) {
    statements.length = 0;
    const result = await find();
    return { result, statements: [...statements] };
}

describe('TypeORM with relations loaded by query (patched)', () => {
    it("leaves a relation's eager relations out when the find says loadEagerRelations: false", async () => {
        const { result, statements } = await statementsOf(() =>
            dataSource.getRepository(Variant).findOne({ where: { id: variantId }, relations: ['product'], loadEagerRelations: false }),
        );
        const variant = result as Variant;
        expect(variant.product.sku).toBe('VL-BKR-21145');
        expect(variant.product.translations).toBeUndefined();
        expect(variant.prices).toBeUndefined();
        expect(statements.some(sql => sql.includes('product_translation'))).toBe(false);
    });

    it('reads an eager relation the find names once, by its own query, and answers as the joined find does', async () => {
        const find = (relationLoadStrategy: 'query' | 'join') =>
            dataSource.getRepository(Variant).findOne({ where: { id: variantId }, relations: ['prices', 'product'], relationLoadStrategy });
        const { result: byQuery, statements } = await statementsOf(() => find('query'));
        // the prices' own columns are read once (besides the ids TypeORM reads to put them on the variant)
        expect(statements.filter(sql => sql.includes('."price" AS'))).toHaveLength(1);
        const joined = await find('join');
        const sorted = (variant: Variant) => ({
            ...variant,
            prices: [...variant.prices].sort((a, b) => a.id - b.id),
            product: { ...variant.product, translations: [...variant.product.translations].sort((a, b) => a.id - b.id) },
        });
        expect(sorted(byQuery as Variant)).toEqual(sorted(joined as Variant));
        expect((byQuery as Variant).product.translations.map(t => t.name).sort()).toEqual(['Bangkirai Terrassendiele', 'Bangkirai vlonderplank']);
    });
});
