import type { APIRoute } from 'astro';
import { proxyToBackend } from '../../lib/api/proxy';

/** A quote's PDF (/quotes/{code}) from the backend on the shop's own origin, so the session cookie goes with it. */
export const prerender = false;

export const GET: APIRoute = context => proxyToBackend(context);
