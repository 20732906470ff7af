import type { APIRoute } from 'astro';
import { proxyToBackend } from '../../lib/api/proxy';

/** Product and category images from the backend's asset server, resized by preset (spec image sizes). */
export const prerender = false;

export const GET: APIRoute = ({ request, params }) => proxyToBackend(request, `/assets/${params.path ?? ''}`);
