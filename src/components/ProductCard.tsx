import { formatMoney, isThick, type Locale, productPath, vatRate, withVat } from '@timber-shop/rules';
import type { CardData } from '../lib/catalogue';
import { texts } from '../lib/interpolate';

/**
 * The shop's one product card: image at the card size (webp with fallback), ribbon, thickness x width,
 * price from per unit with the locale's VAT. Static pages render it without a client directive (plain
 * HTML, no JavaScript); the category island renders the same component in the browser.
 */

export const CARD_STRINGS = [
    'catalogue.priceFrom',
    'catalogue.perUnit.m1',
    'catalogue.perUnit.m2',
    'catalogue.perUnit.piece',
    'catalogue.inclVat',
    'catalogue.thicknessWidth',
    'catalogue.thick',
] as const;
export type CardStrings = Record<(typeof CARD_STRINGS)[number], string>;

export { cardData, type CardData } from '../lib/catalogue';

interface Props {
    locale: Locale;
    card: CardData;
    strings: CardStrings;
    /** above the fold: load eagerly */
    eager?: boolean;
}

export default function ProductCard({ locale, card, strings, eager = false }: Props) {
    const t = texts(strings);
    return (
        <article className="product-card" data-testid="product-card">
            <a href={productPath(locale, card.slug, card.id)} className="product-card__link" data-prefetch-in-view="">
                <div className="product-card__image">
                    {card.image && (
                        <picture>
                            <source srcSet={`${card.image}?preset=card&format=webp 1x, ${card.image}?preset=medium&format=webp 2x`} type="image/webp" />
                            <img src={`${card.image}?preset=card`} width="171" height="210" alt={card.name} loading={eager ? 'eager' : 'lazy'} decoding="async" />
                        </picture>
                    )}
                    {card.ribbon && (
                        <span className="ribbon" style={{ background: card.ribbon.bg, color: card.ribbon.color }}>
                            {card.ribbon.text}
                        </span>
                    )}
                </div>
                <h3 className="product-card__name">{card.name}</h3>
                {card.thickness && card.width ? (
                    <p className="product-card__size">
                        {t('catalogue.thicknessWidth', { thickness: card.thickness, width: card.width })}
                        {isThick(card.thickness) && <span className="product-card__thick"> · {t('catalogue.thick')}</span>}
                    </p>
                ) : null}
                {card.from !== null && (
                    <p className="product-card__price">
                        <span className="price-from">{t('catalogue.priceFrom')}</span> <strong>{formatMoney(withVat(card.from, vatRate(locale)))}</strong>{' '}
                        <span className="price-unit">{t(`catalogue.perUnit.${card.unit}`)}</span>{' '}
                        <small>{t('catalogue.inclVat', { rate: vatRate(locale) })}</small>
                    </p>
                )}
            </a>
        </article>
    );
}
