import { zodResolver } from '@hookform/resolvers/zod';
import { ORDER_NUMBER_MIN_LENGTH, REQUEST_MESSAGE_MAX_LENGTH } from '@timber-shop/rules';
import * as z from 'zod/mini';
import { asksOrderNumber, type RequestFormKind, type RequestMessages } from '../../lib/requests';
import { email, optionalText, phone, required } from '../../lib/schemas/fields';

/** A request form's fields with the spec's messages (section 5), loaded when the visitor first reaches for the form (src/lib/lazy-resolver.ts). */
export function requestSchema(kind: RequestFormKind, m: RequestMessages) {
    const optionalPhone = z.union([z.literal(''), phone(m)]);
    const message = z.string().check(z.trim(), z.maxLength(REQUEST_MESSAGE_MAX_LENGTH));
    return z
        .object({
            name: required(m),
            emailAddress: email(m),
            phoneNumber: kind === 'callback' ? phone(m) : optionalPhone,
            company: optionalText(),
            orderNumber: asksOrderNumber(kind) ? z.string().check(z.trim(), z.minLength(1, m.required), z.minLength(ORDER_NUMBER_MIN_LENGTH, m.orderNumber), z.maxLength(50)) : z.string(),
            message,
            includeCart: z.boolean(),
        })
        .check(
            z.superRefine((values, context) => {
                // a callback needs no message; a quote request none when it takes the cart's lines
                const needsMessage = kind !== 'callback' && !((kind === 'quote' || kind === 'quotePage') && values.includeCart);
                if (needsMessage && !values.message) context.addIssue({ code: 'custom', path: ['message'], message: m.required });
            }),
        );
}

export const requestResolver = (kind: RequestFormKind, m: RequestMessages) => zodResolver(requestSchema(kind, m));
