import {
    ApplyCouponDocument,
    CartAddMultipleItemsDocument,
    CartLoadDocument,
    CartRemoveItemDocument,
    CartUpdateItemDocument,
    GetDeliveryCostsDocument,
    GetDeliveryMethodsDocument,
    PriceCartForSiteDocument,
    RemoveCouponDocument,
    ReopenCartDocument,
    SearchPostalCodeDocument,
    SendCartEmailDocument,
    SetCampaignDocument,
    SetClientOrderRefDocument,
    SetPostalCodeDocument,
    SetShippingMethodDocument,
    UpdateTransportMsgDocument,
    type CampaignInput,
    type CartFieldsFragment,
} from './gql/cart/graphql';
import { request, requestInSession } from './client';
import { ApiError, ResultError, resultOrThrow, throwErrorResults } from './errors';
import type { Locale } from '@timber-shop/rules';

/**
 * The spec's cart calls (section 7), named as the spec names them. The cart is Vendure's active
 * order of the session (cookie kept first-party by the /shop-api proxy).
 */

export type Cart = CartFieldsFragment;
export type CartLine = Cart['lines'][number];
export type CartItem = { productVariantId: string; quantity: number };

/** Vendure answers business errors as result unions: the order, or its ErrorResult thrown as a ResultError. */
export function orderOrThrow<T extends object>(result: T | null | undefined): Extract<T, { lines: unknown }> {
    return resultOrThrow(result) as unknown as Extract<T, { lines: unknown }>;
}

/**
 * A cart whose checkout has begun (ArrangingPayment) cannot change: it is taken back to AddingItems
 * and the change is tried once more, so the visitor can always edit the cart.
 */
async function withOpenCart<T>(locale: Locale, change: () => Promise<T>): Promise<T> {
    try {
        return await change();
    } catch (error) {
        if (!(error instanceof ResultError) || error.code !== 'ORDER_MODIFICATION_ERROR') throw error;
        orderOrThrow((await request(locale, ReopenCartDocument)).transitionOrderToState);
        return change();
    }
}

/** The session's cart, or null when there is none yet (spec: cartLoad). */
export async function cartLoad(locale: Locale): Promise<Cart | null> {
    const data = await request(locale, CartLoadDocument);
    return data.activeOrder ?? null;
}

/** Adds several variants in one call (spec: cartAddMultipleItems(products)). */
export function cartAddMultipleItems(locale: Locale, products: CartItem[]): Promise<Cart> {
    return withOpenCart(locale, async () => {
        const data = await request(locale, CartAddMultipleItemsDocument, { inputs: products });
        const { order, errorResults } = data.addItemsToOrder;
        throwErrorResults(errorResults);
        return order;
    });
}

/**
 * cartAddMultipleItems for the add-to-cart form posted before the product page's island hydrated
 * (`src/pages/api/cart/add.ts`): on the server, in the visitor's session (their cookie header),
 * giving the backend's cookies to pass on and the refusal as the backend's sentence.
 */
export async function cartAddMultipleItemsInSession(
    locale: Locale,
    products: CartItem[],
    cookie: string,
    clientAddress?: string,
): Promise<{ error?: string; setCookies: string[] }> {
    const { data, error, setCookies } = await requestInSession(locale, CartAddMultipleItemsDocument, { inputs: products }, { cookie, clientAddress });
    if (error) return { error: error.message, setCookies };
    try {
        throwErrorResults(data.addItemsToOrder.errorResults);
        return { setCookies };
    } catch (refused) {
        return { error: refused instanceof Error ? refused.message : String(refused), setCookies };
    }
}

/** New quantities for several lines (spec: cartUpdateMultipleItems(lines)). */
export function cartUpdateMultipleItems(locale: Locale, lines: { orderLineId: string; quantity: number }[]): Promise<Cart | null> {
    return withOpenCart(locale, async () => {
        let cart: Cart | null = null;
        for (const line of lines) cart = orderOrThrow((await request(locale, CartUpdateItemDocument, line)).adjustOrderLine);
        return cart ?? cartLoad(locale);
    });
}

