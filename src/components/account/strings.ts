import { VALIDATION_KEYS } from '../../lib/validation';

/** The texts of the one login form (login page and checkout login step). */
export const LOGIN_FORM_STRINGS = [
    ...VALIDATION_KEYS,
    'account.email',
    'account.password',
    'account.login',
    'account.forgotPassword',
    'account.invalidCredentials',
    'account.notVerified',
] as const;

/** The texts of the one registration form (register page and checkout register step). */
export const REGISTER_FORM_STRINGS = [
    ...VALIDATION_KEYS,
    'account.name',
    'account.email',
    'account.phone',
    'account.password',
    'account.passwordTooShort',
    'businessPrices.vatNumber',
    'businessPrices.vatNumberHint',
    'businessPrices.vatFormat',
    'account.register',
    'account.registerVerify',
    'account.accountExists',
    'registration.businessEmailHint',
    'registration.industry',
    'registration.industryNone',
    'requests.captchaRequired',
] as const;

export type LoginFormKey = (typeof LOGIN_FORM_STRINGS)[number];
export type RegisterFormKey = (typeof REGISTER_FORM_STRINGS)[number];
/** An island's text lookup, narrowed to the keys a form uses. */
export type Translate<K extends string> = (key: K, values?: Record<string, string | number>) => string;
