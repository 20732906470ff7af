import fs from 'node:fs';
import path from 'node:path';
import {
    AccountRegistrationEvent,
    Channel,
    ConfigService,
    DefaultOrderTaxCalculationStrategy,
    EntityHydrator,
    HistoryService,
    I18nService,
    IdentifierChangeRequestEvent,
    NativeAuthenticationMethod,
    type Order,
    OrderStateTransitionEvent,
    PasswordResetEvent,
    RequestContext,
    ShippingMethodService,
    User,
} from '@vendure/core';
import { type EmailEventHandler, FileBasedTemplateLoader, HandlebarsMjmlGenerator } from '@vendure/email-plugin';
import { BRAND, LEAD_TYPES, LOCALES, type Locale, REVERSE_CHARGE_TAX_LINE, chatDescription } from '@timber-shop/rules';
import sanitizeHtml from 'sanitize-html';
import { beforeAll, describe, expect, it } from 'vitest';
import { addTranslations } from './i18n';
// first the plugin its services import back (the newsletter's service reaches it through the rate limit)
import '../plugins/requests/requests.plugin';
import { emailAddressChangeEmailHandler, passwordResetEmailHandler, verificationEmailHandler } from '../plugins/account/account-email.handlers';
import { CartEmailEvent, cartEmailHandler } from '../plugins/cart/cart-email.handler';
import { COUPON_NAME } from '../plugins/cart/constants';
import { CUSTOMER_ORDERS_OPTIONS, DEFAULT_MERCHANT } from '../plugins/customer-orders/constants';
import { OrderLinkService } from '../plugins/customer-orders/order-link.service';
import { InvoiceCreatedEvent } from '../plugins/customer-orders/invoice-created.event';
import { invoiceEmailHandler } from '../plugins/customer-orders/invoice-email.handler';
import type { Invoice } from '../plugins/customer-orders/invoice.entity';
import { orderSnapshot } from '../plugins/customer-orders/invoice.service';
import { METHOD_TEXTS } from '../plugins/delivery/constants';
import type { MailingContact } from '../plugins/newsletter/mailing.entities';
import { newsletterConfirmEmailHandler } from '../plugins/newsletter/newsletter-email.handler';
import { NewsletterSubscribeEvent } from '../plugins/newsletter/newsletter.service';
import { orderCancelledEmailHandler } from '../plugins/orders/order-cancelled-email.handler';
import { orderConfirmationEmailHandler } from '../plugins/orders/order-confirmation-email.handler';
import { quoteEmailHandler, quoteSentEmailHandler } from '../plugins/quotes/quote-email.handler';
import { LeadCreatedEvent } from '../plugins/requests/lead-created.event';
import type { Lead } from '../plugins/requests/lead.entity';
import { leadConfirmationEmailHandler, leadStaffEmailHandler } from '../plugins/requests/requests-email.handlers';

/**
 * Every mail the shop sends, rendered from its handler and template as the EmailPlugin renders it
 * (Handlebars, MJML) in nl, en and de: each request type (visitor and staff), each order variant
 * (guest, account with prices excl. VAT on account, discount, pick-up, Belgium, Germany, reverse
 * charge, paid by card) through order confirmation, cancellation (by the customer, by staff) and
 * invoice, the quote mails, the cart mail and the account and newsletter mails. A mail fails on
 * an unresolved placeholder (`{…}`, `{{…}}`, an i18n key), a word or text of another of the shop's
 * languages, a sender or reply-to other than the brand of its language, or a bare number.
 *
 * What the customer or visitor typed (names, messages, product names) is theirs and is left out
 * of the language checks; the shop's own words are not.
 */

const SHOP_URL = 'https://shop.example';
const TEMPLATES = path.join(__dirname, '../../email-templates');

// ---------- what counts as another language ----------

