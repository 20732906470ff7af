import { Injector, OrderProcess, OrderState, OrderTransitionData } from '@vendure/core';
import { translator } from '../../common/i18n';
import { PriceListService } from './price-list.service';

export const NO_LONGER_SOLD = 'error.price-list.line-not-sold';

/**
 * A cart line whose product the customer's price list no longer sells (staff hid its category after
 * it was added: the cart's interceptor only refuses adding) is not ordered: the checkout's step to
 * payment is refused, naming the product, in the customer's language. Put before Vendure's own
 * checks, so the customer learns first what to take out of the cart.
 */
export class SoldCategoriesOrderProcess implements OrderProcess<OrderState> {
    private priceLists: PriceListService;

    init(injector: Injector) {
        this.priceLists = injector.get(PriceListService);
    }

    async onTransitionStart(_fromState: OrderState, toState: OrderState, { ctx, order }: OrderTransitionData) {
        if (toState !== 'ArrangingPayment') return;
        for (const line of order.lines) {
            if (!(await this.priceLists.sellsProduct(ctx, line.productVariant.productId))) {
                // already in the customer's language: Vendure passes the text through its translator, which keeps it
                return translator(ctx).text(NO_LONGER_SOLD, { product: line.productVariant.name });
            }
        }
    }
}
