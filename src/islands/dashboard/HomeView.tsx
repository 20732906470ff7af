import { useState } from 'react';
import { formatMoney } from '@timber-shop/rules';
import { getDashboardData, type DashboardData } from '../../lib/api/dashboard';
import { errorMessage } from '../../lib/api/errors';
import { afterLogout } from '../../lib/session';
import { FormMessage } from '../../components/forms/fields';
import { type ViewProps, useLoad, Loading } from './view';
import { OrderTable } from './OrderTable';

/** The dashboard's home: who is logged in, since when, what is open, the newest orders and quotes, quick links, logging out. */
export function HomeView({ locale, t, links, refused, sessionGone }: ViewProps) {
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
