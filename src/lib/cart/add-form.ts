import { parseQuantity } from '../catalogue/product';
import type { CartItem } from '../api/cart';

/**
 * The product page's add-to-cart form (the variant chooser): it is a real form, so a tap before the
 * island has hydrated posts it to `/api/cart/add` instead of being lost. Its fields: one quantity
 * per variant (`q.<variant id>`, as typed); `locale` and `back` (the product page) to answer in the page's language and return to it.
 */
export const QUANTITY_FIELD = 'q.';
export const ADD_TO_CART_ACTION = '/api/cart/add';
/** The query parameter the product page reads a refused add's message from. */
export const CART_ERROR_PARAM = 'cartError';

/** What the posted form asks to add: every variant with a valid quantity above 0; undefined when a quantity is not a number. */
export function itemsOfAddForm(form: FormData): CartItem[] | undefined {
    const items: CartItem[] = [];
    for (const [name, value] of form.entries()) {
        if (!name.startsWith(QUANTITY_FIELD) || typeof value !== 'string') continue;
        const quantity = parseQuantity(value);
        if (quantity === 'invalid') return undefined;
        if (quantity > 0) items.push({ productVariantId: name.slice(QUANTITY_FIELD.length), quantity });
    }
    return items;
}
