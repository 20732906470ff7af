import { OnApplicationBootstrap } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import gql from 'graphql-tag';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { addEmailHandlers } from '../../common/email-handlers';
import { addTranslations, useShopLanguage } from '../../common/i18n';
import { CaptchaService } from './captcha.service';
import { Lead } from './lead.entity';
import { LeadAttachment } from './lead-attachment.entity';
import { LeadAttachmentsController } from './lead-attachments.controller';
import { SecurityPlugin } from '../security/security.plugin';
import { RegistrationCaptchaInterceptor, registrationCaptchaSchema } from './registration-captcha.interceptor';
import { RequestRateLimit } from './request-rate-limit';
import { leadConfirmationEmailHandler, leadStaffEmailHandler } from './requests-email.handlers';
import { LeadEntityResolver, RequestsAdminResolver, requestsAdminSchema, RequestsShopResolver, requestsShopSchema } from './requests.resolver';
import { RequestsService } from './requests.service';
import { REQUESTS_PLUGIN_OPTIONS, type RequestsOptions } from './constants';
import type { RequestsPluginOptions } from './types';
import { UsedCaptcha } from './used-captcha.entity';

/**
 * Requests (spec sections 2, 3 and 7): quote, callback, order change, complaint with photos,
 * question, sample and chat, each stored as one Lead for staff (a complaint's photos with it, private
 * to staff: LeadAttachment, opened by a signed link) (Admin API `leads`, the dashboard's
 * Leads page), mailed to the staff inbox and confirmed to the visitor in their language. Every
 * creating operation is rate limited and needs a solved captcha (CaptchaService), and so does
 * Vendure's own registration (RegistrationCaptchaInterceptor).
 */
@VendurePlugin({
    imports: [PluginCommonModule, SecurityPlugin],
    entities: [Lead, LeadAttachment, UsedCaptcha],
    controllers: [LeadAttachmentsController],
    providers: [{ provide: REQUESTS_PLUGIN_OPTIONS, useFactory: () => RequestsPlugin.options }, RequestsService, CaptchaService, RequestRateLimit, { provide: APP_INTERCEPTOR, useClass: RegistrationCaptchaInterceptor }],
    // the newsletter's sign-up uses the same captcha and rate limit
    exports: [CaptchaService, RequestRateLimit],
    configuration: config => {
        addEmailHandlers(leadStaffEmailHandler(RequestsPlugin.options), leadConfirmationEmailHandler(RequestsPlugin.options));
        return useShopLanguage(config);
    },
    shopApiExtensions: { schema: gql`
        ${requestsShopSchema}
        ${registrationCaptchaSchema}
    `, resolvers: [RequestsShopResolver] },
    adminApiExtensions: { schema: requestsAdminSchema, resolvers: [RequestsAdminResolver, LeadEntityResolver] },
    dashboard: './dashboard/index.tsx',
    compatibility: '^3.0.0',
})
export class RequestsPlugin implements OnApplicationBootstrap {
    static options: RequestsOptions = {
        shopUrl: 'http://localhost:4321',
        adminUrl: 'http://localhost:3000',
        captchaSecret: 'timber-shop-dev-captcha-secret',
        // about a second of a phone's time; a bot pays it for every request
        captchaWork: { cost: 2000, minCounter: 200, maxCounter: 800 },
        rateLimit: { points: 20, durationSeconds: 600 },
    };

    static init(options: RequestsPluginOptions & { shopUrl: string; adminUrl: string }) {
        RequestsPlugin.options = {
            ...RequestsPlugin.options,
            ...options,
            shopUrl: options.shopUrl.replace(/\/$/, ''),
            adminUrl: options.adminUrl.replace(/\/$/, ''),
        } as RequestsOptions;
        return RequestsPlugin;
    }

    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        addTranslations(this.i18nService, __dirname);
    }
}
