import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from './demo-catalogue';
import { demoImageSvg, renderDemoDocument, renderDemoImage } from './demo-images';
import { LOCALES, SAMPLE_VARIANT_LENGTH } from '@timber-shop/rules';
import type { DemoCatalogue, DemoImage, DemoProduct } from './types';

const catalogue: DemoCatalogue = buildDemoCatalogue();
const { categories, facets, products, images } = catalogue;
const variants = products.flatMap(p => p.variants);
const categoryByKey = new Map(categories.map(c => [c.key, c]));
const imageByKey = new Map(images.map(i => [i.key, i]));
const productKeys = new Set(products.map(p => p.key));

function depth(key: string): number {
    const parent = categoryByKey.get(key)?.parentKey;
    return parent ? 1 + depth(parent) : 1;
}
function topLevel(key: string): string {
    const parent = categoryByKey.get(key)?.parentKey;
    return parent ? topLevel(parent) : key;
}
function isValidEan13(code: string): boolean {
    if (!/^\d{13}$/.test(code)) return false;
    const sum = [...code.slice(0, 12)].reduce((acc, d, i) => acc + Number(d) * (i % 2 ? 3 : 1), 0);
    return (10 - (sum % 10)) % 10 === Number(code[12]);
}
const isWood = (p: DemoProduct) => p.variantView === 'WoodView';
const section = (p: DemoProduct) => topLevel(p.categoryKeys[0]);

describe('demo catalogue: size and structure', () => {
    it('has enough products and variants', () => {
        expect(products.length).toBeGreaterThanOrEqual(90);
        expect(variants.length).toBeGreaterThanOrEqual(650);
    });

    it('has the top-level categories of a timber merchant, at most 3 levels deep', () => {
        const tops = categories.filter(c => !c.parentKey).map(c => c.key);
        for (const key of ['decking', 'boards', 'beams-posts', 'poles', 'fencing', 'cladding', 'planed', 'accessories']) expect(tops).toContain(key);
        for (const c of categories) {
            if (c.parentKey) expect(categoryByKey.has(c.parentKey), c.key).toBe(true);
            expect(depth(c.key), c.key).toBeLessThanOrEqual(3);
        }
        expect(categories.some(c => depth(c.key) === 3)).toBe(true);
        expect(new Set(categories.map(c => c.key)).size).toBe(categories.length);
    });

    it('orders siblings by distinct positions', () => {
        const parents = new Set(categories.map(c => c.parentKey));
        for (const parent of parents) {
            const positions = categories.filter(c => c.parentKey === parent).map(c => c.position);
            expect(new Set(positions).size).toBe(positions.length);
        }
    });

    it('puts products in existing leaf categories only, and every leaf has products', () => {
        const parents = new Set(categories.map(c => c.parentKey).filter(Boolean));
        for (const p of products) {
            expect(p.categoryKeys.length, p.key).toBeGreaterThan(0);
            for (const key of p.categoryKeys) {
                expect(categoryByKey.has(key), `${p.key} -> ${key}`).toBe(true);
                expect(parents.has(key), `${p.key} is in non-leaf ${key}`).toBe(false);
            }
        }
        for (const c of categories.filter(c => !parents.has(c.key))) {
            expect(products.some(p => p.categoryKeys.includes(c.key)), c.key).toBe(true);
        }
    });

    it('is deterministic', () => {
        expect(buildDemoCatalogue()).toEqual(catalogue);
        expect(JSON.stringify(buildDemoCatalogue())).toBe(JSON.stringify(catalogue));
    });
});

