import { Inject, Injectable } from '@nestjs/common';
import { ConfigService, Logger, RequestContext, TransactionalConnection } from '@vendure/core';
import { LessThan } from 'typeorm';
import { clientAddress } from '../../common/client-address';
import { FieldInputError } from './field-input.error';
import { loggerCtx, REQUESTS_PLUGIN_OPTIONS, type RequestsOptions } from './constants';
import { UsedCaptcha } from './used-captcha.entity';

/*
 * altcha-lib is an ES module package with CommonJS builds beside it; the backend runs as CommonJS
 * (swc-node), so it loads those, typed by the package's own declarations.
 */
const { createChallenge, randomInt } = require('altcha-lib') as typeof import('altcha-lib', { with: { 'resolution-mode': 'import' }});
const { deriveKey } = require('altcha-lib/algorithms/pbkdf2') as typeof import('altcha-lib/algorithms/pbkdf2', { with: { 'resolution-mode': 'import' }});
const { verify } = require('altcha-lib/frameworks/shared') as typeof import('altcha-lib/frameworks/shared', { with: { 'resolution-mode': 'import' }});

/** How long a challenge may be solved and sent; accepted ones are remembered this long (replays refused). */
const CHALLENGE_LIFETIME_MS = 20 * 60 * 1000;

export type CaptchaConfig = { provider: 'altcha' } | { provider: 'recaptcha'; siteKey: string };

/**
 * The captcha of every public form that creates something (spec section 7): the self-hosted
 * proof of work (ALTCHA) by default, reCAPTCHA v2 when its keys are configured. Verified here,
 * once: a solution that was accepted before is a replay and refused with 'Accept captcha'.
 */
@Injectable()
export class CaptchaService {
    constructor(
        private connection: TransactionalConnection,
        private configService: ConfigService,
        @Inject(REQUESTS_PLUGIN_OPTIONS) private options: RequestsOptions,
    ) {}

    config(): CaptchaConfig {
        const { recaptcha } = this.options;
        return recaptcha ? { provider: 'recaptcha', siteKey: recaptcha.siteKey } : { provider: 'altcha' };
    }

    /** A signed ALTCHA challenge for the widget. */
    async challenge() {
        const { captchaSecret, captchaWork } = this.options;
        return createChallenge({
            algorithm: 'PBKDF2/SHA-256',
            cost: captchaWork.cost,
            counter: randomInt(captchaWork.minCounter, captchaWork.maxCounter),
            deriveKey,
            hmacSignatureSecret: captchaSecret,
            expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
        });
    }

    /** Refuses the request unless its captcha answer is valid and new. */
    async requireSolved(ctx: RequestContext, answer: string | null | undefined): Promise<void> {
        if (!answer) throw new FieldInputError('captcha', 'error.requests.captcha');
        const ok = this.options.recaptcha ? await this.verifyRecaptcha(ctx, answer) : await this.verifyAltcha(ctx, answer);
        if (!ok) throw new FieldInputError('captcha', 'error.requests.captcha');
    }

    private async verifyAltcha(ctx: RequestContext, payload: string): Promise<boolean> {
        const repository = this.connection.getRepository(ctx, UsedCaptcha);
        const store = {
            get: async (key: string) => repository.exists({ where: { challengeId: key } }),
            set: async () => undefined,
            // the unique column makes the insert atomic: of two sends of one solution, one fails
            setIfAbsent: async (key: string) => {
                try {
                    await repository.insert({ challengeId: key.slice(0, 128) });
                    return true;
                } catch {
                    return false;
                }
            },
        };
        const result = await verify(payload, deriveKey, this.options.captchaSecret, undefined, store);
        if (result.error) Logger.verbose(`Captcha refused: ${result.error}`, loggerCtx);
        await repository.delete({ createdAt: LessThan(new Date(Date.now() - CHALLENGE_LIFETIME_MS)) });
        return !result.error;
    }

    /** reCAPTCHA v2: Google's siteverify says whether the token is valid; a token is valid once (Google refuses replays). */
    private async verifyRecaptcha(ctx: RequestContext, token: string): Promise<boolean> {
        const { secretKey, verifyUrl = 'https://www.google.com/recaptcha/api/siteverify' } = this.options.recaptcha!;
        const body = new URLSearchParams({ secret: secretKey, response: token });
        if (ctx.req) body.set('remoteip', clientAddress(this.configService, ctx.req));
        try {
            const answer = await fetch(verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(10_000) });
            const result = (await answer.json()) as { success?: boolean; 'error-codes'?: string[] };
            if (!result.success) Logger.verbose(`reCAPTCHA refused: ${result['error-codes']?.join(', ')}`, loggerCtx);
            return result.success === true;
        } catch (error) {
            Logger.error(`reCAPTCHA verification failed: ${error}`, loggerCtx);
            return false;
        }
    }
}
