import { EmailEventListener } from '@vendure/email-plugin';
import { EntityHydrator } from '@vendure/core';
import { BRAND, homePath, LOCALE_INFO, localeUrl, type Locale, resolveLocale, splitChatDescription } from '@timber-shop/rules';
import { type Translator, translator } from '../../common/i18n';
import { brandVars, replyToBrand } from '../../common/shop-mail';
import { ATTACHMENT_LINK_MS, attachmentUrl } from './lead-attachments';
import { LeadCreatedEvent } from './lead-created.event';
import type { Lead } from './lead.entity';

interface LeadMailOptions {
    shopUrl: string;
    /** the backend's own address, for links into the admin dashboard and to the photos */
    adminUrl: string;
    /** signs the photos' links */
    captchaSecret: string;
    staffEmail?: string;
}

type QuoteLine = { name: string; sku: string; quantity: number };

/** The staff inbox: every new lead, in Dutch (the merchant's language), naming the visitor's language. */
export function leadStaffEmailHandler(options: LeadMailOptions) {
    return new EmailEventListener('lead-staff')
        .on(LeadCreatedEvent)
        .loadData(async ({ event, injector }) => {
            await injector.get(EntityHydrator).hydrate(event.ctx, event.lead, { relations: ['attachments'] });
            return {};
        })
        .setRecipient(event => options.staffEmail ?? BRAND[resolveLocale(event.lead.locale)].email)
        .setFrom('{{ sender }}')
        // staff answer the visitor by replying
        .setOptionalAddressFields(event => ({ replyTo: event.lead.emailAddress }))
        .setSubject(event => {
            const t = translator('nl');
            return t.text('mail.lead-staff.subject', { type: t.text(`lead.type.${event.lead.type}`), name: event.lead.name || event.lead.emailAddress });
        })
        .setTemplateVars(event => {
            const t = translator('nl');
            const { lead } = event;
            return {
                ...brandVars('nl'),
                texts: t.texts('mail.lead-staff', { type: t.text(`lead.type.${lead.type}`), name: lead.name || lead.emailAddress, id: lead.id }),
                rows: staffRows(lead, t),
                lines: (lead.payload?.lines as QuoteLine[] | undefined) ?? [],
                attachments: (lead.attachments ?? []).map(photo => ({
                    name: photo.fileName,
                    url: attachmentUrl(options.adminUrl, options.captchaSecret, photo.id, ATTACHMENT_LINK_MS.mail),
                })),
                adminUrl: `${options.adminUrl.replace(/\/+$/, '')}/dashboard/leads`,
            };
        })
        .setMockEvent({ createdAt: new Date(), lead: MOCK_LEAD, confirm: true });
}

/**
 * The visitor's confirmation, in the language of the request: what arrived (their own words, the
 * order number, the sample and where it goes, the quote's lines), when we answer, and the request's
 * number to quote. A chat message is echoed without the pages appended for staff.
 */
export function leadConfirmationEmailHandler(options: LeadMailOptions) {
    return new EmailEventListener('lead-confirmation')
        .on(LeadCreatedEvent)
        .filter(event => event.confirm)
        .setRecipient(event => event.lead.emailAddress)
        .setFrom('{{ sender }}')
        .setOptionalAddressFields(event => replyToBrand(resolveLocale(event.lead.locale)))
        .setSubject(event => {
            const t = translator(resolveLocale(event.lead.locale));
            return t.text('mail.lead-confirmation.subject', { brand: BRAND[t.locale].name, what: t.text(`mail.lead-confirmation.what.${event.lead.type}`) });
        })
        .setTemplateVars(event => {
            const locale: Locale = resolveLocale(event.lead.locale);
            const t = translator(locale);
            const { lead } = event;
            const payload = lead.payload ?? {};
            const address = payload.address as SampleAddress | undefined;
            return {
                ...brandVars(locale),
                texts: t.texts('mail.lead-confirmation', {
                    brand: BRAND[locale].name,
                    what: t.text(`mail.lead-confirmation.what.${lead.type}`),
                    label: t.text(`lead.type.${lead.type}`),
                    id: lead.id,
                    phone: lead.phoneNumber ?? '',
                }),
                greeting: lead.name ? t.text('mail.lead-confirmation.greeting', { name: lead.name }) : t.text('mail.lead-confirmation.greetingAnonymous'),
                callback: lead.type === 'callback' && !!lead.phoneNumber,
                message: lead.type === 'chat' ? splitChatDescription(lead.message ?? '').text : lead.message,
                orderNumber: payload.orderNumber as string | undefined,
                sample: payload.variantName ? String(payload.variantName) : undefined,
                sampleAddress: address && addressLines(address, locale),
                lines: (payload.lines as QuoteLine[] | undefined) ?? [],
                shopUrl: localeUrl(locale, homePath(locale), options.shopUrl),
            };
        })
        .setMockEvent({ createdAt: new Date(), lead: MOCK_LEAD, confirm: true });
}

type SampleAddress = { streetLine1: string; postalCode: string; city: string; countryCode: string };

/** A sample's address as a letter shows it, the country named in the mail's language. */
function addressLines(address: SampleAddress, locale: Locale): string {
    const country = new Intl.DisplayNames([LOCALE_INFO[locale].tag], { type: 'region' }).of(address.countryCode) ?? address.countryCode;
    return `${address.streetLine1}\n${address.postalCode} ${address.city}\n${country}`;
}

/** What staff read about a lead, in Dutch: the chat's visited pages in a row of their own, the language and country named. */
function staffRows(lead: Lead, t: Translator) {
    const payload = lead.payload ?? {};
    const address = payload.address as SampleAddress | undefined;
    const campaign = lead.campaign ? Object.values(lead.campaign).filter(Boolean).join(' / ') : '';
    const chat = lead.type === 'chat' ? splitChatDescription(lead.message ?? '') : undefined;
    const language = new Intl.DisplayNames([LOCALE_INFO[t.locale].tag], { type: 'language' }).of(resolveLocale(lead.locale));
    const rows: Array<[string, unknown]> = [
        ['type', t.text(`lead.type.${lead.type}`)],
        ['name', lead.name],
        ['email', lead.emailAddress],
        ['phone', lead.phoneNumber],
        ['company', lead.company],
        ['locale', language],
        ['orderNumber', payload.orderNumber],
        ['sample', payload.variantName ? `${payload.productName} (${payload.sku})` : ''],
        ['address', address ? addressLines(address, t.locale) : ''],
        ['message', chat ? chat.text : lead.message],
        ['visitedPages', chat?.pages.join('\n')],
        ['campaign', campaign],
    ];
    return rows.filter(([, value]) => value).map(([key, value]) => ({ label: t.text(`mail.lead-staff.fields.${key}`), value: String(value) }));
}

const MOCK_LEAD = {
    id: 1,
    type: 'quote',
    status: 'new',
    name: 'Jan de Vries',
    emailAddress: 'customer@example.com',
    phoneNumber: '+31 6 12345678',
    company: 'De Vries Tuinen',
    message: 'Graag een offerte voor 40 m2 vlonder.',
    locale: 'nl',
    payload: { lines: [{ name: 'Douglas plank 28x195 mm, 300 cm', sku: 'DG-28195-300', quantity: 40 }] },
    campaign: null,
    attachments: [],
} as unknown as Lead;
