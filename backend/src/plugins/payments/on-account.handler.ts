import {
    Customer,
    type ID,
    type Injector,
    LanguageCode,
    type Order,
    Payment,
    PaymentMethodEligibilityChecker,
    PaymentMethodHandler,
    type RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import { type CreditAccount, ON_ACCOUNT_METHOD_CODE, onAccountVerdict } from '@timber-shop/rules';
import { translator } from '../../common/i18n';
import { ERRORS } from './constants';

let connection: TransactionalConnection;

function init(injector: Injector) {
    connection = injector.get(TransactionalConnection);
}

/** The credit limit and payment term staff granted the order's customer (Customer custom fields). */
async function creditAccount(ctx: RequestContext, order: Order): Promise<(CreditAccount & { customerId: ID }) | undefined> {
    if (!order.customerId) return undefined;
    const customer = order.customer ?? (await connection.getRepository(ctx, Customer).findOne({ where: { id: order.customerId } }));
    const fields = (customer?.customFields ?? {}) as { creditLimit?: number | null; paymentTermDays?: number | null };
    return { customerId: order.customerId, creditLimit: fields.creditLimit, paymentTermDays: fields.paymentTermDays };
}

/**
 * What is open on the customer's account: payments on account of their orders not paid yet
 * (Authorized; staff settle one when the invoice is paid, a cancelled order cancels it).
 */
export async function openOnAccount(ctx: RequestContext, customerId: ID, exceptOrderId?: ID): Promise<number> {
    const query = connection
        .getRepository(ctx, Payment)
        .createQueryBuilder('payment')
        .innerJoin('payment.order', 'order')
        .select('COALESCE(SUM(payment.amount), 0)', 'open')
        .where('order.customerId = :customerId', { customerId })
        .andWhere('payment.method = :method', { method: ON_ACCOUNT_METHOD_CODE })
        .andWhere('payment.state = :state', { state: 'Authorized' });
    if (exceptOrderId) query.andWhere('order.id != :orderId', { orderId: exceptOrderId });
    return Number((await query.getRawOne<{ open: number | string }>())?.open ?? 0);
}

async function verdict(ctx: RequestContext, order: Order, amount: number) {
    const account = await creditAccount(ctx, order);
    if (!account) return { verdict: 'noCreditOption' as const };
    return { verdict: onAccountVerdict(account, await openOnAccount(ctx, account.customerId, order.id), amount), account };
}

/**
 * Payment on account is for customers staff granted a credit limit and a payment term, and only
 * while this order fits within the limit next to what is open on account. Without a credit option
 * the method is simply not offered; over the limit it is offered as unavailable, with the reason
 * (eligibilityMessage, in the customer's language: Vendure does not translate it).
 */
export const onAccountChecker = new PaymentMethodEligibilityChecker({
    code: 'on-account-credit',
    description: [
        { languageCode: LanguageCode.en, value: 'Customer has a credit limit and payment term, and the order fits within the limit' },
        { languageCode: LanguageCode.nl, value: 'Klant heeft een kredietlimiet en betalingstermijn, en de bestelling past binnen de limiet' },
    ],
    args: {},
    init,
    check: async (ctx, order) => {
        const result = await verdict(ctx, order, order.totalWithTax);
        if (result.verdict === 'allowed') return true;
        return result.verdict === 'overCreditLimit' ? translator(ctx).text(ERRORS.overCreditLimit) : false;
    },
});

/**
 * Pay by invoice within the customer's payment term: the order is placed with the payment
 * Authorized and the term (days) in its public metadata; staff settle it when the invoice is paid.
 * Checked again here, so two orders at once cannot both take the last of the limit.
 */
export const onAccountPaymentHandler = new PaymentMethodHandler({
    code: ON_ACCOUNT_METHOD_CODE,
    description: [
        { languageCode: LanguageCode.en, value: 'Payment on account: by invoice within the customer’s payment term; staff settle it when paid' },
        { languageCode: LanguageCode.nl, value: 'Op rekening: per factuur binnen de betalingstermijn van de klant; medewerkers zetten hem op betaald' },
    ],
    args: {},
    init,
    createPayment: async (ctx, order, amount) => {
        const result = await verdict(ctx, order, amount);
        if (result.verdict !== 'allowed') {
            return { amount, state: 'Declined', errorMessage: translator(ctx).text(result.verdict === 'overCreditLimit' ? ERRORS.overCreditLimit : ERRORS.noCreditOption) };
        }
        const paymentTermDays = result.account?.paymentTermDays ?? 0;
        return { amount, state: 'Authorized', transactionId: order.code, metadata: { paymentTermDays, public: { paymentTermDays } } };
    },
    settlePayment: () => ({ success: true }),
    cancelPayment: () => ({ success: true }),
});

/** The payment term of an order: the days of its payment on account, if it has one. */
export function orderPaymentTermDays(order: Pick<Order, 'payments'>): number | null {
    const payment = order.payments?.find(p => p.method === ON_ACCOUNT_METHOD_CODE && p.state !== 'Declined' && p.state !== 'Cancelled' && p.state !== 'Error');
    const days = Number(payment?.metadata?.paymentTermDays);
    return payment && days > 0 ? days : null;
}
