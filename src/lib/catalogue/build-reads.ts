import { LOCALES } from '@timber-shop/rules';
import { countriesOf, deliveryTermsOf } from '../delivery-costs';
import { offeredPaymentMethods } from '../payment-methods';
import { loadProductDetails } from './product-pages';
import { loadCategoryListings } from '../site';

/**
 * Starts a whole build's remaining backend reads once getStaticPaths has the site data, locale by
 * locale in the order the pages come (the frame's and product pages' small reads, every product in
 * full, every category's first page), so the backend works on them while the build renders the pages
 * before them (search records, content, the first locale's other pages) on the other core. The pages
 * await the same memoised reads; a failed one is left to the page that needs it, which asks again.
 */
export function prefetchBuildReads() {
    (async () => {
        for (const locale of LOCALES) {
            await Promise.all([deliveryTermsOf(locale), countriesOf(locale), offeredPaymentMethods()]);
            await loadProductDetails(locale);
            await loadCategoryListings(locale);
        }
    })().catch(() => {});
}
