import { Inject, Injectable } from '@nestjs/common';
import { CheckoutAPI, hmacValidator, Types } from '@adyen/api-library';
import {
    ActiveOrderService,
    ConfigService,
    ForbiddenError,
    HistoryService,
    isGraphQlErrorResult,
    Logger,
    Order,
    OrderService,
    Payment,
    PaymentMethodService,
    Refund,
    RequestContext,
    RequestContextService,
    TransactionalConnection,
    UserInputError,
} from '@vendure/core';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import type { CancelPaymentErrorResult, CancelPaymentResult, CreateRefundResult } from '@vendure/core';
import { checkoutPath, LOCALE_INFO, localeOrigin, localeUrl, resolveLocale } from '@timber-shop/rules';
import { clientAddress } from '../../common/client-address';
import { translator } from '../../common/i18n';
import { requirePieces } from '../../common/order-lines';
import { adyenConfigured, createCheckoutApi } from './adyen-client';
import { ADYEN_CODE, ERRORS, loggerCtx, PAYMENT_FAILED, PAYMENTS_PLUGIN_OPTIONS } from './constants';
import type { AdyenNotificationItem, AdyenPaymentResult, AdyenTransactionInfo, PaymentsPluginOptions } from './types';

/** A payment result the server received from Adyen itself; the only thing the adyen handler records. */
export interface ConfirmedResult {
    orderCode: string;
    pspReference: string;
    resultCode: string;
    state: 'Authorized' | 'Declined' | 'Error';
    amount?: number;
    /** the amount's currency, as Adyen reported it */
    currency?: string;
    paymentMethod?: string;
    refusalReason?: string;
}

type AdyenResponse = Types.checkout.PaymentResponse | Types.checkout.PaymentDetailsResponse;

/** Adyen's shopperLocale: the request's locale as the BCP 47 tag the site formats with (nl-NL, en-US, de-DE). */
function shopperLocale(ctx: RequestContext) {
    return LOCALE_INFO[resolveLocale(ctx.languageCode)].tag;
}

/** Adyen results that end an attempt: recorded on the order, authorised or not. */
const FINAL_RESULTS: Record<string, ConfirmedResult['state']> = {
    Authorised: 'Authorized',
    Refused: 'Declined',
    Cancelled: 'Declined',
    Error: 'Error',
};
const PAID_STATES = ['PaymentSettled', 'PartiallyShipped', 'Shipped', 'PartiallyDelivered', 'Delivered'];

