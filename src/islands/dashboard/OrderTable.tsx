import { type CustomerOrderStatus, formatDate, formatMoney, type Locale } from '@timber-shop/rules';
import type { OrderListKind, OrderRow } from '../../lib/api/dashboard';
import { validityKey } from './dashboard';
import type { T } from './view';

function deliveryDate(order: OrderRow): string | null {
    const delivered = order.fulfillments?.find(f => f.state === 'Delivered');
    return delivered?.updatedAt ?? null;
}

export function Validity({ t, counter }: { t: T; counter: number | null | undefined }) {
    const validity = validityKey(counter);
    if (!validity) return null;
    return (
        <span className={`validity validity--${validity.key}`} data-testid="quote-validity">
            {t(`dashboard.${validity.key}`, { days: validity.days })}
        </span>
    );
}

/** The orders (number, order date, delivery date, status, invoice status, processing, total) or the quotes (reference, date, expiration date, amount untaxed, validity). */
export function OrderTable({ locale, t, kind, rows, href, empty }: { locale: Locale; t: T; kind: OrderListKind; rows: OrderRow[]; href: (code: string) => string; empty: string }) {
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
