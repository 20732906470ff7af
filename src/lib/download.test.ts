import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('the file name from content-disposition', () => {
    it('reads quoted, plain and encoded names', () => {
        expect(fileNameOf('attachment; filename="F2026-000001.pdf"', 'x.pdf')).toBe('F2026-000001.pdf');
        expect(fileNameOf('attachment; filename=F2026-000002.pdf', 'x.pdf')).toBe('F2026-000002.pdf');
        expect(fileNameOf("attachment; filename*=UTF-8''Rechnung%20F1.pdf", 'x.pdf')).toBe('Rechnung F1.pdf');
        expect(fileNameOf(null, 'x.pdf')).toBe('x.pdf');
    });
});
