import { COMPLAINT_UPLOADS, type ContactChild, withinUploadLimit } from '@timber-shop/rules';
import type { ValidationMessages } from './validation';

/**
 * The request forms' rules (spec sections 2 and 5): which fields each contact child asks, the photo
 * limits, and the draft that keeps what a visitor typed across a failed send and a reload. Their zod
 * schema is src/islands/requests/schemas.ts, loaded when the form is first reached for.
 */
export interface RequestMessages extends ValidationMessages {
    /** 'Please, insert one valid Order Number.' */
    orderNumber: string;
}

/** The forms: the five contact children and the quote page (/offerte), which can take the cart's lines. */
export type RequestFormKind = ContactChild | 'quotePage';

export interface RequestFormValues {
    name: string;
    emailAddress: string;
    phoneNumber: string;
    company: string;
    orderNumber: string;
    message: string;
    includeCart: boolean;
}

export const EMPTY_REQUEST: RequestFormValues = { name: '', emailAddress: '', phoneNumber: '', company: '', orderNumber: '', message: '', includeCart: false };

/** Does this form ask for an order number? */
export function asksOrderNumber(kind: RequestFormKind): boolean {
    return kind === 'order' || kind === 'complain';
}

/** The complaint's photos: a message when they break a limit (type, count or total size), else undefined. */
export function photosError(files: readonly { size: number; type: string }[], messages: { uploadLimit: string; fileType: string }): string | undefined {
    if (files.some(file => !(COMPLAINT_UPLOADS.mimeTypes as readonly string[]).includes(file.type))) return messages.fileType;
    if (!withinUploadLimit(files.map(file => file.size))) return messages.uploadLimit;
    return undefined;
}

const DRAFT_PREFIX = 'request-draft:';

/** What the visitor typed in a form, kept in the tab's session storage until the request is sent. */
export function loadDraft(kind: RequestFormKind): Partial<RequestFormValues> {
    try {
        const raw = sessionStorage.getItem(DRAFT_PREFIX + kind);
        return raw ? (JSON.parse(raw) as Partial<RequestFormValues>) : {};
    } catch {
        return {};
    }
}

export function saveDraft(kind: RequestFormKind, values: RequestFormValues): void {
    try {
        sessionStorage.setItem(DRAFT_PREFIX + kind, JSON.stringify(values));
    } catch {
        // storage refused (private mode, full): the form still works, only a reload loses the text
    }
}

export function clearDraft(kind: RequestFormKind): void {
    try {
        sessionStorage.removeItem(DRAFT_PREFIX + kind);
    } catch {
        // see saveDraft
    }
}
