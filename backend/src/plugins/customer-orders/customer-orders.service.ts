import { Inject, Injectable } from '@nestjs/common';
import {
    ConfigService,
    Customer,
    CustomerService,
    ForbiddenError,
    HistoryService,
    ID,
    isGraphQlErrorResult,
    ListQueryOptions,
    Order,
    OrderService,
    PaginatedList,
    RequestContext,
    TransactionalConnection,
    UserInputError,
} from '@vendure/core';
import { SortOrder } from '@vendure/common/lib/generated-types';
import {
    CLIENT_ORDER_REF_MAX_LENGTH,
    CLIENT_ORDER_REF_MIN_LENGTH,
    isCancellableByCustomer,
    ORDER_LIST_PAGE_SIZE,
    orderListPageSize,
    QUOTE_STATES,
} from '@timber-shop/rules';
import { orderAsPlaced } from '../../common/order-as-placed';
import { CUSTOMER_ORDERS_OPTIONS, type CustomerOrdersPluginOptions, ERRORS, type OrderListKind } from './constants';
import { isOrderAccessToken } from './order-access';

export interface OrdersGetArgs {
    kind?: OrderListKind | null;
    page?: number | null;
    pageSize?: number | null;
    orderId?: ID | null;
    orderCode?: string | null;
    accessToken?: string | null;
}

/** States in which an order can no longer change: its reference stays as it was. */
const CLOSED_STATES = ['Cancelled', 'Delivered'];

/**
 * The customer's orders in the dashboard (spec: ordersGet, updateOrder, cancelOrder): lists of
 * open orders, all placed orders and quotes, paged; one order for its owner or for whoever holds
 * the order mail's access token; the customer's own order reference; cancelling while the order
 * allows it. The session decides who the customer is: a storefront cookie alone opens nothing.
 */
@Injectable()
export class CustomerOrdersService {
    constructor(
        private orderService: OrderService,
        private customerService: CustomerService,
        private connection: TransactionalConnection,
        private historyService: HistoryService,
        private configService: ConfigService,
        @Inject(CUSTOMER_ORDERS_OPTIONS) private options: CustomerOrdersPluginOptions,
    ) {}

    /** One order or a list; a cancelled order as it was placed (its lines and amounts), which its status says was cancelled. */
    async ordersGet(ctx: RequestContext, args: OrdersGetArgs): Promise<PaginatedList<Order>> {
        if (args.orderId != null || args.orderCode) {
            const found = args.orderCode ? await this.orderService.findOneByCode(ctx, args.orderCode) : await this.orderService.findOne(ctx, args.orderId ?? '');
            const order = found && (await this.accessible(ctx, found, args.accessToken));
            return order ? { items: [await this.asPlaced(ctx, order)], totalItems: 1 } : { items: [], totalItems: 0 };
        }
        const customer = await this.activeCustomer(ctx);
        const pageSize = orderListPageSize(args.pageSize ?? ORDER_LIST_PAGE_SIZE);
        const page = Math.max(1, Math.floor(args.page ?? 1));
        const list = await this.orderService.findByCustomerId(ctx, customer.id, { ...listFilter(args.kind ?? 'HISTORY'), take: pageSize, skip: (page - 1) * pageSize });
        return { ...list, items: await Promise.all(list.items.map(order => this.asPlaced(ctx, order))) };
    }

    /** The customer's own order reference on a placed order or a quote (the cart has its own mutation). */
    async updateOrder(ctx: RequestContext, orderId: ID, clientOrderRef: string): Promise<Order> {
        const order = await this.ownOrder(ctx, orderId);
        if (order.active || CLOSED_STATES.includes(order.state)) throw new UserInputError(ERRORS.notChangeable);
        const value = clientOrderRef.trim();
        if (value.length < CLIENT_ORDER_REF_MIN_LENGTH || value.length > CLIENT_ORDER_REF_MAX_LENGTH) throw new UserInputError(ERRORS.invalidClientOrderRef);
        await this.orderService.updateCustomFields(ctx, order.id, { clientOrderRef: value });
        return this.ownOrder(ctx, order.id);
    }

