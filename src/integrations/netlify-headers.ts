import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { cspIntegrationsFromEnv, securityHeaders } from '@timber-shop/rules';
import { scriptHashesOfRoutes } from './csp-script-hashes.ts';

/**
 * For the CDN build: Netlify's `_headers` file with the shop's security headers for every
 * pre-rendered file (always HTTPS there) and immutable caching for the hashed /_astro/ files.
 * The CSP lets the inline scripts Astro hashed run (see csp-script-hashes.ts). On-demand answers get
 * the same headers from src/middleware.ts (and their CSP with the hashes from Astro).
 */
export function netlifyHeaders(): AstroIntegration {
    let scriptHashes: string[] = [];
    return {
        name: 'timber-shop:netlify-headers',
        hooks: {
            'astro:build:generated': ({ routeToHeaders }) => {
                scriptHashes = scriptHashesOfRoutes(routeToHeaders);
            },
            'astro:build:done': ({ dir }) => {
                const headers = securityHeaders({ https: true, integrations: cspIntegrationsFromEnv(process.env), scriptHashes });
                const lines = ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), '/_astro/*', '  cache-control: public, max-age=31536000, immutable', ''];
                const file = new URL('_headers', dir);
                const earlier = fs.existsSync(file) ? `${fs.readFileSync(file, 'utf8')}\n` : '';
                fs.writeFileSync(fileURLToPath(file), `${earlier}${lines.join('\n')}`);
            },
        },
    };
}
