import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { CustomerService, RequestContextService, UserInputError, UserService } from '@vendure/core';
import { internal_getRequestContext } from '@vendure/core/dist/api/common/request-context';
import type { Request } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { PARTNER_ERRORS } from './partner.service';
import { INDUSTRIES } from './industries';
import { VatCheckService } from './vat-check.service';

interface RegisterArgs {
    input?: { emailAddress?: string; vatNumber?: string | null; industryId?: number | null };
}

/**
 * The company data at registration (the register page and the checkout's register step): Vendure's
 * own `registerCustomerAccount` takes `vatNumber` and `industryId` beside its fields.
 * - The VAT number: before the account is made its format is checked and VIES asked: a number VIES
 *   does not know is refused with a message, so the customer corrects it; VIES unavailable lets the
 *   registration through and the check is retried.
 * - The industry (spec section 5: its id converted to a number, which GraphQL's Int holds): one of
 *   getIndustries, else refused before the account is made.
 * Both are stored only on an account this registration made: like Vendure, an anonymous caller must
 * not write onto an existing customer (GHSA-wr5h-x3x6-4h23).
 */
@Injectable()
export class CompanyRegistrationInterceptor implements NestInterceptor {
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
        const vatNumber = input?.vatNumber?.trim() || undefined;
        const industryId = input?.industryId ?? undefined;
        const req: Request | undefined = gql.getContext()?.req;
        if ((!vatNumber && industryId === undefined) || !input?.emailAddress || !req) return next.handle();
        return from(this.register(req, context, input.emailAddress, { vatNumber, industryId }, () => lastValueFrom(next.handle(), { defaultValue: undefined })));
    }

    private async register(req: Request, context: ExecutionContext, emailAddress: string, company: { vatNumber?: string; industryId?: number }, run: () => Promise<unknown>) {
        const requestCtx = internal_getRequestContext(req, context);
        if (company.industryId !== undefined && !INDUSTRIES.some(i => i.id === company.industryId)) throw new UserInputError(PARTNER_ERRORS.unknownIndustry);
        const vat = company.vatNumber ? await this.vatCheckService.checkBeforeRegistration(company.vatNumber) : undefined;
        const existed = !!(await this.userService.getUserByEmailAddress(requestCtx, emailAddress, 'customer'));
        const result = (await run()) as { success?: boolean; errorCode?: string } | undefined;
        if (existed || !result?.success) return result;
        // the registration's transaction has ended: a fresh context for the write
        const ctx = await this.requestContextService.create({ apiType: 'admin', languageCode: requestCtx.languageCode });
        const user = await this.userService.getUserByEmailAddress(ctx, emailAddress, 'customer');
        const customer = user && (await this.customerService.findOneByUserId(ctx, user.id, false));
        if (!customer) return result;
        if (company.industryId !== undefined) await this.customerService.update(ctx, { id: customer.id, customFields: { industryId: company.industryId } });
        if (vat) await this.vatCheckService.store(ctx, customer.id, vat.value, vat.status);
        return result;
    }
}
