import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { entryStep, firstCountedStep, stepNumber } from '../../src/islands/checkout/guards';
import { checkoutRedirect, hasCompleteAddress } from '../../src/lib/route-middleware/checkout';
import { splitName } from '../../src/lib/user';
import { lineMeasure } from '../../src/islands/cart/measure';
import { shouldLoadCart } from '../../src/lib/cart/store';
import { $toasts, dismiss, notify, visibleToasts } from '../../src/lib/toasts';
import { checkPaymentType, paymentKind } from '../../src/lib/api/checkout';
import { ApiError, ResultError } from '../../src/lib/api/errors';
import { orderOrThrow } from '../../src/lib/api/cart';
import { wireTransferDetails, orderCodeFromUrl } from '../../src/islands/checkout/ResultSteps';
import { isAdyenSuccess } from '../../src/islands/checkout/AdyenDropin';
import { deliveryConditions } from '../../src/islands/cart/DeliveryForm';
import { interpolate } from '../../src/lib/interpolate';
import { isAddressValid } from '../../src/lib/validation';
import { checkoutPath, loginPath, payFailPath } from '@timber-shop/rules';

const state = { hasLines: true, hasShippingAddress: true, paymentChosen: true, loggedIn: false };

describe('checkout guards (spec section 4)', () => {
    test('no step, an unknown step or no cart lines lead home; success and fail need no cart', () => {
        expect(checkoutRedirect(undefined, state)).toBe('home');
        expect(checkoutRedirect('shipping', state)).toBe('home');
        expect(checkoutRedirect('address', { ...state, hasLines: false })).toBe('home');
        expect(checkoutRedirect('success', { ...state, hasLines: false })).toBeNull();
        expect(checkoutRedirect('fail', { ...state, hasLines: false })).toBeNull();
    });
    test('payment and confirm need a delivery address; confirm needs a chosen payment method', () => {
        expect(checkoutRedirect('payment', { ...state, hasShippingAddress: false })).toBe('address');
        expect(checkoutRedirect('confirm', { ...state, hasShippingAddress: false })).toBe('address');
        expect(checkoutRedirect('confirm', { ...state, paymentChosen: false })).toBe('payment');
        expect(checkoutRedirect('address', { ...state, hasShippingAddress: false })).toBeNull();
        expect(checkoutRedirect('payment', state)).toBeNull();
    });
    test('a logged-in customer skips login and register', () => {
        expect(checkoutRedirect('login', { ...state, loggedIn: true })).toBe('address');
        expect(checkoutRedirect('register', { ...state, loggedIn: true })).toBe('address');
        expect(checkoutRedirect('login', state)).toBeNull();
    });
    test('the step counter starts at 2 with the flag, else at 1', () => {
        expect(firstCountedStep(true)).toBe(2);
        expect(firstCountedStep(false)).toBe(1);
        expect(entryStep(true)).toBe('address');
        expect(entryStep(false)).toBe('login');
        expect([stepNumber('login'), stepNumber('register'), stepNumber('address'), stepNumber('payment'), stepNumber('confirm')]).toEqual([1, 1, 2, 3, 4]);
    });
    test('a delivery address is complete with street, city, postal code and country', () => {
        expect(hasCompleteAddress({ streetLine1: 'Dorpsstraat 1', city: 'Utrecht', postalCode: '3511 AB', countryCode: 'NL' })).toBe(true);
        expect(hasCompleteAddress({ streetLine1: '', city: '', postalCode: '3511 AB', countryCode: 'NL' })).toBe(false);
        expect(hasCompleteAddress(null)).toBe(false);
        expect(isAddressValid({ id: '1', street: 'a 1', city: 'b', zip: '1234', countryId: '2' })).toBe(true);
        expect(isAddressValid({ id: '1', street: 'a 1', city: 'b', zip: '1234' })).toBe(false);
    });
    test('names split into first and last name', () => {
        expect(splitName(' Jan  de Vries ')).toEqual({ firstName: 'Jan de', lastName: 'Vries' });
        expect(splitName('Piet')).toEqual({ firstName: 'Piet', lastName: 'Piet' });
    });
    test('checkout paths are the same in every locale behind the prefix', () => {
        expect(checkoutPath('nl', 'address')).toBe('/checkout/address');
        expect(checkoutPath('de', 'success')).toBe('/de/checkout/success');
        expect(payFailPath('en')).toBe('/en/pay/fail');
        expect(loginPath('nl', '/winkelwagen')).toBe('/inloggen?redirect=%2Fwinkelwagen');
    });
});

