import { describe, expect, it } from 'vitest';
import { hasCreditOption, onAccountVerdict, paymentDueDate } from './payment-terms.ts';

const account = { creditLimit: 500_00, paymentTermDays: 30 };

describe('payment on account', () => {
    it('needs both a credit limit and a term from staff', () => {
        expect(hasCreditOption(account)).toBe(true);
        expect(hasCreditOption({ creditLimit: 500_00, paymentTermDays: 0 })).toBe(false);
        expect(hasCreditOption({ creditLimit: null, paymentTermDays: 30 })).toBe(false);
        expect(onAccountVerdict(undefined, 0, 100)).toBe('noCreditOption');
    });

    it('counts what is open on account against the limit, up to the cent', () => {
        expect(onAccountVerdict(account, 0, 500_00)).toBe('allowed');
        expect(onAccountVerdict(account, 300_00, 200_00)).toBe('allowed');
        expect(onAccountVerdict(account, 300_00, 200_01)).toBe('overCreditLimit');
    });

    it('is due the term in calendar days after the invoice', () => {
        expect(paymentDueDate(new Date('2026-11-23T10:00:00Z'), 30).toISOString().slice(0, 10)).toBe('2026-12-23');
    });
});
