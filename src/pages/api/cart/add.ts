import type { APIRoute } from 'astro';
import { homePath, pagePath, resolveLocale, safeRedirect } from '@timber-shop/rules';
import { cartAddMultipleItemsInSession } from '../../../lib/api/cart';
import { visitorAddress } from '../../../lib/api/proxy';
import { CART_ERROR_PARAM, itemsOfAddForm } from '../../../lib/cart/add-form';
import { translator } from '../../../lib/i18n';

/**
 * The add-to-cart form of a product page posted before its island hydrated (or without
 * JavaScript): adds the pieces in the visitor's session, then shows the cart (303); a refusal
 * goes back to the product page with the backend's sentence, which the page shows.
 */
export const prerender = false;

export const POST: APIRoute = async context => {
    const { request } = context;
    const form = await request.formData().catch(() => new FormData());
    const locale = resolveLocale(String(form.get('locale') ?? ''));
    const back = safeRedirect(String(form.get('back') ?? ''), homePath(locale));
    const items = itemsOfAddForm(form);
    const t = translator(locale);
    const refuse = (message: string) => {
        const url = new URL(back, 'https://shop.invalid');
        url.searchParams.set(CART_ERROR_PARAM, message);
        return new Response(null, { status: 303, headers: { location: `${url.pathname}${url.search}` } });
    };
    if (!items) return refuse(t('product.chooser.invalidQuantity'));
    if (items.length === 0) return refuse(t('product.chooser.noQuantity'));
    let result: Awaited<ReturnType<typeof cartAddMultipleItemsInSession>>;
    try {
        result = await cartAddMultipleItemsInSession(locale, items, request.headers.get('cookie') ?? '', visitorAddress(context));
    } catch {
        // backend unreachable: the spec's fallback message (section 8)
        return refuse(t('product.chooser.addFailed', { message: 'Some error' }));
    }
    const answer = result.error
        ? refuse(t('product.chooser.addFailed', { message: result.error }))
        : new Response(null, { status: 303, headers: { location: pagePath(locale, 'cart') } });
    // the session the backend opened or renewed stays the visitor's
    for (const cookie of result.setCookies) answer.headers.append('set-cookie', cookie);
    answer.headers.set('cache-control', 'no-store');
    return answer;
};
