import { startTransition, useState } from 'react';
import {
    type CustomerOrderStatus,
    type DashboardPage,
    formatDate,
    formatMoney,
    isQuote,
    type Locale,
    ON_ACCOUNT_METHOD_CODE,
    ORDER_LIST_PAGE_SIZES,
    orderListPageSize,
    orderSummary,
    summaryRows,
} from '@timber-shop/rules';
import { cancelOrder, getDashboardData, getInvoices, getPreferences, orderGet, updatePriceOption, ordersGet, updateOrder, type DashboardData, type OrderDetail, type OrderListKind, type OrderRow } from '../../lib/api/dashboard';
import { errorMessage } from '../../lib/api/errors';
import { addToCart } from '../../lib/cart/store';
import { flyToCart } from '../../lib/cart/cart-fly';
import { expireCookie, readCookie, serializeCookie } from '../../lib/cookies';
import { acceptQuote } from '../../lib/api/quotes';
import { getProductVariants } from '../../lib/api/product';
import { getMailingContact, getMailings, subscribeNewsletter } from '../../lib/api/newsletter';
import { notify } from '../../lib/toasts';
import { downloadFile } from '../../lib/download';
import { listPosition, reorderItems, validityKey } from '../../lib/dashboard';
import { isAuthenticated, toLogin } from '../../lib/route-middleware/is-authenticated';
import { isSessionRefused, leaveForLogin } from '../../lib/route-middleware/user';
import { useOnHydration } from '../../lib/hydration';
import { texts } from '../../lib/interpolate';
import { afterLogout } from '../../lib/session';
import { readUserCookie, showsPricesWithVat, userCookie } from '../../lib/user';
import { FormMessage } from '../../components/forms/fields';
import type { DashboardStrings } from './strings';

export interface DashboardAppProps {
    locale: Locale;
    page: DashboardPage;
    strings: DashboardStrings;
    links: {
        login: string;
        home: string;
        cart: string;
        pages: Record<DashboardPage, string>;
    };
}

type T = ReturnType<typeof texts<keyof DashboardStrings>>;
interface ViewProps {
    locale: Locale;
    t: T;
    links: DashboardAppProps['links'];
    /** the spec's guard: a refused session clears the user cookie and goes to login, and back afterwards */
    refused: (error: unknown) => boolean;
    /** the same when the backend knows no customer for the session */
    sessionGone: () => void;
}

const LIST_KINDS: Partial<Record<DashboardPage, OrderListKind>> = { orders: 'ORDERS', orderhistory: 'HISTORY', quotations: 'QUOTATIONS' };

/**
 * The customer dashboard (/dashboard/… and /my-account): one pre-rendered shell per page and
 * locale, this island doing the work. Without the user cookie a page goes to login and back after
 * it; the data come from the backend's session only, so a cookie that no session backs up (logged
 * out elsewhere, expired, forged) is cleared and the visitor goes to login too. One order opens with
 * ?order={code} on the orders or quotations page, for a guest with the order mail's &token=.
 */