/** Everyday words of each language; a mail in one language may not use the others' (minus its own). */
const WORDS: Record<Locale, string[]> = {
    nl: ['je', 'jouw', 'het', 'een', 'en', 'van', 'met', 'bestelling', 'bedankt', 'hebben', 'ontvangen', 'deze', 'voor', 'naar', 'beste', 'hallo', 'uw', 'die', 'we', 'is', 'op', 'bij', 'niet', 'of', 'wordt', 'hieronder', 'offerte', 'factuur', 'bezorging', 'totaal', 'aantal', 'btw', 'korting'],
    en: ['the', 'your', 'you', 'and', 'with', 'of', 'to', 'order', 'please', 'thank', 'we', 'have', 'received', 'will', 'is', 'this', 'for', 'from', 'dear', 'hello', 'last', 'visited', 'pages', 'verify', 'click', 'below', 'button', 'quote', 'invoice', 'delivery', 'quantity', 'vat', 'discount', 'on', 'at', 'not'],
    de: ['ihre', 'ihr', 'sie', 'und', 'der', 'die', 'das', 'mit', 'von', 'bestellung', 'vielen', 'dank', 'wir', 'haben', 'erhalten', 'für', 'diese', 'bitte', 'guten', 'tag', 'angebot', 'rechnung', 'lieferung', 'menge', 'mwst', 'rabatt', 'nicht', 'auf', 'bei', 'ist'],
};

function foreignWords(locale: Locale): Set<string> {
    const own = new Set(WORDS[locale]);
    return new Set(LOCALES.filter(l => l !== locale).flatMap(l => WORDS[l].filter(word => !own.has(word))));
}

/** Every text of the backend's i18n files per language, as fragments between placeholders. */
function i18nFragments(locale: Locale): Set<string> {
    const dirs = [path.join(__dirname, 'i18n'), ...fs.readdirSync(path.join(__dirname, '../plugins')).map(p => path.join(__dirname, '../plugins', p, 'i18n'))];
    const fragments = new Set<string>();
    const walk = (value: unknown) => {
        if (typeof value === 'string') for (const part of value.split(/\{[^}]*\}/)) fragments.add(part.trim());
        else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    for (const dir of dirs) {
        const file = path.join(dir, `${locale}.json`);
        if (fs.existsSync(file)) walk(JSON.parse(fs.readFileSync(file, 'utf8')));
    }
    return fragments;
}

// ---------- rendering ----------

interface RenderedMail {
    name: string;
    locale: Locale;
    from: string;
    replyTo?: string;
    subject: string;
    text: string;
    html: string;
    attachments: number;
}

const loader = new FileBasedTemplateLoader(TEMPLATES);
const generator = new HandlebarsMjmlGenerator();

/** Services the handlers' loadData asks for, answering from the event's own data. */
const customerOrders = { shopUrl: SHOP_URL, secret: 'test-secret', merchant: DEFAULT_MERCHANT };
const orderLinks = new OrderLinkService(customerOrders);
const injector = {
    get(token: unknown) {
        if (token === OrderLinkService) return orderLinks;
        if (token === CUSTOMER_ORDERS_OPTIONS) return customerOrders;
        if (token === EntityHydrator) return { hydrate: async () => undefined };
        if (token === ShippingMethodService) return { findOne: async (_ctx: unknown, id: string) => ({ name: SHIPPING_NAMES.get(String(id)) }) };
        if (token === HistoryService) return { getHistoryForOrder: async () => ({ items: [], totalItems: 0 }) };
        if (token === ConfigService) return { taxOptions: { orderTaxCalculationStrategy: new DefaultOrderTaxCalculationStrategy() } };
        throw new Error(`no stand-in for ${String(token)}`);
    },
};

/** The mail's text as a reader sees it (no markup, entities decoded). */
function textOf(html: string): string {
    // each tag a space, so table cells do not run together
    const stripped = sanitizeHtml(html.replace(/</g, ' <'), { allowedTags: [], allowedAttributes: {}, nonTextTags: ['style', 'script', 'title', 'head'] });
    return stripped
        .replace(/&nbsp;/g, ' ')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;|&#x27;/g, "'")
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim();
}

/** The addresses a mail links to, as a mail client opens them. */
function linksOf(html: string): string[] {
    return [...html.matchAll(/href="([^"]*)"/g)].map(match => match[1].replace(/&#x3D;/g, '=').replace(/&amp;/g, '&'));
}

