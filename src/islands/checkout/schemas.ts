import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { postalCodeError, type ValidationMessages } from '../../lib/validation';
import { email, optionalText, phone, required } from '../../lib/schemas/fields';

/** The checkout's forms (spec sections 3 and 5), loaded when the visitor first reaches for one (src/lib/lazy-resolver.ts). */
const guest = (messages: ValidationMessages) => z.object({ emailAddress: email(messages) });

/** The delivery address, and the invoice address unless it is the same (`streetFormat`: 'Format: …' with the step's example street). */
const address = (messages: ValidationMessages, streetFormat: string) =>
    z
        .object({
            name: required(messages, 100),
            email: email(messages),
            phone: phone(messages),
            street: required(messages, 100).check(z.regex(/\p{L}.*\d|\d.*\p{L}/u, streetFormat)),
            zip: z.string(),
            city: required(messages, 100),
            countryCode: required(messages, 2),
            deliveryNote: optionalText(1000),
            defaultAddress: z.boolean(),
            invoiceSame: z.boolean(),
            invoiceName: z.string().check(z.trim()),
            invoiceEmail: z.string().check(z.trim()),
            invoiceStreet: z.string().check(z.trim()),
            invoiceZip: z.string(),
            invoiceCity: z.string().check(z.trim()),
            invoiceCountryCode: z.string(),
        })
        .check(
            z.superRefine((v, ctx) => {
                const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
                const zipError = postalCodeError(messages, v.countryCode, v.zip);
                if (zipError) issue('zip', zipError);
                if (v.invoiceSame) return;
                if (!v.invoiceName) issue('invoiceName', messages.required);
                if (!v.invoiceEmail) issue('invoiceEmail', messages.required);
                else if (!z.email().safeParse(v.invoiceEmail).success) issue('invoiceEmail', messages.email);
                if (!v.invoiceStreet) issue('invoiceStreet', messages.required);
                else if (!/\p{L}.*\d|\d.*\p{L}/u.test(v.invoiceStreet)) issue('invoiceStreet', streetFormat);
                if (!v.invoiceCity) issue('invoiceCity', messages.required);
                const invoiceZipError = postalCodeError(messages, v.invoiceCountryCode, v.invoiceZip);
                if (invoiceZipError) issue('invoiceZip', invoiceZipError);
            }),
        );

const payment = (messages: ValidationMessages, ticks: { terms: string; productInfo: string }) =>
    z.object({
        methodCode: z.string().check(z.minLength(1, messages.required)),
        termsAccepted: z.boolean().check(z.refine(Boolean, ticks.terms)),
        productInfoAccepted: z.boolean().check(z.refine(Boolean, ticks.productInfo)),
    });

export type GuestValues = z.infer<ReturnType<typeof guest>>;
export type AddressValues = z.infer<ReturnType<typeof address>>;
export type PaymentValues = z.infer<ReturnType<typeof payment>>;

export const guestResolver = (messages: ValidationMessages) => zodResolver(guest(messages));
export const addressResolver = (messages: ValidationMessages, streetFormat: string) => zodResolver(address(messages, streetFormat));
export const paymentResolver = (messages: ValidationMessages, ticks: { terms: string; productInfo: string }) => zodResolver(payment(messages, ticks));
