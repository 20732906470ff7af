import type { NextFunction, Request, RequestHandler, Response } from 'express';
import express from 'express';
import helmet from 'helmet';
import { contentSecurityPolicy, MAX_JSON_BODY_BYTES, maxRequestBodyBytes } from '@timber-shop/rules';
import { tokenLimitError } from './graphql-limits';

/**
 * The backend's HTTP headers (helmet): nosniff, no framing, no referrer across origins, no
 * X-Powered-By, HSTS behind HTTPS. The dashboard gets the shop's CSP for an app of its own; the
 * APIs (JSON only) a CSP that allows nothing, in production (the development playground loads
 * its page from a CDN).
 */
export function securityHeaders({ production, https }: { production: boolean; https: boolean }): RequestHandler {
    const base = helmet({
        contentSecurityPolicy: false,
        strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
        xFrameOptions: { action: 'deny' },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        // the storefront proxies images from /assets; the dashboard shows them on its own origin
        crossOriginResourcePolicy: { policy: 'same-site' },
        crossOriginEmbedderPolicy: false,
    });
    const dashboardCsp = contentSecurityPolicy({ https });
    const apiCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
    return (req, res, next) => {
        res.setHeader('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
        if (req.path.startsWith('/dashboard')) res.setHeader('content-security-policy', dashboardCsp);
        else if (production || !(req.method === 'GET' && /-api\/?$/.test(req.path))) res.setHeader('content-security-policy', apiCsp);
        base(req, res, next);
    };
}

/**
 * Bounds the bodies of a GraphQL API (maxRequestBodyBytes): a JSON body is parsed here up to its
 * limit, a larger one gets 413 and a GraphQL-shaped error (Vendure's own parser would end in a 500),
 * and Nest's parser then finds the body read. A multipart upload (complaint photos, staff's assets)
 * declaring more than the upload limit gets 413; within it, the upload handler streams it.
 */
export function bodyLimit(api: 'shop' | 'admin', message: (req: Request) => string): RequestHandler {
    const parse = express.json({ limit: MAX_JSON_BODY_BYTES });
    return (req: Request, res: Response, next: NextFunction) => {
        const declared = Number(req.headers['content-length'] ?? 0);
        if (declared > maxRequestBodyBytes(req.headers['content-type'], api)) return tooLarge(req, res, message);
        if (req.is('multipart/form-data')) return next();
        parse(req, res, error => {
            if ((error as { type?: string } | undefined)?.type === 'entity.too.large') return tooLarge(req, res, message);
            if (error) return next(error);
            // too many tokens: 400 before Apollo parses (a refusal while it parses would be its 500)
            const documents = [req.body, req.query].flat().map(part => (part as { query?: unknown } | undefined)?.query);
            const tokens = documents.map(tokenLimitError).find(Boolean);
            if (tokens) return res.status(400).json({ errors: [{ message: tokens, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] });
            next();
        });
    };
}

function tooLarge(req: Request, res: Response, message: (req: Request) => string) {
    // the rest of the body is not read: the connection closes after the answer
    res.setHeader('connection', 'close');
    res.status(413).json({ errors: [{ message: message(req), extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
}

/**
 * The dev mailbox (mails written to disk instead of sent; demo and tests only) answers the machine
 * itself only: it shows password reset links.
 */
export function loopbackOnly(req: Request, res: Response, next: NextFunction) {
    const address = req.socket.remoteAddress ?? '';
    if (address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1') {
        res.setHeader('x-dev-mailbox', 'demo and tests only: mails are not sent');
        return next();
    }
    res.status(403).type('text/plain').send('The development mailbox is only available on this machine.');
}
