import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeConfig, RequestContextService } from '@vendure/core';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import { type Locale, orderSummary, type SummaryOrder, summaryMismatch, summaryRows } from '@timber-shop/rules';
import { createTestProduct, EMPTY_INITIAL_DATA, LOGIN, setUpTestShop, testMailbox } from '../../common/testing/test-shop';
import { pdfText } from '../../common/testing/pdf-text';
import { translator } from '../../common/i18n';
import { mailOrderTable, readSummary } from '../../../../tests/lib/shown-summary';
import { CataloguePlugin } from '../catalogue/catalogue.plugin';
import { CartPlugin } from '../cart/cart.plugin';
import { CustomerOrdersPlugin } from '../customer-orders/customer-orders.plugin';
import { InvoiceService } from '../customer-orders/invoice.service';
import { invoicePdf } from '../customer-orders/invoice-pdf';
import { DeliveryPlugin } from '../delivery/delivery.plugin';
import { PartnerPlugin } from '../partner/partner.plugin';
import { PaymentsPlugin } from '../payments/payments.plugin';
import { QuotesPlugin } from '../quotes/quotes.plugin';
import { OrdersPlugin } from './orders.plugin';

/**
 * One order summary everywhere (docs/ARCHITECTURE.md, "One order summary"), on a real Vendure server
 * with the shop's plugins: for a set of carts (a coupon with a long length, a Belgian address, a
 * German one, a business customer who sees prices without VAT, pick-up, a quote) what the cart says
 * at each checkout step, what the success page and the order page read, the order or quote mail and
 * the invoice or quote PDF: each adds up to the cent, read from the text a customer gets, and all say
 * the same. (The pages themselves are read in tests/browser/order-summary.spec.ts.)
 */
registerInitializer('sqljs', new SqljsInitializer(path.join(__dirname, '__data__')));

