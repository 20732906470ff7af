import { describe, expect, it } from 'vitest';
import { withVat } from './format.ts';
import { orderAmounts, type PricedLine } from './order-amounts.ts';

/** A line as Vendure prices it with the shop's money strategy: every amount rounded per piece, then times the quantity. */
function line(unitPrice: number, quantity: number, discountPerPiece = 0, vat = 21): PricedLine {
    const prorated = unitPrice - discountPerPiece;
    return {
        quantity,
        unitPrice,
        unitPriceWithTax: withVat(unitPrice, vat),
        linePrice: unitPrice * quantity,
        linePriceWithTax: withVat(unitPrice, vat) * quantity,
        proratedLinePrice: Math.round(prorated) * quantity,
        proratedLinePriceWithTax: withVat(prorated, vat) * quantity,
    };
}

function order(lines: PricedLine[], shipping: number, vat = 21) {
    const subTotal = lines.reduce((s, l) => s + l.proratedLinePrice, 0);
    const subTotalWithTax = lines.reduce((s, l) => s + l.proratedLinePriceWithTax, 0);
    return { lines, shipping, shippingWithTax: withVat(shipping, vat), total: subTotal + shipping, totalWithTax: subTotalWithTax + withVat(shipping, vat) };
}

describe('order amounts, line by line', () => {
    const withCoupon = order([line(1540, 6, 154), line(3080, 4, 308.1), line(995, 47, 99.5)], 6500);

    for (const inclVat of [true, false]) {
        it(`add up ${inclVat ? 'with' : 'without'} VAT: lines = unit x quantity, lines + discount + delivery (+ VAT) = total`, () => {
            const amounts = orderAmounts(withCoupon, inclVat);
            expect(amounts.lines.map(shown => shown.amount)).toEqual(amounts.lines.map((shown, i) => shown.unit * withCoupon.lines[i].quantity));
            expect(amounts.subtotal).toBe(amounts.lines.reduce((s, l) => s + l.amount, 0));
            expect(amounts.discount).toBeLessThan(0);
            const payable = amounts.subtotal + amounts.discount + amounts.delivery + (inclVat ? 0 : amounts.vat);
            expect(payable).toBe(amounts.total);
        });
    }

    it('has no discount row without discounts', () => {
        expect(orderAmounts(order([line(1863, 4)], 0), true).discount).toBe(0);
    });
});
