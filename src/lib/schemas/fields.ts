import * as z from 'zod/mini';
import { formatMessage, type ValidationMessages } from '../validation';

/**
 * The fields every form shares, with the spec's messages (section 5). zod's smaller build (zod/mini: checks
 * are functions, so the bundler keeps only those used): these schemas run in the browser.
 */
export const required = (m: ValidationMessages, maxLength = 255) => z.string().check(z.trim(), z.minLength(1, m.required), z.maxLength(maxLength));
export const optionalText = (maxLength = 255) => z.string().check(z.trim(), z.maxLength(maxLength));
export const email = (m: ValidationMessages) => z.pipe(z.string().check(z.trim(), z.minLength(1, m.required)), z.email(m.email));
export const phone = (m: ValidationMessages) => z.string().check(z.trim(), z.minLength(1, m.required), z.regex(/^\+?[\d\s()-]{8,20}$/, formatMessage(m, '+31 6 12345678')));