const PORT = 3149;
const mailbox = testMailbox();
const { server, shopClient, adminClient } = createTestEnvironment(
    mergeConfig(testConfig, {
        apiOptions: { port: PORT },
        jobQueueOptions: { jobQueueStrategy: new InMemoryJobQueueStrategy({ pollInterval: 10 }) },
        plugins: [
            CataloguePlugin,
            DeliveryPlugin,
            PartnerPlugin,
            CartPlugin.init({ shopUrl: 'https://shop.example' }),
            PaymentsPlugin.init({ shopUrl: 'https://shop.example', wireTransfer: { iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', accountHolder: 'Geven Hout B.V.' }, adyen: {} }),
            OrdersPlugin,
            CustomerOrdersPlugin.init({ shopUrl: 'https://shop.example', secret: 'test-secret' }),
            QuotesPlugin.init({ shopUrl: 'https://shop.example', validityDays: 30 }),
            mailbox.plugin(),
        ],
    }),
);

const SUMMARY_FIELDS = `
    id
    code
    state
    subTotal
    shipping
    shippingWithTax
    total
    totalWithTax
    deliverable
    discounts { description amount amountWithTax }
    taxSummary { taxRate taxBase taxTotal }
    lines { quantity unitPrice unitPriceWithTax linePrice linePriceWithTax proratedLinePrice proratedLinePriceWithTax }
    shippingLines { shippingMethod { id code name } customFields { deliveryCharges { kind amount } } }
`;
const ACTIVE = gql`{ activeOrder { ${SUMMARY_FIELDS} } }`;
const BY_CODE = gql`query ($code: String!) { orderByCode(code: $code) { ${SUMMARY_FIELDS} } }`;
const ORDER_PAGE = gql`query ($code: String!, $token: String) { ordersGet(orderCode: $code, accessToken: $token) { items { ${SUMMARY_FIELDS} } } }`;
const ADD = gql`mutation ($id: ID!, $quantity: Int!) { addItemToOrder(productVariantId: $id, quantity: $quantity) { ... on Order { id } ... on ErrorResult { message } } }`;
const COUPON = gql`mutation { applyCouponCode(couponCode: "HOUT10") { ... on Order { id } ... on ErrorResult { message } } }`;
const POSTAL_CODE = gql`mutation ($c: String!, $p: String!) { setOrderPostalCode(countryCode: $c, postalCode: $p) { id } }`;
const CUSTOMER = gql`mutation ($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { ... on Order { id } ... on ErrorResult { message } } }`;
const ADDRESS = gql`mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { ... on Order { id } ... on ErrorResult { message } } }`;
const METHODS = gql`{ eligibleShippingMethods { id code } }`;
const METHOD = gql`mutation ($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) { ... on Order { id } ... on ErrorResult { message } } }`;
const TO_PAYMENT = gql`mutation { transitionOrderToState(state: "ArrangingPayment") { ... on Order { id state } ... on OrderStateTransitionError { transitionError } } }`;
const PAY = gql`mutation { addPaymentToOrder(input: { method: "wire-transfer", metadata: {} }) { ... on Order { code state } ... on ErrorResult { message } } }`;
const SAVE_QUOTE = gql`mutation { saveCartAsQuote { ... on Order { id code } ... on ErrorResult { message } } }`;

const PASSWORD = 'hout-geheim-42';
const BUSINESS = { emailAddress: 'inkoop@aannemer.nl', firstName: 'Joost', lastName: 'Visser' };
const QUOTER = { emailAddress: 'offerte@tuinman.nl', firstName: 'Anna', lastName: 'Bakker' };
/** the long beam (6 m: the long-length surcharge), a board, a cheap lath */
let beam: string;
let board: string;
let lath: string;

beforeAll(async () => {
    await server.init({ initialData: EMPTY_INITIAL_DATA, customerCount: 0 });
    await setUpTestShop(server.app, adminClient);
    beam = await createTestProduct(adminClient, { name: 'Eiken balk 70x200 mm, 600 cm', slug: 'eiken-balk', sku: 'EI-70200-600', price: 4132, customFields: { length: 600 } });
    board = await createTestProduct(adminClient, { name: 'Douglas plank 28x145 mm, 300 cm', slug: 'douglas-plank-145', sku: 'DG-28145-300', price: 1540, customFields: { length: 300 } });
    lath = await createTestProduct(adminClient, { name: 'Vurenhouten lat 22x50 mm, 400 cm', slug: 'vuren-lat', sku: 'VU-2250-400', price: 995, customFields: { length: 400 } });
    for (const customer of [BUSINESS, QUOTER]) {
        const { createCustomer } = await adminClient.query(gql`mutation ($input: CreateCustomerInput!, $password: String!) { createCustomer(input: $input, password: $password) { ... on Customer { id } } }`, {
            input: customer,
            password: PASSWORD,
        });
        // the business customer sees prices without VAT (the account's tax display, set by staff or in the dashboard)
        if (customer === BUSINESS) await adminClient.query(gql`mutation ($id: ID!) { updateCustomer(input: { id: $id, customFields: { showTaxPrice: false } }) { ... on Customer { id } } }`, { id: createCustomer.id });
    }
}, 300_000);

afterAll(async () => {
    await server.destroy();
});

type Order = SummaryOrder & { id: string; code: string; state: string; deliverable: boolean | null };

/** The order's summary in a display and language: its lines and rows, as the rules package makes them. */
function summaryOf(order: SummaryOrder, inclVat: boolean, locale: Locale) {
    const summary = orderSummary(order, inclVat);
    return { summary, lines: summary.lines, rows: summaryRows(summary, locale) };
}

/** Shows add up: lines = unit x quantity, lines + adding rows = each sum and the total, VAT and what it is on = total. */
function expectAddsUp(read: { lines: number[]; rows: Parameters<typeof summaryMismatch>[1] }, what: string) {
    expect(summaryMismatch(read.lines, read.rows), what).toBeNull();
}

/** The text of a PDF from its lines' header on (pdfkit writes € as WinAnsi 0x80). */
function pdfTable(pdf: Buffer, header: string): string {
    const text = pdfText(pdf).replace(/\x80/g, '€');
    const from = text.indexOf(header);
    expect(from, `the PDF has its lines (${header})`).toBeGreaterThanOrEqual(0);
    return text.slice(from).replace(/\n/g, ' ');
}

/** A document (invoice or quote) keeps the method's code and names delivery in its own language. */
const asDocument = (order: SummaryOrder): SummaryOrder => ({
    ...order,
    shippingLines: order.shippingLines.map(line => ({ ...line, shippingMethod: { code: line.shippingMethod?.code ?? '', name: '' } })),
});

async function invoiceText(orderId: string, locale: Locale): Promise<string> {
    const ctx = await server.app.get(RequestContextService).create({ apiType: 'admin' });
    await adminClient.query(gql`mutation ($orderId: ID!) { createInvoice(orderId: $orderId) { name } }`, { orderId });
    // the Shop API's ids are the test server's encoded ids (T_1)
    const [invoice] = await server.app.get(InvoiceService).findByOrder(ctx, orderId.replace(/^T_/, ''));
    const pdf = await invoicePdf(invoice, CustomerOrdersPlugin.options.merchant, translator(locale));
    return pdfTable(pdf, translator(locale).text('invoice.product'));
}

interface Cart {
    name: string;
    locale: Locale;
    inclVat: boolean;
    /** logged in as, else a guest */
    customer?: { emailAddress: string };
    lines: [() => string, number][];
    coupon?: boolean;
    address: { countryCode: string; postalCode: string; city: string };
    method: 'delivery' | 'pickup';
    /** what the summary must hold besides the lines */
    expect: (rows: ReturnType<typeof summaryRows>) => void;
}

const CARTS: Cart[] = [
    {
        name: 'a coupon and a 6 m beam, delivered in NL, a guest',
        locale: 'nl',
        inclVat: true,
        lines: [[() => beam, 2], [() => board, 6], [() => lath, 47]],
        coupon: true,
        address: { countryCode: 'NL', postalCode: '3511 AB', city: 'Utrecht' },
        method: 'delivery',
        expect: rows => {
            // the discount by its promotion's name
            expect(rows.find(r => r.kind === 'discount')?.label).toBe('10% korting (HOUT10)');
            expect(rows.filter(r => r.kind === 'delivery' || r.kind === 'surcharge').map(r => `${r.label} ${r.value}`)).toEqual(['Bezorgen € 78,65', 'Toeslag lange lengtes € 30,25']);
            expect(rows.filter(r => r.kind === 'vat').map(r => r.label)).toEqual([expect.stringMatching(/^Inclusief btw 21% over € /)]);
        },
    },
    {
        name: 'a Belgian address (surcharge), a guest on the English site',
        locale: 'en',
        inclVat: true,
        lines: [[() => board, 3]],
        address: { countryCode: 'BE', postalCode: '2000', city: 'Antwerpen' },
        method: 'delivery',
        expect: rows => expect(rows.filter(r => r.kind === 'delivery' || r.kind === 'surcharge').map(r => `${r.label} ${r.value}`)).toEqual(['Delivery € 78,65', 'Belgium surcharge € 24,20']),
    },
    {
        name: 'a German address (19 % VAT), a guest on the German site',
        locale: 'de',
        inclVat: true,
        lines: [[() => board, 3]],
        address: { countryCode: 'DE', postalCode: '10115', city: 'Berlin' },
        method: 'delivery',
        expect: rows => {
            expect(rows.filter(r => r.kind === 'delivery').map(r => `${r.label} ${r.value}`)).toEqual(['Lieferung € 113,05']);
            expect(rows.filter(r => r.kind === 'vat').map(r => r.label)).toEqual([expect.stringMatching(/^Enthaltene MwSt\. 19 % auf € /)]);
        },
    },
    {
        name: 'a business customer who sees prices without VAT, with the coupon',
        locale: 'nl',
        inclVat: false,
        customer: BUSINESS,
        lines: [[() => board, 6], [() => lath, 10]],
        coupon: true,
        address: { countryCode: 'NL', postalCode: '3511 AB', city: 'Utrecht' },
        method: 'delivery',
        expect: rows => {
            // the success page: lines, then a total with VAT and no VAT row; now the total without VAT, the VAT and what it is on, the total to pay
            expect(rows.slice(-3).map(r => r.kind)).toEqual(['totalExclVat', 'vat', 'total']);
            expect(rows.at(-1)?.label).toBe('Totaal incl. btw');
            expect(rows.find(r => r.kind === 'delivery')?.value).toBe('€ 65,00');
        },
    },
    {
        name: 'pick-up, a guest',
        locale: 'nl',
        inclVat: true,
        lines: [[() => board, 4]],
        address: { countryCode: 'NL', postalCode: '3511 AB', city: 'Utrecht' },
        method: 'pickup',
        expect: rows => expect(rows.filter(r => r.kind === 'delivery').map(r => `${r.label} ${r.value}`)).toEqual(['Afhalen Gratis']),
    },
];

/** Fills a cart as the storefront does; the summaries it shows on the way (cart, address step, delivery chosen, last step). */
async function fillCart(cart: Cart) {
    const languageCode = cart.locale;
    const query = <T = Record<string, unknown>>(document: ReturnType<typeof gql>, variables: Record<string, unknown> = {}) =>
        shopClient.query<T>(document, variables, { languageCode });
    await shopClient.asAnonymousUser();
    if (cart.customer) await shopClient.query(LOGIN, { username: cart.customer.emailAddress, password: PASSWORD });
    for (const [variant, quantity] of cart.lines) await query(ADD, { id: variant(), quantity });
    if (cart.coupon) await query(COUPON);
    const steps: Order[] = [];
    const active = async () => (await query<{ activeOrder: Order }>(ACTIVE)).activeOrder;
    steps.push(await active());
    await query(POSTAL_CODE, { c: cart.address.countryCode, p: cart.address.postalCode });
    steps.push(await active());
    if (!cart.customer) await query(CUSTOMER, { input: { emailAddress: `${cart.name.replace(/\W+/g, '-')}@example.com`, firstName: 'Jan', lastName: 'de Vries' } });
    await query(ADDRESS, { input: { fullName: 'Jan de Vries', streetLine1: 'Houtweg 1', ...cart.address } });
    const { eligibleShippingMethods } = await query<{ eligibleShippingMethods: { id: string; code: string }[] }>(METHODS);
    await query(METHOD, { ids: [eligibleShippingMethods.find(m => m.code === cart.method)?.id] });
    steps.push(await active());
    return { steps, query };
}

describe('one order summary, everywhere', () => {
    for (const cart of CARTS) {
        it(`${cart.name}: cart, checkout steps, success page, order page, mail and invoice add up and agree`, async () => {
            const { steps, query } = await fillCart(cart);
            // every step of the way adds up, in the customer's display
            for (const step of steps) {
                const { lines, rows } = summaryOf(step, cart.inclVat, cart.locale);
                expectAddsUp({ lines: lines.map(l => l.amount), rows }, `a checkout step of ${cart.name}`);
            }
            const atLastStep = steps.at(-1) as Order;
            const shown = summaryOf(atLastStep, cart.inclVat, cart.locale);
            cart.expect(shown.rows);

            expect((await query<{ transitionOrderToState: { state: string } }>(TO_PAYMENT)).transitionOrderToState.state).toBe('ArrangingPayment');
            const placed = (await query<{ addPaymentToOrder: { code: string; state: string } }>(PAY)).addPaymentToOrder;
            expect(placed.state).toBe('PaymentAuthorized');

            // the success page reads the order by its code: the same summary
            const success = (await query<{ orderByCode: Order }>(BY_CODE, { code: placed.code })).orderByCode;
            expect(summaryOf(success, cart.inclVat, cart.locale).rows).toEqual(shown.rows);

            // the order mail: its table, as the customer reads it
            const mail = await mailbox.find(m => m.subject.includes(placed.code));
            const fromMail = readSummary(mailOrderTable(mail.body), shown);
            expectAddsUp(fromMail, `the mail of ${cart.name}`);

            // the order page behind the mail's link (a guest's token, or the owner's session)
            const token = /[?&]token=([\w.-]+)/.exec(mail.body.replace(/&#x3D;/g, '=').replace(/&amp;/g, '&'))?.[1];
            if (!cart.customer) expect(token, 'the guest\'s link carries its token').toBeTruthy();
            const page = (await query<{ ordersGet: { items: Order[] } }>(ORDER_PAGE, { code: placed.code, token })).ordersGet.items[0];
            expect(summaryOf(page, cart.inclVat, cart.locale).rows).toEqual(shown.rows);

            // the invoice, in the customer's tax display and language
            const document = summaryOf(asDocument(atLastStep), cart.inclVat, cart.locale);
            const fromInvoice = readSummary(await invoiceText(success.id, cart.locale), document);
            expectAddsUp(fromInvoice, `the invoice of ${cart.name}`);
            expect(fromInvoice.rows.map(r => r.amount)).toEqual(fromMail.rows.map(r => r.amount));
        });
    }

    it('a quote: the cart, the quote mail, the quote page and the quote PDF staff send add up and agree', async () => {
        await shopClient.asUserWithCredentials(QUOTER.emailAddress, PASSWORD);
        for (const [variant, quantity] of [[beam, 1], [board, 5]] as const) await shopClient.query(ADD, { id: variant, quantity });
        await shopClient.query(COUPON);
        await shopClient.query(POSTAL_CODE, { c: 'NL', p: '3511 AB' });
        const cart = (await shopClient.query<{ activeOrder: Order }>(ACTIVE)).activeOrder;
        const shown = summaryOf(cart, true, 'nl');
        expectAddsUp({ lines: shown.lines.map(l => l.amount), rows: shown.rows }, 'the quoted cart');
        expect(shown.rows.map(r => r.kind)).toEqual(['subtotal', 'discount', 'delivery', 'surcharge', 'total', 'vat']);

        const quote = (await shopClient.query<{ saveCartAsQuote: { id: string; code: string } }>(SAVE_QUOTE)).saveCartAsQuote;
        const mail = await mailbox.find(m => m.subject === `Je offerte ${quote.code}` && !m.attachments?.length);
        expectAddsUp(readSummary(mailOrderTable(mail.body), shown), 'the quote mail');

        // the quote's page in the dashboard
        const page = (await shopClient.query<{ ordersGet: { items: Order[] } }>(ORDER_PAGE, { code: quote.code })).ordersGet.items[0];
        expect(summaryOf(page, true, 'nl').rows).toEqual(shown.rows);

        // staff send it: the mail carries the quote as a PDF
        await adminClient.asSuperAdmin();
        await adminClient.query(gql`mutation ($id: ID!) { sendQuote(orderId: $id) { state } }`, { id: quote.id });
        const sent = await mailbox.find(m => m.subject === `Je offerte ${quote.code}` && (m.attachments?.length ?? 0) > 0);
        const [attachment] = sent.attachments;
        const pdf = Buffer.isBuffer(attachment.content) ? attachment.content : Buffer.from(String(attachment.content), 'base64');
        const fromPdf = readSummary(pdfTable(pdf, 'Product'), summaryOf(asDocument(cart), true, 'nl'));
        expectAddsUp(fromPdf, 'the quote PDF');
        expectAddsUp(readSummary(mailOrderTable(sent.body), shown), 'the sent quote\'s mail');
    });
});
