import type { Cart } from '../../lib/api/cart';
import { countryName, type Locale, orderSummary, shownCountry, summaryRows } from '@timber-shop/rules';
import { cartCountry } from '../../lib/cart/store';
import { SummaryRows } from './SummaryRows';

export const SUMMARY_STRINGS = ['cart.summaryTitle', 'cart.inclVat', 'cart.exclVat', 'cart.vatOfCountry', 'orderTerms.reverseCharge'] as const;
type SummaryStrings = Record<(typeof SUMMARY_STRINGS)[number], string>;

/**
 * The cart's amounts (spec section 3) on the cart page and every checkout step: the one order summary
 * (rules package) in the customer's tax display, and whose VAT it is: the delivery country's once
 * the cart has one (pick-up: the Netherlands), else the country of the site (the backend prices the
 * cart with it, see the delivery plugin).
 */
export function CartSummary({ cart, strings, inclVat, locale }: { cart: Cart; strings: SummaryStrings; inclVat: boolean; locale: Locale }) {
    const summary = orderSummary(cart, inclVat);
    const country = shownCountry(locale, cartCountry(cart));
    return (
        <section className="cart-summary" aria-labelledby="cart-summary-title" data-testid="cart-summary">
            <h2 id="cart-summary-title">{strings['cart.summaryTitle']}</h2>
            <SummaryRows rows={summaryRows(summary, locale)} testId="cart" />
            {cart.reverseCharge && (
                <p className="cart-summary__note" data-testid="reverse-charge">
                    <strong>{strings['orderTerms.reverseCharge']}</strong>
                </p>
            )}
            <p className="cart-summary__note" data-testid="cart-vat-country">
                {inclVat ? strings['cart.inclVat'] : strings['cart.exclVat']} · {strings['cart.vatOfCountry'].replace('{{country}}', countryName(country, locale))}
            </p>
        </section>
    );
}
