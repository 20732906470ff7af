import { describe, expect, test } from 'vitest';
import { photosError } from './requests';

describe('request forms (spec section 5)', () => {
    test('photos: images only, within the total upload limit', () => {
        const texts = { uploadLimit: 'The total size of the files exceeds the upload limit.', fileType: 'photos only' };
        expect(photosError([{ size: 4_000_000, type: 'image/jpeg' }], texts)).toBeUndefined();
        expect(photosError([{ size: 6_000_000, type: 'image/jpeg' }, { size: 5_000_000, type: 'image/png' }], texts)).toBe(texts.uploadLimit);
        expect(photosError([{ size: 1000, type: 'application/pdf' }], texts)).toBe(texts.fileType);
    });
});
