import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDrafts, type PaymentDraft, paymentDraft, readDraft, writeDraft } from './drafts';

/** sessionStorage as the browser has it: a string store whose keys Object.keys lists. */
function storage(): Storage {
    const store: Record<string, string> = {};
    return Object.defineProperties(store, {
        getItem: { value: (key: string) => (key in store ? store[key] : null) },
        setItem: { value: (key: string, value: string) => (store[key] = String(value)) },
        removeItem: { value: (key: string) => delete store[key] },
    }) as unknown as Storage;
}

describe('checkout drafts', () => {
    beforeEach(() => vi.stubGlobal('sessionStorage', storage()));
    afterEach(() => vi.unstubAllGlobals());

    it('keeps what was typed across a reload, per form', () => {
        writeDraft('address', { postalCode: '3511 AB', city: 'Utrecht' });
        expect(readDraft('address')).toEqual({ postalCode: '3511 AB', city: 'Utrecht' });
        expect(readDraft('payment')).toBeNull();
    });

    it('clears the checkout drafts only, when the order is placed', () => {
        writeDraft('address', { city: 'Utrecht' });
        sessionStorage.setItem('product-quantities:7', '{"12":"3"}');
        clearDrafts();
        expect(readDraft('address')).toBeNull();
        expect(sessionStorage.getItem('product-quantities:7')).toBe('{"12":"3"}');
    });

    it('gives the payment choice only when both ticks were given', () => {
        const choice: PaymentDraft = { methodCode: 'wire-transfer', methodName: 'Bankoverschrijving', kind: 'wire', termsAccepted: true, productInfoAccepted: false };
        writeDraft('payment', choice);
        expect(paymentDraft()).toBeNull();
        writeDraft('payment', { ...choice, productInfoAccepted: true });
        expect(paymentDraft()).toEqual({ ...choice, productInfoAccepted: true });
    });

    it('works on without storage (private mode) and with a draft that is not JSON', () => {
        sessionStorage.setItem('checkout.address', '{not json');
        expect(readDraft('address')).toBeNull();
        vi.stubGlobal('sessionStorage', undefined);
        expect(() => writeDraft('address', { city: 'Utrecht' })).not.toThrow();
        expect(readDraft('address')).toBeNull();
        expect(() => clearDrafts()).not.toThrow();
    });
});
