import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyReadsDir, endEarly, startEarly, takeEarly } from './early-reads';

const catalogue = [{ id: '1', name: 'Douglas vlonderplank' }];

describe('reads a build starts early', () => {
    afterEach(endEarly);

    it('hands the early answer to the page once; the next take reads anew', async () => {
        await startEarly([{ key: 'catalogue-nl', read: async () => catalogue }]);
        const again = vi.fn(async () => [{ id: '2', name: 'Eiken balk' }]);
        await expect(takeEarly({ key: 'catalogue-nl', read: again })).resolves.toEqual(catalogue);
        expect(again).not.toHaveBeenCalled();
        await expect(takeEarly({ key: 'catalogue-nl', read: again })).resolves.toEqual([{ id: '2', name: 'Eiken balk' }]);
        expect(again).toHaveBeenCalledOnce();
    });

    it('a read that failed early, or was never started, is made by the page', async () => {
        await startEarly([{ key: 'catalogue-de', read: () => Promise.reject(new Error('backend down')) }]);
        await expect(takeEarly({ key: 'catalogue-de', read: async () => catalogue })).resolves.toEqual(catalogue);
        await expect(takeEarly({ key: 'catalogue-en', read: async () => catalogue })).resolves.toEqual(catalogue);
    });

    it("keeps each build's answers in a folder of its own, removed when the build is done", async () => {
        expect(earlyReadsDir(1234)).not.toBe(earlyReadsDir(5678));
        await startEarly([{ key: 'catalogue-en', read: async () => catalogue }]);
        expect(fs.readdirSync(earlyReadsDir())).toEqual(['catalogue-en.json']);
        await endEarly();
        expect(fs.existsSync(earlyReadsDir())).toBe(false);
    });
});
