export interface WireTransferOptions {
    /** the shop's bank account the shopper transfers to */
    iban: string;
    bic: string;
    accountHolder: string;
}

export type AdyenEnvironment = 'TEST' | 'LIVE';

export interface AdyenOptions {
    apiKey?: string;
    merchantAccount?: string;
    /** the public client key for Adyen's Drop-in in the browser */
    clientKey?: string;
    /** hex HMAC key of the standard webhook, to verify notifications */
    hmacKey?: string;
    environment: AdyenEnvironment;
    /** LIVE only: the account's live URL prefix (Customer Area > Developers > API URLs) */
    liveEndpointUrlPrefix?: string;
    /** replaces the Checkout API's address (tests point it at the fake Adyen server) */
    endpoint?: string;
}

export interface PaymentsPluginOptions {
    /** where shoppers reach the shop: Adyen's return URL for redirect payment methods */
    shopUrl: string;
    wireTransfer: WireTransferOptions;
    adyen: AdyenOptions;
}

/** What the payment mutations answer the storefront. */
export interface AdyenPaymentResult {
    resultCode: string;
    action?: Record<string, unknown>;
    orderCode: string;
    orderState: string;
    pspReference?: string;
    refusalReason?: string;
    message?: string;
}

export interface AdyenTransactionInfo {
    orderCode: string;
    orderState: string;
    status: 'paid' | 'authorised' | 'pending' | 'refused';
    paymentState?: string;
    resultCode?: string;
    pspReference?: string;
    amount: number;
    currencyCode: string;
}

/** One item of Adyen's standard webhook body (`notificationItems[].NotificationRequestItem`). */
export interface AdyenNotificationItem {
    additionalData?: Record<string, string>;
    amount: { currency: string; value: number };
    eventCode: string;
    eventDate?: string;
    merchantAccountCode: string;
    merchantReference: string;
    originalReference?: string;
    paymentMethod?: string;
    pspReference: string;
    reason?: string;
    success: string;
}
