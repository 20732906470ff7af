import { useState } from 'react';
import { type CustomerOrderStatus, formatDate, formatMoney, isQuote, type Locale, ON_ACCOUNT_METHOD_CODE, orderSummary, summaryRows } from '@timber-shop/rules';
import { cancelOrder, orderGet, updateOrder, type OrderDetail } from '../../lib/api/dashboard';
import { errorMessage } from '../../lib/api/errors';
import { addToCart } from '../../lib/cart/store';
import { serializeCookie } from '../../lib/cookies';
import { acceptQuote } from '../../lib/api/quotes';
import { getProductVariants } from '../../lib/api/product';
import { downloadFile } from '../../lib/download';
import { reorderItems } from './dashboard';
import { showsPricesWithVat } from '../../lib/user';
import { FormMessage } from '../../components/forms/fields';
import { type T, type ViewProps, useLoad, Loading } from './view';
import { Validity } from './OrderTable';

/**
 * One order or quote in the customer's words: a quote titled as a quote with its validity, an order
 * as an order with where it stands (its customer status, never the back office's states); a
 * cancelled one keeps its lines and says so. Lines, amounts, addresses, the invoice and quote PDFs,
 * the customer's reference, cancelling, ordering again and accepting a quote.
 */
export function OrderView({ locale, t, links, refused, code, token, listHref }: ViewProps & { code: string; token: string | null; listHref: string }) {
    const { state, setState, reload } = useLoad(() => orderGet(locale, code, token), refused);
    if (state.status !== 'done') return <Loading t={t} state={state} reload={reload} />;
    const order = state.data;
    if (!order) {
        return (
            <section className="checkout-card">
                <FormMessage type="error" testId="order-not-found">{t('dashboard.order.notFound')}</FormMessage>
                <a className="button" href={`${links.login}?redirect=${encodeURIComponent(`${listHref}?order=${encodeURIComponent(code)}`)}`}>{t('dashboard.menu.home')}</a>
            </section>
        );
    }
    const quote = isQuote(order);
    const status = order.customerStatus as CustomerOrderStatus;
    const hint = quote && status === 'cancelled' ? 'cancelledQuote' : status;
    const date = quote ? (order.customFields?.quotationDate ?? order.createdAt) : order.orderPlacedAt;
    const openQuote = quote && status !== 'cancelled';
    return (
        <article className="dashboard-order" data-testid="order-detail" data-code={order.code} data-status={status}>
            {/* a guest (the mail's link) has no list to go back to */}
            {!token && (
                <p>
                    <a href={listHref}>{t('dashboard.order.back')}</a>
                </p>
            )}
            <h2 data-testid="order-title">{t(quote ? 'dashboard.order.quoteTitle' : 'dashboard.order.title', { code: order.code })}</h2>
            <p className="dashboard-order__meta">
                <span className={`order-status order-status--${status}`} data-testid="order-status">{t(`dashboard.customerStatus.${status}`)}</span>
                {date && <> · {t(quote ? 'dashboard.order.quotedOn' : 'dashboard.order.placedOn', { date: formatDate(date, locale, 'medium') })}</>}
                {openQuote && (
                    <>
                        {' · '}
                        {order.customFields?.validityDate && t('dashboard.order.validUntil', { date: formatDate(order.customFields.validityDate, locale, 'medium') })}{' '}
                        (<Validity t={t} counter={order.validityDateCounter} />)
                    </>
                )}
            </p>
            <p className="dashboard-order__hint" data-testid="order-status-hint">{t(`dashboard.statusHint.${hint}`)}</p>
            <OrderLines locale={locale} t={t} order={order} inclVat={showsPricesWithVat(document.cookie)} />
            {order.paymentTermDays && order.payments?.some(p => p.method === ON_ACCOUNT_METHOD_CODE) && (
                <p data-testid="payment-term">{t('orderTerms.paymentTerm', { days: order.paymentTermDays })}</p>
            )}
            <OrderDocuments locale={locale} t={t} order={order} token={token} openQuote={openQuote} />
            <div className="dashboard-order__addresses">
                <Address title={t('dashboard.order.shippingAddress')} address={order.shippingAddress} />
                <Address title={t('dashboard.order.billingAddress')} address={order.billingAddress} />
            </div>
            {order.customFields?.transportMsg && (
                <p>
                    <strong>{t('dashboard.order.transportMsg')}:</strong> {order.customFields.transportMsg}
                </p>
            )}
            {token ? (
                openQuote && <GuestQuoteActions locale={locale} t={t} links={links} order={order} token={token} listHref={listHref} />
            ) : (
                <OrderActions locale={locale} t={t} links={links} order={order} onChange={() => void orderGet(locale, code, token).then(data => setState({ status: 'done', data }), () => undefined)} />
            )}
        </article>
    );
}

