import type { APIRoute } from 'astro';
import { proxyToBackend } from '../lib/api/proxy';

/** The islands' GraphQL endpoint: the backend's Shop API on the shop's own origin. */
export const prerender = false;

export const ALL: APIRoute = context => proxyToBackend(context);
