/**
 * The site search index: one pagefind index per locale under dist/client/pagefind/{locale}/, built
 * after `astro build` (the Astro integration in astro.config.mjs calls it from astro:build:done).
 * - Content pages (stories, blog) are read from the built HTML: the parts marked data-pagefind-body.
 * - Products and categories come as custom records that the build wrote to
 *   /search-records/{locale}.json from the data it rendered their pages with (src/lib/search/records.ts):
 *   type, species, image, price from and unit, without scraping the product page's markup. The build
 *   moves them beside its client folder (never served): a product publish (live-site.ts)
 *   replaces only the changed products' records and builds the index from them again.
 * - Beside each index, vocabulary.json: the catalogue's words, for the search page's typo tolerance;
 *   and suggestions.json: products, categories and articles (titles) for the header box's suggestions
 *   while typing (src/lib/search/suggestions.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { LOCALES, type Locale, publicPathOf } from '@timber-shop/rules';

/** The locale of a built page by its path: /en/…, /de/…, else Dutch. */
function localeOf(urlPath: string): Locale {
    const first = urlPath.split('/')[1];
    return first === 'en' || first === 'de' ? first : 'nl';
}

type MarkedPages = Record<Locale, { url: string; content: string }[]>;

/** Every built HTML page that marks a part for the index, by locale. */
function markedPages(clientDir: string): MarkedPages {
    const pages = Object.fromEntries(LOCALES.map(locale => [locale, []])) as unknown as MarkedPages;
    const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
            const full = path.join(dir, entry.name);
            if (entry.isDirectory()) {
                if (entry.name !== 'pagefind' && entry.name !== '_astro') walk(full);
            } else if (entry.name.endsWith('.html')) {
                const content = fs.readFileSync(full, 'utf8');
                if (!content.includes('data-pagefind-body')) continue;
                // `page/index.html` (our server) or `page.html` (the Netlify build) is the page `/page`
                const file = entry.name === 'index.html' ? path.dirname(full) : full.slice(0, -'.html'.length);
                const url = `/${path.relative(clientDir, file).split(path.sep).join('/')}`;
                // the page's address as visitors see it: without the prefix on its locale's own host (SHOP_LOCALE_URLS)
                pages[localeOf(url)].push({ url: publicPathOf(localeOf(url), url), content });
            }
        }
    };
    walk(clientDir);
    return pages;
}

function check<T extends { errors?: string[] }>(response: T, what: string): T {
    if (response.errors?.length) throw new Error(`search index: ${what}: ${response.errors.join('; ')}`);
    return response;
}

/**
 * The indexes of the built site in `clientDir`, from the records in `recordsDir` (the build writes them
 * into the site), which are moved to `keepRecordsIn` afterwards (else removed).
 */
export async function buildSearchIndex(clientDir: string, { recordsDir = path.join(clientDir, 'search-records'), keepRecordsIn }: { recordsDir?: string; keepRecordsIn?: string } = {}): Promise<void> {
    const started = Date.now();
    const pages = markedPages(clientDir);
    const counts = [];
    try {
        for (const locale of LOCALES) {
            const { records, vocabulary, suggestions } = JSON.parse(fs.readFileSync(path.join(recordsDir, `${locale}.json`), 'utf8'));
            const { index } = check(await pagefind.createIndex({ forceLanguage: locale }), `new index for ${locale}`);
            if (!index) throw new Error(`search index: no index for ${locale}`);
            for (const record of records as pagefind.CustomRecord[]) check(await index.addCustomRecord({ ...record, language: locale }), record.url);
            const articles: { title: string; url: string; type: 'article' }[] = [];
            for (const page of pages[locale]) {
                const { file } = check(await index.addHTMLFile({ url: page.url, content: page.content }), page.url);
                // the page's title without the shop's name after it
                const title = file?.meta?.title?.replace(/\s+\|[^|]*$/, '').trim();
                if (title) articles.push({ title, url: page.url, type: 'article' });
            }
            const outputPath = path.join(clientDir, 'pagefind', locale);
            fs.rmSync(outputPath, { recursive: true, force: true });
            check(await index.writeFiles({ outputPath }), `writing ${outputPath}`);
            fs.writeFileSync(path.join(outputPath, 'vocabulary.json'), JSON.stringify(vocabulary));
            fs.writeFileSync(path.join(outputPath, 'suggestions.json'), JSON.stringify([...(suggestions ?? []), ...articles]));
            counts.push(`${locale} ${records.length + pages[locale].length}`);
        }
    } finally {
        await pagefind.close();
    }
    if (keepRecordsIn && keepRecordsIn !== recordsDir) {
        fs.rmSync(keepRecordsIn, { recursive: true, force: true });
        fs.renameSync(recordsDir, keepRecordsIn);
    } else if (!keepRecordsIn) {
        fs.rmSync(recordsDir, { recursive: true, force: true });
    }
    console.log(`[search] pagefind indexes written (${counts.join(', ')} pages) in ${Date.now() - started} ms`);
}
