import type { Cart } from '../../lib/api/cart';
import { formatMoney } from '@timber-shop/rules';
import { cartTotals } from '../../lib/cart/totals';

export const SUMMARY_STRINGS = [
    'cart.summaryTitle',
    'cart.subtotal',
    'cart.discount',
    'cart.delivery',
    'cart.deliveryFree',
    'cart.deliveryUnknown',
    'cart.vat',
    'cart.vatNoRate',
    'cart.total',
    'cart.inclVat',
    'cart.exclVat',
    'orderTerms.reverseCharge',
] as const;
type SummaryStrings = Record<(typeof SUMMARY_STRINGS)[number], string>;

/** The cart's amounts: subtotal, discounts, delivery, VAT and total (spec section 3), on the cart page and in checkout. */
export function CartSummary({ cart, strings, inclVat }: { cart: Cart; strings: SummaryStrings; inclVat: boolean }) {
    const totals = cartTotals(cart, inclVat);
    // The rate follows the delivery country (21% NL and BE, 19% DE): until the cart has one (a postal code, an address,
    // pick-up) the backend prices with the shop's default zone, whose rate may not be the visitor's, so none is named.
    const countryKnown = Boolean(cart.shippingAddress?.countryCode) || cart.shippingLines.length > 0 || cart.reverseCharge;
    const vatLabel =
        countryKnown && totals.vatRates.length ? totals.vatRates.map(rate => strings['cart.vat'].replace('{{rate}}', String(rate))).join(' / ') : strings['cart.vatNoRate'];
    return (
        <section className="cart-summary" aria-labelledby="cart-summary-title" data-testid="cart-summary">
            <h2 id="cart-summary-title">{strings['cart.summaryTitle']}</h2>
            <dl>
                <div>
                    <dt>{strings['cart.subtotal']}</dt>
                    <dd data-testid="cart-subtotal">{formatMoney(totals.subtotal)}</dd>
                </div>
                {totals.discount !== 0 && (
                    <div className="cart-summary__discount">
                        <dt>{strings['cart.discount']}</dt>
                        <dd data-testid="cart-discount">{formatMoney(totals.discount)}</dd>
                    </div>
                )}
                <div>
                    <dt>{strings['cart.delivery']}</dt>
                    <dd data-testid="cart-delivery">
                        {totals.delivery === null ? strings['cart.deliveryUnknown'] : totals.delivery === 0 ? strings['cart.deliveryFree'] : formatMoney(totals.delivery)}
                    </dd>
                </div>
                <div>
                    <dt data-testid="cart-vat-label">{vatLabel}</dt>
                    <dd data-testid="cart-vat">{formatMoney(totals.vat)}</dd>
                </div>
                <div className="cart-summary__total">
                    <dt>{strings['cart.total']}</dt>
                    <dd data-testid="cart-total">{formatMoney(totals.total)}</dd>
                </div>
            </dl>
            {cart.reverseCharge && (
                <p className="cart-summary__note" data-testid="reverse-charge">
                    <strong>{strings['orderTerms.reverseCharge']}</strong>
                </p>
            )}
            <p className="cart-summary__note">{inclVat ? strings['cart.inclVat'] : strings['cart.exclVat']}</p>
        </section>
    );
}
