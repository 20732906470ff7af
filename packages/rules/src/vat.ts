import {
    austria,
    belgium,
    bulgaria,
    checkVAT,
    croatia,
    cyprus,
    czechRepublic,
    denmark,
    estonia,
    finland,
    france,
    germany,
    greece,
    hungary,
    ireland,
    italy,
    latvia,
    lithuania,
    luxembourg,
    malta,
    netherlands,
    poland,
    portugal,
    romania,
    slovakiaRepublic,
    slovenia,
    spain,
    sweden,
} from 'jsvat';

/** The EU member states whose VAT numbers VIES knows (jsvat's rules per country). */
const EU_COUNTRIES = [
    austria, belgium, bulgaria, croatia, cyprus, czechRepublic, denmark, estonia, finland, france, germany, greece, hungary,
    ireland, italy, latvia, lithuania, luxembourg, malta, netherlands, poland, portugal, romania, slovakiaRepublic,
    slovenia, spain, sweden,
];

/** The verdict of a business customer's VAT check; only 'valid' makes a business customer. */
export type VatStatus = 'unchecked' | 'valid' | 'invalid' | 'unavailable';

export type VatNumberFormat =
    | { valid: true; /** as stored and shown: prefix and number, no spaces */ value: string; /** VIES's member-state code (EL for Greece) */ countryCode: string; /** without the prefix, as VIES takes it */ number: string }
    | { valid: false };

/**
 * The format check of an EU VAT number (prefix, length, check digits per country; jsvat), before
 * VIES is asked. Spaces, dots and dashes are ignored, lower case is accepted.
 */
export function checkVatNumberFormat(input: string): VatNumberFormat {
    const cleaned = input.replace(/[\s.-]/g, '').toUpperCase();
    if (!/^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(cleaned)) return { valid: false };
    const result = checkVAT(cleaned, EU_COUNTRIES);
    if (!result.isValid || !result.value) return { valid: false };
    return { valid: true, value: result.value, countryCode: result.value.slice(0, 2), number: result.value.slice(2) };
}
