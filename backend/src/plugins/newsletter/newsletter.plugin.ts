import { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { addEmailHandlers } from '../../common/email-handlers';
import { addTranslations, useShopLanguage } from '../../common/i18n';
import { RequestsPlugin } from '../requests/requests.plugin';
import { MailingContact, MailingList } from './mailing.entities';
import { newsletterConfirmEmailHandler } from './newsletter-email.handler';
import {
    MailingContactEntityResolver,
    NewsletterAdminResolver,
    newsletterAdminSchema,
    NewsletterShopResolver,
    newsletterShopSchema,
} from './newsletter.resolver';
import { NewsletterService } from './newsletter.service';

/**
 * Newsletter (spec sections 4 and 7): mailing lists per language, a contact per address with its
 * lists, the footer's sign-up with double opt-in and the unsubscribe link, and staff's view of
 * lists and contacts in the dashboard. Sign-ups share the requests plugin's captcha and rate limit.
 */
@VendurePlugin({
    imports: [PluginCommonModule, RequestsPlugin],
    entities: [MailingList, MailingContact],
    providers: [NewsletterService],
    configuration: config => {
        addEmailHandlers(newsletterConfirmEmailHandler(NewsletterPlugin.options));
        return useShopLanguage(config);
    },
    shopApiExtensions: { schema: newsletterShopSchema, resolvers: [NewsletterShopResolver, MailingContactEntityResolver] },
    adminApiExtensions: { schema: newsletterAdminSchema, resolvers: [NewsletterAdminResolver, MailingContactEntityResolver] },
    dashboard: './dashboard/index.tsx',
    compatibility: '^3.0.0',
})
export class NewsletterPlugin implements OnApplicationBootstrap {
    static options = { shopUrl: 'http://localhost:4321' };

    static init(options: { shopUrl: string }) {
        NewsletterPlugin.options = { shopUrl: options.shopUrl.replace(/\/$/, '') };
        return NewsletterPlugin;
    }

    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        addTranslations(this.i18nService, __dirname);
    }
}
