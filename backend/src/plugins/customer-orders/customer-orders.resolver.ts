import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Customer, ID, Order, OrderService, Permission, RequestContext, ShippingLine, Transaction, TransactionalConnection } from '@vendure/core';
// the pick-up method's code (delivery plugin)
import { PICKUP_METHOD_CODE } from '../delivery/constants';
import { customerOrderStatus, daysSince, invoiceStatus, isCancellableByCustomer, orderStatus, processingStep, validityDateCounter } from '@timber-shop/rules';
import gql from 'graphql-tag';
import { ORDER_LIST_KINDS } from './constants';
import { CustomerOrdersService, type OrdersGetArgs } from './customer-orders.service';
import { InvoiceService } from './invoice.service';
import { OrderLinkService } from './order-link.service';

export const customerOrdersShopSchema = gql`
    "The dashboard's order lists: open orders, every placed order (the order history), quotes."
    enum OrderListKind {
        ${ORDER_LIST_KINDS.join('\n')}
    }

    extend type Order {
        "The spec's order status: Quotation, QuotationSent, SalesOrder, Locked or Cancelled."
        status: String!
        "Where the order stands in the customer's words (rules package CUSTOMER_ORDER_STATUSES): quote, quoteSent, awaitingPayment, paid, preparing, shipped, readyForPickup, delivered, pickedUp or cancelled."
        customerStatus: String!
        "The spec's invoice status: UpsellingOpportunity, FullyInvoiced, ToInvoice or NothingtoInvoice."
        invoiceStatus: String!
        invoiceCount: Int!
        "Where a placed order is: Collect, Planing or Bundling; null for quotes and finished orders."
        processingStep: String
        "A quote's days left: 0 on its last day, below 0 expired; null for an order."
        validityDateCounter: Int
        "The total without VAT (goods and delivery)."
        amountTotalUntaxed: Money!
        "The order in the dashboard, with its access token (the link in the order mail)."
        orderUrl: String!
        "Whether the customer may still cancel it (an open quote, an order not yet paid)."
        cancellable: Boolean!
        "Picked up at the yard while the order holds a delivery address (a street): the address is then only the customer's, not where the goods go."
        isPickupWithDeliveryAddress: Boolean!
    }

    extend type Customer {
        "Days since the account was created."
        createDateCounter: Int!
        "What placed orders still await in payment (with VAT)."
        openAmount: Money!
    }

    extend type Query {
        "One order (orderId or orderCode; its owner, or anyone with the order mail's accessToken), else a page of the logged-in customer's list (kind, page from 1, pageSize 5, 10, 15 or 20)."
        ordersGet(kind: OrderListKind, page: Int, pageSize: Int, orderId: ID, orderCode: String, accessToken: String): OrderList!
    }

    extend type Mutation {
        "The customer's own reference on a placed order or a quote (at least 6 characters)."
        updateOrder(orderId: ID!, clientOrderRef: String!): Order!
        "Cancels an open quote or an order not yet paid."
        cancelOrder(orderId: ID!): Order!
    }
`;

export const customerOrdersAdminSchema = gql`
    extend type Mutation {
        "Ends every link to the order sent so far (its order mails' 'view your order'): a guest then needs a new mail, the owner logs in."
        revokeOrderAccessLinks(orderId: ID!): Boolean!
    }
`;

@Resolver()
export class CustomerOrdersAdminResolver {
    constructor(private customerOrders: CustomerOrdersService) {}

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateOrder)
    revokeOrderAccessLinks(@Ctx() ctx: RequestContext, @Args() args: { orderId: ID }) {
        return this.customerOrders.revokeAccessLinks(ctx, args.orderId);
    }
}

@Resolver()
export class CustomerOrdersShopResolver {
    constructor(private customerOrders: CustomerOrdersService) {}