/** The order's invoices and an open quote as PDFs (a guest's with the mail's access token), in the page's language. */
function OrderDocuments({ locale, t, order, token, openQuote }: { locale: Locale; t: T; order: OrderDetail; token: string | null; openQuote: boolean }) {
    const [message, setMessage] = useState('');
    const documents = [
        ...order.invoices.map(invoice => ({ href: invoice.invoiceUrl, name: `${invoice.name}.pdf`, label: t('dashboard.order.invoicePdf', { name: invoice.name }) })),
        ...(openQuote ? [{ href: `/quotes/${encodeURIComponent(order.code)}`, name: `${order.code}.pdf`, label: t('dashboard.order.quotePdf', { code: order.code }) }] : []),
    ];
    if (documents.length === 0) return null;
    const query = `?languageCode=${locale}${token ? `&token=${encodeURIComponent(token)}` : ''}`;
    return (
        <section className="dashboard-order__documents" data-testid="order-documents">
            <h3>{t('dashboard.order.documents')}</h3>
            <ul>
                {documents.map(document => (
                    <li key={document.href}>
                        <button
                            type="button"
                            className="link-button"
                            onClick={() => {
                                setMessage('');
                                downloadFile(`${document.href}${query}`, document.name).catch(error => setMessage(t('dashboard.order.downloadFailed', { message: errorMessage(error) })));
                            }}
                        >
                            {document.label}
                        </button>
                    </li>
                ))}
            </ul>
            {message && <FormMessage type="error">{message}</FormMessage>}
        </section>
    );
}

/**
 * A quote opened from its mail's link without logging in: accepted from here when it is a guest's
 * (it then becomes this browser's cart); a quote of an account asks to log in first.
 */
function GuestQuoteActions({ locale, t, links, order, token, listHref }: { locale: Locale; t: T; links: ViewProps['links']; order: OrderDetail; token: string; listHref: string }) {
    const [busy, setBusy] = useState(false);
    const [message, setMessage] = useState('');
    if ((order.validityDateCounter ?? 0) < 0) return null;
    const login = `${links.login}?redirect=${encodeURIComponent(`${listHref}?order=${encodeURIComponent(order.code)}`)}`;
    return (
        <section className="dashboard-order__actions">
            <div className="dashboard-order__buttons">
                <button
                    type="button"
                    className="button"
                    data-testid="accept-quote"
                    disabled={busy}
                    onClick={() => {
                        setBusy(true);
                        setMessage('');
                        acceptQuote(locale, order.id, token)
                            // the quote is this browser's cart now
                            .then(() => window.location.assign(links.cart))
                            .catch(error => {
                                setBusy(false);
                                setMessage(errorMessage(error));
                            });
                    }}
                >
                    {t('dashboard.order.accept')}
                </button>
            </div>
            {message && (
                <FormMessage type="error" testId="order-action-message">
                    {message} <a href={login}>{t('dashboard.order.loginToAccept')}</a>
                </FormMessage>
            )}
        </section>
    );
}

/** The order's lines and the one summary's rows (rules package), in the viewer's tax display (a guest's: with VAT). */
function OrderLines({ locale, t, order, inclVat }: { locale: Locale; t: T; order: OrderDetail; inclVat: boolean }) {
    const summary = orderSummary(order, inclVat);
    return (
        <table className="account-orders account-orders--cards" data-testid="order-lines">
            <thead>
                <tr>
                    <th scope="col">{t('dashboard.order.product')}</th>
                    <th scope="col" className="numeric">{t('dashboard.order.quantity')}</th>
                    <th scope="col" className="numeric">{t('dashboard.order.unitPrice')}</th>
                    <th scope="col" className="numeric">{t('dashboard.order.lineTotal')}</th>
                </tr>
            </thead>
            <tbody>
                {order.lines.map((line, i) => (
                    <tr key={line.id} data-testid="order-line">
                        <td className="card-title">{line.productVariant.name}</td>
                        <td className="numeric" data-label={t('dashboard.order.quantity')}>{line.quantity}</td>
                        <td className="numeric" data-label={t('dashboard.order.unitPrice')}>{formatMoney(summary.lines[i].unit)}</td>
                        <td className="numeric card-amount">{formatMoney(summary.lines[i].amount)}</td>
                    </tr>
                ))}
            </tbody>
            <tfoot data-testid="order-summary">
                {summaryRows(summary, locale).map(row => (
                    <tr key={`${row.kind}:${row.label}`} data-kind={row.kind} data-role={row.role}>
                        <th scope="row" colSpan={3}>{row.label}</th>
                        <td className="numeric" data-testid={row.role === 'total' ? 'order-total' : undefined}>
                            {row.role === 'total' ? <strong>{row.value}</strong> : row.value}
                        </td>
                    </tr>
                ))}
                {order.reverseCharge && (
                    <tr>
                        <td colSpan={4} data-testid="reverse-charge">
                            <strong>{t('orderTerms.reverseCharge')}</strong>
                        </td>
                    </tr>
                )}
            </tfoot>
        </table>
    );
}

