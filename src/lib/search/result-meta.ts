import { formatMoney, type Locale, vatRate, withVat } from '@timber-shop/rules';
import type { CardData } from '../catalogue/catalogue';
import { imageUrl } from '../images';

/**
 * What a product's search result shows beside its name: image, price from (with the locale's VAT) and
 * unit. The same for the index's records (records.ts) and for the results the backend gives when the
 * index cannot be loaded (backend-results.ts).
 */
export function productResultMeta(locale: Locale, card: CardData, unitName: (unit: CardData['unit']) => string): Record<string, string> {
    return {
        ...(card.image ? { image: imageUrl(card.image, 'thumb', 'webp') } : {}),
        ...(card.from !== null ? { price: formatMoney(withVat(card.from, vatRate(locale))), unit: unitName(card.unit) } : {}),
    };
}
