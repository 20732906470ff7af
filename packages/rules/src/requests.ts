/**
 * Requests (spec sections 2, 5, 7): the kinds of lead a visitor can send, the rules every form
 * and the backend apply alike, and the limits of a complaint's photos.
 */

/** Each request operation stores a lead of one type. */
export const LEAD_TYPES = ['quote', 'callback', 'order', 'complaint', 'info', 'sample', 'chat'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/** How staff work a lead. */
export const LEAD_STATUSES = ['new', 'in_progress', 'done'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The children of /contact (spec section 2), in the order the tabs show them; /contact itself goes to quote. */
export const CONTACT_CHILDREN = ['quote', 'callback', 'order', 'complain', 'other'] as const;
export type ContactChild = (typeof CONTACT_CHILDREN)[number];

/** An order number is checked only from this many characters on (spec section 5: 'Please, insert one valid Order Number.'). */
export const ORDER_NUMBER_MIN_LENGTH = 6;

/** A complaint's photos: checked in the browser before sending and again by the backend. */
export const COMPLAINT_UPLOADS = {
    maxFiles: 5,
    /** all files together ('The total size of the files exceeds the upload limit.') */
    maxTotalBytes: 10 * 1024 * 1024,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
} as const;

/** Longest free text a request keeps (description, message). */
export const REQUEST_MESSAGE_MAX_LENGTH = 4000;

/** Is this total of file sizes within the complaint's upload limit? */
export function withinUploadLimit(sizes: readonly number[]): boolean {
    return sizes.length <= COMPLAINT_UPLOADS.maxFiles && sizes.reduce((sum, size) => sum + size, 0) <= COMPLAINT_UPLOADS.maxTotalBytes;
}

const LAST_VISITED_PAGES = '\n\nLast visited pages\n';

/** The chat's description as stored (spec section 7): the visitor's text, then 'Last visited pages' with the current and previous page URL. */
export function chatDescription(text: string, currentUrl: string, previousUrl?: string | null): string {
    const pages = [currentUrl, previousUrl].filter((url): url is string => Boolean(url));
    return `${text.trim()}${LAST_VISITED_PAGES}${pages.join('\n')}`;
}

/**
 * A chat description taken apart: what the visitor wrote (their copy of the message shows only
 * that) and the pages appended for staff.
 */
export function splitChatDescription(description: string): { text: string; pages: string[] } {
    const at = description.lastIndexOf(LAST_VISITED_PAGES);
    if (at < 0) return { text: description.trim(), pages: [] };
    return { text: description.slice(0, at).trim(), pages: description.slice(at + LAST_VISITED_PAGES.length).split('\n').filter(Boolean) };
}