function Address({ title, address }: { title: string; address: OrderDetail['shippingAddress'] }) {
    if (!address?.streetLine1) return null;
    return (
        <section>
            <h3>{title}</h3>
            <address>
                {[address.company, address.fullName, address.streetLine1, address.streetLine2, `${address.postalCode ?? ''} ${address.city ?? ''}`.trim(), address.country]
                    .filter(Boolean)
                    .map(part => (
                        <span key={part}>
                            {part}
                            <br />
                        </span>
                    ))}
            </address>
        </section>
    );
}

/** The logged-in owner's actions: the order reference, cancelling (asked twice), ordering again. */
function OrderActions({ locale, t, links, order, onChange }: { locale: Locale; t: T; links: ViewProps['links']; order: OrderDetail; onChange: () => void }) {
    const [ref, setRef] = useState(order.customFields?.clientOrderRef ?? '');
    const [busy, setBusy] = useState(false);
    const [confirming, setConfirming] = useState(false);
    const [message, setMessage] = useState<{ type: 'error' | 'success'; text: string; href?: string } | null>(null);
    const closed = order.status === 'Cancelled' || order.status === 'Locked';
    const isQuote = order.status === 'Quotation' || order.status === 'QuotationSent';

    async function act(action: () => Promise<{ text: string; href?: string }>) {
        setBusy(true);
        setMessage(null);
        try {
            setMessage({ type: 'success', ...(await action()) });
        } catch (error) {
            setMessage({ type: 'error', text: errorMessage(error) });
        } finally {
            setBusy(false);
            setConfirming(false);
        }
    }

    return (
        <section className="dashboard-order__actions">
            {!closed && (
                <form
                    className="dashboard-ref-form"
                    onSubmit={event => {
                        event.preventDefault();
                        void act(async () => {
                            await updateOrder(locale, order.id, ref);
                            onChange();
                            return { text: t('dashboard.order.refSaved') };
                        });
                    }}
                >
                    <label htmlFor="client-order-ref">{t('dashboard.order.clientOrderRef')}</label>
                    <input id="client-order-ref" value={ref} maxLength={50} onChange={event => setRef(event.target.value)} />
                    <button type="submit" className="button button--secondary" disabled={busy}>{t('dashboard.order.saveRef')}</button>
                </form>
            )}
            <div className="dashboard-order__buttons">
                {!isQuote && (
                    <button
                        type="button"
                        className="button"
                        data-testid="reorder"
                        disabled={busy}
                        onClick={() =>
                            void act(async () => {
                                // a product no longer for sale is left out and named, instead of failing the whole reorder
                                const forSale = await getProductVariants(locale, order.lines.map(line => line.productVariant.id));
                                const { items, leftOut } = reorderItems(order.lines, new Set(forSale.map(variant => variant.id)));
                                if (items.length === 0) throw new Error(t('dashboard.order.reorderNone'));
                                const result = await addToCart(locale, items);
                                if (!result.ok) throw new Error(result.message);
                                return {
                                    text: leftOut.length ? t('dashboard.order.reorderedExcept', { names: leftOut.join(', ') }) : t('dashboard.order.reordered'),
                                    href: links.cart,
                                };
                            })
                        }
                    >
                        {t('dashboard.order.reorder')}
                    </button>
                )}
                {isQuote && (order.validityDateCounter ?? 0) >= 0 && (
                    <button
                        type="button"
                        className="button"
                        data-testid="accept-quote"
                        disabled={busy}
                        onClick={() =>
                            void act(async () => {
                                await acceptQuote(locale, order.id);
                                // back to the quotations, where the cart animation plays (show-animation cookie)
                                document.cookie = serializeCookie('showAnimation', '1');
                                window.location.assign(links.pages.quotations);
                                return { text: t('dashboard.order.accepted'), href: links.cart };
                            })
                        }
                    >
                        {t('dashboard.order.accept')}
                    </button>
                )}
                {order.cancellable && !confirming && (
                    <button type="button" className="button button--secondary" data-testid="cancel-order" disabled={busy} onClick={() => setConfirming(true)}>
                        {t(isQuote ? 'dashboard.order.cancelQuote' : 'dashboard.order.cancel')}
                    </button>
                )}
            </div>
            {confirming && (
                <div className="dashboard-confirm" role="alertdialog" aria-labelledby="cancel-question">
                    <p id="cancel-question">{t('dashboard.order.cancelConfirm', { code: order.code })}</p>
                    <button
                        type="button"
                        className="button"
                        data-testid="cancel-yes"
                        disabled={busy}
                        onClick={() =>
                            void act(async () => {
                                await cancelOrder(locale, order.id);
                                onChange();
                                return { text: t('dashboard.order.cancelled', { code: order.code }) };
                            })
                        }
                    >
                        {t('dashboard.order.cancelYes')}
                    </button>{' '}
                    <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>{t('dashboard.order.keep')}</button>
                </div>
            )}
            {message && (
                <FormMessage type={message.type} testId="order-action-message">
                    {message.text}
                    {message.href && (
                        <>
                            {' '}
                            <a href={message.href}>{t('dashboard.toCart')}</a>
                        </>
                    )}
                </FormMessage>
            )}
        </section>
    );
}
