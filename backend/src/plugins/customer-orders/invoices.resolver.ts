import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, Permission, RequestContext, Transaction } from '@vendure/core';
import gql from 'graphql-tag';
import type { Invoice } from './invoice.entity';
import { InvoiceService } from './invoice.service';

const invoiceFields = `
    id: ID!
    "the invoice number"
    name: String!
    invoiceDate: DateTime!
    "with VAT"
    amountTotal: Money!
    amountUntaxed: Money!
    "Open, Paid or Cancelled (after the order's payment)"
    status: String!
    "the PDF on the shop's own address (GET: the customer's own invoices, or with the order's access token as \`token\`)"
    invoiceUrl: String!
    orderCode: String!
`;

export const invoicesShopSchema = gql`
    type Invoice {
        ${invoiceFields}
    }

    type InvoiceList {
        items: [Invoice!]!
        totalItems: Int!
    }

    extend type Order {
        "The order's invoices (its page offers their PDFs)."
        invoices: [Invoice!]!
    }

    extend type Query {
        "The logged-in customer's invoices, newest first (page from 1, pageSize 5, 10, 15 or 20)."
        getInvoices(page: Int, pageSize: Int): InvoiceList!
    }
`;

export const invoicesAdminSchema = gql`
    type Invoice {
        ${invoiceFields}
    }

    extend type Order {
        invoices: [Invoice!]!
    }

    extend type Mutation {
        "Marks a placed order invoiced: makes its invoice (the order's lines, VAT and addresses as they are now)."
        createInvoice(orderId: ID!): Invoice!
    }
`;

@Resolver('Invoice')
export class InvoiceFieldsResolver {
    constructor(private invoiceService: InvoiceService) {}

    @ResolveField()
    async status(@Ctx() ctx: RequestContext, @Parent() invoice: Invoice) {
        return (await this.invoiceService.states(ctx, [invoice])).get(invoice.id);
    }

    @ResolveField()
    invoiceUrl(@Parent() invoice: Invoice) {
        return `/invoices/${encodeURIComponent(invoice.name)}`;
    }

    @ResolveField()
    orderCode(@Parent() invoice: Invoice) {
        return invoice.snapshot.orderCode;
    }
}

@Resolver()
export class InvoicesShopResolver {
    constructor(private invoiceService: InvoiceService) {}

    @Query()
    @Allow(Permission.Owner)
    getInvoices(@Ctx() ctx: RequestContext, @Args() args: { page?: number | null; pageSize?: number | null }) {
        return this.invoiceService.getInvoices(ctx, args.page ?? 1, args.pageSize ?? undefined);
    }
}

@Resolver()
export class InvoicesAdminResolver {
    constructor(private invoiceService: InvoiceService) {}

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateOrder)
    createInvoice(@Ctx() ctx: RequestContext, @Args() args: { orderId: ID }) {
        return this.invoiceService.createInvoice(ctx, args.orderId);
    }
}

/** Order.invoices, in the Admin API and, for an order the Shop API lets the visitor see (ordersGet), in the Shop API. */
@Resolver('Order')
export class OrderInvoicesResolver {
    constructor(private invoiceService: InvoiceService) {}

    @ResolveField()
    invoices(@Ctx() ctx: RequestContext, @Parent() order: { id: ID }) {
        return this.invoiceService.findByOrder(ctx, order.id);
    }
}
