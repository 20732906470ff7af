import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
    Asset,
    AssetService,
    CollectionService,
    FacetService,
    FacetValueService,
    FastImporterService,
    ID,
    LanguageCode,
    Logger,
    Product,
    RequestContext,
    TaxCategoryService,
    TransactionalConnection,
} from '@vendure/core';
import type { DeepPartial } from 'typeorm';
import { renderDemoDocument, renderDemoImage } from './demo-images';
import { formatLength, LOCALES, SAMPLE_VARIANT_LENGTH, type Locale } from '@timber-shop/rules';
import type { PerLanguage } from '../../../seed/translations';
import type { DemoCatalogue, DemoDocument, DemoProduct } from './types';

function perLocale<T extends object>(build: (locale: Locale) => T) {
    return LOCALES.map(locale => ({ languageCode: LanguageCode[locale], ...build(locale) }));
}

function localeOf(text: PerLanguage | undefined, locale: Locale) {
    return text ? text[locale] : undefined;
}

interface Services {
    assetService: AssetService;
    collectionService: CollectionService;
    facetService: FacetService;
    facetValueService: FacetValueService;
    fastImporter: FastImporterService;
    connection: TransactionalConnection;
    taxCategoryService: TaxCategoryService;
}

/**
 * Writes the demo catalogue into Vendure: generated images and documents as assets, facets,
 * products with their length (x width) variants, links between products, and the category tree.
 */
