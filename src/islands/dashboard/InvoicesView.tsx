import { useState } from 'react';
import { formatDate, formatMoney, orderListPageSize } from '@timber-shop/rules';
import { getInvoices } from '../../lib/api/dashboard';
import { errorMessage } from '../../lib/api/errors';
import { downloadFile } from '../../lib/download';
import { listPosition } from './dashboard';
import { FormMessage } from '../../components/forms/fields';
import type { DashboardStrings } from './strings';
import { type ViewProps, useLoad, Loading, ListPages } from './view';

/** The invoices: date, number, order, amount, status, and the PDF (downloaded as a blob, named by the server). */
export function InvoicesView({ locale, t, refused, query, links }: ViewProps & { query: URLSearchParams }) {
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
