import { describe, expect, it } from 'vitest';
import { orderListPageSize } from '@timber-shop/rules';
import { ApiError } from '../../lib/api/errors';
import { isValidAddress, listPosition, reorderItems, stripSpaces, validityKey } from './dashboard';
import { isAuthenticated, toLogin } from '../../lib/route-middleware/is-authenticated';
import { isSessionRefused } from '../../lib/route-middleware/user';

describe('dashboard guards (route middleware is-authenticated and user)', () => {
    it('needs the user cookie, and takes a forbidden answer as a refused session', () => {
        expect(isAuthenticated('')).toBe(false);
        expect(isAuthenticated(`geven-user=${encodeURIComponent(JSON.stringify({ id: '1', email: 'a@b.nl' }))}`)).toBe(true);
        expect(isAuthenticated('geven-user=not-json')).toBe(false);
        expect(toLogin('de', { pathname: '/de/dashboard/orders', search: '?page=2' })).toBe('/de/einloggen?redirect=%2Fde%2Fdashboard%2Forders%3Fpage%3D2');
        expect(isSessionRefused(new ApiError(['You are not currently authorized to perform this action'], ['FORBIDDEN']))).toBe(true);
        expect(isSessionRefused(new ApiError(['Some error']))).toBe(false);
    });

    it('labels a quote validity and reads the list position', () => {
        expect(validityKey(5)).toEqual({ key: 'validForDays', days: 5 });
        expect(validityKey(1)).toEqual({ key: 'validForDay', days: 1 });
        expect(validityKey(0)?.key).toBe('validToday');
        expect(validityKey(-3)?.key).toBe('expired');
        expect(validityKey(null)).toBeNull();
        expect(listPosition(new URLSearchParams('page=3&size=20'), orderListPageSize)).toEqual({ page: 3, pageSize: 20 });
        expect(listPosition(new URLSearchParams('page=-1&size=8'), orderListPageSize)).toEqual({ page: 1, pageSize: 10 });
    });
});

describe('address and profile rules', () => {
    it('needs id, street, city, zip and country for a valid address, and strips spaces from postal codes', () => {
        expect(isValidAddress({ id: '1', street: 'Zaagweg 1', city: 'Utrecht', zip: '3511 AB', countryId: '1' })).toBe(true);
        expect(isValidAddress({ id: '1', street: 'Zaagweg 1', city: ' ', zip: '3511 AB', countryId: '1' })).toBe(false);
        expect(isValidAddress({ street: 'Zaagweg 1', city: 'Utrecht', zip: '3511 AB', countryId: '1' })).toBe(false);
        expect(stripSpaces(' 3511  AB ')).toBe('3511AB');
    });
});

describe('order again', () => {
    it('adds the lines still for sale and names the others', () => {
        const lines = [
            { quantity: 4, productVariant: { id: '11', name: 'Douglas plank 300 cm' } },
            { quantity: 2, productVariant: { id: '12', name: 'Lariks plank 400 cm' } },
            { quantity: 1, productVariant: { id: '13', name: 'RVS schroef 5 x 50' } },
        ];
        expect(reorderItems(lines, new Set(['11', '13']))).toEqual({
            items: [
                { productVariantId: '11', quantity: 4 },
                { productVariantId: '13', quantity: 1 },
            ],
            leftOut: ['Lariks plank 400 cm'],
        });
        expect(reorderItems(lines, new Set())).toEqual({ items: [], leftOut: ['Douglas plank 300 cm', 'Lariks plank 400 cm', 'RVS schroef 5 x 50'] });
    });
});
