import { useEffect, useRef, useState } from 'react';
import type { Cart, CartLine } from '../../lib/api/cart';
import { formatMoney, type Locale, orderSummary, productPath } from '@timber-shop/rules';
import { lineMeasure } from './measure';
import Picture from '../../components/Picture';
import type { CartStrings } from './strings';

type T = (key: keyof CartStrings, values?: Record<string, string | number>) => string;

/** The cart's lines: product, quantity in pieces and in its unit, price, amount, remove. */
export function CartLines({ cart, locale, t, inclVat, busy, onQuantity, onRemove }: {
    cart: Cart;
    locale: Locale;
    t: T;
    inclVat: boolean;
    busy: boolean;
    onQuantity: (line: CartLine, quantity: number) => void;
    onRemove: (line: CartLine) => void;
}) {
    // each line's unit and amount as the order summary states them
    const shown = orderSummary(cart, inclVat).lines;
    return (
        <table className="cart-lines" data-testid="cart-lines">
            <thead>
                <tr>
                    <th scope="col">{t('cart.product')}</th>
                    <th scope="col">{t('cart.quantity')}</th>
                    <th scope="col" className="cart-lines__price">{t('cart.unitPrice')}</th>
                    <th scope="col" className="cart-lines__amount">{t('cart.lineTotal')}</th>
                    <th scope="col"><span className="visually-hidden">{t('cart.remove')}</span></th>
                </tr>
            </thead>
            <tbody>
                {cart.lines.map((line, i) => (
                    <LineRow key={line.id} line={line} shown={shown[i]} locale={locale} t={t} busy={busy} onQuantity={onQuantity} onRemove={onRemove} />
                ))}
            </tbody>
        </table>
    );
}

function LineRow({ line, shown, locale, t, busy, onQuantity, onRemove }: {
    line: CartLine;
    shown: { unit: number; amount: number };
    locale: Locale;
    t: T;
    busy: boolean;
    onQuantity: (line: CartLine, quantity: number) => void;
    onRemove: (line: CartLine) => void;
}) {
    const [draft, setDraft] = useState(String(line.quantity));
    const [error, setError] = useState('');
    // Enter, then the blur of the disabled input, would send the same quantity twice.
    const sent = useRef(line.quantity);
    // What the visitor is typing, until Enter or leaving the field sends it.
    const typing = useRef(false);
    // Every answer of the server (a new line object) shows its quantity, also after a refusal; but not over a
    // quantity being typed: an answer may come meanwhile (the page's own load of the cart, after the header's).
    useEffect(() => {
        sent.current = line.quantity;
        if (!typing.current) setDraft(String(line.quantity));
    }, [line]);
    const product = line.productVariant.product;
    const measure = lineMeasure(line);
    const inputId = `quantity-${line.id}`;

    function commit(value: string) {
        typing.current = false;
        const quantity = Number(value);
        if (!Number.isInteger(quantity) || quantity < 1) {
            setError(t('cart.validation.minValue'));
            return;
        }
        setError('');
        if (quantity === sent.current) return;
        sent.current = quantity;
        onQuantity(line, quantity);
    }

    return (
        <tr data-testid="cart-line" data-variant-id={line.productVariant.id}>
            <td className="cart-line__cell">
                <div className="cart-line__product">
                    {line.featuredAsset && <Picture image={line.featuredAsset} presets={['thumb', 'card']} sizes="73px" alt="" />}
                    <div>
                        <a href={productPath(locale, product.slug, product.id)} data-testid="cart-line-name">{line.productVariant.name}</a>
                        <small>{t(`cart.measure.${measure.unit}`, { amount: measure.amount })}</small>
                        {/* staff hid its category after it was added: the checkout refuses it */}
                        {line.notInPriceList && <small className="field__error" data-testid="cart-line-not-sold">{t('businessPrices.lineNotSold')}</small>}
                    </div>
                </div>
            </td>
            <td>
                <div className="quantity">
                    <button type="button" aria-label={t('cart.decrease')} disabled={busy || line.quantity <= 1} onClick={() => onQuantity(line, line.quantity - 1)}>−</button>
                    <label className="visually-hidden" htmlFor={inputId}>{t('cart.quantityOf', { name: line.productVariant.name })}</label>
                    <input
                        id={inputId}
                        type="number"
                        inputMode="numeric"
                        min={1}
                        step={1}
                        value={draft}
                        disabled={busy}
                        data-testid="cart-line-quantity"
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${inputId}-error` : undefined}
                        onChange={event => {
                            typing.current = true;
                            setDraft(event.target.value);
                        }}
                        onBlur={event => commit(event.target.value)}
                        onKeyDown={event => {
                            if (event.key === 'Enter') {
                                event.preventDefault();
                                commit(event.currentTarget.value);
                            }
                        }}
                    />
                    <button type="button" aria-label={t('cart.increase')} disabled={busy} onClick={() => onQuantity(line, line.quantity + 1)}>+</button>
                    <span className="quantity__unit">{t('cart.pieces')}</span>
                </div>
                {error && <p className="field__error" id={`${inputId}-error`} role="alert">{error}</p>}
            </td>
            <td className="cart-lines__price" data-testid="cart-line-unit-price">{formatMoney(shown.unit)}</td>
            <td className="cart-lines__amount" data-testid="cart-line-amount">{formatMoney(shown.amount)}</td>
            <td>
                <button type="button" className="link-button" disabled={busy} data-testid="cart-line-remove" aria-label={t('cart.removeLine', { name: line.productVariant.name })} onClick={() => onRemove(line)}>
                    {t('cart.remove')}
                </button>
            </td>
        </tr>
    );
}
