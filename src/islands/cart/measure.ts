import type { CartLine } from '../../lib/api/cart';
import { isPriceUnit, type PriceUnit } from '../../lib/catalogue/catalogue';

/** A line's quantity in its product's unit: running metres, square metres, or pieces (2 decimals, comma). */
export function lineMeasure(line: Pick<CartLine, 'quantity' | 'productVariant'>): { unit: PriceUnit; amount: string } {
    const variant = line.productVariant;
    const product = variant.product.customFields;
    const unit = isPriceUnit(product?.priceUnit) ? product.priceUnit : 'piece';
    const lengthM = (variant.customFields?.length ?? 0) / 100;
    const widthM = (variant.customFields?.width || product?.width || 0) / 1000;
    const decimal = (n: number) => n.toFixed(2).replace('.', ',');
    if (unit === 'm1' && lengthM > 0) return { unit, amount: decimal(line.quantity * lengthM) };
    if (unit === 'm2' && lengthM > 0 && widthM > 0) return { unit, amount: decimal(line.quantity * lengthM * widthM) };
    return { unit: 'piece', amount: String(line.quantity) };
}
