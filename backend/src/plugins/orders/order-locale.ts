import { type CustomFieldConfig, LanguageCode, type OrderProcess } from '@vendure/core';
import { resolveLocale } from '@timber-shop/rules';

/**
 * The language the customer ordered in, on the order: the mails that staff or a payment
 * notification set off later (a cancellation, an invoice, a card payment settled by its
 * notification) are written in it, not in the admin's or the notification's language.
 */
export const orderLocaleField: CustomFieldConfig = {
    name: 'orderLocale',
    type: 'string',
    nullable: true,
    public: false,
    readonly: true,
    label: [
        { languageCode: LanguageCode.en, value: 'Order language' },
        { languageCode: LanguageCode.nl, value: 'Taal van de bestelling' },
        { languageCode: LanguageCode.de, value: 'Sprache der Bestellung' },
    ],
};

/** Writes `orderLocale` when the customer goes to payment in the shop (the checkout's language). */
export const orderLocaleProcess: OrderProcess<never> = {
    onTransitionEnd(_fromState, toState, { ctx, order }) {
        if (toState !== 'ArrangingPayment' || ctx.apiType !== 'shop') return;
        order.customFields = { ...(order.customFields ?? {}), orderLocale: resolveLocale(ctx.languageCode) } as typeof order.customFields;
    },
};
