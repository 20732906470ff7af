import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { notify } from '../../lib/toasts';
import { texts } from '../../lib/interpolate';
import { formatMoney, formatNumber, lineTotal, type Locale } from '@timber-shop/rules';
import { priceDisplay, PUBLIC_PRICES, shownVatRate, vatNote } from '../../lib/catalogue/pricing';
import { boardsNeeded, type CalculatorData, choosePacks, coveredWidth, MAX_AREA_M2, parseDecimal, screwsNeeded, screwsPerM2 } from '../../lib/catalogue/decking';
import { $adding, cartStore, whileAdding } from './store';
import type { CalculatorStrings } from './strings';
import { useOnHydration } from '../../lib/hydration';

interface Props {
    locale: Locale;
    productId: string;
    boards: CalculatorData['boards'];
    tiers: CalculatorData['tiers'];
    screws: CalculatorData['screws'];
    strings: CalculatorStrings;
    cartHref: string;
}

/**
 * The decking calculator: the deck's area and the board length give the boards (with cutting
 * waste) and the screws (a per-m² rule, in the cheapest packs), added to the cart together.
 * It hydrates when the visitor reaches for it (client:interaction), or at once for a visitor whose
 * prices differ from the public ones or whose last choice the tab kept (`data-session-draft`).
 */
