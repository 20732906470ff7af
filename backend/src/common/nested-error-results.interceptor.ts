import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { type GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import { I18nService } from '@vendure/core';
import { map } from 'rxjs/operators';

interface ErrorResultLike {
    errorCode: string;
    message: string;
}

const isErrorResult = (value: unknown): value is ErrorResultLike =>
    typeof value === 'object' && value !== null && typeof (value as ErrorResultLike).errorCode === 'string' && typeof (value as ErrorResultLike).message === 'string';

/**
 * Vendure translates an ErrorResult only when it is a mutation's own result; those in a result's
 * `errorResults` list (addItemsToOrder, adjustOrderLine's batch siblings) keep their code as the
 * message, so a shopper would read "ORDER_LIMIT_ERROR". This translates them the same way
 * (`errorResult.<CODE>` in the request's language, the shop's texts in common/i18n).
 */
@Injectable()
export class NestedErrorResultsInterceptor implements NestInterceptor {
    constructor(private i18nService: I18nService) {}

    intercept(context: ExecutionContext, next: CallHandler) {
        if (context.getType<GqlContextType>() !== 'graphql') return next.handle();
        const req = GqlExecutionContext.create(context).getContext().req;
        return next.handle().pipe(
            map(async pending => {
                const result = await pending;
                const nested = (result as { errorResults?: unknown } | null)?.errorResults;
                if (Array.isArray(nested)) {
                    // untranslated results carry their code as the message
                    for (const error of nested) if (isErrorResult(error) && error.message === error.errorCode) this.i18nService.translateErrorResult(req, error as never);
                }
                return result;
            }),
        );
    }
}
