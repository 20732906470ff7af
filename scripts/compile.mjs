/**
 * Compiles the backend's and the rules' TypeScript, for production (`npm run build`): nothing of them
 * is transpiled at run time there. The compiler is SWC, the one that runs the backend in development
 * (@swc-node/register) and in the tests (unplugin-swc), with the same settings: legacy decorators
 * with their metadata, which Vendure needs.
 *   - backend/src → backend/dist/server (CommonJS, as the backend runs in development), its JSON
 *     texts copied beside; tests and test helpers left out;
 *   - packages/rules/src → packages/rules/dist (ES modules), which the package's exports give to a
 *     process started with `--conditions=timber-shop-compiled` (scripts/start.mjs in production).
 * Every other process (vite, vitest, development) keeps reading the TypeScript sources. The storefront
 * server (server/) is not compiled: it uses only syntax Node's type stripping erases, and Node runs it as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
/** The Node condition under which @timber-shop/rules resolves to its compiled files. */
export const COMPILED_CONDITION = 'timber-shop-compiled';
export const compiledBackendEntry = path.join(root, 'backend/dist/server/index.js');

const isSource = name => name.endsWith('.ts') && !name.endsWith('.d.ts') && !/\.(test|e2e)\.ts$/.test(name);
/** test helpers and the dashboard's extensions (vite builds those) are no part of the server */
const isServerFolder = name => !['testing', '__data__', 'dashboard'].includes(name);

function sourcesOf(dir, rel = '') {
    const files = [];
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
        const child = path.join(rel, entry.name);
        if (entry.isDirectory()) {
            if (isServerFolder(entry.name)) files.push(...sourcesOf(dir, child));
        } else files.push(child);
    }
    return files;
}

const swcOptions = module => ({
    jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
        target: 'es2022',
        // './brand.ts' → './brand.js': the rules import their siblings with the extension Node's type stripping needs
        rewriteRelativeImportExtensions: true,
    },
    module: module === 'commonjs' ? { type: 'commonjs', strict: true } : { type: 'es6' },
    sourceMaps: true,
    swcrc: false,
    configFile: false,
});

async function compileTree(from, to, module) {
    // loaded here: a production start reads this module's names, not the compiler
    const { transformFile } = await import('@swc/core');
    fs.rmSync(to, { recursive: true, force: true });
    let count = 0;
    for (const file of sourcesOf(from)) {
        const out = path.join(to, file);
        fs.mkdirSync(path.dirname(out), { recursive: true });
        if (isSource(file)) {
            const target = out.replace(/\.ts$/, '.js');
            const { code, map } = await transformFile(path.join(from, file), { ...swcOptions(module), filename: path.join(from, file), sourceFileName: path.relative(path.dirname(target), path.join(from, file)) });
            fs.writeFileSync(target, `${code}\n//# sourceMappingURL=${path.basename(target)}.map\n`);
            if (map) fs.writeFileSync(`${target}.map`, map);
            count++;
        } else if (file.endsWith('.json')) {
            fs.copyFileSync(path.join(from, file), out);
        }
    }
    return count;
}

export async function compileServers() {
    const started = Date.now();
    const rules = await compileTree(path.join(root, 'packages/rules/src'), path.join(root, 'packages/rules/dist'), 'es6');
    // the compiled rules are ES modules whatever the package says of its sources
    fs.writeFileSync(path.join(root, 'packages/rules/dist/package.json'), `${JSON.stringify({ type: 'module' })}\n`);
    const backend = await compileTree(path.join(root, 'backend/src'), path.join(root, 'backend/dist/server'), 'commonjs');
    console.log(`[build] compiled the backend (${backend} files) and the shop's rules (${rules}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) await compileServers();