async function render(handler: EmailEventHandler<string, any>, event: any, name: string, locale: Locale): Promise<RenderedMail | undefined> {
    const data = await handler.handle(event, {}, injector as never);
    if (!data) return undefined;
    const body = await loader.loadTemplate(injector as never, event.ctx, { templateName: data.templateFile, type: data.type, templateVars: data.templateVars });
    const generated = await generator.generate(data.from, data.subject, body, data.templateVars);
    return { name, locale, from: generated.from, replyTo: data.replyTo, subject: generated.subject, html: generated.body, text: textOf(generated.body), attachments: data.attachments.length };
}

function ctxIn(languageCode: string, apiType: 'shop' | 'admin' = 'shop') {
    return new RequestContext({ apiType, languageCode: languageCode as never, channel: new Channel({ code: '__default_channel__', token: 'x' }), isAuthorized: true, authorizedAsOwnerOnly: false });
}

// ---------- the shop's data in each language ----------

const SHIPPING_NAMES = new Map<string, string>();
const PRODUCT: Record<Locale, string> = { nl: 'Douglas 28x195 mm, 300 cm', en: 'Douglas fir 28x195 mm, 300 cm', de: 'Douglasie 28x195 mm, 300 cm' };
const COUNTRY: Record<'NL' | 'BE' | 'DE', Record<Locale, string>> = {
    NL: { nl: 'Nederland', en: 'Netherlands', de: 'Niederlande' },
    BE: { nl: 'België', en: 'Belgium', de: 'Belgien' },
    DE: { nl: 'Duitsland', en: 'Germany', de: 'Deutschland' },
};
const MESSAGE: Record<Locale, string> = { nl: 'Leveren jullie op Texel?', en: 'Do you deliver to Texel?', de: 'Liefern Sie nach Sylt?' };

interface Variant {
    name: string;
    country: 'NL' | 'BE' | 'DE';
    vat: number;
    guest?: boolean;
    discount?: boolean;
    pickup?: boolean;
    reverseCharge?: boolean;
    excludingVat?: boolean;
    payment: 'wire' | 'card' | 'on-account';
}

const VARIANTS: Variant[] = [
    { name: 'guest, wire transfer', country: 'NL', vat: 21, guest: true, payment: 'wire' },
    { name: 'account, prices excl. VAT, on account', country: 'NL', vat: 21, excludingVat: true, payment: 'on-account' },
    { name: 'discount HOUT10', country: 'NL', vat: 21, discount: true, payment: 'wire' },
    { name: 'pick-up', country: 'NL', vat: 21, pickup: true, payment: 'card' },
    { name: 'Belgium', country: 'BE', vat: 21, payment: 'card' },
    { name: 'Germany', country: 'DE', vat: 19, payment: 'wire' },
    { name: 'Belgian business, reverse charge', country: 'BE', vat: 0, reverseCharge: true, payment: 'on-account' },
];

