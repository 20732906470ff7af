import { useState } from 'react';
import { adyenPaymentDetails, adyenTransactionInfo, getPaymentConfirmation, type PaymentConfirmation } from '../../lib/api/checkout';
import { isAdyenSuccess } from './AdyenDropin';
import { clearDrafts } from './drafts';
import { formatMoney, orderSummary, summaryRows } from '@timber-shop/rules';
import { SummaryRows } from '../../components/cart/SummaryRows';
import { FormMessage } from '../../components/forms/fields';
import { $cart, loadCart } from '../../lib/cart/store';
import type { Cart } from '../../lib/api/cart';
import { errorMessage } from '../../lib/api/errors';
import { setCartSize } from '../../lib/cart/cart-size';
import type { CheckoutContext } from './context';
import { useOnHydration } from '../../lib/hydration';

/** The order code the success and fail pages are about (order, or orderCode after a redirect payment). */
export function orderCodeFromUrl(search: string): string {
    const params = new URLSearchParams(search);
    return (params.get('order') ?? params.get('orderCode') ?? '').trim().slice(0, 64);
}

/** Bank details of a wire transfer payment: its metadata's public part (the Shop API shows only that). */
export function wireTransferDetails(metadata: unknown): { iban: string; bic: string; accountHolder: string; reference: string } | null {
    if (!metadata || typeof metadata !== 'object') return null;
    const source = ('public' in metadata && metadata.public && typeof metadata.public === 'object' ? metadata.public : metadata) as Record<string, unknown>;
    if (typeof source.iban !== 'string') return null;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return { iban: source.iban, bic: text(source.bic), accountHolder: text(source.accountHolder), reference: text(source.reference) };
}

/** The success page: order number, the wire transfer's bank details and reference, the processing note. */
export function SuccessStep({ context }: { context: CheckoutContext }) {
    const { t, locale, links } = context;
    const [order, setOrder] = useState<PaymentConfirmation | null | undefined>(undefined);
    const [cardPaid, setCardPaid] = useState(false);
    const [error, setError] = useState('');

    /** A card payment's standing from Adyen: a refused one belongs on the fail page. */
    async function show(found: PaymentConfirmation | null) {
        if (found?.payments?.some(p => p.method === 'adyen')) {
            const info = await adyenTransactionInfo(locale, found.code);
            if (info.status === 'refused') return window.location.replace(`${links.steps.fail}?order=${encodeURIComponent(found.code)}`);
            setCardPaid(info.status === 'paid' || info.status === 'authorised');
        }
        setOrder(found);
    }

    useOnHydration(() => {
        const code = orderCodeFromUrl(window.location.search);
        const redirectResult = new URLSearchParams(window.location.search).get('redirectResult');
        const confirm = () => {
            clearDrafts();
            setCartSize(0);
            $cart.set(null);
            if (!code) return setOrder(null);
            getPaymentConfirmation(locale, code)
                .then(show)
                .catch(cause => setError(errorMessage(cause)));
        };
        if (!redirectResult) return confirm();
        // Back from a payment page (iDEAL, 3-D Secure): the outcome comes with the redirect.
        adyenPaymentDetails(locale, { details: { redirectResult } }).then(result => {
            if (isAdyenSuccess(result.resultCode)) confirm();
            else window.location.replace(`${links.steps.fail}?order=${encodeURIComponent(result.orderCode || code)}`);
        }, cause => setError(errorMessage(cause)));
    });

    if (error) return <FormMessage type="error">{error}</FormMessage>;
    if (order === undefined) return <p aria-busy="true">{t('checkout.loading')}</p>;
    if (order === null) {
        return (
            <section className="checkout-card">
                <h1>{t('checkout.successTitle')}</h1>
                <p>{t('checkout.orderNotFound')}</p>
                <a className="button" href={links.home}>{t('checkout.backToShop')}</a>
            </section>
        );
    }
    const wire = order.payments?.map(p => wireTransferDetails(p.metadata)).find(Boolean) ?? null;
    const settled = order.state === 'PaymentSettled' || cardPaid;
    return (
        <section className="checkout-card checkout-success" aria-labelledby="success-title" data-testid="checkout-success">
            <h1 id="success-title">{t('checkout.successTitle')}</h1>
            <p className="checkout-success__number">
                {t('checkout.orderNumber')}: <strong data-testid="order-number">{order.code}</strong>
            </p>
            {order.customer && <p>{t('checkout.confirmationMail', { email: order.customer.emailAddress })}</p>}
            {settled && <p>{t('checkout.paymentReceived')}</p>}
            {wire && !settled && (
                <div className="wire-details" data-testid="wire-details">
                    <p>{t('checkout.wireInstructions', { amount: formatMoney(order.totalWithTax) })}</p>
                    <dl>
                        <dt>{t('checkout.accountHolder')}</dt>
                        <dd>{wire.accountHolder}</dd>
                        <dt>{t('checkout.iban')}</dt>
                        <dd data-testid="wire-iban">{wire.iban}</dd>
                        <dt>{t('checkout.bic')}</dt>
                        <dd>{wire.bic}</dd>
                        <dt>{t('checkout.reference')}</dt>
                        <dd data-testid="wire-reference">{wire.reference || order.code}</dd>
                    </dl>
                </div>
            )}
            <OrderSummary order={order} context={context} />
            <p className="checkout-success__note">{t('checkout.processing')}</p>
            <a className="button" href={links.home}>{t('checkout.backToShop')}</a>
        </section>
    );
}

