import { Inject, Injectable } from '@nestjs/common';
import { Customer, EventBus, ForbiddenError, ID, Order, OrderService, RequestContext, TransactionalConnection, UserInputError, CustomerService } from '@vendure/core';
import { In } from 'typeorm';
import { type DeliveryCharge, ORDER_LIST_PAGE_SIZE, orderListPageSize, type SummaryOrder } from '@timber-shop/rules';
import { CUSTOMER_ORDERS_OPTIONS, type CustomerOrdersPluginOptions, ERRORS, PAID_STATES } from './constants';
import { InvoiceCreatedEvent } from './invoice-created.event';
import { Invoice, type InvoiceSnapshot } from './invoice.entity';
import { isReverseCharged } from '../../common/reverse-charge';
import { showsPricesWithVat } from '../../common/order-mail';
// an order paid on account carries its payment term (payments plugin)
import { orderPaymentTermDays } from '../payments/on-account.handler';

/** The invoice status the customer sees: paid once the order's payment is settled. */
export type InvoiceState = 'Open' | 'Paid' | 'Cancelled';

/**
 * Invoices: staff make one for a placed order when they mark it invoiced (Admin API
 * `createInvoice`); it fixes what the order says at that moment (lines, VAT per rate, addresses)
 * and gets the next number. The customer lists theirs (getInvoices) and downloads each as a PDF.
 */
@Injectable()
export class InvoiceService {
    constructor(
        private connection: TransactionalConnection,
        private orderService: OrderService,
        private customerService: CustomerService,
        private eventBus: EventBus,
        @Inject(CUSTOMER_ORDERS_OPTIONS) private options: CustomerOrdersPluginOptions,
    ) {}

    async createInvoice(ctx: RequestContext, orderId: ID): Promise<Invoice> {
        const order = await this.orderService.findOne(ctx, orderId, ['lines', 'lines.productVariant', 'shippingLines', 'shippingLines.shippingMethod', 'surcharges', 'customer', 'payments']);
        if (!order?.orderPlacedAt || order.state === 'Cancelled') throw new UserInputError(ERRORS.notInvoiceable);
        const repository = this.connection.getRepository(ctx, Invoice);
        const earlier = await repository.find({ where: { orderId: order.id } });
        if (earlier.reduce((sum, invoice) => sum + invoice.amountTotal, 0) >= order.totalWithTax) throw new UserInputError(ERRORS.alreadyInvoiced);

        const snapshot = orderSnapshot(order);
        // assigned after construction: class fields declared on the entity would reset constructor input
        const invoice = await repository.save(
            Object.assign(new Invoice(), { orderId: order.id, customerId: order.customerId ?? null, invoiceDate: new Date(), amountTotal: order.totalWithTax, amountUntaxed: order.total, snapshot }),
        );
        invoice.name = `F${invoice.invoiceDate.getFullYear()}-${String(invoice.id).padStart(6, '0')}`;
        await repository.save(invoice);
        // staff see the numbers on the order in the admin
        const numbers = [...earlier, invoice].map(i => i.name).join(', ');
        await this.connection.getRepository(ctx, Order).update(order.id, { customFields: { invoiceNumbers: numbers } } as never);
        await this.eventBus.publish(new InvoiceCreatedEvent(ctx, invoice, order));
        return invoice;
    }

    /** The logged-in customer's invoices, newest first, paged like the order lists. */
    async getInvoices(ctx: RequestContext, page = 1, pageSize: number = ORDER_LIST_PAGE_SIZE) {
        const customer = await this.activeCustomer(ctx);
        const take = orderListPageSize(pageSize);
        const [items, totalItems] = await this.connection.getRepository(ctx, Invoice).findAndCount({
            where: { customerId: customer.id },
            order: { invoiceDate: 'DESC', id: 'DESC' },
            take,
            skip: (Math.max(1, Math.floor(page)) - 1) * take,
        });
        return { items, totalItems };
    }

    /** An invoice by its number (the PDF download, which checks who may see its order). */
    async findByName(ctx: RequestContext, name: string): Promise<Invoice | undefined> {
        return (await this.connection.getRepository(ctx, Invoice).findOne({ where: { name } })) ?? undefined;
    }

