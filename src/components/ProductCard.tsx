import { formatMoney, isThick, type Locale, type PriceUnit, productPath } from '@timber-shop/rules';
import type { CardData } from '../lib/catalogue/catalogue';
import { texts } from '../lib/interpolate';
import { type PriceDisplay, PUBLIC_PRICES, shownPrice, vatNote } from '../lib/catalogue/pricing';
import Picture from './Picture';

/**
 * The shop's one product card: image from the card size up (WebP, else JPEG; src/components/Picture.tsx), ribbon, thickness x width,
 * price from per unit with the VAT of the visitor's country (the site's on static pages). Static pages render it without a client directive (plain
 * HTML, no JavaScript); the category island renders the same component in the browser.
 */

export const CARD_STRINGS = [
    'catalogue.priceFrom',
    'catalogue.perUnit.m1',
    'catalogue.perUnit.m2',
    'catalogue.perUnit.piece',
    'catalogue.inclVat',
    'catalogue.inclVatOf',
    'businessPrices.exclVat',
    'catalogue.thicknessWidth',
    'catalogue.thick',
    'wishlist.add',
] as const;
export type CardStrings = Record<(typeof CARD_STRINGS)[number], string>;

export { cardData, type CardData } from '../lib/catalogue/catalogue';

/**
 * A card is 171 px wide at least (the grid's column, 1rem gaps, in the page's 1rem padding): one column
 * below 390 px, two up to 600 px, more beside.
 */
const CARD_PRESETS = ['card', 'medium', 'large'] as const;
const CARD_SIZES = '(max-width: 389px) calc(100vw - 2rem), (max-width: 599px) calc(50vw - 1.5rem), 240px';

interface Props {
    locale: Locale;
    card: CardData;
    strings: CardStrings;
    /** above the fold: load eagerly */
    eager?: boolean;
    /** the customer's tax display (the category island after hydration); static pages: the public prices with VAT */
    display?: PriceDisplay;
    /** a category's comparable price basis (rules: categoryPriceBasis): the card leads with its price in this unit, its own beside it */
    basis?: PriceUnit;
}

/**
 * The heart that puts a product on the wishlist: a plain button (the header's script handles every
 * `[data-wishlist-toggle]` on the page, so cards rendered without JavaScript work too).
 */
export function WishlistHeart({ productId, name, label }: { productId: string; name: string; label: string }) {
    return (
        <button type="button" className="wishlist-heart" data-wishlist-toggle={productId} aria-pressed="false" aria-label={label.replace('{{name}}', name)} data-testid="wishlist-heart">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.6 5c2.1 0 3.4 1.2 4.4 2.5C12 6.2 13.3 5 15.4 5 19 5 21.1 8.6 19.6 11.9 17.5 16.4 12 21 12 21z" />
            </svg>
        </button>
    );
}

export default function ProductCard({ locale, card, strings, eager = false, display = PUBLIC_PRICES, basis }: Props) {
    const t = texts(strings);
    const compared = basis && basis !== card.unit ? card.prices[basis] : undefined;
    // on the category's basis when the product's measures allow it, else in its own unit
    const lead = compared !== undefined ? { unit: basis as PriceUnit, from: compared } : card.from !== null ? { unit: card.unit, from: card.from } : null;
    return (
        <article className="product-card" data-testid="product-card" data-product-card={card.id}>
            <a href={productPath(locale, card.slug, card.id)} className="product-card__link" data-prefetch-in-view="">
                <div className="product-card__image">
                    {card.image && (
                        <Picture image={card.image} presets={CARD_PRESETS} sizes={CARD_SIZES} alt={card.name} eager={eager} />
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
                {lead && (
                    // data-price-from and the VAT texts: what src/lib/catalogue/card-prices.ts needs to show a visitor's prices on a static page
                    <p className="product-card__price" data-price-from={lead.from} data-price-unit={lead.unit}>
                        <span className="price-from">{t('catalogue.priceFrom')}</span> <strong>{formatMoney(shownPrice(lead.from, display, locale))}</strong>{' '}
                        <span className="price-unit">{t(`catalogue.perUnit.${lead.unit}`)}</span>{' '}
                        <small data-incl-vat={strings['catalogue.inclVat']} data-incl-vat-of={strings['catalogue.inclVatOf']} data-excl-vat={strings['businessPrices.exclVat']}>
                            {vatNote(display, locale, { incl: strings['catalogue.inclVat'], inclOf: strings['catalogue.inclVatOf'], excl: strings['businessPrices.exclVat'] }, false)}
                        </small>
                        {compared !== undefined && card.from !== null && (
                            // the product's own selling unit, beside the category's basis
                            <span className="price-own" data-testid="card-own-price">
                                {formatMoney(shownPrice(card.from, display, locale))} {t(`catalogue.perUnit.${card.unit}`)}
                            </span>
                        )}
                    </p>
                )}
            </a>
            <WishlistHeart productId={card.id} name={card.name} label={strings['wishlist.add']} />
        </article>
    );
}
