import { Injector, Order, OrderInterceptor, RequestContext, WillAddItemToOrderInput } from '@vendure/core';
import { translator } from '../../common/i18n';
import { PriceListService } from './price-list.service';

export const NOT_SOLD = 'error.price-list.category-not-sold';

/**
 * The cart takes only products the customer's price list sells (category availability follows the
 * price list, spec section 6): adding another is refused with a message in the customer's language.
 */
export class SoldCategoriesOrderInterceptor implements OrderInterceptor {
    private priceLists: PriceListService;

    init(injector: Injector) {
        this.priceLists = injector.get(PriceListService);
    }

    async willAddItemToOrder(ctx: RequestContext, _order: Order, input: WillAddItemToOrderInput): Promise<string | undefined> {
        if (await this.priceLists.sellsProduct(ctx, input.productVariant.productId)) return undefined;
        return translator(ctx).text(NOT_SOLD);
    }
}
