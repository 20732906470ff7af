import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the browser loads: the islands and the pages' <script> blocks, with every module they import.
 * Server-only modules must stay out of it. src/lib/i18n.ts holds every locale's whole dictionary
 * and the i18next runtime (islands get their strings as props); one import of a server helper
 * from the cart's API module once put all of it (38 KB compressed) on every product, cart and
 * checkout page.
 */
const root = path.resolve(import.meta.dirname, '../..');
const SERVER_ONLY = ['src/lib/i18n.ts', 'src/lib/api/proxy.ts'];
const SERVER_PACKAGES = ['i18next', 'node:', 'sanitize-html'];

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function files(dir: string, ending: RegExp): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return files(full, ending);
        return ending.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
}

function resolveRelative(from: string, specifier: string): string | undefined {
    const base = path.resolve(path.dirname(from), specifier);
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(file => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The specifiers a module imports, type-only imports left out (they are gone in the browser). */
function importsOf(source: string): string[] {
    return [...source.matchAll(IMPORT)].filter(match => !/^(?:import|export)\s+type\s/.test(match[0])).map(match => match[1] ?? match[2] ?? match[3]);
}

/** Each module the browser can reach from `entry`, with the path of imports that reaches it. */
function reachable(entry: string, source: string) {
    const seen = new Map<string, string[]>();
    const visit = (file: string, code: string, trail: string[]) => {
        for (const specifier of importsOf(code)) {
            const target = specifier.startsWith('.') ? resolveRelative(file, specifier) : specifier;
            if (!target || seen.has(target)) continue;
            seen.set(target, [...trail, target.startsWith('/') ? path.relative(root, target) : target]);
            if (target.startsWith('/') && /\.tsx?$/.test(target)) visit(target, fs.readFileSync(target, 'utf8'), seen.get(target) ?? []);
        }
    };
    visit(entry, source, [path.relative(root, entry)]);
    return seen;
}

const islands = files(path.join(root, 'src/islands'), /\.tsx?$/).map(file => ({ file, source: fs.readFileSync(file, 'utf8') }));
const pageScripts = files(path.join(root, 'src'), /\.astro$/).flatMap(file =>
    [...fs.readFileSync(file, 'utf8').matchAll(/<script(?![^>]*is:inline)[^>]*>([\s\S]*?)<\/script>/g)].map(match => ({ file, source: match[1] })),
);

describe('what the browser loads', () => {
    it('finds the entry points', () => {
        expect(islands.length).toBeGreaterThan(20);
        expect(pageScripts.length).toBeGreaterThan(5);
    });

    it('never reaches a server-only module', () => {
        const leaks: string[] = [];
        for (const { file, source } of [...islands, ...pageScripts]) {
            for (const [target, trail] of reachable(file, source)) {
                const relative = path.relative(root, target);
                if (SERVER_ONLY.includes(relative) || SERVER_PACKAGES.some(name => target === name || target.startsWith(name))) {
                    leaks.push(trail.join(' → '));
                }
            }
        }
        expect(leaks).toEqual([]);
    });

    it("validates with zod's smaller build: 'zod' itself (its methods, ~20 KB compressed) never reaches the browser", () => {
        const classic: string[] = [];
        for (const { file, source } of [...islands, ...pageScripts]) {
            for (const [target, trail] of reachable(file, source)) if (target === 'zod' || target.startsWith('zod/v4') || target === 'zod/v3') classic.push(trail.join(' → '));
        }
        expect(classic).toEqual([]);
    });
});
