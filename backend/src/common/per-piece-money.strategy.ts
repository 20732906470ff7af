import { DefaultMoneyStrategy, type RuntimeVendureConfig } from '@vendure/core';
import { roundPerPiece } from '@timber-shop/rules';

/**
 * The shop's rounding rule for Vendure's order amounts (docs/ARCHITECTURE.md, "Money"): a piece's
 * price with VAT is rounded to the cent before it is multiplied by the quantity (Vendure 3.1+
 * multiplies first, so 4 x € 18,63 came to € 74,54). Then the cart's unit price x quantity is its
 * line total in both tax displays, as the product page and the calculator compute it.
 */
export class PerPieceMoneyStrategy extends DefaultMoneyStrategy {
    round(value: number, quantity = 1): number {
        return roundPerPiece(value, quantity);
    }
}

/** Every plugin that prices order lines or writes their amounts sets the one rule (idempotent). */
export function usePerPieceMoney<T extends RuntimeVendureConfig>(config: T): T {
    if (!(config.entityOptions.moneyStrategy instanceof PerPieceMoneyStrategy)) config.entityOptions.moneyStrategy = new PerPieceMoneyStrategy();
    return config;
}
