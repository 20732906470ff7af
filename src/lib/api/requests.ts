import type { Locale } from '@timber-shop/rules';
import { request, requestMultipart } from './client';
import { ApiError } from './errors';
import {
    CaptchaChallengeDocument,
    CaptchaConfigDocument,
    ChangeOrderRequestDocument,
    CheckOrderDocument,
    ComplaintRequestDocument,
    type ComplaintRequestMutation,
    CreateContactLeadDocument,
    CreateCrmOverlayBoxDocument,
    InfoRequestDocument,
    type RequestContactInput,
    RequestQuoteDocument,
    type SampleAddressInput,
    SampleRequestDocument,
} from './gql/requests/graphql';
import { getEmailProviders } from './lookups';

/**
 * The spec's request calls (section 7): createContactLead, requestQuote, infoRequest, sampleRequest,
 * changeOrderRequest with checkOrder, complaintRequest (with photos) and createCrmOverlayBox, each
 * with the solved captcha; the captcha's configuration and ALTCHA challenge; and checkEmail. Refusals come back
 * as ApiError, with `fields` naming the field a message belongs to.
 */
export type { RequestContactInput, SampleAddressInput };

export async function getCaptchaConfig(locale: Locale) {
    return (await request(locale, CaptchaConfigDocument)).captchaConfig;
}

export async function getCaptchaChallenge(locale: Locale): Promise<unknown> {
    return (await request(locale, CaptchaChallengeDocument)).captchaChallenge;
}

/**
 * The business e-mail check at registration (spec section 5): the provider lookup (getEmailProviders) with
 * the part after @; no provider found means a business address.
 */
export async function checkEmail(locale: Locale, email: string): Promise<boolean> {
    const domain = email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase();
    return (await getEmailProviders(locale, { search: domain })) === 0;
}

export async function checkOrder(locale: Locale, orderNumber: string): Promise<boolean> {
    return (await request(locale, CheckOrderDocument, { orderNumber })).checkOrder;
}

/** A callback request. */
export async function createContactLead(locale: Locale, input: RequestContactInput, captcha: string) {
    return (await request(locale, CreateContactLeadDocument, { input, captcha })).createContactLead;
}

/** A quote request, with the cart's lines when asked. */
export async function requestQuote(locale: Locale, input: RequestContactInput, includeCart: boolean, captcha: string) {
    return (await request(locale, RequestQuoteDocument, { input, includeCart, captcha })).requestQuote;
}

export async function infoRequest(locale: Locale, input: RequestContactInput, captcha: string) {
    return (await request(locale, InfoRequestDocument, { input, captcha })).infoRequest;
}

/** A product's sample (its length-23 variant); an error rethrows its first message (spec section 8). */
export async function sampleRequest(locale: Locale, input: RequestContactInput, productVariantId: string, address: SampleAddressInput, captcha: string) {
    try {
        return (await request(locale, SampleRequestDocument, { input, productVariantId, address, captcha })).sampleRequest;
    } catch (error) {
        if (error instanceof ApiError) throw new ApiError(error.messages.slice(0, 1), error.codes, error.fields);
        throw error;
    }
}

export async function changeOrderRequest(locale: Locale, input: RequestContactInput, orderNumber: string, captcha: string) {
    return (await request(locale, ChangeOrderRequestDocument, { input, orderNumber, captcha })).changeOrderRequest;
}

/** A complaint with its photos, as a GraphQL multipart request. */
export async function complaintRequest(locale: Locale, input: RequestContactInput, orderNumber: string, files: readonly File[], captcha: string) {
    const body = new FormData();
    const variables = { input, orderNumber, captcha, files: files.map(() => null) };
    body.append('operations', JSON.stringify({ query: ComplaintRequestDocument.toString(), variables }));
    body.append('map', JSON.stringify(Object.fromEntries(files.map((_, index) => [String(index), [`variables.files.${index}`]]))));
    files.forEach((file, index) => {
        body.append(String(index), file, file.name);
    });
    return (await requestMultipart<ComplaintRequestMutation>(locale, body)).complaintRequest;
}

/** The chat widget's message: description (ending in 'Last visited pages'), e-mail and phone. */
export async function createCrmOverlayBox(locale: Locale, input: { description: string; email: string; phone: string }, captcha: string) {
    return (await request(locale, CreateCrmOverlayBoxDocument, { input, captcha })).createCrmOverlayBox;
}
