import { describe, expect, test } from 'vitest';
import { emailProviderCount, isBusinessEmail } from './email-providers';

describe('business e-mail check', () => {
    test('free-mail domains are found, business domains are not', () => {
        expect(emailProviderCount('gmail.com')).toBe(1);
        expect(emailProviderCount('ZIGGO.nl')).toBe(1);
        expect(emailProviderCount('gevenhout.nl')).toBe(0);
        expect(isBusinessEmail('inkoop@gevenhout.nl')).toBe(true);
        expect(isBusinessEmail('jan@hotmail.com')).toBe(false);
        expect(isBusinessEmail('jan@web.de')).toBe(false);
        expect(isBusinessEmail('jan@')).toBe(false);
    });
});
