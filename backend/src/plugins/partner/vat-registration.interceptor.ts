import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { CustomerService, RequestContextService, UserService } from '@vendure/core';
import { internal_getRequestContext } from '@vendure/core/dist/api/common/request-context';
import type { Request } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { VatCheckService } from './vat-check.service';

interface RegisterArgs {
    input?: { emailAddress?: string; vatNumber?: string | null };
}

/**
 * The VAT number at registration (the register page and the checkout's register step): Vendure's
 * own `registerCustomerAccount` takes `vatNumber` beside its fields. Before the account is made the
 * number's format is checked and VIES asked: a number VIES does not know is refused with a message,
 * so the customer corrects it; VIES unavailable lets the registration through and the check is
 * retried. The number is stored only on an account this registration made: like Vendure, an
 * anonymous caller must not write onto an existing customer (GHSA-wr5h-x3x6-4h23).
 */
@Injectable()
export class VatRegistrationInterceptor implements NestInterceptor {
    constructor(
        private vatCheckService: VatCheckService,
        private userService: UserService,
        private customerService: CustomerService,
        private requestContextService: RequestContextService,
    ) {}

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
        if (context.getType<string>() !== 'graphql') return next.handle();
        const gql = GqlExecutionContext.create(context);
        const info = gql.getInfo<{ fieldName: string; parentType: { name: string } }>();
        if (info.parentType.name !== 'Mutation' || info.fieldName !== 'registerCustomerAccount') return next.handle();
        const input = gql.getArgs<RegisterArgs>().input;
        const vatNumber = input?.vatNumber?.trim();
        const req: Request | undefined = gql.getContext()?.req;
        if (!vatNumber || !input?.emailAddress || !req) return next.handle();
        return from(this.register(req, context, input.emailAddress, vatNumber, () => lastValueFrom(next.handle(), { defaultValue: undefined })));
    }

    private async register(req: Request, context: ExecutionContext, emailAddress: string, vatNumber: string, run: () => Promise<unknown>) {
        const requestCtx = internal_getRequestContext(req, context);
        const { value, status } = await this.vatCheckService.checkBeforeRegistration(vatNumber);
        const existed = !!(await this.userService.getUserByEmailAddress(requestCtx, emailAddress, 'customer'));
        const result = (await run()) as { success?: boolean; errorCode?: string } | undefined;
        if (existed || !result?.success) return result;
        // the registration's transaction has ended: a fresh context for the write
        const ctx = await this.requestContextService.create({ apiType: 'admin', languageCode: requestCtx.languageCode });
        const user = await this.userService.getUserByEmailAddress(ctx, emailAddress, 'customer');
        const customer = user && (await this.customerService.findOneByUserId(ctx, user.id, false));
        if (customer) await this.vatCheckService.store(ctx, customer.id, value, status);
        return result;
    }
}
