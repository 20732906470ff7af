import { type DashboardPage, orderListPageSize } from '@timber-shop/rules';
import { ordersGet, type OrderListKind } from '../../lib/api/dashboard';
import { listPosition } from './dashboard';
import { type ViewProps, useLoad, Loading, ListPages } from './view';
import { OrderTable } from './OrderTable';

/** A list page: open orders, the order history or the quotes, 10 per page (5, 10, 15, 20 to choose). */
export function OrderListView({ locale, t, links, refused, kind, page, query }: ViewProps & { kind: OrderListKind; page: DashboardPage; query: URLSearchParams }) {
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