describe('demo catalogue: texts and slugs', () => {
    it('has names and descriptions in every locale', () => {
        for (const c of categories) for (const l of LOCALES) expect(c.name[l] && c.description[l], `${c.key} ${l}`).toBeTruthy();
        for (const p of products) {
            for (const l of LOCALES) {
                for (const field of [p.name, p.slug, p.intro, p.html, p.seoTitle, p.seoDescription, p.packingMethod, p.application]) expect(field[l], `${p.key} ${l}`).toBeTruthy();
                expect(p.html[l]).toMatch(/^<p>.*<\/p>.*<ul>(<li>[^<]+<\/li>)+<\/ul>$/);
            }
            expect(new Set(LOCALES.map(l => p.name[l])).size, `${p.key} is translated`).toBeGreaterThan(1);
        }
    });

    it('uses real words in the three languages', () => {
        const decking = categoryByKey.get('decking')!;
        expect(decking.name).toEqual({ nl: 'Vlonderplanken', en: 'Decking boards', de: 'Terrassendielen' });
        const douglas = products.find(p => p.species === 'douglas' && p.categoryKeys.includes('decking-softwood'))!;
        expect(douglas.name.nl).toContain('vlonderplank');
        expect(douglas.name.de).toContain('Terrassendiele Douglasie');
        expect(douglas.name.en).toContain('Douglas fir decking board');
    });

    it('has valid category slugs, unique per locale', () => {
        for (const l of LOCALES) {
            const slugs = categories.map(c => c.slug[l]);
            expect(new Set(slugs).size, l).toBe(slugs.length);
            for (const slug of slugs) {
                expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
                expect(slug).not.toContain('__');
                expect(slug.startsWith('_')).toBe(false);
            }
        }
    });

    it('has valid product slugs, unique per locale', () => {
        for (const l of LOCALES) {
            const slugs = products.map(p => p.slug[l]);
            expect(new Set(slugs).size, l).toBe(slugs.length);
            for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        }
    });
});