/** Removes several lines (spec: cartRemoveMultipleItems(lineIds)). */
export function cartRemoveMultipleItems(locale: Locale, lineIds: string[]): Promise<Cart | null> {
    return withOpenCart(locale, async () => {
        let cart: Cart | null = null;
        for (const orderLineId of lineIds) cart = orderOrThrow((await request(locale, CartRemoveItemDocument, { orderLineId })).removeOrderLine);
        return cart ?? cartLoad(locale);
    });
}

/** A promo code; the first error message when it is refused (spec section 8). */
export function applyCoupon(locale: Locale, couponCode: string): Promise<Cart> {
    return withOpenCart(locale, async () => orderOrThrow((await request(locale, ApplyCouponDocument, { couponCode })).applyCouponCode));
}

export function removeCoupon(locale: Locale, couponCode: string): Promise<Cart> {
    return withOpenCart(locale, async () => orderOrThrow((await request(locale, RemoveCouponDocument, { couponCode })).removeCouponCode));
}

export type DeliveryMethod = Awaited<ReturnType<typeof getDeliveryMethods>>[number];

/** The shipping methods the cart can use at its address: delivery (with its conditions) and pick-up. */
export async function getDeliveryMethods(locale: Locale) {
    return (await request(locale, GetDeliveryMethodsDocument)).eligibleShippingMethods;
}

/** Chooses delivery or pick-up; delivery amount, VAT and total follow (spec section 4). */
export function setShippingMethod(locale: Locale, shippingMethodId: string): Promise<Cart> {
    return withOpenCart(locale, async () =>
        orderOrThrow((await request(locale, SetShippingMethodDocument, { ids: [shippingMethodId] })).setOrderShippingMethod),
    );
}

/** Whether the shop delivers at a postal code (spec: searchPostalCode). */
export async function searchPostalCode(locale: Locale, countryCode: string, postalCode: string) {
    return (await request(locale, SearchPostalCodeDocument, { countryCode, postalCode })).checkPostalCode;
}

/** Sets the delivery postal code on the cart; shipping method, delivery amount, VAT and total follow (spec: setPostalCode). */
export function setPostalCode(locale: Locale, countryCode: string, postalCode: string): Promise<Cart> {
    return withOpenCart(locale, async () => (await request(locale, SetPostalCodeDocument, { countryCode, postalCode })).setOrderPostalCode);
}

/** The customer's own order number on the cart (spec: setClientOrderRef). */
export function setClientOrderRef(locale: Locale, clientOrderRef: string): Promise<Cart> {
    return withOpenCart(locale, async () => (await request(locale, SetClientOrderRefDocument, { clientOrderRef })).setClientOrderRef);
}

/** The message for the delivery (spec: updateTransportMsg). */
export function updateTransportMsg(locale: Locale, transportMsg: string): Promise<Cart> {
    return withOpenCart(locale, async () => (await request(locale, UpdateTransportMsgDocument, { transportMsg })).updateTransportMsg);
}

/** The campaign record of the visit that brought the cart (spec: campaign parameters). */
export async function setCampaign(locale: Locale, input: CampaignInput): Promise<void> {
    await request(locale, SetCampaignDocument, { input });
}

/** E-mails the cart (spec: sendCartEmail). */
export async function sendCartEmail(locale: Locale, emailAddress: string): Promise<void> {
    const sent = (await request(locale, SendCartEmailDocument, { emailAddress })).sendCartEmail;
    if (!sent) throw new ApiError([]);
}

/**
 * What delivery costs per delivery country (NL, BE, DE), excluding and including that country's VAT,
 * as the cart charges it, and the rates behind it (surcharges, the long-length limit).
 */
export async function getDeliveryCosts(locale: Locale) {
    const { deliveryCosts, deliveryRates } = await request(locale, GetDeliveryCostsDocument);
    return { costs: deliveryCosts, rates: deliveryRates };
}

/** A cart without a delivery country, priced again with the VAT of the site it is seen on (after a language switch). */
export async function priceCartForSite(locale: Locale): Promise<Cart | null> {
    return (await request(locale, PriceCartForSiteDocument)).priceOrderForSite ?? null;
}
