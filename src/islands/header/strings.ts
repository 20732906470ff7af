import { LOGIN_FORM_STRINGS } from '../../components/account/strings';

/** The texts of the desktop header's login pop-up: the login form, its heading and the way to register. */
export const LOGIN_DIALOG_STRINGS = [...LOGIN_FORM_STRINGS, 'account.loginTitle', 'account.close', 'account.noAccount', 'account.registerLink'] as const;

export type LoginDialogStrings = Record<(typeof LOGIN_DIALOG_STRINGS)[number], string>;

/** The texts of the search box's suggestions while typing (src/islands/header/search-suggestions.ts). */
export const SUGGEST_STRINGS = [
    'content.search.products',
    'content.search.categories',
    'content.search.articles',
    'content.search.from',
    'content.search.didYouMean',
    'content.search.suggestionCount',
    'content.search.noSuggestions',
] as const;

export type SuggestStrings = Record<(typeof SUGGEST_STRINGS)[number], string>;