export default function DashboardApp({ locale, page, strings, links }: DashboardAppProps) {
    const [query, setQuery] = useState<URLSearchParams | null>(null);
    useOnHydration(() => {
        const search = new URLSearchParams(window.location.search);
        // The order mail's link opens one order without an account: the account's menu is not theirs.
        if (!isAuthenticated(document.cookie)) {
            if (!search.get('token')) return window.location.replace(toLogin(locale, window.location));
            document.querySelector('.dashboard-page')?.classList.add('dashboard-page--guest');
        }
        setQuery(search);
        // spec section 4: arriving on the quotations with the show-animation cookie plays the cart animation, then the cookie goes
        if (page === 'quotations' && readCookie(document.cookie, 'showAnimation')) {
            document.cookie = expireCookie('showAnimation');
            void flyToCart(null);
            notify({ type: 'success', message: strings['dashboard.order.accepted'], action: { text: strings['dashboard.toCart'], href: links.cart } });
        }
    });
    if (!query) return null;

    const t = texts(strings);
    const sessionGone = () => leaveForLogin(toLogin(locale, window.location));
    const refused = (error: unknown) => {
        if (!isSessionRefused(error)) return false;
        sessionGone();
        return true;
    };
    const props: ViewProps = { locale, t, links, refused, sessionGone };
    const orderCode = query.get('order');
    const kind = LIST_KINDS[page];
    return (
        <div className={`dashboard dashboard--${page}`} data-testid={`dashboard-${page}`}>
            {page === 'preferences' ? (
                <PreferencesView {...props} />
            ) : page === 'invoices' ? (
                <InvoicesView {...props} query={query} />
            ) : page === 'data' ? (
                <CompanyDataView locale={locale} t={t} strings={strings} refused={refused} />
            ) : orderCode ? (
                <OrderView {...props} code={orderCode} token={query.get('token')} listHref={links.pages[page]} />
            ) : kind ? (
                <OrderListView {...props} kind={kind} page={page} query={query} />
            ) : (
                <HomeView {...props} />
            )}
        </div>
    );
}

/** A load with the spec's guard: a refused session leads to login, another failure offers a retry. */
function useLoad<D>(load: () => Promise<D>, refused: ViewProps['refused']) {
    const [state, setState] = useState<{ status: 'busy' | 'failed' | 'done'; data?: D; message?: string }>({ status: 'busy' });
    function run() {
        setState({ status: 'busy' });
        load()
            // a transition: a long list is rendered in slices, the page answering between them (as the cart)
            .then(data => startTransition(() => setState({ status: 'done', data })))
            .catch(error => {
                if (!refused(error)) setState({ status: 'failed', message: errorMessage(error) });
            });
    }
    useOnHydration(run);
    return { state, setState, reload: run };
}

type PartnerDataProps = Parameters<typeof import('./PartnerData').PartnerData>[0];

/**
 * The company data and address book, with their forms' validation (react-hook-form, zod): loaded on
 * that page only, not with every dashboard page's script (the orders' page is the one most opened).
 * A failed load says so; trying again reloads the page, since the browser keeps a script import's
 * failure for the page's lifetime (nothing is typed yet: the forms were not there).
 */
function CompanyDataView(props: PartnerDataProps) {
    const { state } = useLoad(() => import('./PartnerData').then(module => module.PartnerData), props.refused);
    const PartnerData = state.status === 'done' ? state.data : undefined;
    if (!PartnerData) return <Loading t={props.t} state={state} reload={() => window.location.reload()} />;
    return <PartnerData {...props} />;
}

function Loading({ t, state, reload }: { t: T; state: { status: string; message?: string }; reload: () => void }) {
    if (state.status === 'busy') return <p aria-busy="true">{t('dashboard.loading')}</p>;
    return (
        <div>
            <FormMessage type="error" testId="dashboard-error">{t('dashboard.loadFailed', { message: state.message ?? '' })}</FormMessage>
            <button type="button" className="button" onClick={reload}>{t('dashboard.retry')}</button>
        </div>
    );
}

