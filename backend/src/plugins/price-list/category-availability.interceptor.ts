import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { LogicalOperator } from '@vendure/common/lib/generated-types';
import type { RequestContext } from '@vendure/core';
import { internal_getRequestContext } from '@vendure/core/dist/api/common/request-context';
import type { Request } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { PriceListService } from './price-list.service';

type Filter = Record<string, unknown> & { _and?: Filter[]; _or?: Filter[] };
interface ListArgs {
    options?: { filter?: Filter | null; filterOperator?: LogicalOperator | null } | null;
}

/**
 * Category availability follows the price list (spec section 6) in Vendure's own Shop API queries: a
 * customer whose price list sells only some categories gets no other products (`products` leaves
 * them out, `product` answers null) and no other categories (`collections`, `collection`). The shop's
 * listing (`productTemplatesList`) asks the price list itself; the cart refuses such products
 * (`SoldCategoriesOrderInterceptor`).
 */
@Injectable()
export class CategoryAvailabilityInterceptor implements NestInterceptor {
    constructor(private priceListService: PriceListService) {}

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
        if (context.getType<string>() !== 'graphql') return next.handle();
        const gql = GqlExecutionContext.create(context);
        const info = gql.getInfo<{ fieldName: string; parentType: { name: string } }>();
        if (info.parentType.name !== 'Query' || !['products', 'product', 'collections', 'collection'].includes(info.fieldName)) return next.handle();
        const req: Request | undefined = gql.getContext()?.req;
        const ctx = req && internal_getRequestContext(req, context);
        if (ctx?.apiType !== 'shop' || ctx.activeUserId == null) return next.handle();
        return from(this.run(ctx, info.fieldName, gql.getArgs<ListArgs>(), () => lastValueFrom(next.handle(), { defaultValue: undefined })));
    }

    private async run(ctx: RequestContext, field: string, args: ListArgs, resolve: () => Promise<unknown>): Promise<unknown> {
        const hidden = field.startsWith('product') ? await this.priceListService.hiddenProductIds(ctx) : await this.hiddenCategoryIds(ctx);
        if (!hidden) return resolve();
        if (field === 'products' || field === 'collections') {
            // the resolver reads the arguments object it was given: narrow its filter before it runs
            args.options = { ...(args.options ?? {}), ...withHidden(args.options, hidden) };
            return resolve();
        }
        const one = (await resolve()) as { id: unknown } | undefined | null;
        return one && hidden.includes(String(one.id)) ? null : one;
    }

    private async hiddenCategoryIds(ctx: RequestContext): Promise<string[] | null> {
        const access = await this.priceListService.categoryAccess(ctx);
        if (!access) return null;
        const all = await this.priceListService.channelCategoryIds(ctx);
        return all.filter(id => !access.shown.has(id));
    }
}

/** The list's filter, whatever its operator, and no hidden id. */
function withHidden(options: ListArgs['options'], hidden: string[]) {
    const filter = options?.filter;
    const own: Filter[] = !filter
        ? []
        : options?.filterOperator === LogicalOperator.OR
          ? [{ _or: Object.entries(filter).map(([key, value]) => ({ [key]: value }) as Filter) }]
          : [filter];
    return { filter: { _and: [...own, { id: { notIn: hidden } }] }, filterOperator: LogicalOperator.AND };
}
