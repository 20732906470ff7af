import { EmailEventListener } from '@vendure/email-plugin';
import { EntityHydrator } from '@vendure/core';
import { absoluteUrl, BRAND, homePath, type Locale, resolveLocale } from '@timber-shop/rules';
import { translator } from '../../common/i18n';
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
        .setFrom('{{ fromAddress }}')
        .setSubject(event => {
            const t = translator('nl');
            return t.text('mail.lead-staff.subject', { type: t.text(`lead.type.${event.lead.type}`), name: event.lead.name || event.lead.emailAddress });
        })
        .setTemplateVars(event => {
            const t = translator('nl');
            const { lead } = event;
            return {
                brand: BRAND.nl.name,
                texts: t.texts('mail.lead-staff', { type: t.text(`lead.type.${lead.type}`), name: lead.name }),
                rows: staffRows(lead, t.text.bind(t)),
                lines: (lead.payload?.lines as QuoteLine[] | undefined) ?? [],
                attachments: (lead.attachments ?? []).map(photo => ({
                    name: photo.fileName,
                    url: attachmentUrl(options.adminUrl, options.captchaSecret, photo.id, ATTACHMENT_LINK_MS.mail),
                })),
                adminUrl: absoluteUrl(options.adminUrl, '/dashboard/leads'),
            };
        })
        .setMockEvent({ createdAt: new Date(), lead: MOCK_LEAD, confirm: true });
}

/** The visitor's confirmation, in the language of the request. */
export function leadConfirmationEmailHandler(options: LeadMailOptions) {
    return new EmailEventListener('lead-confirmation')
        .on(LeadCreatedEvent)
        .filter(event => event.confirm)
        .setRecipient(event => event.lead.emailAddress)
        .setFrom('{{ fromAddress }}')
        .setSubject(event => {
            const t = translator(resolveLocale(event.lead.locale));
            return t.text('mail.lead-confirmation.subject', { brand: BRAND[t.locale].name, type: t.text(`lead.type.${event.lead.type}`) });
        })
        .setTemplateVars(event => {
            const locale: Locale = resolveLocale(event.lead.locale);
            const t = translator(locale);
            const { lead } = event;
            return {
                brand: BRAND[locale].name,
                texts: t.texts('mail.lead-confirmation', { brand: BRAND[locale].name, type: t.text(`lead.type.${lead.type}`) }),
                greeting: lead.name ? t.text('mail.lead-confirmation.greeting', { name: lead.name }) : t.text('mail.lead-confirmation.greetingAnonymous'),
                message: lead.message,
                lines: (lead.payload?.lines as QuoteLine[] | undefined) ?? [],
                reference: String(lead.id),
                shopUrl: absoluteUrl(options.shopUrl, homePath(locale)),
            };
        })
        .setMockEvent({ createdAt: new Date(), lead: MOCK_LEAD, confirm: true });
}

function staffRows(lead: Lead, text: (key: string) => string) {
    const payload = lead.payload ?? {};
    const address = payload.address as Record<string, string> | undefined;
    const campaign = lead.campaign ? Object.values(lead.campaign).filter(Boolean).join(' / ') : '';
    const rows: Array<[string, unknown]> = [
        ['type', text(`lead.type.${lead.type}`)],
        ['name', lead.name],
        ['email', lead.emailAddress],
        ['phone', lead.phoneNumber],
        ['company', lead.company],
        ['locale', lead.locale],
        ['orderNumber', payload.orderNumber],
        ['sample', payload.variantName ? `${payload.productName} (${payload.sku})` : ''],
        ['address', address ? `${address.streetLine1}\n${address.postalCode} ${address.city}\n${address.countryCode}` : ''],
        ['message', lead.message],
        ['campaign', campaign],
    ];
    return rows.filter(([, value]) => value).map(([key, value]) => ({ label: text(`mail.lead-staff.fields.${key}`), value: String(value) }));
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