/** The dashboard's home: who is logged in, since when, what is open, the newest orders and quotes, quick links, logging out. */
function HomeView({ locale, t, links, refused, sessionGone }: ViewProps) {
    // no customer behind the session: the cookie was stale or forged
    const load = async () => {
        const data = await getDashboardData(locale);
        if (!data) sessionGone();
        return data;
    };
    const { state, reload } = useLoad<DashboardData | null>(load, refused);
    const [loggingOut, setLoggingOut] = useState(false);
    const [message, setMessage] = useState('');
    if (state.status === 'done' && !state.data) return null;
    if (state.status !== 'done' || !state.data) return <Loading t={t} state={state} reload={reload} />;
    const { customer, orders, quotes } = state.data;

    async function logOut() {
        setLoggingOut(true);
        try {
            await afterLogout(locale);
            window.location.assign(links.home);
        } catch (error) {
            setLoggingOut(false);
            setMessage(errorMessage(error));
        }
    }

    return (
        <>
            <section className="checkout-card dashboard-summary" data-testid="account-customer">
                <p>
                    <strong>{t('dashboard.greeting', { name: `${customer.firstName} ${customer.lastName}`.trim() })}</strong>
                    <br />
                    {customer.emailAddress}
                    <br />
                    <small>{customer.createDateCounter > 0 ? t('dashboard.customerSince', { days: customer.createDateCounter }) : t('dashboard.customerSinceToday')}</small>
                </p>
                <p className="dashboard-summary__amount" data-testid="open-amount">
                    <span>{t('dashboard.openAmount')}</span>
                    <strong>{formatMoney(customer.openAmount)}</strong>
                    <small>{t('dashboard.openAmountHint')}</small>
                </p>
                {message && <FormMessage type="error">{message}</FormMessage>}
                <button type="button" className="button button--secondary" data-testid="logout" onClick={() => void logOut()} disabled={loggingOut}>
                    {t('dashboard.logout')}
                </button>
            </section>
            <section className="checkout-card">
                <h2>{t('dashboard.latestOrders')}</h2>
                <OrderTable locale={locale} t={t} kind="ORDERS" rows={orders.items} href={code => `${links.pages.orders}?order=${encodeURIComponent(code)}`} empty={t('dashboard.noOrders')} />
                <p>
                    <a href={links.pages.orders}>{t('dashboard.allOrders')}</a>
                </p>
            </section>
            <section className="checkout-card">
                <h2>{t('dashboard.latestQuotes')}</h2>
                <OrderTable locale={locale} t={t} kind="QUOTATIONS" rows={quotes.items} href={code => `${links.pages.quotations}?order=${encodeURIComponent(code)}`} empty={t('dashboard.noQuotes')} />
                <p>
                    <a href={links.pages.quotations}>{t('dashboard.allQuotes')}</a> · <a href={links.cart}>{t('dashboard.toCart')}</a>
                </p>
            </section>
        </>
    );
}

/** A list page: open orders, the order history or the quotes, 10 per page (5, 10, 15, 20 to choose). */
function OrderListView({ locale, t, links, refused, kind, page, query }: ViewProps & { kind: OrderListKind; page: DashboardPage; query: URLSearchParams }) {
    const position = listPosition(query, orderListPageSize);
    const { state, reload } = useLoad(() => ordersGet(locale, kind, position.page, position.pageSize), refused);
    if (state.status !== 'done' || !state.data) return <Loading t={t} state={state} reload={reload} />;
    const { items, totalItems } = state.data;
    return (
        <section className="checkout-card">
            <OrderTable
                locale={locale}
                t={t}
                kind={kind}
                rows={items}
                href={code => `${links.pages[page]}?order=${encodeURIComponent(code)}`}
                empty={kind === 'QUOTATIONS' ? t('dashboard.noQuotes') : t('dashboard.noOrders')}
            />
            <ListPages t={t} position={position} totalItems={totalItems} href={links.pages[page]} />
        </section>
    );
}

/**
 * Preferences: the tax display (spec: updatePriceOption), kept on the account and in the user cookie the
 * cart and checkout read; and the newsletter lists of the shop's language the customer is on.
 */
