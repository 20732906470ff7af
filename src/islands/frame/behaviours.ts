import { serializeCookie } from '../../lib/cookies';

/**
 * The frame's behaviours on every page (spec sections 4, 7 and 8): the language switch writes the
 * locale cookie (365 days), online/offline is tracked, a chunk that fails to load reloads the page
 * at most once a minute, and service workers and caches of an earlier site are removed at load.
 */

/** How often a failed chunk load may reload the page (spec section 8: once per minute). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const CHUNK_RELOAD_KEY = 'chunk-reload-at';

/** Whether a failed chunk load may reload now, given when it last did (ms, or null). */
export function mayReloadForChunk(now: number, lastReload: number | null): boolean {
    return lastReload === null || !Number.isFinite(lastReload) || now - lastReload >= CHUNK_RELOAD_INTERVAL_MS;
}

/** Is this error a chunk (dynamic import) that did not load? */
export function isChunkLoadError(reason: unknown): boolean {
    const message = reason instanceof Error ? reason.message : String(reason ?? '');
    return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(message);
}

export function reloadAfterChunkError(storage: Pick<Storage, 'getItem' | 'setItem'>, reload: () => void, now = Date.now()): boolean {
    const last = storage.getItem(CHUNK_RELOAD_KEY);
    if (!mayReloadForChunk(now, last === null ? null : Number(last))) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    reload();
    return true;
}

/** The cookie the language switch writes: the visitor's language for the next visit. */
export function localeCookie(locale: string): string {
    return serializeCookie('locale', locale);
}