export async function seedDemoCatalogue(ctx: RequestContext, catalogue: DemoCatalogue, services: Services) {
    const { assetService, collectionService, facetService, facetValueService, fastImporter, connection, taxCategoryService } = services;
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'timber-seed-'));
    const started = Date.now();
    const phase = (what: string) => Logger.info(`${what} (${Math.round((Date.now() - started) / 1000)} s)`, 'Seed');
    const defaultTaxCategory = (await taxCategoryService.findAll(ctx)).items.find(c => c.isDefault);
    if (!defaultTaxCategory) throw new Error('The shop set-up has no default tax category');
    const taxCategory = defaultTaxCategory;

    async function importFile(fileName: string, content: Buffer): Promise<Asset> {
        const filePath = path.join(workDir, fileName);
        fs.writeFileSync(filePath, content);
        const asset = await assetService.createFromFileStream(fs.createReadStream(filePath), ctx);
        if (!(asset instanceof Asset)) throw new Error(`Could not import ${fileName}: ${asset.message}`);
        return asset;
    }
    /** A generated PDF with its title per language (the asset's custom field `title`: the link's text). */
    async function importDocument(document: DemoDocument, content: Buffer): Promise<ID> {
        const asset = await importFile(document.filename, content);
        await assetService.update(ctx, { id: asset.id, customFields: { title: document.title } });
        return asset.id;
    }

    const images = new Map<string, ID>();
    for (const image of catalogue.images) {
        const asset = await importFile(`${image.key}.png`, await renderDemoImage(image));
        images.set(image.key, asset.id);
    }
    const imageId = (key: string) => {
        const id = images.get(key);
        if (id === undefined) throw new Error(`Demo image ${key} is missing`);
        return id;
    };

    phase(`${images.size} images imported`);
    const facetValues = new Map<string, ID>();
    for (const facet of catalogue.facets) {
        const created = await facetService.create(ctx, {
            code: facet.code,
            isPrivate: false,
            translations: perLocale(locale => ({ name: facet.name[locale] })),
            customFields: { attributeKey: facet.attributeKey, sequence: facet.sequence },
        });
        for (const value of facet.values) {
            const createdValue = await facetValueService.create(ctx, created, {
                code: value.code,
                translations: perLocale(locale => ({
                    name: value.name[locale],
                    customFields: { commercialName: value.commercialName[locale] },
                })),
                customFields: { sequence: value.sequence, isVisibleValue: value.isVisibleValue },
            });
            facetValues.set(`${facet.code}.${value.code}`, createdValue.id);
        }
    }

    phase(`${facetValues.size} facet values created`);
    await fastImporter.initialize();
    const products = new Map<string, ID>();
    for (const product of catalogue.products) {
        products.set(product.key, await importProduct(product));
    }

    async function importProduct(product: DemoProduct): Promise<ID> {
        const facetValueIds = Object.entries(product.facets).flatMap(([facet, codes]) =>
            codes.map(code => {
                const id = facetValues.get(`${facet}.${code}`);
                if (id === undefined) throw new Error(`Product ${product.key}: unknown facet value ${facet}.${code}`);
                return id;
            }),
        );
        const assetIds = product.images.map(imageId);
        const productId = await fastImporter.createProduct({
            enabled: true,
            featuredAssetId: assetIds[0],
            assetIds,
            facetValueIds,
            translations: perLocale(locale => ({
                name: product.name[locale],
                slug: product.slug[locale],
                description: product.intro[locale],
                customFields: {
                    intro: product.intro[locale],
                    html: product.html[locale],
                    seoTitle: product.seoTitle[locale],
                    seoDescription: product.seoDescription[locale],
                    packingMethod: product.packingMethod[locale],
                    application: product.application[locale],
                    ribbonText: localeOf(product.ribbon?.displayName, locale) ?? '',
                },
            })),
            customFields: {
                species: product.species,
                certification: product.certification,
                thickness: product.thickness,
                width: product.width,
                humidity: product.humidity,
                quality: product.quality,
                durabilityClass: product.durabilityClass,
                weight: product.weight,
                volume: product.volume,
                commodityCode: product.commodityCode,
                priceUnit: product.priceUnit,
                variantView: product.variantView,
                quantityTiers: product.quantityTiers,
                ribbonBgColor: product.ribbon?.bgColor ?? '',
                ribbonTextColor: product.ribbon?.textColor ?? '',
                featured: product.featured,
            },
        });

        // Options make each variant distinct: its label (pack size, panel size) where it has one,
        // else its length, and its width where the product has a length x width matrix.
        const labelled = product.variants.every(v => v.label);
        const widths = [...new Set(product.variants.map(v => v.width))];
        const withWidth = !labelled && widths.length > 1;
        const labelGroup = labelled
            ? await optionGroup(productId, product, 'version', product.variants.map((_, i) => i), i => product.variants[i].label!)
            : undefined;
        const lengthGroup = labelled
            ? undefined
            : await optionGroup(productId, product, 'length', [...new Set(product.variants.map(v => v.length))], lengthName);
        const widthGroup = withWidth ? await optionGroup(productId, product, 'width', widths, w => ({ nl: `${w} mm`, en: `${w} mm`, de: `${w} mm` })) : undefined;

        for (const [index, variant] of product.variants.entries()) {
            const optionIds = labelGroup
                ? [labelGroup.get(index)!]
                : [lengthGroup!.get(variant.length)!, ...(widthGroup ? [widthGroup.get(variant.width)!] : [])];
            const [t1, t2, t3] = variant.stockPopUpTexts;
            await fastImporter.createProductVariant({
                productId,
                sku: variant.sku,
                price: variant.priceExVat,
                taxCategoryId: taxCategory.id,
                stockOnHand: variant.stockOnHand,
                optionIds,
                translations: perLocale(locale => ({
                    name: `${product.name[locale]} ${variant.label ? variant.label[locale] : variantLabel(variant.length, variant.width, withWidth, locale)}`,
                    customFields: {
                        stockPopUp1: t1[locale],
                        stockPopUp2: t2[locale],
                        stockPopUp3: t3[locale],
                        customMessage: localeOf(variant.customMessage, locale) ?? '',
                    },
                })),
                customFields: {
                    length: variant.length,
                    width: variant.width,
                    workingWidth: variant.workingWidth ?? 0,
                    saleDelay: variant.saleDelay,
                    stockPopUp1Qty: variant.stockPopUp1Qty,
                    stockPopUp2Qty: variant.stockPopUp2Qty,
                    barcode: variant.barcode,
                },
            });
        }
        return productId;
    }

    async function optionGroup(
        productId: ID,
        product: DemoProduct,
        kind: 'length' | 'width' | 'version',
        values: number[],
        name: (value: number) => PerLanguage,
    ) {
        const groupId = await fastImporter.createProductOptionGroup({
            code: `${product.key}-${kind}`,
            translations: perLocale(locale => ({
                name: OPTION_GROUP_NAMES[kind][locale],
            })),
            options: [],
        });
        await fastImporter.addOptionGroupToProduct(productId, groupId);
        const options = new Map<number, ID>();
        for (const value of values) {
            const optionId = await fastImporter.createProductOption({
                productOptionGroupId: groupId,
                code: `${kind}-${value}`,
                translations: perLocale(locale => ({ name: name(value)[locale] })),
            });
            options.set(value, optionId);
        }
        return options;
    }

    phase(`${products.size} products created`);
    // Relations need every product and asset to exist first.
    for (const product of catalogue.products) {
        const documentIds: ID[] = [];
        for (const document of product.documents) {
            const lines = [
                product.name.nl,
                ...(product.thickness ? [`${product.thickness} x ${product.width} mm, ${product.quality}, ${product.humidity}`] : []),
                ...(product.durabilityClass ? [`Duurzaamheidsklasse ${product.durabilityClass}`] : []),
            ];
            documentIds.push(await importDocument(document, renderDemoDocument(document.title.nl, lines)));
        }
        // Straight to the repository: the relation lists are all that changes, and no per-product
        // update events are wanted (the search index is rebuilt once at the end).
        await connection.getRepository(ctx, Product).save({
            id: products.get(product.key)!,
            customFields: {
                accessoryProducts: product.accessoryKeys.map(key => ({ id: products.get(key)! })),
                alternativeProducts: product.alternativeKeys.map(key => ({ id: products.get(key)! })),
                profileImages: product.profiles.flatMap(p => [p.image1, p.image2].filter((k): k is string => !!k).map(k => ({ id: imageId(k) }))),
                documents: documentIds.map(id => ({ id })),
            },
        } as DeepPartial<Product>);
    }

    phase('product relations and documents set');
    // Categories: a parent lists every product of its descendants.
    const descendantsProducts = (key: string): ID[] => {
        const own = catalogue.products.filter(p => p.categoryKeys.includes(key)).map(p => products.get(p.key)!);
        const children = catalogue.categories.filter(c => c.parentKey === key).flatMap(c => descendantsProducts(c.key));
        return [...new Set([...own, ...children])];
    };
    const categories = new Map<string, ID>();
    const byPosition = [...catalogue.categories].sort((a, b) => a.position - b.position);
    const createLevel = async (parentKey: string | undefined) => {
        for (const category of byPosition.filter(c => c.parentKey === parentKey)) {
            const image = images.get(`category-${category.key}`);
            const attachments: ID[] = [];
            for (const document of category.attachments ?? []) {
                attachments.push(await importDocument(document, renderDemoDocument(document.title.nl, [category.name.nl])));
            }
            const created = await collectionService.create(ctx, {
                parentId: parentKey ? categories.get(parentKey) : undefined,
                isPrivate: false,
                featuredAssetId: image,
                assetIds: image ? [image] : [],
                inheritFilters: false,
                translations: perLocale(locale => ({
                    name: category.name[locale],
                    slug: category.slug[locale],
                    description: category.description[locale],
                    customFields: {
                        seoTitle: category.name[locale],
                        seoDescription: category.description[locale],
                    },
                })),
                customFields: {
                    attachments: attachments.map(id => ({ id })),
                    videos: category.videos ?? [],
                    reports: category.reports ?? [],
                },
                filters: [
                    {
                        code: 'product-id-filter',
                        arguments: [
                            { name: 'productIds', value: JSON.stringify(descendantsProducts(category.key)) },
                            { name: 'combineWithAnd', value: 'false' },
                        ],
                    },
                ],
            });
            categories.set(category.key, created.id);
            await createLevel(category.key);
        }
    };
    await createLevel(undefined);
    fs.rmSync(workDir, { recursive: true, force: true });
    return { products: products.size, categories: categories.size, facets: catalogue.facets.length };
}

const OPTION_GROUP_NAMES: Record<'length' | 'width' | 'version', PerLanguage> = {
    length: { nl: 'Lengte', en: 'Length', de: 'Länge' },
    width: { nl: 'Breedte', en: 'Width', de: 'Breite' },
    version: { nl: 'Uitvoering', en: 'Version', de: 'Ausführung' },
};

/** A length as shoppers read it, or the sample. */
function lengthName(length: number): PerLanguage {
    if (length === SAMPLE_VARIANT_LENGTH) return { nl: 'Monster (± 25 cm)', en: 'Sample (± 25 cm)', de: 'Muster (± 25 cm)' };
    return { nl: formatLength(length, 'nl'), en: formatLength(length, 'en'), de: formatLength(length, 'de') };
}

function variantLabel(length: number, width: number, withWidth: boolean, locale: Locale) {
    const len = lengthName(length)[locale];
    return withWidth ? `${width} mm x ${len}` : len;
}
