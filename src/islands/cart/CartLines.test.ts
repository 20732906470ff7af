// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartLine } from '../../lib/api/cart';
import { reactRoot, typeInto } from '../../../tests/lib/react-root';
import { CartLines } from './CartLines';

/** A cart of one line of 2 pieces at € 28,98 a piece, as the Shop API answers it. */
function cartOf(quantity: number): Cart {
    const line = {
        id: '7',
        quantity,
        notInPriceList: false,
        unitPrice: 2395,
        unitPriceWithTax: 2898,
        linePrice: 2395 * quantity,
        linePriceWithTax: 2898 * quantity,
        proratedLinePrice: 2395 * quantity,
        proratedLinePriceWithTax: 2898 * quantity,
        featuredAsset: null,
        productVariant: {
            id: '41',
            name: 'Bangkirai vlonderplank 21 x 145 mm gegroefd 2,75 m',
            sku: 'BK-21145-275',
            customFields: { length: 275, width: 145, saleDelay: 0 },
            product: { id: '9', slug: 'bangkirai-vlonderplank', name: 'Bangkirai vlonderplank', customFields: { priceUnit: 'piece', thickness: 21, width: 145 } },
        },
    };
    return { lines: [line], shippingLines: [], discounts: [], taxSummary: [], shipping: 0, shippingWithTax: 0 } as unknown as Cart;
}

const t = (key: string) => key;
describe('CartLines: a quantity typed in a line', () => {
    let root: ReturnType<typeof reactRoot>;
    let onQuantity: ReturnType<typeof vi.fn<(line: CartLine, quantity: number) => void>>;
    const render = (cart: Cart) =>
        root.render(createElement(CartLines, { cart, locale: 'nl', t, inclVat: true, busy: false, onQuantity, onRemove: () => {} }));
    const input = () => document.querySelector<HTMLInputElement>('[data-testid="cart-line-quantity"]') as HTMLInputElement;
    const type = (value: string) => typeInto(input(), value);
    const enter = () => act(() => input().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));

    beforeEach(() => {
        root = reactRoot();
        onQuantity = vi.fn();
    });
    afterEach(() => root.unmount());

    it('stays while a cart answer arrives meanwhile (the page loading the cart again), and Enter sends it', async () => {
        await render(cartOf(2));
        expect(input().value).toBe('2');
        await type('5');
        // the same cart, answered again: new line objects with the quantity the server holds
        await render(cartOf(2));
        expect(input().value).toBe('5');
        await enter();
        expect(onQuantity).toHaveBeenCalledTimes(1);
        expect(onQuantity.mock.calls[0][1]).toBe(5);
    });

    it('shows the server quantity again once sent: the new quantity, or the old one after a refusal', async () => {
        await render(cartOf(2));
        await type('5');
        await enter();
        await render(cartOf(5));
        expect(input().value).toBe('5');
        await type('900');
        await enter();
        // refused (not enough in stock): the cart comes back as it was
        await render(cartOf(5));
        expect(input().value).toBe('5');
        expect(onQuantity.mock.calls.map(call => call[1])).toEqual([5, 900]);
    });
});
