import { startTransition, useState } from 'react';
import { type DashboardPage, type Locale, ORDER_LIST_PAGE_SIZES } from '@timber-shop/rules';
import { errorMessage } from '../../lib/api/errors';
import { useOnHydration } from '../../lib/hydration';
import type { texts } from '../../lib/interpolate';
import { FormMessage } from '../../components/forms/fields';
import type { DashboardStrings } from './strings';

/** The dashboard's texts, by key (interpolated). */
export type T = ReturnType<typeof texts<keyof DashboardStrings>>;

/** Where the dashboard links to: login, home, the cart and each of its own pages. */
export interface DashboardLinks {
    login: string;
    home: string;
    cart: string;
    pages: Record<DashboardPage, string>;
}

/** What every view of the dashboard gets from it. */
export interface ViewProps {
    locale: Locale;
    t: T;
    links: DashboardLinks;
    /** the spec's guard: a refused session clears the user cookie and goes to login, and back afterwards */
    refused: (error: unknown) => boolean;
    /** the same when the backend knows no customer for the session */
    sessionGone: () => void;
}

/** A load with the spec's guard: a refused session leads to login, another failure offers a retry. */
export function useLoad<D>(load: () => Promise<D>, refused: ViewProps['refused']) {
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

export function Loading({ t, state, reload }: { t: T; state: { status: string; message?: string }; reload: () => void }) {
    if (state.status === 'busy') return <p aria-busy="true">{t('dashboard.loading')}</p>;
    return (
        <div>
            <FormMessage type="error" testId="dashboard-error">{t('dashboard.loadFailed', { message: state.message ?? '' })}</FormMessage>
            <button type="button" className="button" onClick={reload}>{t('dashboard.retry')}</button>
        </div>
    );
}

/** Previous and next page, where the list stands, and the page size (5, 10, 15, 20). */
export function ListPages({ t, position, totalItems, href }: { t: T; position: { page: number; pageSize: number }; totalItems: number; href: string }) {
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
