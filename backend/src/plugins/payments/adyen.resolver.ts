import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext } from '@vendure/core';
import gql from 'graphql-tag';
import { AdyenService } from './adyen.service';

export const adyenShopSchema = gql`
    "What Adyen's Drop-in needs in the browser."
    type AdyenAcquirerInfo {
        "Adyen's public client key; empty when card payments are off"
        clientKey: String!
        "test or live, as the Drop-in takes it"
        environment: String!
        "whether card payments are configured"
        enabled: Boolean!
        "the payment method code of Adyen payments (adyen)"
        paymentMethodCode: String!
    }

    "Adyen's answer to a payment or details call."
    type AdyenPaymentResult {
        "Adyen's resultCode: Authorised, Refused, Cancelled, Error, Pending, Received, RedirectShopper, IdentifyShopper, ChallengeShopper, ..."
        resultCode: String!
        "the Drop-in's next step (3-D Secure, redirect) when Adyen asks for one: pass it to handleAction"
        action: JSON
        orderCode: String!
        "the order's state after the call: PaymentAuthorized once paid, ArrangingPayment while not"
        orderState: String!
        pspReference: String
        refusalReason: String
        "'The payment has failed' in the request's language when the payment failed"
        message: String
    }

    "Where an order's payment stands."
    type AdyenTransactionInfo {
        orderCode: String!
        orderState: String!
        "paid, authorised, pending or refused"
        status: String!
        paymentState: String
        resultCode: String
        pspReference: String
        amount: Money!
        currencyCode: CurrencyCode!
    }

    extend type Query {
        "Adyen's /paymentMethods answer for the active order (the Drop-in's paymentMethodsResponse)."
        adyenPaymentMethods: JSON!
        adyenAcquirerInfo: AdyenAcquirerInfo!
        "The payment status of an order by its code (the order reference), for the confirmation page."
        adyenTransactionInfo(reference: String!): AdyenTransactionInfo!
    }

    extend type Mutation {
        "Pays the active order with the Drop-in's state data (its onSubmit state.data)."
        adyenMakeDirectPayment(stateData: JSON!): AdyenPaymentResult!
        "Completes a payment with the Drop-in's onAdditionalDetails state.data, or { redirectResult } after a redirect."
        adyenPaymentDetails(details: JSON!): AdyenPaymentResult!
    }
`;

@Resolver()
export class AdyenShopResolver {
    constructor(private adyenService: AdyenService) {}

    @Query()
    @Allow(Permission.Owner)
    adyenPaymentMethods(@Ctx() ctx: RequestContext) {
        return this.adyenService.paymentMethods(ctx);
    }

    @Query()
    adyenAcquirerInfo(@Ctx() ctx: RequestContext) {
        return this.adyenService.acquirerInfo(ctx);
    }

    @Query()
    @Allow(Permission.Owner)
    adyenTransactionInfo(@Ctx() ctx: RequestContext, @Args() args: { reference: string }) {
        return this.adyenService.transactionInfo(ctx, args.reference);
    }

    // No @Transaction: the calls to Adyen must not hold a database transaction open; the service
    // records results in transactions of its own.
    @Mutation()
    @Allow(Permission.Owner)
    adyenMakeDirectPayment(@Ctx() ctx: RequestContext, @Args() args: { stateData: unknown }) {
        return this.adyenService.makeDirectPayment(ctx, args.stateData);
    }

    @Mutation()
    @Allow(Permission.Owner)
    adyenPaymentDetails(@Ctx() ctx: RequestContext, @Args() args: { details: unknown }) {
        return this.adyenService.paymentDetails(ctx, args.details);
    }
}
