import { graphql } from './gql';
import type { ProductCardFieldsFragment, WebsiteCategoryFieldsFragment } from './gql/graphql';
import { request } from './client';
import type { Locale } from '../locale';

/** The spec's catalogue calls (section 7), named as the spec names them. */

export type WebsiteCategory = WebsiteCategoryFieldsFragment;
export type ProductCard = ProductCardFieldsFragment;

graphql(`
    fragment WebsiteCategoryFields on Collection {
        id
        name
        slug
        description
        position
        parentId
        breadcrumbs {
            id
            name
            slug
        }
        featuredAsset {
            preview
        }
        customFields {
            seoTitle
            seoDescription
        }
    }
`);

graphql(`
    fragment ProductCardFields on Product {
        id
        name
        slug
        featuredAsset {
            preview
        }
        collections {
            id
        }
        variants {
            id
            price
            customFields {
                length
                width
            }
        }
        customFields {
            priceUnit
            thickness
            width
            featured
            ribbonText
            ribbonBgColor
            ribbonTextColor
        }
    }
`);

const websiteCategoriesQuery = graphql(`
    query WebsiteCategories($options: CollectionListOptions) {
        collections(options: $options) {
            totalItems
            items {
                ...WebsiteCategoryFields
            }
        }
    }
`);

const productTemplatesListQuery = graphql(`
    query ProductTemplatesList($options: ProductListOptions) {
        products(options: $options) {
            totalItems
            items {
                ...ProductCardFields
            }
        }
    }
`);

/** The category list request uses page size 100 (spec section 9). */
const CATEGORY_PAGE_SIZE = 100;

/** Every category of the shop, parents before children, siblings by position. */
export async function getWebsiteCategories(locale: Locale): Promise<WebsiteCategory[]> {
    const all: WebsiteCategory[] = [];
    for (let skip = 0; ; skip += CATEGORY_PAGE_SIZE) {
        const { collections } = await request(locale, websiteCategoriesQuery, {
            options: { take: CATEGORY_PAGE_SIZE, skip, sort: { position: 'ASC' } },
        });
        all.push(...collections.items);
        if (all.length >= collections.totalItems || collections.items.length === 0) break;
    }
    return all
        .map(category => ({ ...category, breadcrumbs: category.breadcrumbs.filter(b => b.slug !== '__root_collection__' && b.name !== '__root_collection__') }))
        .sort((a, b) => a.breadcrumbs.length - b.breadcrumbs.length || a.position - b.position);
}

export interface MenuEntry {
    category: WebsiteCategory;
    children: MenuEntry[];
}

/** The category tree for the top navigation (noParent: top-level categories with their children). */
export async function getWebsiteMenu(locale: Locale, categories?: WebsiteCategory[]): Promise<MenuEntry[]> {
    const all = categories ?? (await getWebsiteCategories(locale));
    const entry = (category: WebsiteCategory): MenuEntry => ({
        category,
        children: all.filter(c => c.parentId === category.id).map(entry),
    });
    return all.filter(c => c.breadcrumbs.length === 1).map(entry);
}

/** Product templates (products with their variants), page by page. */
export async function getProductTemplatesList(
    locale: Locale,
    { pageSize, currentPage }: { pageSize: number; currentPage: number },
): Promise<{ totalItems: number; items: ProductCard[] }> {
    const { products } = await request(locale, productTemplatesListQuery, {
        options: { take: pageSize, skip: (currentPage - 1) * pageSize, sort: { name: 'ASC' } },
    });
    return products;
}

/** Every product template of the shop, for the build. */
export async function getAllProductTemplates(locale: Locale): Promise<ProductCard[]> {
    const all: ProductCard[] = [];
    for (let currentPage = 1; ; currentPage++) {
        const page = await getProductTemplatesList(locale, { pageSize: CATEGORY_PAGE_SIZE, currentPage });
        all.push(...page.items);
        if (all.length >= page.totalItems || page.items.length === 0) return all;
    }
}

/** The home page: top categories and featured products. */
export async function getWebsiteHomepage(locale: Locale, products: ProductCard[], categories: WebsiteCategory[]) {
    return {
        topCategories: categories.filter(c => c.breadcrumbs.length === 1),
        featuredProducts: products.filter(p => p.customFields?.featured),
    };
}