/** An order as the handlers read it (Vendure's Order with its relations), priced as the variant says. */
function orderOf(variant: Variant, locale: Locale, state: string, id: number): Order {
    const unit = 1650;
    const quantity = 4;
    const unitWithTax = Math.round(unit * (1 + variant.vat / 100));
    const discountFactor = variant.discount ? 0.9 : 1;
    const shipping = variant.pickup ? 0 : variant.country === 'BE' ? 8500 : 6500;
    const shippingWithTax = Math.round(shipping * (1 + variant.vat / 100));
    const methodId = variant.pickup ? 'pickup' : 'delivery';
    const methodName = (variant.pickup ? METHOD_TEXTS.pickup.name : METHOD_TEXTS.delivery.name)[locale];
    SHIPPING_NAMES.set(`${methodId}-${locale}`, methodName);
    const line = {
        id: `${id}-1`,
        quantity,
        taxRate: variant.vat,
        productVariant: { id: '7', name: PRODUCT[locale], sku: 'DG-28195-300' },
        unitPrice: unit,
        unitPriceWithTax: unitWithTax,
        linePrice: unit * quantity,
        linePriceWithTax: unitWithTax * quantity,
        proratedLinePrice: Math.round(unit * quantity * discountFactor),
        proratedLinePriceWithTax: Math.round(unitWithTax * quantity * discountFactor),
        taxLines: [{ description: variant.reverseCharge ? REVERSE_CHARGE_TAX_LINE : `VAT ${variant.vat}%`, taxRate: variant.vat }],
    };
    const subTotal = line.proratedLinePrice;
    const subTotalWithTax = line.proratedLinePriceWithTax;
    const customer = {
        id: '3',
        firstName: 'Jan',
        lastName: 'de Vries',
        emailAddress: 'jan@example.com',
        user: variant.guest ? undefined : { id: '5' },
        customFields: { showTaxPrice: !variant.excludingVat, companyName: variant.reverseCharge ? 'De Vries Bouw BV' : null, vatNumber: variant.reverseCharge ? 'BE0123456789' : null },
    };
    const address = variant.pickup
        ? { fullName: 'Jan de Vries', streetLine1: '', postalCode: '', city: '', country: COUNTRY.NL[locale], countryCode: 'NL' }
        : {
              fullName: 'Jan de Vries',
              company: variant.reverseCharge ? 'De Vries Bouw BV' : '',
              streetLine1: 'Zaagmolenweg 4',
              postalCode: variant.country === 'NL' ? '3511 AB' : variant.country === 'BE' ? '1000' : '10115',
              city: variant.country === 'NL' ? 'Utrecht' : variant.country === 'BE' ? 'Brussel' : 'Berlin',
              country: COUNTRY[variant.country][locale],
              countryCode: variant.country,
          };
    const payment =
        variant.payment === 'wire'
            ? { method: 'wire-transfer', state: 'Authorized', amount: subTotalWithTax + shippingWithTax, metadata: { public: { accountHolder: 'Geven Hout B.V.', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', reference: `GH${1000 + id}` } } }
            : variant.payment === 'on-account'
              ? { method: 'on-account', state: 'Authorized', amount: subTotalWithTax + shippingWithTax, metadata: { paymentTermDays: 30 } }
              : { method: 'adyen', state: 'Settled', amount: subTotalWithTax + shippingWithTax, metadata: {} };
    return {
        id,
        code: `GH${1000 + id}`,
        state,
        active: false,
        orderPlacedAt: state.startsWith('Quotation') ? null : new Date('2026-11-23T10:00:00Z'),
        createdAt: new Date('2026-11-23T10:00:00Z'),
        currencyCode: 'EUR',
        customerId: '3',
        customer,
        lines: [line],
        surcharges: [],
        shippingLines: [
            {
                shippingMethodId: `${methodId}-${locale}`,
                shippingMethod: { name: methodName, code: methodId },
                price: shipping,
                priceWithTax: shippingWithTax,
                discountedPrice: shipping,
                discountedPriceWithTax: shippingWithTax,
                adjustments: [],
                customFields: { deliveryCharges: [] },
            },
        ],
        shippingAddress: address,
        billingAddress: address,
        shipping,
        shippingWithTax,
        subTotal,
        subTotalWithTax,
        total: subTotal + shipping,
        totalWithTax: subTotalWithTax + shippingWithTax,
        taxSummary: [{ description: 'VAT', taxRate: variant.vat, taxBase: subTotal + shipping, taxTotal: subTotalWithTax + shippingWithTax - subTotal - shipping }],
        discounts: variant.discount ? [{ description: COUPON_NAME[locale], amount: subTotal - line.linePrice, amountWithTax: subTotalWithTax - line.linePriceWithTax }] : [],
        payments: [payment],
        customFields: {
            orderLocale: state.startsWith('Quotation') ? null : locale,
            quoteLocale: state.startsWith('Quotation') ? locale : null,
            quotationDate: new Date('2026-11-23T10:00:00Z'),
            validityDate: new Date('2026-12-23T10:00:00Z'),
            clientOrderRef: 'PO-2026-0815',
            transportMsg: null,
        },
    } as unknown as Order;
}

function leadOf(type: (typeof LEAD_TYPES)[number], locale: Locale, id: number): Lead {
    const payload: Record<string, unknown> =
        type === 'quote'
            ? { lines: [{ name: PRODUCT[locale], sku: 'DG-28195-300', quantity: 40 }] }
            : type === 'order' || type === 'complaint'
              ? { orderNumber: 'K6P4HQZ8SY3X1PBD' }
              : type === 'sample'
                ? { variantName: PRODUCT[locale], productName: PRODUCT[locale], sku: 'DG-28195-23', address: { streetLine1: 'Zaagmolenweg 4', postalCode: '3511 AB', city: 'Utrecht', countryCode: 'NL' } }
                : {};
    return {
        id,
        type,
        status: 'new',
        name: type === 'chat' ? '' : 'Jan de Vries',
        emailAddress: 'jan@example.com',
        phoneNumber: '+31 6 12345678',
        company: '',
        // the chat's description as the widget sends it (spec section 7), with the pages for staff
        message: type === 'chat' ? chatDescription(MESSAGE[locale], 'https://shop.example/producten', 'https://shop.example/') : type === 'callback' ? '' : MESSAGE[locale],
        locale,
        payload,
        campaign: null,
        attachments: [],
    } as unknown as Lead;
}

function userOf(locale: Locale) {
    const method = new NativeAuthenticationMethod({
        identifier: 'jan@example.com',
        verificationToken: 'verify-token',
        passwordResetToken: 'reset-token',
        identifierChangeToken: 'change-token',
        pendingIdentifier: 'jan.nieuw@example.com',
    });
    return new User({ identifier: 'jan@example.com', authenticationMethods: [method], customFields: { locale } as never });
}

// ---------- all mails ----------

async function renderAll(): Promise<RenderedMail[]> {
    const mails: RenderedMail[] = [];
    const add = async (handler: EmailEventHandler<string, any>, event: any, name: string, locale: Locale) => {
        const mail = await render(handler, event, name, locale);
        expect(mail, `${name} (${locale}) was not sent`).toBeDefined();
        mails.push(mail!);
    };
    const leadOptions = { shopUrl: SHOP_URL, adminUrl: 'https://backend.example' };
    let id = 1;
    for (const locale of LOCALES) {
        const shop = ctxIn(locale);
        // the admin's own language is not the customer's: the mails staff set off are in the order's
        const admin = ctxIn('en', 'admin');
        for (const type of LEAD_TYPES) {
            const event = new LeadCreatedEvent(shop, leadOf(type, locale, id++));
            await add(leadConfirmationEmailHandler(leadOptions), event, `lead confirmation: ${type}`, locale);
            // staff read every lead in Dutch
            await add(leadStaffEmailHandler(leadOptions), event, `lead for staff: ${type} (visitor ${locale})`, 'nl');
        }
        for (const variant of VARIANTS) {
            const placed = orderOf(variant, locale, 'PaymentAuthorized', id++);
            const to = variant.payment === 'card' ? 'PaymentSettled' : 'PaymentAuthorized';
            await add(orderConfirmationEmailHandler, new OrderStateTransitionEvent('ArrangingPayment', to, shop, placed), `order confirmation: ${variant.name}`, locale);
            await add(
                orderCancelledEmailHandler,
                new OrderStateTransitionEvent('PaymentAuthorized', 'Cancelled', shop, orderOf(variant, locale, 'Cancelled', id++)),
                `cancellation by the customer: ${variant.name}`,
                locale,
            );
            await add(
                orderCancelledEmailHandler,
                new OrderStateTransitionEvent('PaymentSettled', 'Cancelled', admin, orderOf(variant, locale, 'Cancelled', id++)),
                `cancellation by staff: ${variant.name}`,
                locale,
            );
            const invoiced = orderOf(variant, locale, variant.payment === 'card' ? 'PaymentSettled' : 'PaymentAuthorized', id++);
            const invoice = { id: 1, name: 'F2026-000001', invoiceDate: new Date('2026-11-24T10:00:00Z'), amountTotal: invoiced.totalWithTax, amountUntaxed: invoiced.total, orderId: invoiced.id, snapshot: orderSnapshot(invoiced) } as unknown as Invoice;
            await add(invoiceEmailHandler, new InvoiceCreatedEvent(admin, invoice, invoiced), `invoice: ${variant.name}`, locale);
            await add(quoteEmailHandler(), new OrderStateTransitionEvent('AddingItems', 'Quotation', shop, orderOf(variant, locale, 'Quotation', id++)), `quote saved: ${variant.name}`, locale);
            await add(quoteSentEmailHandler(), new OrderStateTransitionEvent('Quotation', 'QuotationSent', admin, orderOf(variant, locale, 'QuotationSent', id++)), `quote sent: ${variant.name}`, locale);
            await add(
                cartEmailHandler,
                new CartEmailEvent(shop, orderOf(variant, locale, 'AddingItems', id++), 'jan@example.com', new Map(), `${SHOP_URL}/winkelwagen`),
                `cart: ${variant.name}`,
                locale,
            );
        }
        const accountOptions = { shopUrl: SHOP_URL };
        await add(verificationEmailHandler(accountOptions), new AccountRegistrationEvent(shop, userOf(locale)), 'e-mail verification', locale);
        await add(passwordResetEmailHandler(accountOptions), new PasswordResetEvent(shop, userOf(locale)), 'password reset', locale);
        await add(emailAddressChangeEmailHandler(accountOptions), new IdentifierChangeRequestEvent(shop, userOf(locale)), 'e-mail address change', locale);
        const contact = { emailAddress: 'jan@example.com', locale, token: 'abc123' } as MailingContact;
        await add(newsletterConfirmEmailHandler(accountOptions), new NewsletterSubscribeEvent(shop, contact), 'newsletter opt-in', locale);
    }
    return mails;
}

/** What the customer or visitor wrote, or the catalogue names: theirs, not the shop's words. */
const THEIRS = [...Object.values(PRODUCT), ...Object.values(MESSAGE), 'Jan de Vries', 'De Vries Bouw BV', 'Zaagmolenweg 4', 'https://shop.example/producten', 'https://shop.example/'];

function shopWords(text: string): string {
    let rest = text;
    for (const theirs of THEIRS) rest = rest.split(theirs).join(' ');
    return rest;
}

/** Why a mail is not fit to send, if it is not. */
function problems(mail: RenderedMail): string[] {
    const found: string[] = [];
    for (const [part, value] of [
        ['subject', mail.subject],
        ['text', mail.text],
    ] as const) {
        const placeholder = /\{\{[^}]*\}\}|\{[^}]*\}/.exec(value);
        if (placeholder) found.push(`unresolved placeholder ${placeholder[0]} in the ${part}`);
        const key = /\b(?:mail|lead|error|errorResult|invoice|dashboard|orderTerms)\.[\w-]+(?:\.[\w-]+)*/.exec(value);
        if (key) found.push(`i18n key ${key[0]} in the ${part}`);
        const missing = /\b(?:undefined|null|NaN)\b|\[object Object\]/.exec(value);
        if (missing) found.push(`"${missing[0]}" in the ${part}`);
        const words = shopWords(value).toLowerCase().match(/[\p{L}]+/gu) ?? [];
        const foreign = foreignWords(mail.locale);
        const strays = [...new Set(words.filter(word => foreign.has(word)))];
        if (strays.length) found.push(`words of another language in the ${part}: ${strays.join(', ')}`);
        for (const other of LOCALES.filter(l => l !== mail.locale)) {
            const own = FRAGMENTS[mail.locale];
            for (const fragment of FRAGMENTS[other]) {
                if (fragment.length >= 12 && !own.has(fragment) && shopWords(value).includes(fragment)) found.push(`${other} text "${fragment}" in the ${part}`);
            }
        }
    }
    if (/\b(?:referentie|reference|referenz)\s*:\s*\d+\b/i.test(mail.text)) found.push('a bare reference number');
    return found;
}

let FRAGMENTS: Record<Locale, Set<string>>;
let mails: RenderedMail[];

beforeAll(async () => {
    const i18n = new I18nService({} as never);
    await i18n.onModuleInit();
    for (const dir of fs.readdirSync(path.join(__dirname, '../plugins'))) {
        if (fs.existsSync(path.join(__dirname, '../plugins', dir, 'i18n'))) addTranslations(i18n, path.join(__dirname, '../plugins', dir));
    }
    FRAGMENTS = { nl: i18nFragments('nl'), en: i18nFragments('en'), de: i18nFragments('de') };
    await generator.onInit({ templateLoader: loader } as never);
    mails = await renderAll();
    if (process.env.MAIL_DUMP) fs.writeFileSync(process.env.MAIL_DUMP, mails.map(m => `### ${m.name} (${m.locale})\nFrom: ${m.from} Reply-To: ${m.replyTo}\nSubject: ${m.subject}\n${m.text}\n`).join('\n'));
}, 120_000);

describe('every mail in nl, en and de', () => {
    it('renders each request type, order variant and account mail in each language', () => {
        // per language: 7 request types x 2, 7 order variants x 7 mails, 4 account and newsletter mails
        expect(mails).toHaveLength(3 * (7 * 2 + 7 * 7 + 4));
    });

    it('has no unresolved placeholder, no text of another language, no bare number', () => {
        const failures = mails.flatMap(mail => problems(mail).map(problem => `${mail.name} (${mail.locale}): ${problem}`));
        if (process.env.MAIL_DEBUG) console.log(failures.join("\n"));
        expect(failures).toEqual([]);
    });

    it('comes from the brand of its language, and replies reach it (staff reply to the visitor)', () => {
        for (const mail of mails) {
            expect(mail.from, mail.name).toBe(`"${BRAND[mail.locale].name}" <${BRAND[mail.locale].email}>`);
            expect(mail.replyTo, mail.name).toBe(mail.name.startsWith('lead for staff') ? 'jan@example.com' : BRAND[mail.locale].email);
        }
    });

    it("echoes a chat message to the visitor without the pages meant for staff, whose mail keeps them", () => {
        for (const locale of LOCALES) {
            const confirmation = mails.find(mail => mail.name === 'lead confirmation: chat' && mail.locale === locale)!;
            expect(confirmation.text).toContain(MESSAGE[locale]);
            expect(confirmation.text).not.toContain('https://shop.example/producten');
            expect(confirmation.text).not.toMatch(/Last visited pages/);
            const staff = mails.find(mail => mail.name === `lead for staff: chat (visitor ${locale})`)!;
            expect(staff.text).toContain("Laatst bezochte pagina's https://shop.example/producten https://shop.example/");
        }
        expect(mails.find(mail => mail.name === 'lead confirmation: chat' && mail.locale === 'nl')!.text).toContain('Referentie: Chatbericht nr.');
    });

    it('links an order and a quote to its page with the access token, and the quote where it is accepted', () => {
        const prefix = { nl: '', en: '/en', de: '/de' };
        for (const mail of mails.filter(m => /^(order confirmation|cancellation|invoice)/.test(m.name))) {
            expect(linksOf(mail.html), mail.name).toContainEqual(expect.stringMatching(new RegExp(`^https://shop\\.example${prefix[mail.locale]}/dashboard/orders\\?order=GH\\d+&token=[\\w-]+\\.[\\w-]+$`)));
        }
        for (const mail of mails.filter(m => m.name.startsWith('quote'))) {
            expect(linksOf(mail.html), mail.name).toContainEqual(expect.stringMatching(new RegExp(`^https://shop\\.example${prefix[mail.locale]}/dashboard/quotations\\?order=GH\\d+&token=[\\w-]+\\.[\\w-]+$`)));
        }
    });

    it('says who cancelled, and whether anything is to be paid or refunded', () => {
        const nl = (name: string) => mails.find(mail => mail.name === name && mail.locale === 'nl')!.text;
        expect(nl('cancellation by the customer: guest, wire transfer')).toMatch(/Je hebt je bestelling GH\d+ van 23-11-2026 geannuleerd\..*Je hoeft niets te betalen/);
        expect(nl('cancellation by staff: pick-up')).toMatch(/We hebben je bestelling GH\d+ van 23-11-2026 geannuleerd\..*Je betaling van € [\d.,]+ betalen we aan je terug\./);
        const de = mails.find(mail => mail.name === 'cancellation by staff: Germany' && mail.locale === 'de')!;
        expect(de.subject).toMatch(/^Ihre Bestellung GH\d+ wurde storniert$/);
        expect(de.text).toContain(PRODUCT.de);
    });

    it('attaches the PDF to the invoice and to the quote staff send', () => {
        for (const mail of mails.filter(m => m.name.startsWith('invoice') || m.name.startsWith('quote sent'))) expect(mail.attachments, mail.name).toBe(1);
    });
});
