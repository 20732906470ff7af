import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The product page's live stock call, answered as the test says. */
const getProductVariantStock = vi.fn();
vi.mock('../../lib/api/product', () => ({ getProductVariantStock }));
const { $adding, $quantities, $stock, $stockLive, clearQuantities, loadStock, restoreQuantities, setQuantity, whileAdding } = await import('./store');

/** sessionStorage as the browser has it, for the calls the store makes. */
function storage(): Storage {
    const store = new Map<string, string>();
    const methods = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value), removeItem: (key: string) => void store.delete(key) };
    return methods as unknown as Storage;
}

describe("the product page's state", () => {
    beforeEach(() => {
        vi.stubGlobal('sessionStorage', storage());
        $quantities.set({});
        $stock.set({});
        $stockLive.set(false);
    });
    afterEach(() => vi.unstubAllGlobals());

    it('keeps the typed quantities for a reload, for this product and its variants only', () => {
        setQuantity('7', '12', '3');
        setQuantity('7', '13', '');
        $quantities.set({});
        restoreQuantities('7', ['12', '13']);
        expect($quantities.get()).toEqual({ '12': '3' });
        $quantities.set({});
        restoreQuantities('8', ['12']);
        expect($quantities.get()).toEqual({});
    });

    it('forgets them once added', () => {
        setQuantity('7', '12', '3');
        clearQuantities('7', ['12']);
        $quantities.set({});
        restoreQuantities('7', ['12']);
        expect($quantities.get()).toEqual({});
    });

    it("shows the live stock when it comes, and keeps the page's own when the call fails", async () => {
        getProductVariantStock.mockResolvedValueOnce({ '12': { stockPopUp1Qty: 40, stockPopUp2Qty: 0 } });
        await loadStock('nl', ['12']);
        expect($stockLive.get()).toBe(true);
        expect($stock.get()).toEqual({ '12': { stockPopUp1Qty: 40, stockPopUp2Qty: 0 } });
        getProductVariantStock.mockRejectedValueOnce(new Error('503'));
        await loadStock('nl', ['12']);
        expect($stockLive.get()).toBe(false);
    });

    it('runs one add at a time across the islands of the page', async () => {
        let finish: () => void = () => {};
        const first = whileAdding(() => new Promise<string>(resolve => (finish = () => resolve('added'))));
        expect($adding.get()).toBe(true);
        expect(await whileAdding(async () => 'second')).toBeUndefined();
        finish();
        expect(await first).toBe('added');
        expect($adding.get()).toBe(false);
        await expect(whileAdding(async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
        expect($adding.get()).toBe(false);
    });
});
