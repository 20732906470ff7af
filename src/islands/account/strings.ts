import { LOGIN_FORM_STRINGS, REGISTER_FORM_STRINGS } from '../../components/account/strings';

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
    'account.emailChanged',
    'account.changingEmail',
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
] as const;

export type AccountStrings = Record<(typeof ACCOUNT_STRINGS)[number], string>;
