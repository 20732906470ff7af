import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { internal_getRequestContext } from '@vendure/core/dist/api/common/request-context';
import gql from 'graphql-tag';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { CaptchaService } from './captcha.service';

/** Registration is a public form that creates something: its input carries the solved captcha. */
export const registrationCaptchaSchema = gql`
    extend input RegisterCustomerInput {
        "The solved captcha (ALTCHA payload or reCAPTCHA token); a registration without one is refused."
        captcha: String
    }
`;

/**
 * Puts the captcha in front of Vendure's own `registerCustomerAccount` (Shop API): the answer is
 * checked once (a replay is refused, 'Accept captcha' at the field `captcha`) and taken out of the
 * input before Vendure's resolver sees it.
 */
@Injectable()
export class RegistrationCaptchaInterceptor implements NestInterceptor {
    constructor(private captcha: CaptchaService) {}

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
        if (context.getType<string>() !== 'graphql') return next.handle();
        const gqlContext = GqlExecutionContext.create(context);
        const info = gqlContext.getInfo<{ fieldName: string; parentType: { name: string } }>();
        if (info.parentType.name !== 'Mutation' || info.fieldName !== 'registerCustomerAccount') return next.handle();
        const input = gqlContext.getArgs<{ input?: { captcha?: string | null } }>().input;
        const answer = input?.captcha;
        if (input) delete input.captcha;
        const ctx = internal_getRequestContext(gqlContext.getContext().req, context);
        return from(
            this.captcha.requireSolved(ctx, answer).then(() => lastValueFrom(next.handle(), { defaultValue: undefined })),
        );
    }
}
