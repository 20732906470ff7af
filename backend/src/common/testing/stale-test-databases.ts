import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Vitest global setup of the backend tests: Vendure's SqljsInitializer keeps each test file's seeded
 * database in a `__data__` folder beside it and reuses it as long as the file exists. After a change
 * to the schema (a custom field, an entity, the plugins an e2e test configures) or to what is seeded,
 * those databases are stale ("no such column") until removed: they are removed here whenever the
 * files that shape them changed.
 */
const backendSource = path.resolve(__dirname, '../..');
const SHAPES_THE_DATABASE = /(custom-fields\.ts|\.entity\.ts|[/\\]seed[/\\].*\.ts|[/\\]testing[/\\].*\.ts|vendure-config\.ts|\.e2e\.test\.ts)$/;
const stamp = path.resolve(backendSource, '../node_modules/.cache/timber-shop/test-databases.sha256');

export default function removeStaleTestDatabases() {
    const sources = fs
        .readdirSync(backendSource, { recursive: true, encoding: 'utf8' })
        .filter(file => SHAPES_THE_DATABASE.test(`/${file}`) && (file.endsWith('.e2e.test.ts') || !file.endsWith('.test.ts')))
        .sort();
    const hash = crypto.createHash('sha256');
    for (const file of sources) hash.update(file).update(fs.readFileSync(path.join(backendSource, file)));
    const fingerprint = hash.digest('hex');
    if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === fingerprint) return;
    for (const file of fs.readdirSync(backendSource, { recursive: true, encoding: 'utf8' })) {
        if (path.basename(file) === '__data__') fs.rmSync(path.join(backendSource, file), { recursive: true, force: true });
    }
    fs.mkdirSync(path.dirname(stamp), { recursive: true });
    fs.writeFileSync(stamp, fingerprint);
}
