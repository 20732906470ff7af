import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { cspIntegrationsFromEnv, securityHeaders } from '@timber-shop/rules';

/**
 * For the CDN build: Netlify's `_headers` file with the shop's security headers for every
 * pre-rendered file (always HTTPS there) and immutable caching for the hashed /_astro/ files.
 * On-demand answers get the same headers from src/middleware.ts.
 */
export function netlifyHeaders(): AstroIntegration {
    return {
        name: 'timber-shop:netlify-headers',
        hooks: {
            'astro:build:done': ({ dir }) => {
                const headers = securityHeaders({ https: true, integrations: cspIntegrationsFromEnv(process.env) });
                const lines = ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), '/_astro/*', '  cache-control: public, max-age=31536000, immutable', ''];
                const file = new URL('_headers', dir);
                const earlier = fs.existsSync(file) ? `${fs.readFileSync(file, 'utf8')}\n` : '';
                fs.writeFileSync(fileURLToPath(file), `${earlier}${lines.join('\n')}`);
            },
        },
    };
}
