import { describe, expect, it } from 'vitest';
import { customerOrderStatus, invoiceStatus, isCancellableByCustomer, isQuote, orderListPageSize, orderStatus, processingStep, quoteValidity, validityDateCounter } from './orders.ts';

describe('order statuses', () => {
    it('maps backend states to the spec statuses', () => {
        expect(orderStatus('Quotation')).toBe('Quotation');
        expect(orderStatus('QuotationSent')).toBe('QuotationSent');
        expect(orderStatus('PaymentAuthorized')).toBe('SalesOrder');
        expect(orderStatus('Shipped')).toBe('SalesOrder');
        expect(orderStatus('Delivered')).toBe('Locked');
        expect(orderStatus('Cancelled')).toBe('Cancelled');
    });

    it('labels invoicing', () => {
        expect(invoiceStatus('Quotation', 0, 1000, 0)).toBe('NothingtoInvoice');
        expect(invoiceStatus('Cancelled', 0, 1000, 0)).toBe('NothingtoInvoice');
        expect(invoiceStatus('SalesOrder', 0, 1000, 0)).toBe('ToInvoice');
        expect(invoiceStatus('SalesOrder', 1000, 1000, 1)).toBe('FullyInvoiced');
        expect(invoiceStatus('SalesOrder', 800, 1000, 1)).toBe('UpsellingOpportunity');
    });

    it('names the processing step and who may cancel', () => {
        expect(processingStep('PaymentAuthorized')).toBe('Collect');
        expect(processingStep('PaymentSettled')).toBe('Planing');
        expect(processingStep('PartiallyShipped')).toBe('Bundling');
        expect(processingStep('Quotation')).toBeNull();
        expect(isCancellableByCustomer('PaymentAuthorized')).toBe(true);
        expect(isCancellableByCustomer('PaymentSettled')).toBe(false);
    });

    it('takes only the spec page sizes', () => {
        expect(orderListPageSize('15')).toBe(15);
        expect(orderListPageSize('7')).toBe(10);
        expect(orderListPageSize(null)).toBe(10);
    });
});

describe("an order's status in the customer's words", () => {
    it('maps the back office states, pick-up and fulfilments to what a customer understands', () => {
        expect(customerOrderStatus({ state: 'Quotation', pickup: false })).toBe('quote');
        expect(customerOrderStatus({ state: 'QuotationSent', pickup: false })).toBe('quoteSent');
        expect(customerOrderStatus({ state: 'ArrangingPayment', pickup: false })).toBe('awaitingPayment');
        expect(customerOrderStatus({ state: 'PaymentAuthorized', pickup: true })).toBe('awaitingPayment');
        expect(customerOrderStatus({ state: 'PaymentSettled', pickup: false })).toBe('paid');
        expect(customerOrderStatus({ state: 'PaymentSettled', pickup: false, fulfillmentStates: ['Pending'] })).toBe('preparing');
        expect(customerOrderStatus({ state: 'PaymentSettled', pickup: false, fulfillmentStates: ['Cancelled'] })).toBe('paid');
        expect(customerOrderStatus({ state: 'Shipped', pickup: false })).toBe('shipped');
        expect(customerOrderStatus({ state: 'PartiallyShipped', pickup: true })).toBe('readyForPickup');
        expect(customerOrderStatus({ state: 'Delivered', pickup: false })).toBe('delivered');
        expect(customerOrderStatus({ state: 'Delivered', pickup: true })).toBe('pickedUp');
        expect(customerOrderStatus({ state: 'Cancelled', pickup: false })).toBe('cancelled');
    });

    it('tells a quote, also a cancelled one, from an order, also one from an accepted quote', () => {
        expect(isQuote({ state: 'QuotationSent' })).toBe(true);
        expect(isQuote({ state: 'Cancelled', orderPlacedAt: null })).toBe(true);
        expect(isQuote({ state: 'Cancelled', orderPlacedAt: '2026-11-23T10:00:00Z' })).toBe(false);
        expect(isQuote({ state: 'PaymentAuthorized', orderPlacedAt: '2026-11-23T10:00:00Z' })).toBe(false);
    });
});

describe('quote validity', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    it('counts calendar days in shop time', () => {
        expect(validityDateCounter('2026-11-26T09:00:00Z', now)).toBe(3);
        expect(validityDateCounter('2026-11-23T22:30:00Z', now)).toBe(0);
        // 23:30 UTC is already the next day in Amsterdam
        expect(validityDateCounter('2026-11-23T23:30:00Z', now)).toBe(1);
        expect(validityDateCounter('2026-11-22T12:00:00Z', now)).toBe(-1);
    });
    it('labels valid for N days, today only, expired', () => {
        expect(quoteValidity(3)).toEqual({ kind: 'days', days: 3 });
        expect(quoteValidity(0)).toEqual({ kind: 'today' });
        expect(quoteValidity(-1)).toEqual({ kind: 'expired' });
    });
});
