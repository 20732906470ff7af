import { type Order, RequestContext, VendureEvent } from '@vendure/core';
import type { Invoice } from './invoice.entity';

/** Staff made an invoice for an order (Admin API createInvoice): the invoice mail follows. */
export class InvoiceCreatedEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public invoice: Invoice,
        /** with its customer and payments */
        public order: Order,
    ) {
        super();
    }
}
