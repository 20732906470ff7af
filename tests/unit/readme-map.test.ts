import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * README's "Where things are" cannot go stale: every path its first column names exists, and the
 * rows that list a folder's parts (the plugins, the islands, the scripts, the server's files, the test folders) name
 * every one of them.
 */
const root = path.resolve(__dirname, '../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const map = readme.slice(readme.indexOf('## Where things are'), readme.indexOf('\n## ', readme.indexOf('## Where things are') + 1));
const rows = map
    .split('\n')
    .filter(line => line.startsWith('| `'))
    .map(line => {
        const [, place, what] = line.split('|').map(cell => cell.trim());
        return { place: place.replace(/`/g, ''), named: new Set([...what.matchAll(/`([^`]+)`/g)].map(match => match[1])) };
    });
const row = (place: string) => {
    const found = rows.find(r => r.place === place);
    if (!found) throw new Error(`README's map has no row for ${place}`);
    return found;
};
const entries = (dir: string, keep: (entry: fs.Dirent) => boolean) =>
    fs
        .readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter(keep)
        .map(entry => entry.name)
        .sort();

/** The map by capability: each row's parts, the paths in its second column. */
const capabilities = map
    .split('\n')
    .filter(line => /^\| [a-z]/.test(line) && !line.startsWith('| path') && !line.startsWith('| capability'))
    .map(line => ({ capability: line.split('|')[1].trim(), parts: [...line.split('|')[2].matchAll(/`([^`]+)`/g)].map(match => match[1]) }));

describe("README's map of the project", () => {
    it('names only paths that exist', () => {
        expect(rows.length).toBeGreaterThan(10);
        const missing = rows.map(r => r.place.replace(/\/<[^>]+>$/, '')).filter(place => !fs.existsSync(path.join(root, place)));
        expect(missing).toEqual([]);
    });

    it('lists every backend plugin, every island folder, every script, every file of the server and every test folder', () => {
        const unnamed = (place: string, names: string[]) => names.filter(name => !row(place).named.has(name)).map(name => `${place}: ${name}`);
        expect([
            ...unnamed('backend/src/plugins/<domain>', entries('backend/src/plugins', entry => entry.isDirectory())),
            ...unnamed('src/islands', entries('src/islands', entry => entry.isDirectory())),
            ...unnamed('scripts/', entries('scripts', entry => entry.isFile() && entry.name.endsWith('.mjs'))),
            ...unnamed('server/', entries('server', entry => entry.isFile())),
            ...unnamed('tests/', entries('tests', entry => entry.isDirectory())),
        ]).toEqual([]);
    });

    it('names, by capability, only parts that exist, and every island folder and backend plugin in some capability', () => {
        expect(capabilities.length).toBeGreaterThan(5);
        const missing = capabilities.flatMap(({ capability, parts }) => parts.filter(part => !fs.existsSync(path.join(root, part))).map(part => `${capability}: ${part}`));
        expect(missing).toEqual([]);
        const named = new Set(capabilities.flatMap(({ parts }) => parts.map(part => part.replace(/\/$/, ''))));
        const unplaced = [
            ...entries('src/islands', entry => entry.isDirectory()).map(name => `src/islands/${name}`),
            ...entries('backend/src/plugins', entry => entry.isDirectory()).map(name => `backend/src/plugins/${name}`),
        ].filter(part => !named.has(part));
        expect(unplaced).toEqual([]);
    });
});
