// @vitest-environment happy-dom
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Locale } from '@timber-shop/rules';
import type { OrderListKind, OrderRow } from '../../lib/api/dashboard';
import { islandStrings } from '../../lib/i18n';
import { texts } from '../../lib/interpolate';
import { OrderTable } from './OrderTable';
import { reactRoot } from '../../../tests/lib/react-root';
import { DASHBOARD_STRINGS } from './strings';

/** Rows as the Shop API's ordersGet answers them: an order delivered, one not yet, and two quotes. */
const delivered = {
    id: '1',
    code: 'GH-1001',
    orderPlacedAt: '2026-11-03T09:30:00Z',
    totalWithTax: 123456,
    customerStatus: 'delivered',
    customFields: { clientOrderRef: 'Vlonder tuin Jansen' },
    fulfillments: [{ state: 'Delivered', updatedAt: '2026-11-12T14:00:00Z' }],
} as unknown as OrderRow;
const open = { id: '2', code: 'GH-1002', orderPlacedAt: '2026-11-20T08:00:00Z', totalWithTax: 9999, customerStatus: 'preparing', customFields: {}, fulfillments: [] } as unknown as OrderRow;
const quote = (id: string, customerStatus: string, validityDateCounter: number | null) =>
    ({
        id,
        code: `Q-${id}`,
        createdAt: '2026-11-25T10:00:00Z',
        amountTotalUntaxed: 250000,
        customerStatus,
        validityDateCounter,
        customFields: { quotationDate: '2026-11-25T10:00:00Z', validityDate: '2026-12-09T10:00:00Z' },
    }) as unknown as OrderRow;

describe('OrderTable: what a customer reads in their orders and quotes', () => {
    let root: ReturnType<typeof reactRoot>;
    const render = (locale: Locale, kind: OrderListKind, rows: OrderRow[]) =>
        root.render(createElement(OrderTable, { locale, t: texts(islandStrings(locale, DASHBOARD_STRINGS)), kind, rows, href: code => `/dashboard/orders?order=${code}`, empty: 'none' }));
    const cells = (testId: string) => [...document.querySelectorAll(`[data-testid="${testId}"]`)].map(row => [...row.querySelectorAll('td')].map(cell => cell.textContent?.trim()));

    beforeEach(() => {
        root = reactRoot();
    });
    afterEach(() => root.unmount());

    it('lists orders with their dates, the delivery date once delivered, the status and the total with VAT (nl, de)', async () => {
        await render('nl', 'ORDERS', [delivered, open]);
        expect(cells('order-row')).toEqual([
            ['GH-1001 Vlonder tuin Jansen', '3 nov 2026', '12 nov 2026', 'Bezorgd', '€ 1.234,56'],
            ['GH-1002', '20 nov 2026', '—', 'Wordt klaargemaakt', '€ 99,99'],
        ]);
        expect(document.querySelector('[data-testid="order-row"] a')?.getAttribute('href')).toBe('/dashboard/orders?order=GH-1001');

        // German dates; money as the spec writes it in every locale (section 9)
        await render('de', 'ORDERS', [delivered, open]);
        expect(cells('order-row')).toEqual([
            ['GH-1001 Vlonder tuin Jansen', '03.11.2026', '12.11.2026', 'Geliefert', '€ 1.234,56'],
            ['GH-1002', '20.11.2026', '—', 'Wird vorbereitet', '€ 99,99'],
        ]);
    });

    it('lists quotes with their dates, the amount without VAT and how long each stays valid; a cancelled one says so (nl, de)', async () => {
        const quotes = [quote('7', 'quoteSent', 14), quote('8', 'quoteSent', 1), quote('9', 'cancelled', 3)];
        await render('nl', 'QUOTATIONS', quotes);
        expect(cells('quote-row')).toEqual([
            ['Q-7 (Offerte ontvangen)', '25 nov 2026', '9 dec 2026', '€ 2.500,00', 'nog 14 dagen geldig'],
            ['Q-8 (Offerte ontvangen)', '25 nov 2026', '9 dec 2026', '€ 2.500,00', 'nog 1 dag geldig'],
            ['Q-9', '25 nov 2026', '9 dec 2026', '€ 2.500,00', 'Geannuleerd'],
        ]);
        await render('de', 'QUOTATIONS', quotes);
        expect(cells('quote-row').map(row => row.slice(1))).toEqual([
            ['25.11.2026', '09.12.2026', '€ 2.500,00', 'noch 14 Tage gültig'],
            ['25.11.2026', '09.12.2026', '€ 2.500,00', 'noch 1 Tag gültig'],
            ['25.11.2026', '09.12.2026', '€ 2.500,00', 'Storniert'],
        ]);
    });

    it('says the list is empty instead of showing an empty table', async () => {
        await render('nl', 'HISTORY', []);
        expect(document.querySelector('[data-testid="dashboard-empty"]')?.textContent).toBe('none');
        expect(document.querySelector('table')).toBeNull();
    });
});
