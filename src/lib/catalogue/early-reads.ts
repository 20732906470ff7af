/**
 * Backend reads a build starts before Astro has bundled its pages, so the backend reads the catalogue on
 * the other core while vite bundles, instead of the build waiting for it once the bundles are done.
 * The integration (src/integrations/catalogue-early-read.ts) starts them at `astro:build:start` and,
 * after bundling and before any page renders (`astro:build:ssr`), writes each answer into this build's
 * folder; the pages take each file once. Files, because the integration and the pages are two module
 * instances (the config's loader, then the prerender bundle) with no module or `locals` between them.
 * A read not started early, or failed, is simply made again.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Locale } from '@timber-shop/rules';
import { getProductTemplates, type ProductDetail } from '../api/product';

/** A read by its key: the one who starts it early and the one who takes it name it by the same function. */
export interface EarlyRead<T> {
    key: string;
    read: () => Promise<T>;
}

/** Every product of a locale in full, a build's largest read (loadCatalogue in src/lib/site.ts). */
export const catalogueRead = (locale: Locale): EarlyRead<ProductDetail[]> => ({ key: `catalogue-${locale}`, read: () => getProductTemplates(locale) });

/** This build's folder: a build's hooks and pages run in one process, and two builds may run at once. */
export const earlyReadsDir = (pid = process.pid) => path.join(os.tmpdir(), 'timber-shop-early-reads', String(pid));

const fileOf = (key: string) => path.join(earlyReadsDir(), `${key}.json`);

/** Starts the reads; the promise settles once each answer is in its file (a failed read leaves none). */
export async function startEarly(reads: EarlyRead<unknown>[]): Promise<void> {
    await fs.rm(earlyReadsDir(), { recursive: true, force: true });
    await fs.mkdir(earlyReadsDir(), { recursive: true });
    await Promise.all(
        reads.map(async ({ key, read }) => {
            const answer = await read().catch(() => undefined);
            if (answer === undefined) return;
            // written aside and renamed, so a page never reads half a file
            await fs.writeFile(`${fileOf(key)}.part`, JSON.stringify(answer));
            await fs.rename(`${fileOf(key)}.part`, fileOf(key));
        }),
    );
}

/** Removes this build's folder with whatever was not taken. */
export const endEarly = () => fs.rm(earlyReadsDir(), { recursive: true, force: true });

/** The answer read early under this key (once), else a new read. */
export async function takeEarly<T>({ key, read }: EarlyRead<T>): Promise<T> {
    const file = fileOf(key);
    const early = await fs.readFile(file, 'utf8').catch(() => undefined);
    if (early === undefined) return read();
    await fs.rm(file, { force: true });
    return JSON.parse(early) as T;
}