describe('demo catalogue: facets', () => {
    const facetByCode = new Map(facets.map(f => [f.code, f]));

    it('has the filter and property facets with valid codes', () => {
        const keys = facets.map(f => f.attributeKey);
        for (const key of ['F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8', 'P1', 'P2', 'P3', 'P4', 'P5', 'P6']) expect(keys).toContain(key);
        expect(new Set(keys).size).toBe(keys.length);
        expect(new Set(facets.map(f => f.code)).size).toBe(facets.length);
        expect(facetByCode.get('species')!.attributeKey).toBe('F1');
        expect(facetByCode.get('thickness')!.attributeKey).toBe('F2');
        expect(facetByCode.get('width')!.attributeKey).toBe('F3');
        for (const f of facets) {
            expect(f.attributeKey).toMatch(/^[FP][0-9]$/);
            expect(f.code).toMatch(/^[a-z0-9-]+$/);
            const codes = f.values.map(v => v.code);
            expect(new Set(codes).size, f.code).toBe(codes.length);
            for (const v of f.values) {
                expect(v.code, `${f.code}.${v.code}`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
                for (const l of LOCALES) expect(v.name[l] && v.commercialName[l]).toBeTruthy();
            }
        }
    });

    it('has the required species', () => {
        const species = facetByCode.get('species')!.values.map(v => v.code);
        for (const code of ['douglas', 'larch', 'oak', 'bangkirai', 'ipe', 'thermo-ash', 'accoya', 'red-cedar', 'scots-pine']) expect(species).toContain(code);
    });

    it('writes thickness and width values as millimetres', () => {
        for (const code of ['thickness', 'width']) {
            for (const v of facetByCode.get(code)!.values) {
                expect(v.code).toMatch(/^\d+$/);
                expect(v.commercialName.nl).toBe(`${v.code} mm`);
            }
        }
    });

    it('references existing facet values only, and uses every value', () => {
        const used = new Set<string>();
        for (const p of products) {
            for (const [code, values] of Object.entries(p.facets)) {
                const facet = facetByCode.get(code);
                expect(facet, `${p.key}: facet ${code}`).toBeDefined();
                for (const value of values) {
                    expect(facet!.values.some(v => v.code === value), `${p.key}: ${code}.${value}`).toBe(true);
                    used.add(`${code}.${value}`);
                }
            }
        }
        for (const f of facets) for (const v of f.values) expect(used.has(`${f.code}.${v.code}`), `${f.code}.${v.code} unused`).toBe(true);
    });

    it('keeps product fields and facets consistent', () => {
        for (const p of products) {
            if (p.facets.thickness) expect(p.facets.thickness).toEqual([String(p.thickness)]);
            if (p.facets.width) expect(p.facets.width).toEqual([String(p.width)]);
            if (isWood(p)) {
                expect(p.facets.thickness, p.key).toBeDefined();
                expect(p.facets.width, p.key).toBeDefined();
            }
            if (p.species) expect(p.facets.species).toEqual([p.species]);
            if (p.certification !== 'none') expect(p.facets.certification).toEqual([p.certification.toLowerCase()]);
            else expect(p.facets.certification).toBeUndefined();
        }
    });
});

describe('demo catalogue: products and variants', () => {
    it('has unique keys, SKUs and valid Dutch EAN-13 barcodes', () => {
        expect(productKeys.size).toBe(products.length);
        const skus = variants.map(v => v.sku);
        expect(new Set(skus).size).toBe(skus.length);
        const barcodes = variants.map(v => v.barcode);
        expect(new Set(barcodes).size).toBe(barcodes.length);
        for (const code of barcodes) {
            expect(code.startsWith('87'), code).toBe(true);
            expect(isValidEan13(code), code).toBe(true);
        }
    });

    it('has plausible prices, stock and delivery times', () => {
        for (const p of products) {
            expect(p.variants.length, p.key).toBeGreaterThan(0);
            expect(['m1', 'm2', 'piece']).toContain(p.priceUnit);
            expect(p.weight).toBeGreaterThan(0);
            expect(p.volume).toBeGreaterThan(0);
            for (const v of p.variants) {
                expect(Number.isInteger(v.priceExVat) && v.priceExVat > 0, v.sku).toBe(true);
                expect(Number.isInteger(v.stockOnHand) && v.stockOnHand >= 0).toBe(true);
                expect(v.saleDelay).toBeGreaterThanOrEqual(0);
                expect(v.saleDelay).toBeLessThanOrEqual(10);
                expect(v.stockPopUpTexts).toHaveLength(3);
                for (const t of v.stockPopUpTexts) for (const l of LOCALES) expect(t[l]).toBeTruthy();
            }
            const lengthWidth = p.variants.map(v => `${v.length}x${v.width}`);
            if (isWood(p)) expect(new Set(lengthWidth).size, `${p.key} variants are distinct`).toBe(lengthWidth.length);
            else for (const v of p.variants) expect(v.label, v.sku).toBeDefined();
        }
        expect(variants.some(v => v.stockOnHand === 0)).toBe(true);
        // made to order: everything but the sample ships after 7-10 days
        expect(products.some(p => p.variants.every(v => v.length === SAMPLE_VARIANT_LENGTH || v.saleDelay >= 7))).toBe(true);
        expect(products.some(p => p.variants.every(v => v.saleDelay >= 1 && v.saleDelay <= 2))).toBe(true);
        // long lengths are sold; what their delivery costs more is the delivery's rule, not a text of the variant's
        expect(variants.some(v => v.length > 500)).toBe(true);
        expect(variants.filter(v => v.customMessage).map(v => v.customMessage?.nl)).not.toContainEqual(expect.stringMatching(/toeslag/i));
    });

    it('prices a few reference products realistically', () => {
        const price = (key: string, length: number) => products.find(p => p.key === key)!.variants.find(v => v.length === length)!.priceExVat;
        expect(price('douglas-decking-28x145', 400)).toBeGreaterThanOrEqual(1800);
        expect(price('douglas-decking-28x145', 400)).toBeLessThanOrEqual(2400);
        expect(price('ipe-decking-21x145', 305)).toBeGreaterThanOrEqual(4500);
        expect(price('ipe-decking-21x145', 305)).toBeLessThanOrEqual(6000);
        expect(price('larch-post-70x70', 270)).toBeGreaterThanOrEqual(2000);
        expect(price('larch-post-70x70', 270)).toBeLessThanOrEqual(3000);
        expect(price('oak-beam-200x200', 500)).toBeGreaterThanOrEqual(20000);
    });

    it('offers a 25 cm sample (length 23) on most boards, decking and cladding, not on beams, poles or accessories', () => {
        const samples = variants.filter(v => v.length === SAMPLE_VARIANT_LENGTH);
        expect(samples.length).toBeGreaterThan(0);
        for (const v of samples) {
            expect(v.priceExVat).toBeGreaterThanOrEqual(250);
            expect(v.priceExVat).toBeLessThanOrEqual(500);
            expect([1, 2]).toContain(v.saleDelay);
        }
        for (const p of products) {
            const count = p.variants.filter(v => v.length === SAMPLE_VARIANT_LENGTH).length;
            expect(count, p.key).toBeLessThanOrEqual(1);
            if (['beams-posts', 'poles', 'accessories'].includes(section(p)) || p.categoryKeys.includes('decking-substructure')) expect(count, p.key).toBe(0);
        }
        const sampled = (top: string) => {
            const list = products.filter(p => section(p) === top && isWood(p) && !p.categoryKeys.includes('decking-substructure'));
            return list.filter(p => p.variants.some(v => v.length === SAMPLE_VARIANT_LENGTH)).length / list.length;
        };
        for (const top of ['decking', 'boards', 'cladding']) expect(sampled(top), top).toBeGreaterThan(0.5);
    });

    it('has length x width matrices, accessories with pack sizes, tiers, ribbons and featured products', () => {
        expect(products.some(p => new Set(p.variants.map(v => v.width)).size > 1 && p.variantView === 'WoodView')).toBe(true);
        for (const p of products.filter(p => section(p) === 'accessories')) {
            expect(p.variantView).toBe('Other');
            expect(p.priceUnit).toBe('piece');
        }
        const share = (n: number) => n / products.length;
        expect(share(products.filter(p => p.quantityTiers.length).length)).toBeGreaterThan(0.2);
        expect(share(products.filter(p => p.ribbon).length)).toBeGreaterThan(0.1);
        for (const p of products) {
            for (const t of p.quantityTiers) expect(t.discountPercent).toBeGreaterThan(0);
            if (p.ribbon) {
                expect(p.ribbon.bgColor).toMatch(/^#[0-9a-f]{6}$/i);
                expect(p.ribbon.textColor).toMatch(/^#[0-9a-f]{6}$/i);
            }
        }
        const featured = products.filter(p => p.featured);
        expect(featured.length).toBeGreaterThanOrEqual(10);
        expect(new Set(featured.map(section)).size).toBeGreaterThanOrEqual(6);
    });

    it('gives decking and cladding their working width: the joint or overlap with the board\'s width', () => {
        const decking = products.filter(p => p.key.includes('-decking-'));
        expect(decking.length).toBeGreaterThan(10);
        for (const p of decking) {
            const joint = p.facets.profile?.[0] === 'side-grooved' ? 5 : 7;
            for (const v of p.variants.filter(v => v.length !== SAMPLE_VARIANT_LENGTH)) expect(v.workingWidth, `${v.sku}`).toBe(v.width + joint);
        }
        // the robinia decking's widths each have their own
        const robinia = decking.find(p => new Set(p.variants.map(v => v.width)).size > 1);
        expect(new Set(robinia?.variants.map(v => v.workingWidth).filter(Boolean))).toEqual(new Set([97, 127, 147]));
        // cladding: shiplap overlaps, so it covers less than its width
        const shiplap = products.find(p => p.key.includes('-shiplap-'));
        expect(shiplap?.variants.find(v => v.workingWidth)?.workingWidth).toBe((shiplap?.width ?? 0) - 25);
        // beams and posts cover nothing
        const beams = products.filter(p => p.key.includes('-beam-'));
        expect(beams.length).toBeGreaterThan(0);
        expect(beams.flatMap(p => p.variants).every(v => v.workingWidth === undefined)).toBe(true);
    });

    it('links accessories and alternatives to other existing products', () => {
        for (const p of products) {
            for (const key of [...p.accessoryKeys, ...p.alternativeKeys]) {
                expect(productKeys.has(key), `${p.key} -> ${key}`).toBe(true);
                expect(key).not.toBe(p.key);
            }
            expect(new Set(p.accessoryKeys).size).toBe(p.accessoryKeys.length);
            expect(new Set(p.alternativeKeys).size).toBe(p.alternativeKeys.length);
        }
        const deck = products.find(p => p.key === 'douglas-decking-28x145')!;
        expect(deck.accessoryKeys.length).toBeGreaterThan(0);
        expect(deck.alternativeKeys.length).toBeGreaterThan(0);
        for (const key of deck.alternativeKeys) expect(products.find(p => p.key === key)!.species).not.toBe('douglas');
    });
});

describe('demo catalogue: images, profiles and documents', () => {
    it('references existing images of the right kind, and uses every image', () => {
        expect(new Set(images.map(i => i.key)).size).toBe(images.length);
        const referenced = new Set<string>();
        for (const p of products) {
            expect(p.images.length, p.key).toBeGreaterThanOrEqual(1);
            expect(p.images.length, p.key).toBeLessThanOrEqual(3);
            for (const key of p.images) {
                const image = imageByKey.get(key);
                expect(image, `${p.key}: ${key}`).toBeDefined();
                expect(['profile', 'category']).not.toContain(image!.kind);
                referenced.add(key);
            }
            for (const profile of p.profiles) {
                for (const key of [profile.image1, profile.image2].filter((k): k is string => !!k)) {
                    expect(imageByKey.get(key)?.kind, `${p.key}: ${key}`).toBe('profile');
                    referenced.add(key);
                }
            }
            expect(p.profiles.length).toBeLessThanOrEqual(2);
            expect(p.documents.length).toBeLessThanOrEqual(2);
            for (const d of p.documents) expect(d.filename).toMatch(/^[a-z0-9-]+\.pdf$/);
        }
        for (const c of categories) {
            const image = imageByKey.get(`category-${c.key}`);
            expect(image?.kind, c.key).toBe('category');
            referenced.add(`category-${c.key}`);
        }
        for (const image of images) {
            expect(referenced.has(image.key), `${image.key} unused`).toBe(true);
            expect(image.color).toMatch(/^#[0-9a-f]{6}$/);
            expect(image.label).toBeTruthy();
        }
        const filenames = products.flatMap(p => p.documents.map(d => d.filename));
        expect(new Set(filenames).size).toBe(filenames.length);
        expect(products.some(p => p.profiles.length > 0)).toBe(true);
    });

    it('renders a PNG of 1240 x 1522 px for every kind of image, deterministically', async () => {
        const kinds = [...new Set(images.map(i => i.kind))];
        expect(kinds.length).toBe(9);
        for (const kind of kinds) {
            const image = images.find(i => i.kind === kind) as DemoImage;
            const png = await renderDemoImage(image);
            const meta = await sharp(png).metadata();
            expect(meta.format, kind).toBe('png');
            expect(meta.width).toBe(1240);
            expect(meta.height).toBe(1522);
            if (kind === 'decking') expect((await renderDemoImage(image)).equals(png)).toBe(true);
        }
    });

    it('draws the pictures without text (a Dutch caption would show on the English and German pages)', () => {
        for (const image of images) expect(demoImageSvg(image), image.key).not.toMatch(/<text\b/);
    });

    it('renders a minimal single-page PDF with a valid cross-reference table', () => {
        const pdf = renderDemoDocument('Technisches Datenblatt Lärche', ['Terrassendiele Lärche 27 x 145 mm (A/B)', 'Dauerhaftigkeitsklasse 3-4, Ø 100 mm, € 12,50 \\ ok']);
        const text = pdf.toString('latin1');
        expect(text.startsWith('%PDF-1.4')).toBe(true);
        expect(text.endsWith('%%EOF')).toBe(true);
        expect([...pdf].every(b => b < 128)).toBe(true);
        expect(text).toContain('Laerche');
        const startxref = Number(/startxref\n(\d+)\n%%EOF$/.exec(text)![1]);
        expect(text.slice(startxref, startxref + 4)).toBe('xref');
        const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map(m => Number(m[1]));
        expect(offsets.length).toBe(6);
        offsets.forEach((offset, i) => {
            const header = `${i + 1} 0 obj\n`;
            expect(text.slice(offset, offset + header.length)).toBe(header);
        });
        const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)![1]);
        const start = text.indexOf('stream\n') + 'stream\n'.length;
        expect(text.slice(start + length, start + length + 10)).toBe('\nendstream');
        expect(renderDemoDocument('A', ['b']).equals(renderDemoDocument('A', ['b']))).toBe(true);
    });
});
