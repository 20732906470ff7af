import { describe, expect, test } from 'vitest';
import { EMPTY_REQUEST } from '../../lib/requests';
import { requestSchema } from './schemas';

const m = { required: 'This field is required', email: 'Must be an emailaddress', minValue: 'Must be greater than 0', format: 'Format:  {_field_}', orderNumber: 'Please, insert one valid Order Number.' };
const JAN = { ...EMPTY_REQUEST, name: 'Jan', emailAddress: 'jan@example.com' };

function errors(kind: Parameters<typeof requestSchema>[0], values: typeof EMPTY_REQUEST) {
    const result = requestSchema(kind, m).safeParse(values);
    // the first message per field, as react-hook-form's resolver shows it
    return result.success ? {} : Object.fromEntries(result.error.issues.reverse().map(issue => [issue.path.join('.'), issue.message]));
}

describe('request forms (spec section 5)', () => {
    test("each child asks its fields with the spec's messages", () => {
        expect(errors('other', EMPTY_REQUEST)).toEqual({ name: m.required, emailAddress: m.required, message: m.required });
        expect(errors('other', { ...JAN, emailAddress: 'jan@' })).toMatchObject({ emailAddress: m.email });
        expect(errors('callback', JAN)).toEqual({ phoneNumber: m.required });
        expect(errors('callback', { ...JAN, phoneNumber: '12' })).toEqual({ phoneNumber: 'Format:  +31 6 12345678' });
        expect(errors('callback', { ...JAN, phoneNumber: '+31 6 12345678' })).toEqual({});
        expect(errors('order', { ...JAN, message: 'Friday', orderNumber: '12345' })).toEqual({ orderNumber: m.orderNumber });
        expect(errors('complain', { ...JAN, message: 'Warped', orderNumber: 'ABC123' })).toEqual({});
    });

    test('a quote request needs a message unless it takes the cart', () => {
        expect(errors('quotePage', JAN)).toEqual({ message: m.required });
        expect(errors('quotePage', { ...JAN, includeCart: true })).toEqual({});
    });
});
