import { randomBytes } from 'node:crypto';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
    CustomerService,
    EventBus,
    type ID,
    ListQueryBuilder,
    type ListQueryOptions,
    RequestContext,
    RequestContextService,
    TransactionalConnection,
    VendureEvent,
} from '@vendure/core';
import { LOCALES, type Locale, resolveLocale } from '@timber-shop/rules';
import { In } from 'typeorm';
import { CaptchaService } from '../requests/captcha.service';
import { FieldInputError } from '../requests/field-input.error';
import { RequestRateLimit } from '../requests/request-rate-limit';
import { MailingContact, MailingList } from './mailing.entities';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The lists a new shop starts with: one newsletter per language. */
const DEFAULT_LISTS: Record<Locale, string> = { nl: 'Nieuwsbrief', en: 'Newsletter', de: 'Newsletter (Deutsch)' };

/** Someone asked to subscribe: the double opt-in mail goes out. */
export class NewsletterSubscribeEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public contact: MailingContact,
    ) {
        super();
    }
}

/**
 * The newsletter (spec section 7: getMailings, getMailingContact, newsLetterSubscribe,
 * subscribeNewsletter): mailing lists per language, one contact per address with its lists, double
 * opt-in by a mailed link whose token also unsubscribes.
 */
@Injectable()
export class NewsletterService implements OnApplicationBootstrap {
    constructor(
        private connection: TransactionalConnection,
        private captcha: CaptchaService,
        private rateLimit: RequestRateLimit,
        private customerService: CustomerService,
        private listQueryBuilder: ListQueryBuilder,
        private eventBus: EventBus,
        private requestContextService: RequestContextService,
    ) {}

    /** A new shop gets one list per language (staff rename or add lists in the dashboard). */
    async onApplicationBootstrap() {
        const ctx = await this.requestContextService.create({ apiType: 'admin' });
        const repository = this.connection.getRepository(ctx, MailingList);
        if ((await repository.count()) > 0) return;
        await repository.insert(LOCALES.map(locale => ({ code: `newsletter-${locale}`, name: DEFAULT_LISTS[locale], locale, isDefault: true })));
    }

    mailings(ctx: RequestContext) {
        return this.connection.getRepository(ctx, MailingList).find({ where: { locale: resolveLocale(ctx.languageCode) }, order: { id: 'ASC' } });
    }

    /** The logged-in customer's contact, or null. */
    async mailingContact(ctx: RequestContext) {
        const customer = ctx.activeUserId ? await this.customerService.findOneByUserId(ctx, ctx.activeUserId) : undefined;
        if (!customer) return null;
        return this.connection
            .getRepository(ctx, MailingContact)
            .findOne({ where: { emailAddress: customer.emailAddress.toLowerCase() }, relations: ['subscriptions'] });
    }

    /** The footer's sign-up: the language's default list, confirmed by the mailed link. */
    async subscribe(ctx: RequestContext, emailAddress: string, captcha: string) {
        await this.rateLimit.consume(ctx);
        await this.captcha.requireSolved(ctx, captcha);
        const address = emailAddress.trim().toLowerCase();
        if (!address) throw new FieldInputError('emailAddress', 'error.requests.required');
        if (!EMAIL.test(address)) throw new FieldInputError('emailAddress', 'error.requests.email');
        const locale = resolveLocale(ctx.languageCode);
        const list = await this.connection.getRepository(ctx, MailingList).findOne({ where: { locale, isDefault: true } });
        const contact = await this.contactFor(ctx, address, locale);
        // a confirmed address is not asked again; an unconfirmed one gets the link (again), within the shop's limit per recipient
        if (!contact.confirmedAt) await this.rateLimit.mailTo(address);
        if (list && !contact.subscriptions.some(s => s.id === list.id)) contact.subscriptions.push(list);
        await this.connection.getRepository(ctx, MailingContact).save(contact);
        if (!contact.confirmedAt) await this.eventBus.publish(new NewsletterSubscribeEvent(ctx, contact));
        return true;
    }

    /** The logged-in customer's lists (their account's address is verified, so no opt-in mail). */
    async setSubscriptions(ctx: RequestContext, mailingIds: ID[]) {
        const customer = ctx.activeUserId ? await this.customerService.findOneByUserId(ctx, ctx.activeUserId) : undefined;
        if (!customer) return null;
        const contact = await this.contactFor(ctx, customer.emailAddress.toLowerCase(), resolveLocale(ctx.languageCode));
        contact.subscriptions = mailingIds.length ? await this.connection.getRepository(ctx, MailingList).find({ where: { id: In(mailingIds) } }) : [];
        contact.confirmedAt ??= new Date();
        contact.customerId = customer.id;
        return this.connection.getRepository(ctx, MailingContact).save(contact);
    }

    async confirm(ctx: RequestContext, token: string) {
        const contact = await this.connection.getRepository(ctx, MailingContact).findOne({ where: { token } });
        if (!contact) return false;
        contact.confirmedAt ??= new Date();
        await this.connection.getRepository(ctx, MailingContact).save(contact);
        return true;
    }

    /** The link in every mailing: off every list. */
    async unsubscribe(ctx: RequestContext, token: string) {
        const contact = await this.connection.getRepository(ctx, MailingContact).findOne({ where: { token }, relations: ['subscriptions'] });
        if (!contact) return false;
        contact.subscriptions = [];
        await this.connection.getRepository(ctx, MailingContact).save(contact);
        return true;
    }

    lists(ctx: RequestContext, options?: ListQueryOptions<MailingList>) {
        return this.listQueryBuilder
            .build(MailingList, options, { ctx })
            .getManyAndCount()
            .then(([items, totalItems]) => ({ items, totalItems }));
    }

    contacts(ctx: RequestContext, options?: ListQueryOptions<MailingContact>) {
        return this.listQueryBuilder
            .build(MailingContact, options, { ctx, relations: ['subscriptions'] })
            .getManyAndCount()
            .then(([items, totalItems]) => ({ items, totalItems }));
    }

    private async contactFor(ctx: RequestContext, emailAddress: string, locale: Locale): Promise<MailingContact> {
        const repository = this.connection.getRepository(ctx, MailingContact);
        const existing = await repository.findOne({ where: { emailAddress }, relations: ['subscriptions'] });
        if (existing) return existing;
        const contact = repository.create({ emailAddress, locale, token: randomBytes(24).toString('hex'), confirmedAt: null, customerId: null });
        contact.subscriptions = [];
        return contact;
    }
}
