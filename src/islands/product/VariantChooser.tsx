import { type ReactNode, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { notify } from '../../lib/toasts';
import { texts } from '../../lib/interpolate';
import { type DeliveryRates, formatLength, formatMoney, isLongLength, lineTotal, type Locale, longLengthText, tierDiscount } from '@timber-shop/rules';
import { type ChooserVariant, parseQuantity, type ShownTier, stockBand } from '../../lib/catalogue/product';
import type { VariantStock } from '../../lib/api/product';
import { $adding, $quantities, $stock, $stockLive, cartStore, clearQuantities, loadStock, quantitiesDraftKey, restoreQuantities, setQuantity, whileAdding } from './store';
import type { VariantStrings } from './strings';
import type { PriceUnit } from '../../lib/catalogue/catalogue';
import { ADD_TO_CART_ACTION, CART_ERROR_PARAM, QUANTITY_FIELD } from '../../lib/cart/add-form';
import { useHeldSubmit, useOnHydration } from '../../lib/hydration';
import { getProductPrices } from '../../lib/api/product';
import { differsFromPublic, priceDisplay, PUBLIC_PRICES, repriced, shownPrice, shownVatRate, vatNote } from '../../lib/catalogue/pricing';

type T = ReturnType<typeof texts<keyof VariantStrings>>;

interface Props {
    locale: Locale;
    productId: string;
    view: 'WoodView' | 'Other';
    unit: PriceUnit;
    /** the product's width (mm), for the price per m2 of variants without one of their own */
    productWidth: number;
    variants: ChooserVariant[];
    tiers: ShownTier[];
    strings: VariantStrings;
    cartHref: string;
    /** the product page, where a form posted before hydration comes back to on a refusal */
    backPath: string;
    /** the delivery's rates (the long-length surcharge a long variant announces); null when the backend could not say */
    deliveryRates: DeliveryRates | null;
    /** the delivery estimate (DeliveryEstimate.astro): static content that writes its own dates */
    children?: ReactNode;
}

/**
 * The product's buy box: lengths (x widths) with a quantity each, the price per piece and per unit,
 * the stock pop-up per variant from live stock, the delivery estimate, the total with quantity tiers,
 * one add to the cart for every filled length. (A sample is not sold here: the product page offers
 * it free by post, the requests plugin's sample request.)
 *
 * It hydrates when the visitor reaches for it (client:interaction): until then its HTML is the public
 * prices and a form that adds without JavaScript. It hydrates at once for a visitor who should see
 * more: other prices (the directive's own check), quantities typed before a reload
 * (`data-session-draft`), a refused add coming back (`data-url-param`).
 */
export default function VariantChooser({ locale, productId, view, unit, productWidth, variants: builtVariants, tiers, strings, cartHref, backPath, deliveryRates, children }: Props) {
    const t = texts(strings);
    const quantities = useStore($quantities);
    const liveStock = useStore($stock);
    const stockLive = useStore($stockLive);
    const adding = useStore($adding);
    const ids = builtVariants.map(v => v.id);
    const root = useRef<HTMLElement>(null);
    const form = useRef<HTMLFormElement>(null);
    // the pre-rendered public prices with VAT, until the customer's own (price list, tax display) are known
    const [display, setDisplay] = useState(PUBLIC_PRICES);
    const [livePrices, setLivePrices] = useState<Map<string, number> | null>(null);
    // category availability follows the price list (spec section 6): the backend gives no prices for a product the customer's list does not sell
    const notSold = livePrices !== null && !builtVariants.some(v => livePrices.has(v.id));
    const variants = differsFromPublic(display, locale)
        ? builtVariants.map(v => repriced(v, livePrices?.get(v.id) ?? v.priceExVat, display, locale, unit, productWidth))
        : builtVariants;
    const vatText = vatNote(display, locale, { incl: strings['catalogue.inclVat'], inclOf: strings['catalogue.inclVatOf'], excl: strings['businessPrices.exclVat'] });

    useOnHydration(() => {
        void cartStore();
        restoreQuantities(productId, ids);
        // What was typed before the island hydrated is kept too.
        for (const field of root.current?.querySelectorAll<HTMLInputElement>('input[data-variant-id]') ?? []) {
            if (field.value && field.dataset.variantId) setQuantity(productId, field.dataset.variantId, field.value);
        }
        void loadStock(locale, ids);
        void showCustomerPrices();
        // A form posted before hydration that the backend refused comes back with its sentence.
        const url = new URL(window.location.href);
        const refused = url.searchParams.get(CART_ERROR_PARAM);
        if (refused) {
            notify({ type: 'error', message: refused });
            url.searchParams.delete(CART_ERROR_PARAM);
            history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
        }
        // once, on hydration: the variants of a pre-rendered page never change
    });
    // an add tapped before the island was there: made now, with what the fields hold
    useHeldSubmit(form);

    const widths = [...new Set(variants.map(v => v.width))].sort((a, b) => a - b);
    const lengths = [...new Set(variants.map(v => v.length))].sort((a, b) => a - b);
    const matrix = view === 'WoodView' && widths.length > 1;
    const { chosen, anyInvalid, pieces } = selection(quantities);
    const total = chosen.reduce((sum, l) => sum + lineTotal(l.variant.priceExVat, l.quantity, tiers, shownVatRate(display, locale)), 0);
    const stockOf = (variant: ChooserVariant): VariantStock => liveStock[variant.id] ?? variant.stock;
    const longLengthNote = deliveryRates ? longLengthText(deliveryRates, shownPrice(deliveryRates.longLengthSurcharge, display, locale), locale) : '';
    const variantNotes = (variant: ChooserVariant) => (
        <>
            {variant.customMessage && <small className="variant-message">{variant.customMessage}</small>}
            {deliveryRates && isLongLength(variant.length, deliveryRates) && deliveryRates.longLengthSurcharge > 0 && (
                <small className="variant-message" data-testid="long-length-note">{longLengthNote}</small>
            )}
        </>
    );
    const cartAction = { text: t('product.chooser.viewCart'), href: cartHref };

    /** The lengths with a quantity, and whether any quantity is not a number of pieces. */
    function selection(typed: Record<string, string>) {
        const lines = variants.map(variant => ({ variant, quantity: parseQuantity(typed[variant.id] ?? '') }));
        const chosen = lines.filter((l): l is { variant: ChooserVariant; quantity: number } => typeof l.quantity === 'number' && l.quantity > 0);
        return { chosen, anyInvalid: lines.some(l => l.quantity === 'invalid'), pieces: chosen.reduce((sum, l) => sum + l.quantity, 0) };
    }

    /**
     * The customer's prices: their price list's (live from the API) and their tax display, here and
     * in the page's static "price from" beside the island.
     */
    async function showCustomerPrices() {
        const customer = priceDisplay();
        if (!differsFromPublic(customer, locale)) return;
        const live = customer.pricelistId ? await getProductPrices(locale, [productId]).catch(() => null) : null;
        setLivePrices(live);
        setDisplay(customer);
        const shown = builtVariants.map(v => repriced(v, live?.get(v.id) ?? v.priceExVat, customer, locale, unit, productWidth));
        const from = Math.min(...shown.map(v => v.unitPrice));
        const staticFrom = document.querySelector('[data-testid="product-price-from"]');
        const amount = staticFrom?.querySelector('strong');
        const note = staticFrom?.querySelector('small');
        if (live && !builtVariants.some(v => live.has(v.id))) {
            staticFrom?.setAttribute('hidden', '');
            return;
        }
        if (amount && Number.isFinite(from)) amount.textContent = formatMoney(from);
        if (note) note.textContent = vatNote(customer, locale, { incl: strings['catalogue.inclVat'], inclOf: strings['catalogue.inclVatOf'], excl: strings['businessPrices.exclVat'] });
    }

    /**
     * Adds what the form's fields hold: a tap in the moment between hydration and the effect that
     * reads what was typed before it would otherwise find the store still empty.
     */
    async function add(form: HTMLFormElement) {
        for (const field of form.querySelectorAll<HTMLInputElement>('input[data-variant-id]')) {
            const id = field.dataset.variantId ?? '';
            if (($quantities.get()[id] ?? '') !== field.value) setQuantity(productId, id, field.value);
        }
        const { chosen, anyInvalid, pieces } = selection($quantities.get());
        if (anyInvalid) {
            notify({ type: 'error', message: t('product.chooser.invalidQuantity') });
            return;
        }
        if (chosen.length === 0) {
            notify({ type: 'info', message: t('product.chooser.noQuantity') });
            return;
        }
        const items = chosen.map(l => ({ productVariantId: l.variant.id, quantity: l.quantity }));
        const result = await whileAdding(() => cartStore().then(({ addToCart }) => addToCart(locale, items)));
        if (!result) return;
        if (result.ok) {
            clearQuantities(productId, ids);
            notify({ type: 'success', message: t('product.chooser.added', { count: pieces }), action: cartAction });
        } else {
            // the quantities stay as typed: the shopper can try again
            notify({ type: 'error', message: t('product.chooser.addFailed', { message: result.message ?? '' }) });
        }
    }

    const input = (variant: ChooserVariant) => {
        const value = quantities[variant.id] ?? '';
        const invalid = parseQuantity(value) === 'invalid';
        return (
            <input
                type="text"
                inputMode="numeric"
                autoComplete="off"
                className="qty-input"
                data-testid="variant-quantity"
                data-variant-id={variant.id}
                data-sku={variant.sku}
                name={`${QUANTITY_FIELD}${variant.id}`}
                aria-label={t('product.chooser.quantityFor', { variant: variant.label })}
                aria-invalid={invalid || undefined}
                value={value}
                placeholder="0"
                maxLength={4}
                onChange={event => setQuantity(productId, variant.id, event.target.value)}
            />
        );
    };

    const discountBadge = (variant: ChooserVariant) => {
        const quantity = parseQuantity(quantities[variant.id] ?? '');
        const percent = typeof quantity === 'number' ? tierDiscount(quantity, tiers) : 0;
        return percent > 0 ? <span className="tier-badge">{t('product.chooser.discount', { percent })}</span> : null;
    };

    const quantityOf = (variant: ChooserVariant) => {
        const quantity = parseQuantity(quantities[variant.id] ?? '');
        return typeof quantity === 'number' ? quantity : 0;
    };

    return (
        <section
            ref={root}
            className="variant-chooser"
            data-testid="variant-chooser"
            data-stock-live={stockLive ? 'true' : 'false'}
            data-session-draft={quantitiesDraftKey(productId)}
            data-url-param={CART_ERROR_PARAM}
            aria-labelledby="variant-chooser-title"
        >
            <h2 id="variant-chooser-title">{view === 'WoodView' ? t('product.chooser.title') : t('product.chooser.titleOther')}</h2>
            {notSold && (
                <p className="variant-chooser__not-sold" role="status" data-testid="product-not-sold">
                    {t('businessPrices.productNotSold')}
                </p>
            )}
            {/* A real form: without JavaScript it posts (api/cart/add); a send before hydration is held for the island, which adds in place. */}
            <form
                ref={form}
                method="post"
                action={ADD_TO_CART_ACTION}
                hidden={notSold}
                onSubmit={event => {
                    event.preventDefault();
                    void add(event.currentTarget);
                }}
            >
                <input type="hidden" name="locale" value={locale} />
                <input type="hidden" name="back" value={backPath} />
                {matrix ? (
                    <div className="variant-matrix-scroll">
                        <table className="variant-matrix" data-testid="variant-matrix">
                            <thead>
                                <tr>
                                    <th scope="col">
                                        {t('product.chooser.length')} \ {t('product.chooser.width')}
                                    </th>
                                    {widths.map(width => (
                                        <th scope="col" key={width}>
                                            {width} mm
                                        </th>
                                    ))}
                                </tr>
                            </thead>
                            <tbody>
                                {lengths.map(length => {
                                    const row = variants.filter(v => v.length === length);
                                    return (
                                        <tr key={length} data-testid="variant-row">
                                            <th scope="row">{formatLength(length, locale)}</th>
                                            {widths.map(width => {
                                                const variant = row.find(v => v.width === width);
                                                if (!variant)
                                                    return (
                                                        <td key={width} className="variant-matrix__none">
                                                            –
                                                        </td>
                                                    );
                                                return (
                                                    <td key={width}>
                                                        <div className="matrix-cell">
                                                            <span className="matrix-cell__price">{formatMoney(variant.price)}</span>
                                                            {unit !== 'piece' && (
                                                                <small>
                                                                    {formatMoney(variant.unitPrice)} {t(`catalogue.perUnit.${unit}`)}
                                                                </small>
                                                            )}
                                                            {input(variant)}
                                                            {discountBadge(variant)}
                                                            <StockInfo variant={variant} quantity={quantityOf(variant)} stock={stockOf(variant)} t={t} />
                                                            {variantNotes(variant)}
                                                        </div>
                                                    </td>
                                                );
                                            })}
                                        </tr>
                                    );
                                })}
                            </tbody>
                        </table>
                    </div>
                ) : (
                    <table className="variant-list" data-testid={view === 'WoodView' ? 'variant-matrix' : 'variant-list'}>
                        <thead>
                            <tr>
                                <th scope="col">{view === 'WoodView' ? t('product.chooser.length') : t('product.chooser.version')}</th>
                                <th scope="col" className="num">
                                    {t('product.chooser.pricePiece')}
                                </th>
                                {unit !== 'piece' && (
                                    <th scope="col" className="num">
                                        {t('product.chooser.priceUnit', { unit: t(`catalogue.perUnit.${unit}`) })}
                                    </th>
                                )}
                                <th scope="col">{t('product.chooser.stock')}</th>
                                <th scope="col">{t('product.chooser.quantity')}</th>
                            </tr>
                        </thead>
                        <tbody>
                            {variants.map(variant => (
                                <tr key={variant.id} data-testid="variant-row">
                                    <th scope="row">
                                        <span className="variant-label">{variant.label}</span>
                                        {variantNotes(variant)}
                                    </th>
                                    <td className="num">{formatMoney(variant.price)}</td>
                                    {unit !== 'piece' && <td className="num">{formatMoney(variant.unitPrice)}</td>}
                                    <td>
                                        <StockInfo variant={variant} quantity={quantityOf(variant)} stock={stockOf(variant)} t={t} />
                                    </td>
                                    <td className="variant-list__qty">
                                        {input(variant)}
                                        {discountBadge(variant)}
                                    </td>
                                </tr>
                            ))}
                        </tbody>
                    </table>
                )}
                {anyInvalid && (
                    <p className="field-error" role="alert">
                        {t('product.chooser.invalidQuantity')}
                    </p>
                )}
                {tiers.length > 0 && (
                    <ul className="tiers">
                        {tiers.map(tier => (
                            <li key={tier.minQuantity}>{t('product.tier', { quantity: tier.minQuantity, percent: tier.discountPercent })}</li>
                        ))}
                    </ul>
                )}
                <div className="variant-chooser__summary">
                    <p className="variant-chooser__total" data-testid="selection-total">
                        <span>{t('product.chooser.total')}</span> <strong>{formatMoney(total)}</strong>{' '}
                        <span className="muted">
                            {t('product.chooser.pieces', { count: pieces })} · {vatText}
                        </span>
                    </p>
                    {/* not disabled while adding: a disabled button would drop the focus to the page */}
                    <button type="submit" className="button" data-testid="add-to-cart" aria-disabled={adding || undefined} aria-busy={adding || undefined}>
                        {adding ? t('product.chooser.adding') : t('product.chooser.add')}
                    </button>
                </div>
                {children}
            </form>
        </section>
    );
}

/**
 * The stock pop-up of one variant: the text that applies to the typed quantity, and on demand the
 * texts with the quantities they apply to (or, without quantities, all its texts).
 */
function StockInfo({ variant, quantity, stock, t }: { variant: ChooserVariant; quantity: number; stock: VariantStock; t: T }) {
    const { stockPopUp1Qty: qty1, stockPopUp2Qty: qty2 } = stock;
    const band = stockBand(quantity, qty1, qty2);
    const [text1, text2, text3] = variant.stockTexts;
    const bands: { key: number; label: string; text: string }[] =
        band === null
            ? variant.stockTexts.map((text, i) => ({ key: i + 1, label: '', text })).filter(b => b.text)
            : [
                  ...(qty1 > 0 ? [{ key: 1, label: t('product.chooser.stockUpTo', { qty: qty1 }), text: text1 }] : []),
                  ...(qty2 > qty1
                      ? [
                            {
                                key: 2,
                                label:
                                    qty1 > 0 ? t('product.chooser.stockBetween', { from: qty1 + 1, to: qty2 }) : t('product.chooser.stockUpTo', { qty: qty2 }),
                                text: text2,
                            },
                        ]
                      : []),
                  { key: 3, label: t('product.chooser.stockMore', { qty: Math.max(qty1, qty2) }), text: text3 },
              ].filter(b => b.text);
    const current = band === null ? text1 || text2 || text3 : variant.stockTexts[band - 1];
    if (!current && bands.length === 0) return null;
    return (
        <span className="stock-info" data-testid="stock-info" data-band={band ?? 0}>
            <span className={`stock-text stock-text--${band ?? 0}`} data-testid="stock-text">
                {current}
            </span>
            {bands.length > 0 && (
                <details className="stock-popup">
                    <summary
                        aria-label={t('product.chooser.stockInfo', { variant: variant.label })}
                        title={t('product.chooser.stockInfo', { variant: variant.label })}
                    >
                        i
                    </summary>
                    <ul>
                        {bands.map(b => (
                            <li key={b.key} className={b.key === band ? 'is-current' : undefined}>
                                {b.label && <strong>{b.label}: </strong>}
                                {b.text}
                            </li>
                        ))}
                    </ul>
                </details>
            )}
        </span>
    );
}