function isObject(value: unknown): value is Record<string, unknown> {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

@Injectable()
export class AdyenService {
    private api?: CheckoutAPI;
    /** results handed from this service to the adyen handler's createPayment, by pspReference */
    private confirmed = new Map<string, ConfirmedResult>();
    /** work on one order runs one at a time: a notification and the details call may arrive together */
    private orderQueues = new Map<string, Promise<unknown>>();

    constructor(
        @Inject(PAYMENTS_PLUGIN_OPTIONS) private options: PaymentsPluginOptions,
        private connection: TransactionalConnection,
        private activeOrderService: ActiveOrderService,
        private orderService: OrderService,
        private paymentMethodService: PaymentMethodService,
        private requestContextService: RequestContextService,
        private configService: ConfigService,
        private historyService: HistoryService,
    ) {}

    get configured(): boolean {
        return adyenConfigured(this.options.adyen);
    }

    /**
     * What the storefront needs for the Drop-in; `enabled` also tells pages whether to show the card
     * logos: Adyen configured and its payment method enabled by staff (the catalogue webhook rebuilds
     * the pages when staff change a payment method).
     */
    async acquirerInfo(ctx: RequestContext) {
        const { clientKey, environment } = this.options.adyen;
        const { items } = await this.paymentMethodService.findAll(ctx, { filter: { code: { eq: ADYEN_CODE } } });
        return {
            clientKey: this.configured ? (clientKey ?? '') : '',
            // Adyen's Drop-in takes the environment in lower case
            environment: environment === 'LIVE' ? 'live' : 'test',
            enabled: this.configured && items.some(method => method.enabled),
            paymentMethodCode: ADYEN_CODE,
        };
    }

    takeConfirmedResult(pspReference: string): ConfirmedResult | undefined {
        const result = this.confirmed.get(pspReference);
        this.confirmed.delete(pspReference);
        return result;
    }

    /** Adyen's payment methods for the active order's amount and delivery country (Drop-in's paymentMethodsResponse). */
    async paymentMethods(ctx: RequestContext): Promise<Types.checkout.PaymentMethodsResponse> {
        const order = await this.activeOrderWithPieces(ctx);
        await this.assertAdyenEligible(ctx, order);
        return this.call(ctx, api =>
            api.PaymentsApi.paymentMethods({
                merchantAccount: this.options.adyen.merchantAccount!,
                amount: { currency: order.currencyCode, value: this.amountDue(order) },
                countryCode: this.countryCode(order),
                shopperLocale: shopperLocale(ctx),
                channel: Types.checkout.PaymentMethodsRequest.ChannelEnum.Web,
            }),
        );
    }

    /**
     * The /payments call for the active order with the Drop-in's state data. The order moves to
     * ArrangingPayment first (it is locked while the shopper pays). Authorised records the payment;
     * Refused records a declined payment and the order stays in ArrangingPayment; an action
     * (3-D Secure, redirect) goes back to the Drop-in.
     */
    async makeDirectPayment(ctx: RequestContext, stateData: unknown): Promise<AdyenPaymentResult> {
        if (!isObject(stateData) || !isObject(stateData.paymentMethod) || typeof stateData.paymentMethod.type !== 'string') {
            throw new UserInputError(ERRORS.incompletePaymentDetails);
        }
        let order = await this.activeOrderWithPieces(ctx);
        await this.assertAdyenEligible(ctx, order);
        order = await this.toArrangingPayment(ctx, order);
        const request = {
            merchantAccount: this.options.adyen.merchantAccount!,
            amount: { currency: order.currencyCode, value: this.amountDue(order) },
            reference: order.code,
            paymentMethod: stateData.paymentMethod,
            returnUrl: this.returnUrl(ctx, stateData.returnUrl, order.code),
            // the page the Drop-in runs on: the shop's host of the order's language (its own host, when it has one)
            origin: localeOrigin(resolveLocale(ctx.languageCode), this.options.shopUrl),
            channel: 'Web',
            shopperInteraction: 'Ecommerce',
            shopperLocale: shopperLocale(ctx),
            countryCode: this.countryCode(order),
            shopperEmail: order.customer?.emailAddress,
            shopperIP: ctx.req ? clientAddress(this.configService, ctx.req) : undefined,
            browserInfo: isObject(stateData.browserInfo) ? stateData.browserInfo : undefined,
            billingAddress: isObject(stateData.billingAddress) ? stateData.billingAddress : undefined,
            riskData: isObject(stateData.riskData) ? stateData.riskData : undefined,
            authenticationData: { threeDSRequestData: { nativeThreeDS: 'preferred' } },
        } as Types.checkout.PaymentRequest;
        const response = await this.call(ctx, api => api.PaymentsApi.payments(request));
        return this.handleResult(ctx, order.code, response);
    }

    /** The /payments/details call with what the Drop-in's onAdditionalDetails (or a redirect return) gives. */
    async paymentDetails(ctx: RequestContext, details: unknown): Promise<AdyenPaymentResult> {
        this.assertConfigured(ctx);
        if (!isObject(details)) throw new UserInputError(ERRORS.incompletePaymentDetails);
        const request = isObject(details.details)
            ? { details: details.details, ...(typeof details.paymentData === 'string' ? { paymentData: details.paymentData } : {}) }
            : { details };
        const response = await this.call(ctx, api => api.PaymentsApi.paymentsDetails(request as Types.checkout.PaymentDetailsRequest));
        const orderCode = response.merchantReference ?? (await this.activeOrderService.getActiveOrder(ctx, undefined))?.code;
        if (!orderCode) throw new UserInputError(ERRORS.orderNotFound);
        return this.handleResult(ctx, orderCode, response);
    }

    /** Where an order's payment stands, for the confirmation page ("may take up to 2 minutes"). */
    async transactionInfo(ctx: RequestContext, reference: string): Promise<AdyenTransactionInfo> {
        const order = await this.orderService.findOneByCode(ctx, reference.trim(), ['customer', 'customer.user', 'payments']);
        const activeOrderId = ctx.session?.activeOrderId;
        const allowed =
            order &&
            ((activeOrderId && String(activeOrderId) === String(order.id)) ||
                (await this.configService.orderOptions.orderByCodeAccessStrategy.canAccessOrder(ctx, order)));
        // The same answer for unknown and foreign codes: no guessing of order codes.
        if (!order || !allowed) throw new ForbiddenError();
        const payment = [...order.payments].filter(p => p.method === ADYEN_CODE).sort((a, b) => +b.createdAt - +a.createdAt)[0];
        const status: AdyenTransactionInfo['status'] = PAID_STATES.includes(order.state)
            ? 'paid'
            : order.state === 'PaymentAuthorized'
              ? 'authorised'
              : payment && (payment.state === 'Declined' || payment.state === 'Error')
                ? 'refused'
                : 'pending';
        return {
            orderCode: order.code,
            orderState: order.state,
            status,
            paymentState: payment?.state,
            resultCode: payment?.metadata?.resultCode,
            pspReference: payment?.transactionId,
            amount: order.totalWithTax,
            currencyCode: order.currencyCode,
        };
    }

    /**
     * Adyen's standard webhook. Every item must carry a valid HMAC signature, else the whole
     * request is refused. AUTHORISATION success records the payment when the shopper's browser did
     * not, and settles it (Adyen captures automatically); REFUND success settles the refund.
     * Items are idempotent: Adyen sends duplicates.
     */
    async handleNotifications(body: unknown): Promise<'accepted' | 'unauthorized'> {
        const items = isObject(body) && Array.isArray(body.notificationItems) ? body.notificationItems : undefined;
        if (!items || !this.options.adyen.hmacKey) return 'unauthorized';
        const requestItems = items.map(item => (isObject(item) ? item.NotificationRequestItem : undefined)) as AdyenNotificationItem[];
        const validator = new hmacValidator();
        for (const item of requestItems) {
            let valid = false;
            try {
                valid = isObject(item) && isObject(item.amount) && validator.validateHMAC(item as never, this.options.adyen.hmacKey);
            } catch {
                valid = false;
            }
            if (!valid) {
                Logger.warn(`Adyen notification with a missing or bad HMAC signature refused`, loggerCtx);
                return 'unauthorized';
            }
        }
        const ctx = await this.requestContextService.create({ apiType: 'admin' });
        for (const item of requestItems) {
            if (item.merchantAccountCode !== this.options.adyen.merchantAccount) {
                Logger.warn(`Adyen notification for another merchant account (${item.merchantAccountCode}) ignored`, loggerCtx);
                continue;
            }
            await this.handleNotificationItem(ctx, item);
        }
        return 'accepted';
    }

    /** Staff cancel an authorised payment: Adyen cancels it, or refunds it when already captured. */
    async cancel(_ctx: RequestContext, order: Order, payment: Payment): Promise<CancelPaymentResult | CancelPaymentErrorResult> {
        try {
            const response = await this.checkoutApi().ModificationsApi.refundOrCancelPayment(payment.transactionId, {
                merchantAccount: this.options.adyen.merchantAccount!,
                reference: `${order.code}-cancel`,
            });
            return { success: true, metadata: { cancelPspReference: response.pspReference } };
        } catch (error) {
            Logger.error(`Adyen cancel of ${payment.transactionId} failed: ${describe(error)}`, loggerCtx);
            return { success: false, errorMessage: describe(error) };
        }
    }

    /** Staff refund in the admin: Adyen accepts the request; its REFUND notification settles the refund. */
    async refund(_ctx: RequestContext, order: Order, payment: Payment, amount: number): Promise<CreateRefundResult> {
        try {
            const response = await this.checkoutApi().ModificationsApi.refundCapturedPayment(payment.transactionId, {
                merchantAccount: this.options.adyen.merchantAccount!,
                amount: { currency: order.currencyCode, value: amount },
                reference: `${order.code}-refund-${Date.now()}`,
            });
            return { state: 'Pending', transactionId: response.pspReference, metadata: { status: response.status } };
        } catch (error) {
            Logger.error(`Adyen refund of ${payment.transactionId} failed: ${describe(error)}`, loggerCtx);
            return { state: 'Failed', metadata: { error: describe(error) } };
        }
    }

    private async handleNotificationItem(ctx: RequestContext, item: AdyenNotificationItem) {
        const success = item.success === 'true';
        switch (item.eventCode) {
            case 'AUTHORISATION':
                if (!success) {
                    Logger.info(`Adyen AUTHORISATION refused for order ${item.merchantReference}: ${item.reason ?? ''}`, loggerCtx);
                    return;
                }
                await this.record(ctx, item.merchantReference, {
                    orderCode: item.merchantReference,
                    pspReference: item.pspReference,
                    resultCode: 'Authorised',
                    state: 'Authorized',
                    amount: item.amount.value,
                    currency: item.amount.currency,
                    paymentMethod: item.paymentMethod,
                }, { settle: true });
                return;
            case 'REFUND':
                await this.settleRefund(ctx, item, success);
                return;
            default:
                Logger.info(`Adyen ${item.eventCode} (success ${item.success}) for order ${item.merchantReference}`, loggerCtx);
        }
    }

    private async settleRefund(ctx: RequestContext, item: AdyenNotificationItem, success: boolean) {
        await this.connection.withTransaction(ctx, async txCtx => {
            const refund = await this.connection.getRepository(txCtx, Refund).findOne({ where: { transactionId: item.pspReference } });
            if (refund?.state !== 'Pending') return;
            if (!success) {
                Logger.error(`Adyen refused refund ${item.pspReference} of order ${item.merchantReference}: ${item.reason ?? ''}`, loggerCtx);
                return;
            }
            await this.orderService.settleRefund(txCtx, { id: refund.id, transactionId: item.pspReference });
        });
    }

    private async handleResult(ctx: RequestContext, orderCode: string, response: AdyenResponse): Promise<AdyenPaymentResult> {
        const resultCode = String(response.resultCode ?? 'Error');
        const finalState = FINAL_RESULTS[resultCode];
        if (finalState && response.pspReference) {
            await this.record(ctx, orderCode, {
                orderCode,
                pspReference: response.pspReference,
                resultCode,
                state: finalState,
                amount: response.amount?.value,
                currency: response.amount?.currency,
                paymentMethod: response.paymentMethod?.brand ?? response.paymentMethod?.type,
                refusalReason: response.refusalReason,
            });
        }
        const order = await this.orderService.findOneByCode(ctx, orderCode);
        const failed = finalState === 'Declined' || finalState === 'Error';
        return {
            resultCode,
            action: response.action ? (response.action as unknown as Record<string, unknown>) : undefined,
            orderCode,
            orderState: order?.state ?? 'ArrangingPayment',
            pspReference: response.pspReference,
            refusalReason: response.refusalReason,
            message: failed ? translator(ctx).text(PAYMENT_FAILED) : undefined,
        };
    }

    /**
     * Records Adyen's result as a payment on the order, once per pspReference, and settles an
     * authorised payment when asked (notifications).
     */
    private record(ctx: RequestContext, orderCode: string, result: ConfirmedResult, options: { settle?: boolean } = {}) {
        return this.oneAtATime(orderCode, () =>
            this.connection.withTransaction(ctx, async txCtx => {
                await this.lockOrder(txCtx, orderCode);
                const order = await this.orderService.findOneByCode(txCtx, orderCode, ['payments']);
                if (!order) {
                    Logger.error(`Adyen result ${result.resultCode} ${result.pspReference} for unknown order ${orderCode}`, loggerCtx);
                    return;
                }
                let payment = order.payments.find(p => p.method === ADYEN_CODE && p.transactionId === result.pspReference);
                const mismatch = result.state === 'Authorized' ? this.amountMismatch(order, payment, result) : undefined;
                if (mismatch) {
                    // Not counted as paid: staff look at it (the order's history says why).
                    Logger.error(`Adyen ${result.resultCode} ${result.pspReference} for order ${orderCode} not counted: ${mismatch}`, loggerCtx);
                    await this.historyService.createHistoryEntryForOrder({
                        ctx: txCtx,
                        orderId: order.id,
                        type: HistoryEntryType.ORDER_NOTE,
                        data: { note: `Adyen payment ${result.pspReference} NOT counted as paid: ${mismatch}. Check it in Adyen's Customer Area.` },
                    });
                    return;
                }
                if (!payment && order.state === 'ArrangingPayment') {
                    this.confirmed.set(result.pspReference, result);
                    try {
                        const added = await this.orderService.addPaymentToOrder(txCtx, order.id, { method: ADYEN_CODE, metadata: { pspReference: result.pspReference } });
                        if (isGraphQlErrorResult(added) && result.state === 'Authorized') {
                            Logger.error(`Authorised Adyen payment ${result.pspReference} not recorded on ${orderCode}: ${added.message}`, loggerCtx);
                        }
                    } finally {
                        this.confirmed.delete(result.pspReference);
                    }
                    payment = (await this.orderService.getOrderPayments(txCtx, order.id)).find(p => p.transactionId === result.pspReference);
                } else if (!payment) {
                    Logger.warn(`Adyen ${result.resultCode} ${result.pspReference} for order ${orderCode} in state ${order.state}: not recorded`, loggerCtx);
                }
                if (options.settle && payment?.state === 'Authorized') {
                    const settled = await this.orderService.settlePayment(txCtx, payment.id);
                    if (isGraphQlErrorResult(settled)) Logger.error(`Settling Adyen payment ${result.pspReference} failed: ${settled.message}`, loggerCtx);
                }
            }),
        );
    }

    /**
     * Why Adyen's amount cannot be this order's payment, or undefined when it can: the currency
     * must be the order's and the amount what was due (a payment already recorded: its amount).
     */
    private amountMismatch(order: Order, payment: Payment | undefined, result: ConfirmedResult): string | undefined {
        if (result.currency !== undefined && result.currency !== order.currencyCode) {
            return `currency ${result.currency}, the order is in ${order.currencyCode}`;
        }
        if (result.amount === undefined) return undefined;
        const expected = payment ? payment.amount : this.amountDue(order);
        return result.amount === expected ? undefined : `amount ${result.amount} (minor units), ${expected} was due`;
    }

    /**
     * Holds the order's row until the transaction ends (PostgreSQL: SELECT … FOR UPDATE), so that
     * two backend instances handling one order (a notification and the shopper's details call,
     * or duplicate notifications) take turns. SQLite writes one transaction at a time anyway.
     */
    private async lockOrder(txCtx: RequestContext, orderCode: string) {
        if (this.connection.rawConnection.options.type !== 'postgres') return;
        await this.connection.getRepository(txCtx, Order).findOne({ where: { code: orderCode }, lock: { mode: 'pessimistic_write' } });
    }

    /** In this process, work on one order runs one at a time; across instances lockOrder makes them wait. */
    private oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
        const previous = this.orderQueues.get(key) ?? Promise.resolve();
        const next = previous.catch(() => undefined).then(work);
        this.orderQueues.set(key, next);
        const forget = () => {
            if (this.orderQueues.get(key) === next) this.orderQueues.delete(key);
        };
        next.then(forget, forget);
        return next;
    }

    private async activeOrderWithPieces(ctx: RequestContext): Promise<Order> {
        const active = await this.activeOrderService.getActiveOrder(ctx, undefined);
        // the active order comes without its lines, payments and customer
        const order = active && (await this.orderService.findOne(ctx, active.id));
        requirePieces(order);
        order.payments = await this.orderService.getOrderPayments(ctx, order.id);
        return order;
    }

    private assertConfigured(_ctx: RequestContext) {
        if (!this.configured) throw new UserInputError(ERRORS.adyenUnavailable);
    }

    /** Adyen configured, and its payment method enabled and eligible for this order. */
    private async assertAdyenEligible(ctx: RequestContext, order: Order) {
        this.assertConfigured(ctx);
        const quotes = await this.paymentMethodService.getEligiblePaymentMethods(ctx, order);
        const adyen = quotes.find(quote => quote.code === ADYEN_CODE);
        if (!adyen?.isEligible) throw new UserInputError(adyen?.eligibilityMessage || ERRORS.adyenUnavailable);
    }

    private async toArrangingPayment(ctx: RequestContext, order: Order): Promise<Order> {
        if (order.state === 'ArrangingPayment') return order;
        if (order.state !== 'AddingItems') throw new UserInputError(ERRORS.orderAlreadyPaid);
        const result = await this.connection.withTransaction(ctx, txCtx => this.orderService.transitionToState(txCtx, order.id, 'ArrangingPayment'));
        if (isGraphQlErrorResult(result)) throw new UserInputError(result.transitionError || result.message);
        return result;
    }

    private amountDue(order: Order) {
        const covered = (order.payments ?? [])
            .filter(p => p.state === 'Authorized' || p.state === 'Settled')
            .reduce((sum, p) => sum + p.amount, 0);
        return order.totalWithTax - covered;
    }

    private countryCode(order: Order) {
        return order.shippingAddress?.countryCode || order.billingAddress?.countryCode || 'NL';
    }

    /** Adyen sends redirect payment methods (iDEAL) back here with `redirectResult`; a same-origin URL from the storefront wins. */
    private returnUrl(ctx: RequestContext, requested: unknown, orderCode: string) {
        if (typeof requested === 'string') {
            try {
                if (new URL(requested).origin === localeOrigin(resolveLocale(ctx.languageCode), this.options.shopUrl)) return requested;
            } catch {
                // not a URL: the default below
            }
        }
        const locale = resolveLocale(ctx.languageCode);
        return `${localeUrl(locale, checkoutPath(locale, 'success'), this.options.shopUrl)}?orderCode=${encodeURIComponent(orderCode)}`;
    }

    private checkoutApi(): CheckoutAPI {
        this.api ??= createCheckoutApi(this.options.adyen);
        return this.api;
    }

    private async call<T>(_ctx: RequestContext, request: (api: CheckoutAPI) => Promise<T>): Promise<T> {
        try {
            return await request(this.checkoutApi());
        } catch (error) {
            Logger.error(`Adyen call failed: ${describe(error)}`, loggerCtx);
            throw new UserInputError(ERRORS.paymentNotStarted);
        }
    }
}

function describe(error: unknown) {
    if (isObject(error) && 'statusCode' in error) {
        return `${String(error.statusCode)} ${String((error as { errorCode?: string }).errorCode ?? '')} ${String((error as { message?: string }).message ?? '')}`.trim();
    }
    return error instanceof Error ? error.message : String(error);
}
