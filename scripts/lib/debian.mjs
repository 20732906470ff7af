/**
 * Debian's packages that the tests and the benchmark need, installed when missing (nothing else can be
 * downloaded here): Chromium for the browsers, PostgreSQL and Redis for the scale-out path. The names
 * asked for together are installed in one apt run (apt holds a lock; one `apt-get update` serves all),
 * and runs asked for one after another in this process wait for each other.
 */
import fs from 'node:fs';
import path from 'node:path';
import { run } from './processes.mjs';

export const CHROMIUM = '/usr/bin/chromium';
export const REDIS_SERVER = '/usr/bin/redis-server';

/** The bin folder of the newest PostgreSQL under /usr/lib/postgresql, or undefined. */
export function findPgBin() {
    const base = '/usr/lib/postgresql';
    if (!fs.existsSync(base)) return undefined;
    const versions = fs
        .readdirSync(base)
        .filter(version => fs.existsSync(path.join(base, version, 'bin/pg_ctl')))
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
    return versions.length ? path.join(base, versions[0], 'bin') : undefined;
}

const installed = {
    chromium: () => fs.existsSync(CHROMIUM),
    postgresql: () => findPgBin() !== undefined,
    'redis-server': () => fs.existsSync(REDIS_SERVER),
};

let previous = Promise.resolve();

/**
 * Installs those of `names` (keys of `installed`) that are missing. Resolves with true when all are
 * there afterwards; never rejects.
 * @param {Array<keyof typeof installed>} names
 */
export function ensureDebianPackages(names, { log = line => console.log(`[debian] ${line}`) } = {}) {
    const done = previous.then(async () => {
        const missing = names.filter(name => !installed[name]());
        if (missing.length === 0) return true;
        const started = Date.now();
        log(`installing Debian's ${missing.join(', ')}`);
        const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
        const install = () => run('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...missing], { env });
        // the package lists may be missing or stale on a fresh machine: update once, then try again
        if ((await install()) !== 0 && ((await run('apt-get', ['update', '-q'], { env })) !== 0 || (await install()) !== 0)) {
            log(`apt-get could not install ${missing.join(', ')}`);
        } else {
            log(`installed ${missing.join(', ')} in ${Math.round((Date.now() - started) / 1000)} s`);
        }
        return names.every(name => installed[name]());
    });
    previous = done;
    return done;
}
