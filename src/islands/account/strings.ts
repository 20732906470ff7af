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

/** The texts of the desktop header's login pop-up: the login form, its heading and the way to register. */
export const LOGIN_DIALOG_STRINGS = [...LOGIN_FORM_STRINGS, 'account.loginTitle', 'account.close', 'account.noAccount', 'account.registerLink'] as const;

/** The texts of the one registration form (register page and checkout register step). */
export const REGISTER_FORM_STRINGS = [
    ...VALIDATION_KEYS,
    'account.name',
    'account.email',
    'account.phone',
    'account.password',
    'account.passwordTooShort',
    'account.register',
    'account.registerVerify',
    'account.accountExists',
] as const;

/** The texts the account pages' island gets (account page, login, register, verify, forgot and new password). */
export const ACCOUNT_STRINGS = [
    ...LOGIN_FORM_STRINGS,
    ...REGISTER_FORM_STRINGS.filter(key => !(LOGIN_FORM_STRINGS as readonly string[]).includes(key)),
    'account.loginText',
    'account.noAccount',
    'account.registerLink',
    'account.registerText',
    'account.haveAccount',
    'account.verifying',
    'account.verified',
    'account.verifyNoToken',
    'account.verifyInvalid',
    'account.verifyExpired',
    'account.continue',
    'account.forgotText',
    'account.forgotSend',
    'account.forgotSent',
    'account.newPassword',
    'account.newPasswordSave',
    'account.resetInvalid',
    'account.resetExpired',
    'account.loggedInAs',
    'account.backToLogin',
    'account.loading',
    'account.loadFailed',
    'account.retry',
    'account.greeting',
    'account.logout',
    'account.ordersTitle',
    'account.noOrders',
    'account.orderReference',
    'account.orderDate',
    'account.orderStatus',
    'account.orderPieces',
    'account.orderTotal',
    'account.validUntil',
    'account.status.Quotation',
    'account.status.QuotationSent',
    'account.status.SalesOrder',
    'account.status.Locked',
    'account.status.Cancelled',
] as const;

export type LoginFormKey = (typeof LOGIN_FORM_STRINGS)[number];
export type LoginDialogStrings = Record<(typeof LOGIN_DIALOG_STRINGS)[number], string>;
export type RegisterFormKey = (typeof REGISTER_FORM_STRINGS)[number];
export type AccountStrings = Record<(typeof ACCOUNT_STRINGS)[number], string>;

/** An island's text lookup, narrowed to the keys a form uses. */
export type Translate<K extends string> = (key: K, values?: Record<string, string | number>) => string;
