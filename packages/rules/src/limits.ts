/** The spec's business constants and limits (section 9) that storefront and backend both apply. */
import { COMPLAINT_UPLOADS } from './requests.ts';

/** A cart's order number is checked from this many characters on (spec section 5)… */
export const CLIENT_ORDER_REF_MIN_LENGTH = 6;
/** …and the backend keeps at most this many. */
export const CLIENT_ORDER_REF_MAX_LENGTH = 50;

/** The most pieces one order line takes. */
export const MAX_LINE_QUANTITY = 9999;

/** A variant of this length (cm) is the product's sample. */
export const SAMPLE_VARIANT_LENGTH = 23;

/** Category pages show this many products per page by default. */
export const CATEGORY_PAGE_SIZE = 18;

/** How long a cart saved as a quote is valid, unless configured otherwise. */
export const DEFAULT_QUOTE_VALIDITY_DAYS = 30;

/** Notifications: at most this many at once, each for this long unless persistent. */
export const MAX_NOTIFICATIONS = 3;
export const NOTIFICATION_TIMEOUT_MS = 6000;

/** The largest GraphQL request body (JSON): far above any query the shop sends. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** The largest multipart upload: the complaint's photos together plus the form's fields (Shop API), an asset staff upload (Admin API). */
export const MAX_UPLOAD_BODY_BYTES = { shop: COMPLAINT_UPLOADS.maxTotalBytes + MAX_JSON_BODY_BYTES, admin: 50 * 1024 * 1024 } as const;

/** The largest body a request to the API may carry (the storefront's proxy and the backend answer a larger one with 413). */
export function maxRequestBodyBytes(contentType: string | null | undefined, api: 'shop' | 'admin'): number {
    return /^multipart\/form-data/i.test(contentType ?? '') ? MAX_UPLOAD_BODY_BYTES[api] : MAX_JSON_BODY_BYTES;
}

/** Timber thicker than this (mm) counts as thick (spec section 9) and is labelled so. */
export const THICK_ABOVE_MM = 40;

export function isThick(thicknessMm: number | null | undefined): boolean {
    return (thicknessMm ?? 0) > THICK_ABOVE_MM;
}
