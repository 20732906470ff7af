import { useDeferredValue, useState } from 'react';
import { useStore } from '@nanostores/react';
import { cartRemoveMultipleItems, cartUpdateMultipleItems, type CartLine } from '../../lib/api/cart';
import { formatDate, type Locale } from '@timber-shop/rules';
import { texts } from '../../lib/interpolate';
import { clearUserCookie, showsPricesWithVat, readUserCookie } from '../../lib/user';
import { saveCartAsQuote } from '../../lib/api/quotes';
import { validationMessages } from '../../lib/validation';
import { FormMessage } from '../../components/forms/fields';
import { notify } from '../../lib/toasts';
import { CartLines } from './CartLines';
import { CartSummary } from '../../components/cart/CartSummary';
import { CouponForm, EmailCartForm, OrderDetailsForm } from './CartForms';
import { DeliveryForm, type CountryOption } from './DeliveryForm';
import { $cart, $cartBusy, $cartLoaded, changeCart, loadCart } from '../../lib/cart/store';
import { errorMessage, ResultError } from '../../lib/api/errors';
import type { CartStrings } from './strings';
import { useOnHydration } from '../../lib/hydration';

export interface CartPageProps {
    locale: Locale;
    strings: CartStrings;
    countries: CountryOption[];
    defaultCountry: string;
    links: { products: string; checkout: string; checkoutWithEmail: string; quoteLogin: string };
}

/**
 * The cart page island (spec sections 3, 4 and 5): lines with quantities and units, the delivery
 * calculation, promo code, order reference, delivery message, e-mail and quote, and the amounts.
 * The cart lives on the server: a reload shows it as it was.
 */
