import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, RouteToHeaders } from 'astro';
import { scriptHashesOfPolicy } from '@timber-shop/rules';

/** The file, in the build's server folder, that tells server/serve.ts which inline scripts the pre-rendered pages may run. */
export const CSP_SCRIPT_HASHES_FILE = 'csp-script-hashes.json';

/** Every inline-script hash in the CSPs Astro made for the pre-rendered pages (the same few on every page). */
export function scriptHashesOfRoutes(routeToHeaders: RouteToHeaders): string[] {
    const hashes = new Set<string>();
    for (const { headers } of routeToHeaders.values()) {
        for (const hash of scriptHashesOfPolicy(headers.get('content-security-policy') ?? '')) hashes.add(hash);
    }
    return [...hashes].sort();
}

/**
 * Writes the hashes of the inline scripts Astro put in the pre-rendered pages (its island bootstrap,
 * hydration directives, small inlined component scripts; `security.csp` in astro.config.mjs) into
 * the server folder, where server/serve.ts reads them for the pages' CSP header. The server folder
 * travels with a build the live site swaps in (server/live-site.ts).
 */
export function cspScriptHashes(): AstroIntegration {
    let serverDir: URL | undefined;
    return {
        name: 'timber-shop:csp-script-hashes',
        hooks: {
            'astro:config:done': ({ config }) => {
                serverDir = config.build.server;
            },
            'astro:build:generated': ({ routeToHeaders }) => {
                if (!serverDir) return;
                fs.mkdirSync(fileURLToPath(serverDir), { recursive: true });
                fs.writeFileSync(fileURLToPath(new URL(CSP_SCRIPT_HASHES_FILE, serverDir)), `${JSON.stringify(scriptHashesOfRoutes(routeToHeaders))}\n`);
            },
        },
    };
}
