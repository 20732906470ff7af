import type { APIRoute } from 'astro';
import { proxyToBackend } from '../../lib/api/proxy';

/** An invoice's PDF (/invoices/{number}) from the backend on the shop's own origin, so the session cookie goes with it. */
export const prerender = false;

export const GET: APIRoute = context => proxyToBackend(context);