    findByOrder(ctx: RequestContext, orderId: ID): Promise<Invoice[]> {
        return this.connection.getRepository(ctx, Invoice).find({ where: { orderId }, order: { id: 'ASC' } });
    }

    /** Open, Paid or Cancelled, after the invoices' orders. */
    async states(ctx: RequestContext, invoices: Invoice[]): Promise<Map<ID, InvoiceState>> {
        const ids = [...new Set(invoices.map(i => i.orderId))];
        const orders = ids.length ? await this.connection.getRepository(ctx, Order).find({ where: { id: In(ids) }, select: ['id', 'state'] }) : [];
        const stateOf = new Map(orders.map(o => [String(o.id), o.state as string]));
        return new Map(
            invoices.map(invoice => {
                const state = stateOf.get(String(invoice.orderId)) ?? '';
                return [invoice.id, state === 'Cancelled' ? 'Cancelled' : PAID_STATES.includes(state) ? 'Paid' : 'Open'];
            }),
        );
    }

    private async activeCustomer(ctx: RequestContext): Promise<Customer> {
        const customer = ctx.activeUserId ? await this.customerService.findOneByUserId(ctx, ctx.activeUserId) : undefined;
        if (!customer) throw new ForbiddenError();
        return customer;
    }

    merchant() {
        return this.options.merchant;
    }
}

/** What an order says now, as an invoice or quote document fixes it (the order needs its lines, shipping lines with their methods, and customer). */
export function orderSnapshot(order: Order): InvoiceSnapshot {
    const customer = order.customer;
    const fields = (customer?.customFields ?? {}) as { companyName?: string | null; vatNumber?: string | null };
    const address = order.billingAddress?.streetLine1 ? order.billingAddress : order.shippingAddress;
    return {
        orderCode: order.code,
        clientOrderRef: (order.customFields as { clientOrderRef?: string | null }).clientOrderRef ?? null,
        customer: {
            name: customer ? `${customer.firstName} ${customer.lastName}`.trim() : '',
            email: customer?.emailAddress ?? '',
            company: fields.companyName ?? null,
            vatNumber: fields.vatNumber ?? null,
        },
        address: address?.streetLine1
            ? {
                  fullName: address.fullName ?? '',
                  company: address.company ?? '',
                  streetLine1: address.streetLine1,
                  postalCode: address.postalCode ?? '',
                  city: address.city ?? '',
                  country: address.country ?? '',
                  countryCode: address.countryCode ?? '',
              }
            : null,
        lines: order.lines.map(line => ({ name: line.productVariant?.name ?? '', sku: line.productVariant?.sku ?? '', quantity: line.quantity })),
        figures: summaryFigures(order),
        inclVat: showsPricesWithVat(order),
        reverseCharge: isReverseCharged(order),
        paymentTermDays: orderPaymentTermDays(order),
    };
}

/** An order's figures as plain data (the entity's getters read out), for a document that keeps them. */
function summaryFigures(order: Order): SummaryOrder {
    return {
        lines: order.lines.map(line => ({
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            unitPriceWithTax: line.unitPriceWithTax,
            linePrice: line.linePrice,
            linePriceWithTax: line.linePriceWithTax,
            proratedLinePrice: line.proratedLinePrice,
            proratedLinePriceWithTax: line.proratedLinePriceWithTax,
        })),
        discounts: order.discounts.map(d => ({ description: d.description, amount: d.amount, amountWithTax: d.amountWithTax })),
        // the method by its code: a document names it in the language it is shown in
        shippingLines: order.shippingLines.map(line => ({
            shippingMethod: { code: line.shippingMethod?.code ?? '', name: '' },
            customFields: { deliveryCharges: (line.customFields as { deliveryCharges?: DeliveryCharge[] | null }).deliveryCharges ?? [] },
        })),
        shipping: order.shipping,
        shippingWithTax: order.shippingWithTax,
        total: order.total,
        totalWithTax: order.totalWithTax,
        taxSummary: order.taxSummary.map(tax => ({ taxRate: tax.taxRate, taxBase: tax.taxBase, taxTotal: tax.taxTotal })),
    };
}