function PreferencesView({ locale, t, refused, sessionGone }: ViewProps) {
    const load = async () => {
        const [preferences, mailings, contact] = await Promise.all([getPreferences(locale), getMailings(locale), getMailingContact(locale)]);
        if (!preferences) sessionGone();
        return preferences && { ...preferences, mailings, subscribed: (contact?.subscriptions ?? []).map(list => list.id) };
    };
    const { state, setState, reload } = useLoad(load, refused);
    const [message, setMessage] = useState<{ type: 'error' | 'success'; text: string } | null>(null);
    if (state.status !== 'done' || !state.data) return <Loading t={t} state={state} reload={reload} />;
    const preferences = state.data;

    /** Shows the change at once and saves it; a refusal puts the saved state back. */
    async function save(change: Partial<typeof preferences>, saving: () => Promise<Partial<typeof preferences>>, saved: (result: Partial<typeof preferences>) => string) {
        setMessage(null);
        setState({ status: 'done', data: { ...preferences, ...change } });
        try {
            const result = await saving();
            setState({ status: 'done', data: { ...preferences, ...result } });
            setMessage({ type: 'success', text: saved(result) });
        } catch (error) {
            setState({ status: 'done', data: preferences });
            if (!refused(error)) setMessage({ type: 'error', text: errorMessage(error) });
        }
    }
    const choose = (showTaxPrice: boolean) =>
        save(
            { showTaxPrice },
            async () => {
                const saved = await updatePriceOption(locale, showTaxPrice);
                const user = readUserCookie(document.cookie);
                if (user) document.cookie = userCookie({ ...user, showTaxPrice: saved });
                return { showTaxPrice: saved };
            },
            result => t('dashboard.preferences.saved', { choice: t(result.showTaxPrice ? 'dashboard.preferences.included' : 'dashboard.preferences.excluded').toLowerCase() }),
        );
    const subscribe = (listId: string, on: boolean) => {
        // lists of the other languages stay as they are
        const subscribed = on ? [...preferences.subscribed, listId] : preferences.subscribed.filter(id => id !== listId);
        return save(
            { subscribed },
            async () => ({ subscribed: ((await subscribeNewsletter(locale, subscribed))?.subscriptions ?? []).map(list => list.id) }),
            () => t('dashboard.preferences.newsletterSaved'),
        );
    };
    return (
        <section className="checkout-card">
            <fieldset className="dashboard-choice" data-testid="price-option">
                <legend>{t('dashboard.preferences.title')}</legend>
                <p>{t('dashboard.preferences.intro')}</p>
                {[true, false].map(option => (
                    <label key={String(option)} className="checkbox">
                        <input type="radio" name="price-option" checked={preferences.showTaxPrice === option} onChange={() => void choose(option)} />{' '}
                        {t(option ? 'dashboard.preferences.included' : 'dashboard.preferences.excluded')}
                    </label>
                ))}
            </fieldset>
            {preferences.mailings.length > 0 && (
                <fieldset className="dashboard-choice" data-testid="newsletter-lists">
                    <legend>{t('dashboard.preferences.newsletterTitle')}</legend>
                    <p>{t('dashboard.preferences.newsletterIntro')}</p>
                    {preferences.mailings.map(list => (
                        <label key={list.id} className="checkbox">
                            <input type="checkbox" checked={preferences.subscribed.includes(list.id)} onChange={event => void subscribe(list.id, event.target.checked)} /> {list.name}
                        </label>
                    ))}
                </fieldset>
            )}
            {message && <FormMessage type={message.type} testId="preferences-message">{message.text}</FormMessage>}
        </section>
    );
}

/** Previous and next page, where the list stands, and the page size (5, 10, 15, 20). */
function ListPages({ t, position, totalItems, href }: { t: T; position: { page: number; pageSize: number }; totalItems: number; href: string }) {
    const pages = Math.max(1, Math.ceil(totalItems / position.pageSize));
    const at = (p: number, size = position.pageSize) => `${href}?page=${p}&size=${size}`;
    return (
        <nav className="dashboard-pages" aria-label={t('dashboard.page', { page: position.page, pages })}>
            {position.page > 1 ? <a href={at(position.page - 1)} rel="prev">{t('dashboard.previous')}</a> : <span />}
            <span data-testid="list-page">{t('dashboard.page', { page: position.page, pages })}</span>
            {position.page < pages ? <a href={at(position.page + 1)} rel="next" data-testid="next-page">{t('dashboard.next')}</a> : <span />}
            <label className="dashboard-pages__size">
                {t('dashboard.perPage')}{' '}
                <select value={position.pageSize} data-testid="page-size" onChange={event => window.location.assign(at(1, Number(event.target.value)))}>
                    {ORDER_LIST_PAGE_SIZES.map(size => (
                        <option key={size} value={size}>{size}</option>
                    ))}
                </select>
            </label>
        </nav>
    );
}

