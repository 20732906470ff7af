import { VALIDATION_KEYS } from '../../lib/validation';

/** The texts the request forms get. */
export const REQUEST_FORM_STRINGS = [
    ...VALIDATION_KEYS,
    'requests.fields.name',
    'requests.fields.email',
    'requests.fields.phone',
    'requests.fields.company',
    'requests.fields.orderNumber',
    'requests.fields.message',
    'requests.fields.photos',
    'requests.fields.includeCart',
    'requests.photosHint',
    'requests.send',
    'requests.sending',
    'requests.thanks',
    'requests.confirmation',
    'requests.again',
    'requests.captchaRequired',
    'requests.orderNumberInvalid',
    'requests.uploadLimit',
    'requests.fileType',
    'requests.allFields',
] as const;

export type RequestFormStrings = Record<(typeof REQUEST_FORM_STRINGS)[number], string>;

/** The texts of the product page's sample form. */
export const SAMPLE_FORM_STRINGS = [
    ...VALIDATION_KEYS,
    'requests.fields.name',
    'requests.fields.email',
    'requests.sending',
    'requests.captchaRequired',
    'requests.sample.intro',
    'requests.sample.street',
    'requests.sample.postalCode',
    'requests.sample.city',
    'requests.sample.country',
    'requests.sample.send',
    'requests.sample.thanks',
] as const;
