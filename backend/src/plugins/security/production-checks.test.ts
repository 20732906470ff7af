import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { VendureConfig } from '@vendure/core';
import { productionProblems } from './production-checks';

/**
 * Production mode (NODE_ENV=production) refuses to start the real backend with the demo's
 * superadmin password, the public cookie secret or the open dev mailbox: the process exits
 * before it opens the database, naming each variable to set.
 */
const BACKEND = path.resolve(__dirname, '../../..');

async function startBackend(env: Record<string, string>) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'production-checks-'));
    const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(SUPERADMIN_|COOKIE_SECRET|SMTP_URL|DATABASE_URL|REDIS_URL|WEBHOOK_SECRET|CAPTCHA_SECRET)/.test(name)));
    try {
        await promisify(execFile)(process.execPath, ['-r', '@swc-node/register', 'src/index.ts'], {
            cwd: BACKEND,
            env: { ...clean, DATA_DIR: dataDir, BACKEND_PORT: '3141', NODE_ENV: 'production', ...env },
            // compiling the backend at start takes seconds; minutes on a machine busy with other tests
            timeout: 110_000,
        });
        return { exitCode: 0, output: '', databaseCreated: fs.existsSync(path.join(dataDir, 'shop.sqlite')) };
    } catch (error) {
        const failure = error as { code?: number; stdout?: string; stderr?: string };
        return { exitCode: failure.code, output: `${failure.stdout}${failure.stderr}`, databaseCreated: fs.existsSync(path.join(dataDir, 'shop.sqlite')) };
    } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
    }
}

describe('production mode', () => {
    it('refuses the default superadmin password, the public cookie secret and the dev mailbox', async () => {
        const started = await startBackend({});
        expect(started.exitCode).toBe(1);
        expect(started.output).toContain('Refusing to start in production mode');
        expect(started.output).toContain('set SUPERADMIN_PASSWORD');
        expect(started.output).toContain('set COOKIE_SECRET');
        expect(started.output).toContain('set SMTP_URL');
        expect(started.output).toContain('WEBHOOK_SECRET is the public development value');
        expect(started.output).toContain('CAPTCHA_SECRET is the public development value');
        expect(started.databaseCreated).toBe(false);
    });

    it('names only what is left: a short cookie secret', () => {
        const config = { authOptions: { superadminCredentials: { identifier: 'beheer', password: 'a-long-and-private-password' }, cookieOptions: { secret: 'too-short' } } };
        expect(productionProblems(config as VendureConfig, { devMailbox: false })).toEqual([
            'the cookie secret is the public default or shorter than 32 characters: set COOKIE_SECRET',
        ]);
        const good = { authOptions: { ...config.authOptions, cookieOptions: { secret: 'x'.repeat(48) } } };
        expect(productionProblems(good as VendureConfig, { devMailbox: false })).toEqual([]);
        expect(productionProblems(good as VendureConfig, { devMailbox: false, developmentSecrets: ['WEBHOOK_SECRET'] })).toEqual([
            'WEBHOOK_SECRET is the public development value: set WEBHOOK_SECRET',
        ]);
    });
});
