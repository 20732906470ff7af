import { LOGIN_FORM_STRINGS } from '../../components/account/strings';

/** The texts of the desktop header's login pop-up: the login form, its heading and the way to register. */
export const LOGIN_DIALOG_STRINGS = [...LOGIN_FORM_STRINGS, 'account.loginTitle', 'account.close', 'account.noAccount', 'account.registerLink'] as const;

export type LoginDialogStrings = Record<(typeof LOGIN_DIALOG_STRINGS)[number], string>;
