import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, Customer, Order, Payment, RequestContext, TransactionalConnection } from '@vendure/core';
import gql from 'graphql-tag';
import { hasCreditOption } from '@timber-shop/rules';
import { orderPaymentTermDays } from './on-account.handler';

export const onAccountSchema = gql`
    extend type Order {
        """
        The payment term in days: that of the order's payment on account once it has one; before,
        that of the customer's credit option (what paying on account would give); else null.
        """
        paymentTermDays: Int
    }
`;

@Resolver('Order')
export class OnAccountOrderResolver {
    constructor(private connection: TransactionalConnection) {}

    @ResolveField()
    async paymentTermDays(@Ctx() ctx: RequestContext, @Parent() order: Order): Promise<number | null> {
        const payments = order.payments ?? (await this.connection.getRepository(ctx, Payment).find({ where: { order: { id: order.id } } }));
        const paid = orderPaymentTermDays({ payments });
        if (paid !== null || order.orderPlacedAt || !order.customerId) return paid;
        const customer = order.customer ?? (await this.connection.getRepository(ctx, Customer).findOne({ where: { id: order.customerId } }));
        const account = (customer?.customFields ?? {}) as { creditLimit?: number | null; paymentTermDays?: number | null };
        return hasCreditOption(account) ? (account.paymentTermDays ?? null) : null;
    }
}
