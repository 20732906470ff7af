import { COUNTRY_VAT_RATES, DEFAULT_DELIVERY_RATES, deliveryTokens, fillDeliveryTokens, type Locale } from '@timber-shop/rules';
import { deliveryTermsOf } from '../delivery-costs';
import type { Story } from './schema';

/**
 * Stories state delivery's prices, surcharges, times and service only as tokens the renderer fills
 * from the rules and the backend's rates (`{{delivery.price.NL}}`, `{{delivery.days.DE}}`,
 * `{{delivery.includes}}`, …; rules package `deliveryTokens`), so an editor cannot contradict the cart.
 * Every text of the story is filled: richtext (HTML or Storyblok's documents), titles, SEO texts, FAQs.
 * Without the backend the rules' default rates stand in (the rates the backend seeds).
 */
export async function withDeliveryFacts<S extends Story>(stories: S[], locale: Locale): Promise<S[]> {
    const terms = await deliveryTermsOf(locale);
    const tokens = deliveryTokens(terms?.rates ?? DEFAULT_DELIVERY_RATES, terms?.vat ?? COUNTRY_VAT_RATES, locale);
    return stories.map(story => fill(story, tokens));
}

function fill<T>(value: T, tokens: Record<string, string>): T {
    if (typeof value === 'string') return fillDeliveryTokens(value, tokens) as T;
    if (Array.isArray(value)) return value.map(item => fill(item, tokens)) as T;
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, tokens)])) as T;
    return value;
}
