import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { cspIntegrationsFromEnv, securityHeaders } from '@timber-shop/rules';

/**
 * For the CDN build: Netlify's `_headers` file with the shop's security headers for every
 * pre-rendered file (always HTTPS there). Not the immutable caching of the hashed /_astro/ files: the
 * adapter declares it (a second entry here made Netlify's CLI warn of the header set twice). Not the
 * CSP: the adapter (staticHeaders) gives each pre-rendered page its own, with the hashes of that page's
 * inline scripts, and a second policy from here would be enforced beside it (one CSP per answer). On-demand
 * answers get the same headers from src/middleware.ts (and their CSP with the hashes from Astro).
 */
export function netlifyHeaders(): AstroIntegration {
    return {
        name: 'timber-shop:netlify-headers',
        hooks: {
            'astro:build:done': ({ dir }) => {
                const { 'content-security-policy': _pagesOwn, ...headers } = securityHeaders({ https: true, integrations: cspIntegrationsFromEnv(process.env) });
                const lines = ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''];
                const file = new URL('_headers', dir);
                const earlier = fs.existsSync(file) ? `${fs.readFileSync(file, 'utf8')}\n` : '';
                fs.writeFileSync(fileURLToPath(file), `${earlier}${lines.join('\n')}`);
            },
        },
    };
}
