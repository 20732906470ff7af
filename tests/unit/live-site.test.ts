import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveSite, PUBLISHER } from '../../scripts/lib/live-site.mjs';

/**
 * The live site's rebuild rules with a stand-in for `astro build` (a shell script in a scratch
 * project): a burst of requests is one build, a failed build leaves the live build and says why, a
 * good one is swapped in with its own server bundle.
 */
let root: string;
let lines: string[];

function fakeAstro(script: string) {
    fs.writeFileSync(path.join(root, 'node_modules/.bin/astro'), `#!/bin/sh\n${script}\n`, { mode: 0o755 });
}

function writeBuild(dir: string, text: string) {
    fs.mkdirSync(path.join(dir, 'client'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'client/index.html'), text);
    fs.writeFileSync(path.join(dir, 'server/entry.mjs'), `export const handler = () => ${JSON.stringify(text)};\n`);
}

beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'live-site-'));
    fs.mkdirSync(path.join(root, 'node_modules/.bin'), { recursive: true });
    writeBuild(path.join(root, 'dist'), 'first build');
    lines = [];
});
afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[PUBLISHER];
    fs.rmSync(root, { recursive: true, force: true });
});

describe('live site', () => {
    it('swaps in a good build: files and server bundle from its own folder; a burst of requests is one build', async () => {
        // The fake build writes its output where --outDir says and counts its runs.
        fakeAstro(`echo run >> "${root}/runs"; out="$3"; mkdir -p "$out/client" "$out/server"; echo "second build" > "$out/client/index.html"; echo 'export const handler = () => "second build";' > "$out/server/entry.mjs"`);
        const site = await createLiveSite({ root, distDir: path.join(root, 'dist'), debounceMs: 100, log: line => lines.push(line) });
        expect(site.current().handler()).toBe('first build');
        site.publisher.schedule('catalogue: products 1', ['1']);
        site.publisher.schedule('catalogue: products 2', ['2']);
        site.publisher.schedule('storyblok: published en/t/privacy');
        await vi.waitFor(() => expect(site.publisher.status().builds).toHaveLength(1), { timeout: 20_000 });
        await site.idle();
        expect(fs.readFileSync(path.join(root, 'runs'), 'utf8').trim().split('\n')).toHaveLength(1);
        expect(site.current().handler()).toBe('second build');
        expect(fs.readFileSync(path.join(site.current().clientDir, 'index.html'), 'utf8')).toContain('second build');
        expect(site.current().clientDir).not.toBe(path.join(root, 'dist/client'));
        // Anything but products rebuilds everything, in one build with all the reasons.
        expect(lines.join('\n')).toMatch(/building everything \(catalogue: products 1; catalogue: products 2; storyblok: published en\/t\/privacy\)/);
    });

    it('keeps the live build when a build fails, and says why', async () => {
        fakeAstro('echo "error fetching storyblok data: 401" >&2; exit 1');
        const site = await createLiveSite({ root, distDir: path.join(root, 'dist'), debounceMs: 100, log: line => lines.push(line) });
        site.publisher.schedule('storyblok: published nl/t/privacy');
        await vi.waitFor(() => expect(site.publisher.status().builds).toHaveLength(1), { timeout: 20_000 });
        await site.idle();
        expect(site.publisher.status().builds[0].ok).toBe(false);
        expect(site.current().handler()).toBe('first build');
        expect(lines.join('\n')).toMatch(/build failed, the live site stays as it was[\s\S]*error fetching storyblok data: 401/);
        const builds = path.join(root, '.dist-live');
        expect(fs.existsSync(builds) ? fs.readdirSync(builds) : []).toEqual([]);
    });
});
