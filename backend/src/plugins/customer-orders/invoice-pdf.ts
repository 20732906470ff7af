import PDFDocument from 'pdfkit';
import { formatDate, formatMoney, orderSummary, paymentDueDate, type SummaryOrder, summaryRows } from '@timber-shop/rules';
import type { Translator } from '../../common/i18n';
import type { Invoice, InvoiceSnapshot } from './invoice.entity';

export interface Merchant {
    name: string;
    address: string;
    vatNumber: string;
    kvk: string;
    iban: string;
    bic: string;
    email: string;
}

/** The invoice as a PDF. */
export function invoicePdf(invoice: Invoice, merchant: Merchant, t: Translator): Promise<Buffer> {
    return orderDocumentPdf({ kind: 'invoice', number: invoice.name, date: invoice.invoiceDate, snapshot: invoice.snapshot }, merchant, t);
}

export interface OrderDocument {
    kind: 'invoice' | 'quote';
    number: string;
    date: Date;
    /** a quote's last valid day */
    validUntil?: Date | null;
    snapshot: InvoiceSnapshot;
}

/**
 * An invoice or a quote as a PDF (pdfkit): the merchant's details, the customer and invoice
 * address, the lines, the VAT per rate, the reverse-charge line where it applies, the totals, and
 * how to pay (an invoice) or until when it holds (a quote).
 */
export function orderDocumentPdf(document: OrderDocument, merchant: Merchant, t: Translator): Promise<Buffer> {
    const s = document.snapshot;
    const title = t.text(document.kind === 'invoice' ? 'invoice.title' : 'invoice.quoteTitle');
    // uncompressed: a few kilobytes more, and the text stays searchable by simple tools (and the tests)
    const doc = new PDFDocument({ size: 'A4', margin: 50, compress: false, info: { Title: `${title} ${document.number}`, Author: merchant.name } });
    const chunks: Buffer[] = [];
    doc.on('data', chunk => chunks.push(chunk as Buffer));
    const done = new Promise<Buffer>(resolve => doc.on('end', () => resolve(Buffer.concat(chunks))));

    doc.fontSize(18).text(merchant.name, { continued: false });
    doc.fontSize(9).fillColor('#444').text(merchant.address).text(`${t.text('invoice.vatNumber')}: ${merchant.vatNumber} · ${t.text('invoice.kvk')}: ${merchant.kvk}`).text(merchant.email);
    doc.moveDown(1.5).fillColor('#000');

    doc.fontSize(16).text(`${title} ${document.number}`);
    doc.fontSize(10).text(`${t.text(document.kind === 'invoice' ? 'invoice.date' : 'invoice.quoteDate')}: ${formatDate(document.date, t.locale, 'numeric')}`);
    if (document.validUntil) doc.text(`${t.text('invoice.validUntil')}: ${formatDate(document.validUntil, t.locale, 'numeric')}`);
    doc
        .text(`${t.text('invoice.order')}: ${s.orderCode}${s.clientOrderRef ? ` (${s.clientOrderRef})` : ''}`);
    doc.moveDown();

    const address = s.address;
    doc.fontSize(10).text(t.text('invoice.billTo'), { underline: true });
    for (const line of [s.customer.company, address?.fullName ?? s.customer.name, address?.streetLine1, address && `${address.postalCode} ${address.city}`, address?.country, s.customer.email]) {
        if (line) doc.text(line);
    }
    if (s.customer.vatNumber) doc.text(`${t.text('invoice.vatNumber')}: ${s.customer.vatNumber}`);
    doc.moveDown();

    const columns = [50, 300, 360, 440];
    const row = (cells: string[], bold = false) => {
        const y = doc.y;
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
        doc.text(cells[0], columns[0], y, { width: 245 });
        const height = doc.y - y;
        doc.text(cells[1], columns[1], y, { width: 55, align: 'right' });
        doc.text(cells[2], columns[2], y, { width: 75, align: 'right' });
        doc.text(cells[3], columns[3], y, { width: 105, align: 'right' });
        doc.x = columns[0];
        doc.y = y + Math.max(height, 12) + 4;
    };
    row([t.text('invoice.product'), t.text('invoice.quantity'), t.text('invoice.unitPrice'), t.text('invoice.amount')], true);
    // the one summary (rules package), in the customer's tax display: lines, then rows that add up to the total
    const summary = orderSummary(s.figures ?? figuresOfEarlierDocument(s), s.figures ? (s.inclVat ?? true) : false);
    for (const [i, line] of s.lines.entries()) row([`${line.name} (${line.sku})`, String(line.quantity), formatMoney(summary.lines[i]?.unit ?? 0), formatMoney(summary.lines[i]?.amount ?? 0)]);
    doc.moveDown();
    for (const summaryRow of summaryRows(summary, t.locale)) row([summaryRow.label, '', '', summaryRow.value], summaryRow.role === 'total');
    doc.moveDown();
    if (s.reverseCharge) doc.font('Helvetica-Bold').text(t.text('invoice.reverseCharge')).font('Helvetica');
    if (document.kind === 'invoice' && s.paymentTermDays) {
        const due = formatDate(paymentDueDate(document.date, s.paymentTermDays), t.locale, 'numeric');
        doc.moveDown().font('Helvetica-Bold').text(t.text('invoice.paymentTerm', { days: s.paymentTermDays, due })).font('Helvetica');
    }
    if (document.kind === 'invoice') doc.moveDown().text(t.text('invoice.payment', { iban: merchant.iban, bic: merchant.bic, holder: merchant.name, reference: document.number }));
    else doc.moveDown().text(t.text('invoice.quoteNote'));
    doc.end();
    return done;
}

/**
 * The figures of a document made before the one summary, which kept its amounts without VAT only:
 * read back so it is shown as it was made, without VAT (the discount lies on its first line).
 */
function figuresOfEarlierDocument(s: InvoiceSnapshot): SummaryOrder {
    const lines = s.lines.map((line, i) => {
        const linePrice = line.linePrice ?? 0;
        const prorated = linePrice + (i === 0 ? (s.discount ?? 0) : 0);
        return { quantity: line.quantity, unitPrice: line.unitPrice ?? 0, unitPriceWithTax: 0, linePrice, linePriceWithTax: 0, proratedLinePrice: prorated, proratedLinePriceWithTax: 0 };
    });
    const shipping = s.shipping?.price ?? 0;
    return {
        lines,
        discounts: [],
        shippingLines: s.shipping ? [{ shippingMethod: { code: '', name: s.shipping.name } }] : [],
        shipping,
        shippingWithTax: 0,
        total: s.total ?? 0,
        totalWithTax: s.totalWithTax ?? 0,
        taxSummary: (s.taxLines ?? []).map(tax => ({ taxRate: tax.rate, taxBase: tax.base, taxTotal: tax.tax })),
    };
}
