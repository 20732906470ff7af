import { beforeAll, describe, expect, it } from 'vitest';
import { AdjustmentType, OrderLine, setConfig } from '@vendure/core';
import { lineTotal, orderSummary, type QuantityTier, summaryMismatch, summaryRows, shownUnitPrice, tierDiscount, tierUnitPrice, vatRate, withVat } from '@timber-shop/rules';
import { buildDemoCatalogue } from '../plugins/catalogue/seed/demo-catalogue';
import { PerPieceMoneyStrategy } from './per-piece-money.strategy';

/**
 * The shop's rounding rule over the whole seeded catalogue, on Vendure's own OrderLine (its price
 * getters round through the configured money strategy): for every sellable variant, both VAT
 * rates, quantities below, at and above every tier, with and without the 10% coupon, the cart's
 * unit price x quantity is its line total, and both are what the product page, the chooser and
 * the calculator show (the rules package's functions).
 */
const QUANTITIES = [1, 2, 3, 4, 6, 7, 9, 10, 13, 19, 20, 24, 25, 47, 49, 50, 99, 100, 101, 999];
const catalogue = buildDemoCatalogue();
const sellable = catalogue.products.flatMap(product => product.variants.filter(v => v.length !== 23).map(variant => ({ product, variant })));

/** An order line as Vendure prices it: the tier strategy's unit price, the VAT of the delivery country, the coupon's share. */
function orderLine(priceExVat: number, quantity: number, tiers: QuantityTier[], vat: number, couponPercent = 0): OrderLine {
    const listPrice = tierUnitPrice(priceExVat, tierDiscount(quantity, tiers));
    const line = new OrderLine({ listPrice, listPriceIncludesTax: false, quantity, orderPlacedQuantity: 0, adjustments: [], taxLines: [{ taxRate: vat, description: 'VAT' }] });
    // Vendure's orderPercentageDiscount: the percentage of the line's prorated price, as one adjustment
    if (couponPercent) line.addAdjustment({ amount: -(line.proratedLinePrice * couponPercent) / 100, type: AdjustmentType.PROMOTION, description: 'HOUT10', adjustmentSource: 'PROMOTION:1' });
    return line;
}

beforeAll(async () => {
    await setConfig({ entityOptions: { moneyStrategy: new PerPieceMoneyStrategy() } });
});

describe('one rounding rule over the seeded catalogue', () => {
    it('has the catalogue: hundreds of variants, some with tiers', () => {
        expect(sellable.length).toBeGreaterThan(600);
        expect(sellable.some(({ product }) => product.quantityTiers.length > 0)).toBe(true);
    });

    for (const vat of [21, 19]) {
        it(`unit x quantity = line, as the product page shows it, at ${vat}% VAT`, () => {
            const wrong: string[] = [];
            for (const { product, variant } of sellable) {
                for (const quantity of QUANTITIES) {
                    const line = orderLine(variant.priceExVat, quantity, product.quantityTiers, vat);
                    const shown = shownUnitPrice(variant.priceExVat, quantity, product.quantityTiers, vat);
                    if (
                        line.linePriceWithTax !== line.unitPriceWithTax * quantity ||
                        line.linePrice !== line.unitPrice * quantity ||
                        line.unitPriceWithTax !== shown ||
                        line.linePriceWithTax !== lineTotal(variant.priceExVat, quantity, product.quantityTiers, vat) ||
                        line.linePrice !== lineTotal(variant.priceExVat, quantity, product.quantityTiers, vat, false)
                    ) {
                        wrong.push(`${variant.sku} x ${quantity}: ${line.unitPriceWithTax} x ${quantity} = ${line.linePriceWithTax}, page ${shown}`);
                    }
                }
                // below the first tier the cart's piece price is the product page's (withVat of the variant's price)
                if (orderLine(variant.priceExVat, 1, product.quantityTiers, vat).unitPriceWithTax !== withVat(variant.priceExVat, vat)) wrong.push(`${variant.sku}: page price`);
            }
            expect(wrong).toEqual([]);
        });

        it(`with the 10% coupon the lines, the discount and the total add up, at ${vat}% VAT`, () => {
            const wrong: string[] = [];
            // orders of a few lines each, over the whole catalogue
            for (let i = 0; i < sellable.length; i += 5) {
                const lines = sellable.slice(i, i + 5).map(({ product, variant }, k) => orderLine(variant.priceExVat, QUANTITIES[(i + k) % QUANTITIES.length], product.quantityTiers, vat, 10));
                const subTotal = lines.reduce((sum, l) => sum + l.proratedLinePrice, 0);
                const subTotalWithTax = lines.reduce((sum, l) => sum + l.proratedLinePriceWithTax, 0);
                const shipping = 6500;
                const shippingWithTax = withVat(shipping, vat);
                const order = {
                    lines,
                    discounts: [{ description: 'HOUT10', amount: subTotal - lines.reduce((sum, l) => sum + l.linePrice, 0), amountWithTax: 0 }],
                    shippingLines: [{ shippingMethod: { code: 'delivery', name: 'Bezorgen' } }],
                    shipping,
                    shippingWithTax,
                    total: subTotal + shipping,
                    totalWithTax: subTotalWithTax + shippingWithTax,
                    // as Vendure sums it: the lines' VAT and the delivery's, each with its own row
                    taxSummary: [
                        { taxRate: vat, taxBase: subTotal, taxTotal: subTotalWithTax - subTotal },
                        { taxRate: vat, taxBase: shipping, taxTotal: shippingWithTax - shipping },
                    ],
                };
                for (const inclVat of [true, false]) {
                    const shown = orderSummary(order, inclVat);
                    const linesAddUp = shown.lines.every((l, k) => l.amount === l.unit * lines[k].quantity);
                    const mismatch = summaryMismatch(shown.lines.map(l => l.amount), summaryRows(shown, 'nl'));
                    const discounted = lines.every(l => l.proratedLinePriceWithTax === l.proratedUnitPriceWithTax * l.quantity);
                    if (!linesAddUp || mismatch || !discounted || !(shown.discounts[0]?.amount < 0)) wrong.push(`order from ${sellable[i].variant.sku}, ${inclVat ? 'incl.' : 'excl.'} VAT: ${mismatch}`);
                }
            }
            expect(wrong).toEqual([]);
        });
    }

    it('uses the VAT of the locale on the static pages (21% nl and en, 19% de)', () => {
        expect([vatRate('nl'), vatRate('en'), vatRate('de')]).toEqual([21, 21, 19]);
    });
});
