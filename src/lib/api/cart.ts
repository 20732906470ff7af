import { graphql } from './gql';
import type { CampaignInput, CartFieldsFragment } from './gql/graphql';
import { ApiError, ResultError, request } from './client';
import type { Locale } from '@timber-shop/rules';

/**
 * The spec's cart calls (section 7), named as the spec names them. The cart is Vendure's active
 * order of the session (cookie kept first-party by the /shop-api proxy).
 */

export type Cart = CartFieldsFragment;
export type CartLine = Cart['lines'][number];
export type CartItem = { productVariantId: string; quantity: number };

graphql(`
    fragment CartFields on Order {
        id
        code
        state
        active
        totalQuantity
        subTotal
        subTotalWithTax
        shipping
        shippingWithTax
        total
        totalWithTax
        currencyCode
        couponCodes
        discounts {
            description
            amount
            amountWithTax
        }
        taxSummary {
            description
            taxRate
            taxBase
            taxTotal
        }
        lines {
            id
            quantity
            unitPrice
            unitPriceWithTax
            linePrice
            linePriceWithTax
            discountedLinePriceWithTax
            featuredAsset {
                preview
            }
            productVariant {
                id
                name
                sku
                customFields {
                    length
                    width
                }
                product {
                    id
                    slug
                    name
                    customFields {
                        priceUnit
                        thickness
                        width
                    }
                }
            }
        }
        shippingLines {
            id
            priceWithTax
            price
            shippingMethod {
                id
                code
                name
            }
        }
        shippingAddress {
            fullName
            streetLine1
            city
            postalCode
            countryCode
            phoneNumber
        }
        billingAddress {
            fullName
            streetLine1
            city
            postalCode
            countryCode
            phoneNumber
        }
        customer {
            id
            emailAddress
            firstName
            lastName
        }
        customFields {
            clientOrderRef
            transportMsg
            invoiceEmail
        }
    }
`);

const cartLoadDocument = graphql(`
    query CartLoad {
        activeOrder {
            ...CartFields
        }
    }
`);

const cartAddMultipleItemsDocument = graphql(`
    mutation CartAddMultipleItems($inputs: [AddItemInput!]!) {
        addItemsToOrder(inputs: $inputs) {
            order {
                ...CartFields
            }
            errorResults {
                ... on ErrorResult {
                    errorCode
                    message
                }
            }
        }
    }
`);

