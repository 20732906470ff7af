import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, Order, OrderLine, RequestContext, TransactionalConnection } from '@vendure/core';
import gql from 'graphql-tag';
import { isReverseCharged } from '../../common/reverse-charge';

export const reverseChargeSchema = gql`
    extend type Order {
        "The VAT is reverse-charged (intra-Community supply to a verified business customer): 0 % with the legal line."
        reverseCharge: Boolean!
    }
`;

@Resolver('Order')
export class ReverseChargeOrderResolver {
    constructor(private connection: TransactionalConnection) {}

    @ResolveField()
    async reverseCharge(@Ctx() ctx: RequestContext, @Parent() order: Order): Promise<boolean> {
        const lines = order.lines?.every(line => line.taxLines)
            ? order.lines
            : await this.connection.getRepository(ctx, OrderLine).find({ where: { order: { id: order.id } }, select: ['id', 'taxLines'] });
        return isReverseCharged({ lines });
    }
}
