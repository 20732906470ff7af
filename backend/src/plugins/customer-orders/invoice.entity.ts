import { DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import type { SummaryOrder } from '@timber-shop/rules';
import { Column, Entity, Index } from 'typeorm';

/** What an invoice (or a quote document) says, fixed when it is made: later changes to the order do not alter it. */
export interface InvoiceSnapshot {
    orderCode: string;
    clientOrderRef: string | null;
    customer: { name: string; email: string; company: string | null; vatNumber: string | null };
    address: { fullName: string; company: string; streetLine1: string; postalCode: string; city: string; country: string; countryCode: string } | null;
    /** the lines' names; their amounts are the figures' */
    lines: { name: string; sku: string; quantity: number; unitPrice?: number; linePrice?: number; taxRate?: number }[];
    /** the order's figures as the one summary reads them (rules package `orderSummary`); absent in documents made before it */
    figures?: SummaryOrder;
    /** the customer's tax display when the document was made */
    inclVat?: boolean;
    /** intra-EU supply to a business with a VAT number and no VAT charged */
    reverseCharge: boolean;
    /** paid on account: days to pay after the invoice date (absent in invoices made before payment on account) */
    paymentTermDays?: number | null;
    // documents made before the one summary: their amounts without VAT
    shipping?: { name: string; price: number } | null;
    discount?: number;
    taxLines?: { rate: number; base: number; tax: number }[];
    total?: number;
    totalWithTax?: number;
}

/** An invoice for an order (staff make it when they mark the order invoiced), shown to the customer with its PDF. */
@Entity()
export class Invoice extends VendureEntity {
    constructor(input?: DeepPartial<Invoice>) {
        super(input);
    }

    /** the invoice number, e.g. F2026-000012 */
    @Column({ default: '' })
    name: string;

    @Index()
    @EntityId()
    orderId: ID;

    @Index()
    @EntityId({ nullable: true })
    customerId: ID | null;

    @Column()
    invoiceDate: Date;

    /** with VAT, in cents */
    @Column()
    amountTotal: number;

    @Column()
    amountUntaxed: number;

    @Column('simple-json')
    snapshot: InvoiceSnapshot;
}