const cartUpdateItemDocument = graphql(`
    mutation CartUpdateItem($orderLineId: ID!, $quantity: Int!) {
        adjustOrderLine(orderLineId: $orderLineId, quantity: $quantity) {
            ...CartFields
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

const cartRemoveItemDocument = graphql(`
    mutation CartRemoveItem($orderLineId: ID!) {
        removeOrderLine(orderLineId: $orderLineId) {
            ...CartFields
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

const applyCouponDocument = graphql(`
    mutation ApplyCoupon($couponCode: String!) {
        applyCouponCode(couponCode: $couponCode) {
            ...CartFields
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

const removeCouponDocument = graphql(`
    mutation RemoveCoupon($couponCode: String!) {
        removeCouponCode(couponCode: $couponCode) {
            ...CartFields
        }
    }
`);

const getDeliveryMethodsDocument = graphql(`
    query GetDeliveryMethods {
        eligibleShippingMethods {
            id
            code
            name
            description
            price
            priceWithTax
            metadata
        }
    }
`);

const setShippingMethodDocument = graphql(`
    mutation SetShippingMethod($ids: [ID!]!) {
        setOrderShippingMethod(shippingMethodId: $ids) {
            ...CartFields
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

const reopenCartDocument = graphql(`
    mutation ReopenCart {
        transitionOrderToState(state: "AddingItems") {
            ...CartFields
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

/** Vendure answers business errors as result unions: the order, or an error that becomes a ResultError. */
export function orderOrThrow<T extends object>(result: T | null | undefined): Extract<T, { lines: unknown }> {
    if (!result) throw new ApiError([]);
    if ('lines' in result) return result as Extract<T, { lines: unknown }>;
    const error = result as { errorCode?: string; message?: string };
    throw new ResultError(error.errorCode ?? 'UNKNOWN_ERROR', error.message ?? 'Some error');
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
        orderOrThrow((await request(locale, reopenCartDocument)).transitionOrderToState);
        return change();
    }
}

/** The session's cart, or null when there is none yet (spec: cartLoad). */
export async function cartLoad(locale: Locale): Promise<Cart | null> {
    const data = await request(locale, cartLoadDocument);
    return data.activeOrder ?? null;
}

/** Adds several variants in one call (spec: cartAddMultipleItems(products)). */
export function cartAddMultipleItems(locale: Locale, products: CartItem[]): Promise<Cart> {
    return withOpenCart(locale, async () => {
        const data = await request(locale, cartAddMultipleItemsDocument, { inputs: products });
        const { order, errorResults } = data.addItemsToOrder;
        const errors = errorResults.flatMap(e => ('message' in e ? [e] : []));
        if (errors.length) throw new ResultError(errors[0].errorCode, errors.map(e => e.message).join(', '));
        return order;
    });
}

/** New quantities for several lines (spec: cartUpdateMultipleItems(lines)). */
export function cartUpdateMultipleItems(locale: Locale, lines: { orderLineId: string; quantity: number }[]): Promise<Cart | null> {
    return withOpenCart(locale, async () => {
        let cart: Cart | null = null;
        for (const line of lines) cart = orderOrThrow((await request(locale, cartUpdateItemDocument, line)).adjustOrderLine);
        return cart ?? cartLoad(locale);
    });
}

/** Removes several lines (spec: cartRemoveMultipleItems(lineIds)). */
export function cartRemoveMultipleItems(locale: Locale, lineIds: string[]): Promise<Cart | null> {
    return withOpenCart(locale, async () => {
        let cart: Cart | null = null;
        for (const orderLineId of lineIds) cart = orderOrThrow((await request(locale, cartRemoveItemDocument, { orderLineId })).removeOrderLine);
        return cart ?? cartLoad(locale);
    });
}

/** A promo code; the first error message when it is refused (spec section 8). */
export function applyCoupon(locale: Locale, couponCode: string): Promise<Cart> {
    return withOpenCart(locale, async () => orderOrThrow((await request(locale, applyCouponDocument, { couponCode })).applyCouponCode));
}

export function removeCoupon(locale: Locale, couponCode: string): Promise<Cart> {
    return withOpenCart(locale, async () => orderOrThrow((await request(locale, removeCouponDocument, { couponCode })).removeCouponCode));
}

export type DeliveryMethod = Awaited<ReturnType<typeof getDeliveryMethods>>[number];

/** The shipping methods the cart can use at its address: delivery (with its conditions) and pick-up. */
export async function getDeliveryMethods(locale: Locale) {
    return (await request(locale, getDeliveryMethodsDocument)).eligibleShippingMethods;
}

/** Chooses delivery or pick-up; delivery amount, VAT and total follow (spec section 4). */
export function setShippingMethod(locale: Locale, shippingMethodId: string): Promise<Cart> {
    return withOpenCart(locale, async () => orderOrThrow((await request(locale, setShippingMethodDocument, { ids: [shippingMethodId] })).setOrderShippingMethod));
}

const searchPostalCodeDocument = graphql(`
    query SearchPostalCode($countryCode: String!, $postalCode: String!) {
        checkPostalCode(countryCode: $countryCode, postalCode: $postalCode) {
            deliverable
            countryCode
            postalCode
            message
        }
    }
`);

const setPostalCodeDocument = graphql(`
    mutation SetPostalCode($countryCode: String!, $postalCode: String!) {
        setOrderPostalCode(countryCode: $countryCode, postalCode: $postalCode) {
            ...CartFields
        }
    }
`);

const setClientOrderRefDocument = graphql(`
    mutation SetClientOrderRef($clientOrderRef: String!) {
        setClientOrderRef(clientOrderRef: $clientOrderRef) {
            ...CartFields
        }
    }
`);

const updateTransportMsgDocument = graphql(`
    mutation UpdateTransportMsg($transportMsg: String!) {
        updateTransportMsg(transportMsg: $transportMsg) {
            ...CartFields
        }
    }
`);

const setCampaignDocument = graphql(`
    mutation SetCampaign($input: CampaignInput!) {
        setCampaign(input: $input) {
            id
        }
    }
`);

const sendCartEmailDocument = graphql(`
    mutation SendCartEmail($emailAddress: String!) {
        sendCartEmail(emailAddress: $emailAddress)
    }
`);

/** Whether the shop delivers at a postal code (spec: searchPostalCode). */
export async function searchPostalCode(locale: Locale, countryCode: string, postalCode: string) {
    return (await request(locale, searchPostalCodeDocument, { countryCode, postalCode })).checkPostalCode;
}

/** Sets the delivery postal code on the cart; shipping method, delivery amount, VAT and total follow (spec: setPostalCode). */
export function setPostalCode(locale: Locale, countryCode: string, postalCode: string): Promise<Cart> {
    return withOpenCart(locale, async () => (await request(locale, setPostalCodeDocument, { countryCode, postalCode })).setOrderPostalCode);
}

/** The customer's own order number on the cart (spec: setClientOrderRef). */
export function setClientOrderRef(locale: Locale, clientOrderRef: string): Promise<Cart> {
    return withOpenCart(locale, async () => (await request(locale, setClientOrderRefDocument, { clientOrderRef })).setClientOrderRef);
}

/** The message for the delivery (spec: updateTransportMsg). */
export function updateTransportMsg(locale: Locale, transportMsg: string): Promise<Cart> {
    return withOpenCart(locale, async () => (await request(locale, updateTransportMsgDocument, { transportMsg })).updateTransportMsg);
}

/** The campaign record of the visit that brought the cart (spec: campaign parameters). */
export async function setCampaign(locale: Locale, input: CampaignInput): Promise<void> {
    await request(locale, setCampaignDocument, { input });
}

/** E-mails the cart (spec: sendCartEmail). */
export async function sendCartEmail(locale: Locale, emailAddress: string): Promise<void> {
    const sent = (await request(locale, sendCartEmailDocument, { emailAddress })).sendCartEmail;
    if (!sent) throw new ApiError([]);
}