/**
 * The payment failure page (spec section 8): retry advice, contact by e-mail quoting the order
 * reference, back to the payment methods; and the order still to pay (the session's cart), summed up
 * as on every other step.
 */
export function FailStep({ context }: { context: CheckoutContext }) {
    const { t, links, contactEmail, locale } = context;
    const [reference, setReference] = useState('');
    const [unpaid, setUnpaid] = useState<Cart | null>(null);
    useOnHydration(() => {
        const code = orderCodeFromUrl(window.location.search);
        setReference(code || $cart.get()?.code || '');
        loadCart(locale, true).then(
            cart => setUnpaid(cart?.lines.length && (!code || cart.code === code) ? cart : null),
            () => undefined,
        );
    });
    const mail = <a href={`mailto:${contactEmail}${reference ? `?subject=${encodeURIComponent(reference)}` : ''}`}>{contactEmail}</a>;
    const [before, after] = (reference ? t('checkout.failContact', { reference }) : t('checkout.failContactNoRef')).split('{{email}}');
    return (
        <section className="checkout-card checkout-fail" aria-labelledby="fail-title" data-testid="checkout-fail-page">
            <h1 id="fail-title">{t('checkout.failTitle')}</h1>
            <p>{t('checkout.failRetry')}</p>
            <p>
                {before}
                {mail}
                {after}
            </p>
            <a className="button" href={links.steps.payment} data-testid="to-payment-methods">{t('checkout.toPaymentMethods')}</a>
            {unpaid && <OrderSummary order={unpaid} context={context} testId="fail" />}
        </section>
    );
}

/** The order line by line, then the one summary's rows, as the cart showed it (rules package `orderSummary`). */
function OrderSummary({ order, context, testId = 'success' }: { order: PaymentConfirmation | Cart; context: CheckoutContext; testId?: string }) {
    const { t, inclVat, locale } = context;
    const summary = orderSummary(order, inclVat);
    return (
        <section className="success-summary" aria-labelledby={`${testId}-summary-title`} data-testid={`${testId}-summary`}>
            <h2 id={`${testId}-summary-title`}>{t('checkout.summaryTitle')}</h2>
            <ul className="confirm-lines">
                {order.lines.map((line, i) => (
                    <li key={line.id} data-testid={`${testId}-line`}>
                        <span>
                            {line.quantity} × {line.productVariant.name} <small>({formatMoney(summary.lines[i].unit)})</small>
                        </span>
                        <span>{formatMoney(summary.lines[i].amount)}</span>
                    </li>
                ))}
            </ul>
            <SummaryRows rows={summaryRows(summary, locale)} testId={testId} />
            {order.paymentTermDays && <p data-testid="payment-term">{t('orderTerms.paymentTerm', { days: order.paymentTermDays })}</p>}
            {order.reverseCharge && (
                <p data-testid="reverse-charge">
                    <strong>{t('orderTerms.reverseCharge')}</strong>
                </p>
            )}
        </section>
    );
}
