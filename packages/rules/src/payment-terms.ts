/**
 * Payment on account (the spec's creditOption and paymentTermName): staff grant an approved
 * business customer a credit limit and a payment term; that customer may then pay an order by
 * invoice within the term, as long as the open amount on account (orders placed on account and
 * not paid yet) plus this order stays within the limit.
 */

/** The payment method code of payment on account (the backend's handler, the storefront's choice). */
export const ON_ACCOUNT_METHOD_CODE = 'on-account';

export interface CreditAccount {
    /** In cents; 0 or none: no payment on account. */
    creditLimit?: number | null;
    /** Days to pay after the invoice; 0 or none: no payment on account. */
    paymentTermDays?: number | null;
}

/** Whether staff granted the customer payment on account at all (the spec's creditOption). */
export function hasCreditOption(account: CreditAccount | null | undefined): boolean {
    return Boolean(account && (account.creditLimit ?? 0) > 0 && (account.paymentTermDays ?? 0) > 0);
}

/** Whether an order of `orderAmount` (cents, with VAT) may be paid on account, given what is open on account already. */
export function onAccountVerdict(account: CreditAccount | null | undefined, openAmount: number, orderAmount: number): 'allowed' | 'noCreditOption' | 'overCreditLimit' {
    if (!account || !hasCreditOption(account)) return 'noCreditOption';
    return openAmount + orderAmount <= (account.creditLimit ?? 0) ? 'allowed' : 'overCreditLimit';
}

/** The day an invoice on account is due: its date plus the term, in calendar days. */
export function paymentDueDate(invoiceDate: Date, paymentTermDays: number): Date {
    const due = new Date(invoiceDate);
    due.setUTCDate(due.getUTCDate() + paymentTermDays);
    return due;
}
