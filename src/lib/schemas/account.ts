import { zodResolver } from '@hookform/resolvers/zod';
import { checkVatNumberFormat } from '@timber-shop/rules';
import * as z from 'zod/mini';
import type { ValidationMessages } from '../validation';
import { email, phone, required } from './fields';

/** The account's forms (login, registration, password), loaded when the visitor first reaches for one (src/lib/lazy-resolver.ts). */
const login = (messages: ValidationMessages) => z.object({ email: email(messages), password: required(messages, 200) });
const password = (passwordTooShort: string) => z.string().check(z.minLength(8, passwordTooShort), z.maxLength(200));
const registration = (messages: ValidationMessages, texts: { passwordTooShort: string; vatFormat: string }) =>
    z.object({
        name: required(messages, 100),
        emailAddress: email(messages),
        phoneNumber: phone(messages),
        password: password(texts.passwordTooShort),
        // business customers: the format per EU country here, VIES in the backend
        vatNumber: z.string().check(
            z.trim(),
            z.refine(value => value === '' || checkVatNumberFormat(value).valid, texts.vatFormat),
        ),
        // a business customer's industry (getIndustries), optional
        industryId: z.string(),
    });
const forgotPassword = (messages: ValidationMessages) => z.object({ emailAddress: email(messages) });
const newPassword = (passwordTooShort: string) => z.object({ password: password(passwordTooShort) });

export type LoginValues = z.infer<ReturnType<typeof login>>;
export type RegistrationValues = z.infer<ReturnType<typeof registration>>;
export type ForgotPasswordValues = z.infer<ReturnType<typeof forgotPassword>>;
export type NewPasswordValues = z.infer<ReturnType<typeof newPassword>>;

export const loginResolver = (messages: ValidationMessages) => zodResolver(login(messages));
export const registrationResolver = (messages: ValidationMessages, texts: { passwordTooShort: string; vatFormat: string }) => zodResolver(registration(messages, texts));
export const forgotPasswordResolver = (messages: ValidationMessages) => zodResolver(forgotPassword(messages));
export const newPasswordResolver = (passwordTooShort: string) => zodResolver(newPassword(passwordTooShort));