    /** Cancels an open quote or an order not yet paid; anything further along is for staff. */
    async cancelOrder(ctx: RequestContext, orderId: ID): Promise<Order> {
        const order = await this.ownOrder(ctx, orderId);
        if (!isCancellableByCustomer(order.state)) throw new UserInputError(ERRORS.notCancellable);
        const result = await this.orderService.cancelOrder(ctx, { orderId: order.id, reason: 'Cancelled by the customer', cancelShipping: true });
        if (isGraphQlErrorResult(result)) throw new UserInputError(ERRORS.notCancellable);
        return this.asPlaced(ctx, result);
    }

    /** Raises the order's link version: every order link made so far stops working. */
    async revokeAccessLinks(ctx: RequestContext, orderId: ID): Promise<boolean> {
        const order = await this.orderService.findOne(ctx, orderId);
        if (!order) throw new UserInputError(ERRORS.notFound);
        const version = Number((order.customFields as { accessLinkVersion?: number }).accessLinkVersion ?? 0);
        await this.connection.getRepository(ctx, Order).update(order.id, { customFields: { accessLinkVersion: version + 1 } } as never);
        return true;
    }

    /** Placed orders still awaiting payment: what the customer has yet to pay (with VAT). */
    async openAmount(ctx: RequestContext, customerId: ID): Promise<number> {
        const row = await this.connection
            .getRepository(ctx, Order)
            .createQueryBuilder('order')
            .select('SUM(order.subTotalWithTax + order.shippingWithTax)', 'open')
            .where('order.customerId = :customerId', { customerId })
            .andWhere('order.state = :state', { state: 'PaymentAuthorized' })
            .getRawOne<{ open: number | string | null }>();
        return Number(row?.open ?? 0);
    }

    private asPlaced(ctx: RequestContext, order: Order): Promise<Order> {
        return orderAsPlaced(ctx, order, { history: this.historyService, config: this.configService });
    }

    /** The order if the request may see it: its owner, or whoever has the order mail's access token. */
    async accessible(ctx: RequestContext, order: Order, accessToken?: string | null): Promise<Order | undefined> {
        if (order.active) return undefined;
        if (accessToken && isOrderAccessToken(this.options.secret, order, accessToken)) return order;
        const customer = ctx.activeUserId ? await this.customerService.findOneByUserId(ctx, ctx.activeUserId) : undefined;
        return customer && String(order.customerId) === String(customer.id) ? order : undefined;
    }

    private async ownOrder(ctx: RequestContext, orderId: ID): Promise<Order> {
        const customer = await this.activeCustomer(ctx);
        const order = await this.orderService.findOne(ctx, orderId);
        if (!order || order.active || String(order.customerId) !== String(customer.id)) throw new UserInputError(ERRORS.notFound);
        return order;
    }

    private async activeCustomer(ctx: RequestContext): Promise<Customer> {
        const customer = ctx.activeUserId ? await this.customerService.findOneByUserId(ctx, ctx.activeUserId) : undefined;
        if (!customer) throw new ForbiddenError();
        return customer;
    }
}

/** Which orders each list holds, newest first: open orders, every placed order, quotes. */
function listFilter(kind: OrderListKind): ListQueryOptions<Order> {
    if (kind === 'QUOTATIONS') return { filter: { state: { in: [...QUOTE_STATES] } }, sort: { createdAt: SortOrder.DESC } };
    const placed = { active: { eq: false }, orderPlacedAt: { isNull: false } };
    if (kind === 'ORDERS') return { filter: { ...placed, state: { notIn: CLOSED_STATES } }, sort: { orderPlacedAt: SortOrder.DESC } };
    return { filter: placed, sort: { orderPlacedAt: SortOrder.DESC } };
}