    @Query()
    @Allow(Permission.Public)
    ordersGet(@Ctx() ctx: RequestContext, @Args() args: OrdersGetArgs) {
        return this.customerOrders.ordersGet(ctx, args);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Owner)
    updateOrder(@Ctx() ctx: RequestContext, @Args() args: { orderId: ID; clientOrderRef: string }) {
        return this.customerOrders.updateOrder(ctx, args.orderId, args.clientOrderRef);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Owner)
    cancelOrder(@Ctx() ctx: RequestContext, @Args() args: { orderId: ID }) {
        return this.customerOrders.cancelOrder(ctx, args.orderId);
    }
}

@Resolver('Order')
export class CustomerOrderFieldsResolver {
    constructor(
        private invoiceService: InvoiceService,
        private orderService: OrderService,
        private connection: TransactionalConnection,
        private orderLinks: OrderLinkService,
    ) {}

    @ResolveField()
    async isPickupWithDeliveryAddress(@Ctx() ctx: RequestContext, @Parent() order: Order): Promise<boolean> {
        if (!order.shippingAddress?.streetLine1) return false;
        return this.isPickup(ctx, order);
    }

    @ResolveField()
    status(@Parent() order: Order) {
        return orderStatus(order.state);
    }

    @ResolveField()
    async customerStatus(@Ctx() ctx: RequestContext, @Parent() order: Order) {
        // a paid order is being prepared once staff have made its fulfilment
        const fulfillmentStates = order.state === 'PaymentSettled' ? (await this.orderService.getOrderFulfillments(ctx, order)).map(f => f.state) : [];
        return customerOrderStatus({ state: order.state, pickup: await this.isPickup(ctx, order), fulfillmentStates });
    }

    /** Picked up at the yard (the pick-up shipping method) rather than delivered. */
    private async isPickup(ctx: RequestContext, order: Order): Promise<boolean> {
        const lines = order.shippingLines?.every(line => line.shippingMethod)
            ? order.shippingLines
            : await this.connection.getRepository(ctx, ShippingLine).find({ where: { order: { id: order.id } }, relations: ['shippingMethod'] });
        return lines.some(line => line.shippingMethod?.code === PICKUP_METHOD_CODE);
    }

    @ResolveField()
    async invoiceCount(@Ctx() ctx: RequestContext, @Parent() order: Order) {
        return (await this.invoiceService.findByOrder(ctx, order.id)).length;
    }

    @ResolveField()
    async invoiceStatus(@Ctx() ctx: RequestContext, @Parent() order: Order) {
        const invoices = await this.invoiceService.findByOrder(ctx, order.id);
        const invoiced = invoices.reduce((sum, invoice) => sum + invoice.amountTotal, 0);
        return invoiceStatus(orderStatus(order.state), invoiced, order.totalWithTax, invoices.length);
    }

    @ResolveField()
    processingStep(@Parent() order: Order) {
        return processingStep(order.state);
    }

    @ResolveField()
    validityDateCounter(@Parent() order: Order) {
        const validityDate = (order.customFields as { validityDate?: Date | null } | undefined)?.validityDate;
        return validityDate ? validityDateCounter(validityDate) : null;
    }

    @ResolveField()
    amountTotalUntaxed(@Parent() order: Order) {
        return order.total;
    }

    @ResolveField()
    orderUrl(@Ctx() ctx: RequestContext, @Parent() order: Order) {
        // valid from the order's own date, not from this read: reading it again never makes a link that lasts longer
        return this.orderLinks.url(ctx, order, order.orderPlacedAt ?? order.createdAt);
    }

    @ResolveField()
    cancellable(@Parent() order: Order) {
        return isCancellableByCustomer(order.state);
    }
}

@Resolver('Customer')
export class CustomerDashboardFieldsResolver {
    constructor(private customerOrders: CustomerOrdersService) {}

    @ResolveField()
    createDateCounter(@Parent() customer: Customer) {
        return daysSince(customer.createdAt);
    }

    @ResolveField()
    openAmount(@Ctx() ctx: RequestContext, @Parent() customer: Customer) {
        return this.customerOrders.openAmount(ctx, customer.id);
    }
}