/** The invoices: date, number, order, amount, status, and the PDF (downloaded as a blob, named by the server). */
function InvoicesView({ locale, t, refused, query, links }: ViewProps & { query: URLSearchParams }) {
    const position = listPosition(query, orderListPageSize);
    const { state, reload } = useLoad(() => getInvoices(locale, position.page, position.pageSize), refused);
    const [message, setMessage] = useState('');
    if (state.status !== 'done' || !state.data) return <Loading t={t} state={state} reload={reload} />;
    const { items, totalItems } = state.data;
    return (
        <section className="checkout-card">
            {items.length === 0 ? (
                <p data-testid="dashboard-empty">{t('dashboard.invoices.none')}</p>
            ) : (
                <table className="account-orders account-orders--cards" data-testid="invoice-list">
                    <thead>
                        <tr>
                            <th scope="col">{t('dashboard.invoices.date')}</th>
                            <th scope="col">{t('dashboard.invoices.name')}</th>
                            <th scope="col">{t('dashboard.invoices.order')}</th>
                            <th scope="col" className="numeric">{t('dashboard.invoices.amount')}</th>
                            <th scope="col">{t('dashboard.invoices.status')}</th>
                            <th scope="col"><span className="visually-hidden">{t('dashboard.invoices.download')}</span></th>
                        </tr>
                    </thead>
                    <tbody>
                        {items.map(invoice => (
                            <tr key={invoice.id} data-testid="invoice-row" data-name={invoice.name}>
                                <td data-label={t('dashboard.invoices.date')}>{formatDate(invoice.invoiceDate, locale, 'medium')}</td>
                                <td className="card-title">{invoice.name}</td>
                                <td data-label={t('dashboard.invoices.order')}>
                                    <a href={`${links.pages.orders}?order=${encodeURIComponent(invoice.orderCode)}`}>{invoice.orderCode}</a>
                                </td>
                                <td className="numeric card-amount">{formatMoney(invoice.amountTotal)}</td>
                                <td className="card-status" data-testid="invoice-status">{t(`dashboard.invoices.state.${invoice.status}` as keyof DashboardStrings)}</td>
                                <td>
                                    <button
                                        type="button"
                                        className="button button--secondary"
                                        data-testid="invoice-download"
                                        onClick={() => {
                                            setMessage('');
                                            downloadFile(`${invoice.invoiceUrl}?languageCode=${locale}`, `${invoice.name}.pdf`).catch(error =>
                                                setMessage(t('dashboard.invoices.failed', { message: errorMessage(error) })),
                                            );
                                        }}
                                    >
                                        {t('dashboard.invoices.download')}
                                    </button>
                                </td>
                            </tr>
                        ))}
                    </tbody>
                </table>
            )}
            {message && <FormMessage type="error">{message}</FormMessage>}
            <ListPages t={t} position={position} totalItems={totalItems} href={links.pages.invoices} />
        </section>
    );
}

function deliveryDate(order: OrderRow): string | null {
    const delivered = order.fulfillments?.find(f => f.state === 'Delivered');
    return delivered?.updatedAt ?? null;
}

function Validity({ t, counter }: { t: T; counter: number | null | undefined }) {
    const validity = validityKey(counter);
    if (!validity) return null;
    return (
        <span className={`validity validity--${validity.key}`} data-testid="quote-validity">
            {t(`dashboard.${validity.key}`, { days: validity.days })}
        </span>
    );
}

