import {
    Customer,
    CustomerService,
    ErrorResultUnion,
    GuestCheckoutStrategy,
    Injector,
    normalizeEmailAddress,
    Order,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import { AlreadyLoggedInError, EmailAddressConflictError } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';
import type { CreateCustomerInput, SetCustomerForOrderResult } from '@vendure/common/lib/generated-shop-types';
import { IsNull } from 'typeorm';

/**
 * Guest checkout as Vendure's default, with one addition: an e-mail address whose account is not
 * confirmed yet may order as a guest. A customer who registers in the checkout gets a mail to
 * confirm the address and can meanwhile finish the order as a guest with that same address; the
 * order joins that customer (and so the account's history once confirmed). The account's own
 * profile (name, phone) is left as registered. A confirmed account still has to log in
 * (EMAIL_ADDRESS_CONFLICT_ERROR), as with Vendure's default.
 */
export class UnverifiedAccountGuestCheckoutStrategy implements GuestCheckoutStrategy {
    private connection: TransactionalConnection;
    private customerService: CustomerService;

    init(injector: Injector) {
        this.connection = injector.get(TransactionalConnection);
        this.customerService = injector.get(CustomerService);
    }

    async setCustomerForOrder(ctx: RequestContext, _order: Order, input: CreateCustomerInput): Promise<ErrorResultUnion<SetCustomerForOrderResult, Customer>> {
        if (ctx.activeUserId) return new AlreadyLoggedInError();
        const emailAddress = normalizeEmailAddress(input.emailAddress);
        const existing = await this.connection.getRepository(ctx, Customer).findOne({
            where: { emailAddress, deletedAt: IsNull() },
            relations: ['user'],
        });
        if (existing?.user) {
            if (existing.user.verified) return new EmailAddressConflictError();
            return this.customerService.createOrUpdate(ctx, { emailAddress }, false);
        }
        return this.customerService.createOrUpdate(ctx, input, true);
    }
}
