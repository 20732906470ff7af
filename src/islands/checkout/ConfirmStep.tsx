import { useState } from 'react';
import type { Cart } from '../../lib/api/cart';
import { addPaymentToOrder, adyenOpenTransaction, type AdyenPaymentResult, checkPaymentType } from '../../lib/api/checkout';
import { formatMoney, orderSummary, summaryRows, summaryWord } from '@timber-shop/rules';
import { FormMessage } from '../../components/forms/fields';
import { applyCart } from '../../lib/cart/store';
import { errorMessage } from '../../lib/api/errors';
import { AdyenDropin, isAdyenSuccess } from './AdyenDropin';
import { paymentDraft } from './drafts';
import type { CheckoutContext } from './context';

/**
 * The confirm step: the order as it will be placed (addresses, delivery, payment, reference, lines),
 * then "place order". Wire transfer and payment on account place it at once; card payment opens Adyen's Drop-in.
 */
export function ConfirmStep({ context, cart }: { context: CheckoutContext; cart: Cart }) {
    const { t, locale, links, countries, inclVat } = context;
    const payment = paymentDraft();
    const [error, setError] = useState('');
    const [placing, setPlacing] = useState(false);
    const [payingByCard, setPayingByCard] = useState(false);

    // Paid or placed: where the provider's order goes (checkPaymentType's URL, the success page, which
    // clears the drafts and the cart count); else the fail page.
    function finish(code: string, success: boolean) {
        if (success && payment) window.location.assign(checkPaymentType(locale, { name: payment.methodName, code: payment.methodCode }, code));
        else window.location.assign(`${links.steps.fail}?order=${encodeURIComponent(code)}`);
    }

    function cardResult(result: AdyenPaymentResult) {
        finish(result.orderCode || cart.code, isAdyenSuccess(result.resultCode));
    }

    async function place() {
        if (!payment) return;
        setPlacing(true);
        setError('');
        try {
            applyCart(locale, await adyenOpenTransaction(locale, cart));
            if (payment.kind === 'wire' || payment.kind === 'account') {
                const placed = await addPaymentToOrder(locale, payment.methodCode);
                finish(placed.code, true);
                return;
            }
            setPayingByCard(true);
        } catch (cause) {
            setError(errorMessage(cause));
        }
        setPlacing(false);
    }

    const country = (code: string | null | undefined) => countries.find(c => c.code === code)?.name ?? code ?? '';
    const address = (a: Cart['shippingAddress']) =>
        a && (
            <address>
                {a.fullName}
                <br />
                {a.streetLine1}
                <br />
                {a.postalCode} {a.city}
                <br />
                {country(a.countryCode)}
            </address>
        );
    // the lines, delivery and total to pay as the summary beside states them
    const summary = orderSummary(cart, inclVat);
    const total = summaryRows(summary, locale).find(row => row.role === 'total');
    const delivery = summary.delivery.state === 'chosen' ? summary.delivery : null;
    return (
        <section className="checkout-card" aria-labelledby="confirm-title" data-testid="confirm">
            <h1 id="confirm-title">{t('checkout.confirmTitle')}</h1>
            <div className="confirm-grid">
                <div>
                    <h2>{t('checkout.deliveryAddress')}</h2>
                    {address(cart.shippingAddress)}
                    {cart.customer && <p>{cart.customer.emailAddress}</p>}
                    <a href={links.steps.address}>{t('checkout.edit')}</a>
                </div>
                <div>
                    <h2>{t('checkout.invoiceAddress')}</h2>
                    {address(cart.billingAddress ?? cart.shippingAddress)}
                    {cart.customFields?.invoiceEmail && <p>{cart.customFields.invoiceEmail}</p>}
                    <a href={links.steps.address}>{t('checkout.edit')}</a>
                </div>
                <div>
                    <h2>{t('checkout.deliveryMethod')}</h2>
                    <p data-testid="confirm-shipping">
                        {delivery ? `${delivery.name}: ${delivery.amount === 0 ? summaryWord('free', locale) : formatMoney(delivery.amount)}` : '—'}
                    </p>
                    {cart.customFields?.transportMsg && <p className="confirm-note">{cart.customFields.transportMsg}</p>}
                    <a href={links.cart}>{t('checkout.edit')}</a>
                </div>
                <div>
                    <h2>{t('checkout.paymentMethod')}</h2>
                    <p data-testid="confirm-payment">
                        {payment?.kind === 'adyen'
                            ? t('checkout.card')
                            : payment?.kind === 'account'
                              ? t('orderTerms.paymentTerm', { days: cart.paymentTermDays ?? '' })
                              : t('checkout.wire')}
                    </p>
                    <a href={links.steps.payment}>{t('checkout.edit')}</a>
                </div>
                {cart.customFields?.clientOrderRef && (
                    <div>
                        <h2>{t('checkout.orderRef')}</h2>
                        <p data-testid="confirm-order-ref">{cart.customFields.clientOrderRef}</p>
                    </div>
                )}
            </div>
            <ul className="confirm-lines">
                {cart.lines.map((line, i) => (
                    <li key={line.id}>
                        <span>
                            {line.quantity} × {line.productVariant.name}
                        </span>
                        <span>{formatMoney(summary.lines[i].amount)}</span>
                    </li>
                ))}
            </ul>
            {/* the total to pay right above the button that orders and pays, on every screen */}
            <p className="confirm-total" data-testid="confirm-total">
                <span>{total?.label}</span> <strong>{total?.value}</strong>
            </p>
            <p className="confirm-legal" data-testid="confirm-legal">
                {t('checkout.withdrawal')}{' '}
                <a href={links.terms} target="_blank" rel="noopener" data-testid="confirm-terms">
                    {t('checkout.termsLink')}
                </a>
                {' · '}
                <a href={links.privacy} target="_blank" rel="noopener" data-testid="confirm-privacy">
                    {t('checkout.privacyLink')}
                </a>
            </p>
            {error && <FormMessage type="error" testId="confirm-error">{error}</FormMessage>}
            {payingByCard ? (
                <AdyenDropin context={context} cart={cart} onResult={cardResult} />
            ) : (
                <div className="checkout-actions">
                    <a href={links.steps.payment}>← {t('checkout.back')}</a>
                    {/* the button states the obligation to pay (BGB § 312j, BW 6:230v): one text for every payment method */}
                    <button type="button" className="button button--checkout" disabled={placing || !payment} onClick={place} data-testid="place-order">
                        {placing ? t('checkout.loading') : t('checkout.placeOrder')}
                    </button>
                </div>
            )}
        </section>
    );
}
