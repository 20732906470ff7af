import { useState } from 'react';
import type { DashboardPage, Locale } from '@timber-shop/rules';
import type { OrderListKind } from '../../lib/api/dashboard';
import { flyToCart } from '../../lib/cart/cart-fly';
import { expireCookie, readCookie } from '../../lib/cookies';
import { notify } from '../../lib/toasts';
import { isAuthenticated, toLogin } from '../../lib/route-middleware/is-authenticated';
import { isSessionRefused, leaveForLogin } from '../../lib/route-middleware/user';
import { useOnHydration } from '../../lib/hydration';
import { texts } from '../../lib/interpolate';
import type { DashboardStrings } from './strings';
import type { DashboardLinks, ViewProps } from './view';
import { CompanyDataView } from './CompanyDataView';
import { HomeView } from './HomeView';
import { OrderListView } from './OrderListView';
import { PreferencesView } from './PreferencesView';
import { InvoicesView } from './InvoicesView';
import { OrderView } from './OrderView';

export interface DashboardAppProps {
    locale: Locale;
    page: DashboardPage;
    strings: DashboardStrings;
    links: DashboardLinks;
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
