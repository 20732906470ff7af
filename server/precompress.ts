/**
 * The build's precompressed copies (`.br`, `.gz` beside each text file), which the server sends as they
 * are (sirv, memory-files.ts), and the one safe way to write a file of a served build. Used by the
 * build (scripts/build.mjs) and by the live site's rebuilds and product publishes (live-site.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

/**
 * Brotli's best quality (11) in production; outside it (the demo, the tests) quality 6 for the pages: measured on
 * the seeded shop's 738 files (37 MB), 11 took 53 s of CPU for 6.8 MB, 6 took under a second for 7.4 MB.
 * The scripts and styles (/_astro/, 1.6 MB) always at 11: 7 % fewer bytes on every page (the product page's
 * scripts 100.6 → 93.7 KB) for about two seconds of CPU, and the bench then counts what production sends.
 */
const BROTLI_QUALITY = process.env.NODE_ENV === 'production' ? 11 : 6;
const qualityOf = (file: string) => (file.includes(`${path.sep}_astro${path.sep}`) ? 11 : BROTLI_QUALITY);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt)$/;

/**
 * Writes a file by a new name, then renames it over the old: the old file is never written into.
 * A product publish (live-site.ts) builds its folder of hard links to the live build's files, which
 * writing into would change under the live site's feet.
 */
export async function replaceFile(file: string, content: string | Uint8Array): Promise<void> {
    const temporary = `${file}.${process.pid}-${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fsp.writeFile(temporary, content);
    await fsp.rename(temporary, file);
}

/** Brotli and gzip copies of these files, written beside each (replacing what was there, see replaceFile). */
export async function compressFiles(files: string[]): Promise<void> {
    const compress = async (full: string) => {
        const content = await fsp.readFile(full);
        const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: qualityOf(full), [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzip(content, { level: 9 }),
        ]);
        await Promise.all([replaceFile(`${full}.br`, br), replaceFile(`${full}.gz`, gz)]);
    };
    // A few at a time: the thread pool has four threads.
    for (let i = 0; i < files.length; i += 4) await Promise.all(files.slice(i, i + 4).map(compress));
}

/** Whether the server sends a precompressed copy of this file (text, larger than 512 bytes). */
export async function isCompressible(file: string): Promise<boolean> {
    return COMPRESSIBLE.test(file) && (await fsp.stat(file)).size > 512;
}

/**
 * Brotli and gzip copies of every compressible file, for the server to send as they are. With
 * `reuseFrom` (the live build's client folder), a file identical to its namesake there takes that
 * one's copies instead of being compressed again (a rebuild changes few files). Returns the number of
 * files compressed anew. Asynchronous (zlib on libuv's thread pool), so a server that rebuilds its
 * live site (live-site.ts) keeps answering meanwhile.
 */
export async function precompress(dir: string, { reuseFrom }: { reuseFrom?: string } = {}): Promise<number> {
    const files: string[] = [];
    const walk = async (current: string) => {
        for (const entry of await fsp.readdir(current, { withFileTypes: true })) {
            const full = path.join(current, entry.name);
            if (entry.isDirectory()) await walk(full);
            else if (await isCompressible(full)) files.push(full);
        }
    };
    await walk(dir);
    const fresh: string[] = [];
    for (const full of files) {
        const old = reuseFrom && path.join(reuseFrom, path.relative(dir, full));
        if (
            old &&
            fs.existsSync(`${old}.br`) &&
            fs.existsSync(`${old}.gz`) &&
            fs.existsSync(old) &&
            (await fsp.readFile(full)).equals(await fsp.readFile(old))
        ) {
            await Promise.all([fsp.copyFile(`${old}.br`, `${full}.br`), fsp.copyFile(`${old}.gz`, `${full}.gz`)]);
        } else {
            fresh.push(full);
        }
    }
    await compressFiles(fresh);
    return fresh.length;
}