export default function DeckingCalculator({ locale, productId, boards, tiers, screws, strings, cartHref }: Props) {
    const t = texts(strings);
    const adding = useStore($adding);
    const id = useId();
    const storageKey = `decking-calculator:${productId}`;
    const [area, setArea] = useState('');
    const [boardId, setBoardId] = useState(boards[0]?.id ?? '');
    const areaInput = useRef<HTMLInputElement>(null);
    // the pre-rendered prices with the site's VAT, until the visitor's tax display and country are known
    const [display, setDisplay] = useState(PUBLIC_PRICES);

    // What was typed survives a reload of the page (same tab).
    useOnHydration(() => {
        void cartStore();
        setDisplay(priceDisplay());
        try {
            const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as { area?: unknown; boardId?: unknown };
            if (typeof saved.area === 'string') setArea(saved.area);
            if (typeof saved.boardId === 'string' && boards.some(b => b.id === saved.boardId)) setBoardId(saved.boardId);
        } catch {
            // nothing usable saved
        }
        // What was typed before the island hydrated wins.
        if (areaInput.current?.value) setArea(areaInput.current.value);
        // once, on hydration
    });
    useEffect(() => {
        try {
            // kept only while it holds a choice: a kept one makes the island hydrate at once on the next load
            if (area === '' && boardId === boards[0]?.id) sessionStorage.removeItem(storageKey);
            else sessionStorage.setItem(storageKey, JSON.stringify({ area, boardId }));
        } catch {
            // storage blocked: the form stays on the page only
        }
    }, [storageKey, area, boardId, boards]);

    const board = boards.find(b => b.id === boardId) ?? boards[0];
    const areaM2 = parseDecimal(area);
    const areaValid = areaM2 !== undefined && areaM2 > 0 && areaM2 <= MAX_AREA_M2;
    // decking is calculated with the board's working width: the width it covers laid, joint included
    const covers = board ? coveredWidth(board) : 0;
    const boardCount = areaValid && board ? boardsNeeded(areaM2, board.length, covers) : 0;
    const screwCount = areaValid && board ? screwsNeeded(areaM2, covers) : 0;
    const packs = choosePacks(
        screwCount,
        screws.packs.map(p => ({ ...p, price: p.priceExVat })),
    ).map(p => ({ ...p, pack: screws.packs.find(s => s.id === p.id)! }));
    // priced as the cart prices the lines (tiers, VAT per piece), so the quote is the cart's charge
    const rate = shownVatRate(display, locale);
    const boardsPrice = board ? lineTotal(board.priceExVat, boardCount, tiers, rate) : 0;
    const screwsPrice = packs.reduce((sum, p) => sum + lineTotal(p.pack.priceExVat, p.count, screws.tiers, rate), 0);

    async function add() {
        if (!areaValid || !board || boardCount === 0) return;
        const items = [{ productVariantId: board.id, quantity: boardCount }, ...packs.map(p => ({ productVariantId: p.id, quantity: p.count }))];
        const result = await whileAdding(() => cartStore().then(({ addToCart }) => addToCart(locale, items)));
        if (!result) return;
        if (result.ok) notify({ type: 'success', message: t('product.calculator.added', { boards: boardCount, screws: screwCount }), action: { text: t('product.chooser.viewCart'), href: cartHref } });
        else notify({ type: 'error', message: t('product.chooser.addFailed', { message: result.message ?? '' }) });
    }

    if (!board) return null;
    return (
        <section className="decking-calculator" data-testid="decking-calculator" data-session-draft={storageKey} aria-labelledby={`${id}-title`}>
            <h2 id={`${id}-title`}>{t('product.calculator.title')}</h2>
            <p>{t('product.calculator.intro')}</p>
            <form
                className="decking-calculator__form"
                onSubmit={event => {
                    event.preventDefault();
                    void add();
                }}
            >
                <label>
                    <span>{t('product.calculator.area')}</span>
                    <input
                        type="text"
                        inputMode="decimal"
                        name="area"
                        ref={areaInput}
                        data-testid="calculator-area"
                        value={area}
                        onChange={event => setArea(event.target.value)}
                        aria-invalid={(area !== '' && !areaValid) || undefined}
                        aria-describedby={`${id}-area-error`}
                        placeholder="20"
                        maxLength={9}
                    />
                </label>
                <label>
                    <span>{t('product.calculator.board')}</span>
                    <select name="board" data-testid="calculator-board" value={board.id} onChange={event => setBoardId(event.target.value)}>
                        {boards.map(b => (
                            <option key={b.id} value={b.id}>
                                {b.label}
                            </option>
                        ))}
                    </select>
                </label>
                <p id={`${id}-area-error`} className="field-error" role={area !== '' && !areaValid ? 'alert' : undefined}>
                    {area !== '' && !areaValid ? t('product.calculator.areaInvalid', { max: formatNumber(MAX_AREA_M2, locale) }) : ''}
                </p>
                {areaValid && (
                    <div className="decking-calculator__result" data-testid="calculator-result">
                        <p data-testid="calculator-boards">
                            <strong>{t('product.calculator.boards')}:</strong> {t('product.calculator.boardsResult', { count: boardCount, board: board.label })}{' '}
                            <span className="muted">{formatMoney(boardsPrice)}</span>
                        </p>
                        <p data-testid="calculator-screws">
                            <strong>{t('product.calculator.screws')}:</strong>{' '}
                            {t('product.calculator.screwsResult', {
                                count: screwCount,
                                packs: packs.map(p => t('product.calculator.pack', { count: p.count, pack: p.pack.label })).join(', '),
                            })}{' '}
                            <span className="muted">
                                ({screws.name}) {formatMoney(screwsPrice)}
                            </span>
                        </p>
                        <p className="variant-chooser__total">
                            <span>{t('product.chooser.total')}</span> <strong data-testid="calculator-total">{formatMoney(boardsPrice + screwsPrice)}</strong>{' '}
                            <span className="muted">{vatNote(display, locale, { incl: strings['catalogue.inclVat'], inclOf: strings['catalogue.inclVatOf'], excl: strings['businessPrices.exclVat'] })}</span>
                        </p>
                    </div>
                )}
                <ul className="decking-calculator__rules">
                    <li data-testid="calculator-waste-rule">{t('product.calculator.wasteRule', { width: covers })}</li>
                    <li>{t('product.calculator.screwRule', { perM2: screwsPerM2(covers) })}</li>
                </ul>
                <button type="submit" className="button" data-testid="calculator-add" disabled={adding || !areaValid} aria-busy={adding || undefined}>
                    {adding ? t('product.chooser.adding') : t('product.calculator.add')}
                </button>
            </form>
        </section>
    );
}
