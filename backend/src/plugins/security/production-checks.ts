import type { VendureConfig } from '@vendure/core';
import { DEV_COOKIE_SECRET } from './constants';
import type { SecurityPluginOptions } from './types';

/** Secrets anyone can read in this repository or in Vendure's docs. */
const PUBLIC_COOKIE_SECRETS = [DEV_COOKIE_SECRET, 'cookie-secret', 'secret'];
const DEFAULT_SUPERADMIN_PASSWORDS = ['superadmin', 'admin', 'password'];

/**
 * What the demo set-up allows and production must not: each problem as a sentence naming the
 * variable to set. In production mode the backend refuses to start while any is left.
 */
export function productionProblems(config: Pick<VendureConfig, 'authOptions'>, options: Pick<SecurityPluginOptions, 'devMailbox' | 'developmentSecrets'>): string[] {
    const problems: string[] = [];
    const password = config.authOptions.superadminCredentials?.password ?? 'superadmin';
    if (DEFAULT_SUPERADMIN_PASSWORDS.includes(password)) problems.push('the superadmin password is the default: set SUPERADMIN_PASSWORD');
    const secret = config.authOptions.cookieOptions?.secret;
    const secrets: string[] = typeof secret === 'string' ? [secret] : Object.values(secret ?? {}).map(String);
    if (secrets.length === 0 || secrets.some(value => PUBLIC_COOKIE_SECRETS.includes(value) || value.length < 32)) {
        problems.push('the cookie secret is the public default or shorter than 32 characters: set COOKIE_SECRET');
    }
    if (options.devMailbox) problems.push('mails would go to the open development mailbox: set SMTP_URL');
    for (const name of options.developmentSecrets ?? []) problems.push(`${name} is the public development value: set ${name}`);
    return problems;
}
