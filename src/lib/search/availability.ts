/**
 * Category availability follows the price list (spec section 6), on the search page too. The
 * pagefind index is static and public, so it finds every product and category; for a customer whose
 * price list sells only some categories the page leaves out, after the search, the results it does
 * not sell, with the ids the header keeps (src/lib/catalogue/category-access.ts: the categories shown).
 * A product record carries its own categories (`meta.categories`: the deepest of its collections,
 * space-separated; its parents only hold it through them), a category record its id (`meta.category`).
 */

/** The deepest of a product's categories: those that are no ancestor of another of them. */
export function ownCategories(categoryIds: readonly string[], parentOf: ReadonlyMap<string, string | null>): string[] {
    const ancestors = new Set<string>();
    for (const id of categoryIds) {
        const seen = new Set<string>();
        for (let parent = parentOf.get(id) ?? null; parent && !seen.has(parent); parent = parentOf.get(parent) ?? null) {
            seen.add(parent);
            ancestors.add(parent);
        }
    }
    return [...new Set(categoryIds)].filter(id => !ancestors.has(id));
}

/** Whether a search result may be shown: everything when `available` is null (visitors, lists selling everything). */
export function isAvailableResult(meta: Record<string, string | undefined>, available: ReadonlySet<string> | null): boolean {
    if (available === null) return true;
    if (meta.type === 'product') return (meta.categories ?? '').split(' ').some(id => id !== '' && available.has(id));
    if (meta.type === 'category') return available.has(meta.category ?? '');
    return true;
}