export default function CartPage({ locale, strings, countries, defaultCountry, links }: CartPageProps) {
    const t = texts(strings);
    const messages = validationMessages(strings);
    // The filled cart is rendered as a transition (deferred values): React renders it in slices between
    // which the page answers taps, instead of one long task when the cart arrives (Lighthouse's TBT).
    const cart = useDeferredValue(useStore($cart));
    const loaded = useDeferredValue(useStore($cartLoaded));
    const busy = useStore($cartBusy);
    const [loadError, setLoadError] = useState('');
    const [inclVat, setInclVat] = useState(true);
    const [loggedIn, setLoggedIn] = useState(false);
    const [savingQuote, setSavingQuote] = useState(false);
    // The header may have loaded the cart before this island hydrates: the first render must still
    // match the pre-rendered HTML (loading), or React throws the page's markup away (error 418).
    const [hydrated, setHydrated] = useState(false);

    function load() {
        setLoadError('');
        loadCart(locale, true).catch(error => setLoadError(errorMessage(error)));
    }
    useOnHydration(() => {
        setInclVat(showsPricesWithVat(document.cookie));
        setLoggedIn(Boolean(readUserCookie(document.cookie)));
        setHydrated(true);
        load();
    });

    async function updateQuantity(line: CartLine, quantity: number) {
        const result = await changeCart(locale, () => cartUpdateMultipleItems(locale, [{ orderLineId: line.id, quantity }]), { INSUFFICIENT_STOCK_ERROR: t('cart.insufficientStock') });
        notify(result.ok ? { type: 'success', message: t('cart.updated'), timeout: 2500 } : { type: 'error', message: result.message ?? '' });
    }

    /** Logged in: the cart becomes a quote and the cart is empty. Logged out (or the session ended): to login and back. */
    async function saveAsQuote() {
        setSavingQuote(true);
        try {
            const quote = await saveCartAsQuote(locale);
            const date = quote.validityDate ? formatDate(quote.validityDate, locale, 'long') : '';
            notify({ type: 'success', message: t('cart.quoteSaved', { code: quote.code, date }), timeout: 12000 });
        } catch (error) {
            if (error instanceof ResultError && error.code === 'QUOTE_NEEDS_ACCOUNT_ERROR') {
                document.cookie = clearUserCookie();
                window.location.assign(links.quoteLogin);
                return;
            }
            notify({ type: 'error', message: errorMessage(error) });
        } finally {
            setSavingQuote(false);
        }
        // The quote took the cart: the session's cart is a new, empty one.
        await loadCart(locale, true).catch(() => undefined);
    }

    async function remove(line: CartLine) {
        const result = await changeCart(locale, () => cartRemoveMultipleItems(locale, [line.id]));
        notify(result.ok ? { type: 'success', message: t('cart.removed', { name: line.productVariant.name }) } : { type: 'error', message: result.message ?? '' });
    }

    if (loadError && !cart) {
        return (
            <div className="cart-page">
                <FormMessage type="error" testId="cart-load-error">{t('cart.loadError')} ({loadError})</FormMessage>
                <button type="button" className="button" onClick={load}>{t('cart.retry')}</button>
            </div>
        );
    }
    const pending = !loaded || !hydrated;
    // pending, the form as pre-rendered (no cart): the header may have loaded the cart before hydration
    const delivery = (
        <DeliveryForm cart={pending ? null : cart} locale={locale} t={t} messages={messages} countries={countries} defaultCountry={defaultCountry} inclVat={inclVat} />
    );
    if (pending || !cart || cart.lines.length === 0) {
        // Until the cart is known, the empty cart's frame with its texts held back (the pre-rendered HTML):
        // an empty cart then shows in place, and the page below it does not move (cart-checkout.css reserves
        // a filled cart's height when the cart-size cookie says it has lines: CartView.astro).
        return (
            <div className="cart-page cart-page--empty" data-testid={pending ? 'cart-pending' : 'cart-empty'} aria-busy={pending}>
                <div className={`cart-empty cart-page__main${pending ? ' cart-empty--pending' : ''}`}>
                    {pending && <p className="cart-page__loading">{t('cart.loading')}</p>}
                    <p className="cart-empty__title">{t('cart.empty')}</p>
                    <p>{t('cart.emptyText')}</p>
                    <a className="button" href={links.products}>{t('cart.continueShopping')}</a>
                </div>
                <aside className="cart-page__side">{delivery}</aside>
            </div>
        );
    }

    // A known e-mail (logged in, or given before as a guest) skips the login step (spec: step counter starts at 2).
    const checkoutHref = loggedIn || cart.customer?.emailAddress ? links.checkoutWithEmail : links.checkout;
    return (
        <div className="cart-page" data-testid="cart-page" aria-busy={busy}>
            <div className="cart-page__main">
                <CartLines cart={cart} locale={locale} t={t} inclVat={inclVat} busy={busy} onQuantity={updateQuantity} onRemove={remove} />
                <a href={links.products} className="cart-page__continue">← {t('cart.continueShopping')}</a>
            </div>
            <div className="cart-page__extras">
                <OrderDetailsForm cart={cart} locale={locale} t={t} />
                <EmailCartForm locale={locale} t={t} messages={messages} defaultEmail={cart.customer?.emailAddress ?? ''} />
                <section className="cart-box" aria-labelledby="quote-title">
                    <h2 id="quote-title">{t('cart.quoteTitle')}</h2>
                    <p className="cart-box__text">{t('cart.quoteText')}</p>
                    {loggedIn ? (
                        <button type="button" className="button button--secondary" onClick={saveAsQuote} disabled={busy || savingQuote} data-testid="save-quote">
                            {savingQuote ? t('cart.quoteSaving') : t('cart.quoteSave')}
                        </button>
                    ) : (
                        <a className="button button--secondary" href={links.quoteLogin} data-testid="save-quote">{t('cart.quoteLogin')}</a>
                    )}
                </section>
            </div>
            <aside className="cart-page__side">
                {delivery}
                <CouponForm cart={cart} locale={locale} t={t} messages={messages} />
                <CartSummary cart={cart} strings={strings} inclVat={inclVat} locale={locale} />
                <a className="button button--checkout" href={checkoutHref} data-testid="to-checkout" aria-disabled={busy}>{t('cart.checkout')}</a>
            </aside>
        </div>
    );
}