/** The orders (number, order date, delivery date, status, invoice status, processing, total) or the quotes (reference, date, expiration date, amount untaxed, validity). */
function OrderTable({ locale, t, kind, rows, href, empty }: { locale: Locale; t: T; kind: OrderListKind; rows: OrderRow[]; href: (code: string) => string; empty: string }) {
    if (rows.length === 0) return <p data-testid="dashboard-empty">{empty}</p>;
    const date = (value: string | null | undefined) => (value ? formatDate(value, locale, 'medium') : t('dashboard.notYet'));
    if (kind === 'QUOTATIONS') {
        return (
            <table className="account-orders account-orders--cards" data-testid="quote-list">
                <thead>
                    <tr>
                        <th scope="col">{t('dashboard.reference')}</th>
                        <th scope="col">{t('dashboard.date')}</th>
                        <th scope="col">{t('dashboard.expirationDate')}</th>
                        <th scope="col" className="numeric">{t('dashboard.amountUntaxed')}</th>
                        <th scope="col">{t('dashboard.validity')}</th>
                    </tr>
                </thead>
                <tbody>
                    {rows.map(quote => (
                        <tr key={quote.id} data-testid="quote-row" data-code={quote.code}>
                            <td className="card-title">
                                <a href={href(quote.code)}>{quote.code}</a>
                                {quote.customerStatus === 'quoteSent' && <small> ({t('dashboard.customerStatus.quoteSent')})</small>}
                            </td>
                            <td data-label={t('dashboard.date')}>{date(quote.customFields?.quotationDate ?? quote.createdAt)}</td>
                            <td data-label={t('dashboard.expirationDate')}>{date(quote.customFields?.validityDate)}</td>
                            <td className="numeric card-amount">{formatMoney(quote.amountTotalUntaxed)}</td>
                            <td className="card-status" data-testid="quote-status">
                                {quote.customerStatus === 'cancelled' ? t('dashboard.customerStatus.cancelled') : <Validity t={t} counter={quote.validityDateCounter} />}
                            </td>
                        </tr>
                    ))}
                </tbody>
            </table>
        );
    }
    return (
        <table className="account-orders account-orders--cards" data-testid="order-list">
            <thead>
                <tr>
                    <th scope="col">{t('dashboard.orderNumber')}</th>
                    <th scope="col">{t('dashboard.orderDate')}</th>
                    <th scope="col">{t('dashboard.deliveryDate')}</th>
                    <th scope="col">{t('dashboard.status')}</th>
                    <th scope="col" className="numeric">{t('dashboard.total')}</th>
                </tr>
            </thead>
            <tbody>
                {rows.map(order => (
                    <tr key={order.id} data-testid="order-row" data-code={order.code}>
                        <td className="card-title">
                            <a href={href(order.code)}>{order.code}</a>
                            {order.customFields?.clientOrderRef && <small className="dashboard-ref"> {order.customFields.clientOrderRef}</small>}
                        </td>
                        <td data-label={t('dashboard.orderDate')}>{date(order.orderPlacedAt)}</td>
                        <td data-label={t('dashboard.deliveryDate')}>{date(deliveryDate(order))}</td>
                        <td className="card-status" data-testid="order-status">
                            <span className={`order-status order-status--${order.customerStatus}`}>{t(`dashboard.customerStatus.${order.customerStatus as CustomerOrderStatus}`)}</span>
                        </td>
                        <td className="numeric card-amount" data-testid="order-total">{formatMoney(order.totalWithTax)}</td>
                    </tr>
                ))}
            </tbody>
        </table>
    );
}

/**
 * One order or quote in the customer's words: a quote titled as a quote with its validity, an order
 * as an order with where it stands (its customer status, never the back office's states); a
 * cancelled one keeps its lines and says so. Lines, amounts, addresses, the invoice and quote PDFs,
 * the customer's reference, cancelling, ordering again and accepting a quote.
 */
function OrderView({ locale, t, links, refused, code, token, listHref }: ViewProps & { code: string; token: string | null; listHref: string }) {
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