describe('cart', () => {
    test('reloads when forced, never loaded, or the cart-size cookie is absent or zero', () => {
        expect(shouldLoadCart(false, '3', false)).toBe(true);
        expect(shouldLoadCart(true, undefined, false)).toBe(true);
        expect(shouldLoadCart(true, '0', false)).toBe(true);
        expect(shouldLoadCart(true, '3', true)).toBe(true);
        expect(shouldLoadCart(true, '3', false)).toBe(false);
    });
    test('a line shows its quantity in running metres, square metres or pieces', () => {
        const line = (priceUnit: string, length: number | null, quantity = 10) =>
            ({ quantity, productVariant: { customFields: { length, width: 145 }, product: { customFields: { priceUnit, width: 145 } } } }) as never;
        expect(lineMeasure(line('m1', 245))).toEqual({ unit: 'm1', amount: '24,50' });
        expect(lineMeasure(line('m2', 300, 2))).toEqual({ unit: 'm2', amount: '0,87' });
        expect(lineMeasure(line('piece', 300, 3))).toEqual({ unit: 'piece', amount: '3' });
        expect(lineMeasure(line('m1', null, 3))).toEqual({ unit: 'piece', amount: '3' });
    });
    test('business errors of the API become the one error type', () => {
        expect(() => orderOrThrow({ errorCode: 'COUPON_CODE_INVALID_ERROR', message: 'Coupon code "X" is not valid' })).toThrow(ResultError);
        expect(() => orderOrThrow(null)).toThrow('Some error');
        const order = { lines: [] };
        expect(orderOrThrow(order)).toBe(order);
        expect(new ApiError(['a', 'b']).message).toBe('a, b');
    });
    test('the delivery conditions come from the quote metadata', () => {
        expect(deliveryConditions({ deliveryConditions: 'To the kerb' })).toBe('To the kerb');
        expect(deliveryConditions({ deliveryConditions: '<p>To the <b>kerb</b></p>' })).toBe('To the kerb');
        expect(deliveryConditions(null)).toBeUndefined();
    });
});

describe('payment (spec sections 4 and 8)', () => {
    test('provider names map to card payment and wire transfer; others are an error', () => {
        expect(paymentKind({ name: 'ADYEN card / iDEAL' })).toBe('adyen');
        expect(paymentKind({ name: 'WIRE transfer / Overboeking' })).toBe('wire');
        expect(() => paymentKind({ name: 'Cash on delivery' })).toThrow(ApiError);
        // checkPaymentType returns a URL: the order's success page in the locale, once the provider took it
        expect(checkPaymentType('nl', { name: 'WIRE transfer / Overboeking' }, 'ORD-1')).toBe('/checkout/success?order=ORD-1');
        expect(checkPaymentType('en', { name: 'ADYEN card' }, 'ORD 2')).toBe('/en/checkout/success?order=ORD%202');
        expect(checkPaymentType('de', { name: 'Auf Rechnung', code: 'on-account' }, 'ORD-3')).toBe('/de/checkout/success?order=ORD-3');
        expect(() => checkPaymentType('de', { name: 'Cash on delivery' }, 'ORD-4')).toThrow(ApiError);
    });
    test('wire transfer details come from the payment metadata', () => {
        const details = { iban: 'NL00BANK0123456789', bic: 'BANKNL2A', accountHolder: 'Geven Hout', reference: 'ABC123' };
        expect(wireTransferDetails(details)).toEqual(details);
        expect(wireTransferDetails({ public: details })).toEqual(details);
        expect(wireTransferDetails({})).toBeNull();
    });
    test('adyen result codes and the order code of the URL', () => {
        expect(isAdyenSuccess('Authorised')).toBe(true);
        expect(isAdyenSuccess('Refused')).toBe(false);
        expect(orderCodeFromUrl('?order=ABC123')).toBe('ABC123');
        expect(orderCodeFromUrl('')).toBe('');
    });
});

describe('notifications (spec sections 4 and 9)', () => {
    beforeEach(() => {
        vi.useFakeTimers();
        $toasts.set([]);
    });
    afterEach(() => vi.useRealTimers());
    test('at most 3 are shown, the newest', () => {
        for (const message of ['a', 'b', 'c', 'd']) notify({ message, type: 'info' });
        expect(visibleToasts($toasts.get()).map(t => t.message)).toEqual(['b', 'c', 'd']);
    });
    test('a toast goes after 6000 ms or its own timeout; a persistent one stays', () => {
        notify({ message: 'default', type: 'success' });
        notify({ message: 'short', type: 'error', timeout: 1000 });
        notify({ message: 'stays', type: 'info', persist: true });
        vi.advanceTimersByTime(1000);
        expect($toasts.get().map(t => t.message)).toEqual(['default', 'stays']);
        vi.advanceTimersByTime(5000);
        expect($toasts.get().map(t => t.message)).toEqual(['stays']);
        dismiss($toasts.get()[0].id);
        expect($toasts.get()).toEqual([]);
    });
    test('island texts fill their placeholders', () => {
        expect(interpolate('VAT {{rate}}%', { rate: 21 })).toBe('VAT 21%');
        expect(interpolate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
    });
});
