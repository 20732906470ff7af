import PDFDocument from 'pdfkit';
import { formatDate, formatMoney } from '@timber-shop/rules';
import type { Translator } from '../../common/i18n';
import type { Invoice } from './invoice.entity';

export interface Merchant {
    name: string;
    address: string;
    vatNumber: string;
    kvk: string;
    iban: string;
    bic: string;
    email: string;
}

/**
 * The invoice as a PDF (pdfkit): the merchant's details, the customer and invoice address, the
 * lines, the VAT per rate, the reverse-charge line where it applies, the totals and how to pay.
 */
export function invoicePdf(invoice: Invoice, merchant: Merchant, t: Translator): Promise<Buffer> {
    const s = invoice.snapshot;
    // uncompressed: a few kilobytes more, and the text stays searchable by simple tools (and the tests)
    const doc = new PDFDocument({ size: 'A4', margin: 50, compress: false, info: { Title: `${t.text('invoice.title')} ${invoice.name}`, Author: merchant.name } });
    const chunks: Buffer[] = [];
    doc.on('data', chunk => chunks.push(chunk as Buffer));
    const done = new Promise<Buffer>(resolve => doc.on('end', () => resolve(Buffer.concat(chunks))));

    doc.fontSize(18).text(merchant.name, { continued: false });
    doc.fontSize(9).fillColor('#444').text(merchant.address).text(`${t.text('invoice.vatNumber')}: ${merchant.vatNumber} · ${t.text('invoice.kvk')}: ${merchant.kvk}`).text(merchant.email);
    doc.moveDown(1.5).fillColor('#000');

    doc.fontSize(16).text(`${t.text('invoice.title')} ${invoice.name}`);
    doc.fontSize(10)
        .text(`${t.text('invoice.date')}: ${formatDate(invoice.invoiceDate, t.locale, 'numeric')}`)
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
    for (const line of s.lines) row([`${line.name} (${line.sku})`, String(line.quantity), formatMoney(line.unitPrice), formatMoney(line.linePrice)]);
    if (s.shipping) row([s.shipping.name, '1', formatMoney(s.shipping.price), formatMoney(s.shipping.price)]);
    doc.moveDown();
    row([t.text('invoice.subtotal'), '', '', formatMoney(s.total)]);
    for (const tax of s.taxLines) row([t.text('invoice.vatLine', { rate: tax.rate, base: formatMoney(tax.base) }), '', '', formatMoney(tax.tax)]);
    row([t.text('invoice.total'), '', '', formatMoney(s.totalWithTax)], true);
    doc.moveDown();
    if (s.reverseCharge) doc.font('Helvetica-Bold').text(t.text('invoice.reverseCharge')).font('Helvetica');
    doc.moveDown().text(t.text('invoice.payment', { iban: merchant.iban, bic: merchant.bic, holder: merchant.name, reference: invoice.name }));
    doc.end();
    return done;
}
