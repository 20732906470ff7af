import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ID } from '@vendure/core';
import { COMPLAINT_UPLOADS } from '@timber-shop/rules';

/**
 * The type of an uploaded photo by its content (file-type reads the bytes' signature), or undefined
 * when it is none of the complaint's image types: a declared `image/jpeg` that is a PDF, an HTML page
 * or a script is refused.
 */
export async function sniffedPhotoType(data: Buffer): Promise<string | undefined> {
    // file-type is an ES module: imported, not required, from this CommonJS backend
    const { fileTypeFromBuffer } = await import('file-type');
    const type = await fileTypeFromBuffer(data);
    return type && (COMPLAINT_UPLOADS.mimeTypes as readonly string[]).includes(type.mime) ? type.mime : undefined;
}

/** How long a link to a complaint photo works: in the staff mail, and as the Admin API hands it out. */
export const ATTACHMENT_LINK_MS = { mail: 30 * 24 * 60 * 60 * 1000, admin: 60 * 60 * 1000 } as const;

function signature(secret: string, id: ID, expires: number) {
    return createHmac('sha256', secret).update(`lead-attachment:${id}:${expires}`).digest('base64url').slice(0, 32);
}

/** The backend's address of a photo for staff: signed, valid until `expires` (ms). */
export function attachmentUrl(adminUrl: string, secret: string, id: ID, validForMs: number, now = Date.now()): string {
    const expires = Math.floor((now + validForMs) / 1000);
    return `${adminUrl}/lead-attachments/${encodeURIComponent(String(id))}?expires=${expires}&signature=${signature(secret, id, expires)}`;
}

export function isAttachmentSignature(secret: string, id: ID, expires: string | undefined, given: string | undefined, now = Date.now()): boolean {
    const seconds = Number(expires);
    if (!given || !Number.isInteger(seconds) || seconds * 1000 <= now) return false;
    const expected = Buffer.from(signature(secret, id, seconds));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
}
