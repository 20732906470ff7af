import type { CheckoutStep, Locale } from '@timber-shop/rules';
import type { ValidationMessages } from '../../lib/validation';
import type { CheckoutStrings } from './strings';

/** What every checkout step gets from the island: language, texts, countries and the links it needs. */
export interface CheckoutContext {
    locale: Locale;
    t: (key: keyof CheckoutStrings, values?: Record<string, string | number>) => string;
    messages: ValidationMessages;
    countries: { code: string; name: string }[];
    defaultCountry: string;
    contactEmail: string;
    loggedIn: boolean;
    inclVat: boolean;
    links: {
        home: string;
        cart: string;
        terms: string;
        privacy: string;
        productInfo: string;
        forgotPassword: string;
        steps: Record<CheckoutStep, string>;
    };
}
