import { describe, expect, it } from 'vitest';
import { editorSignature, isEditorRequest, previewedPagePath } from './preview';

const now = Date.UTC(2026, 10, 23, 12);
const editorLink = (spaceId: string, token: string, timestamp: number) =>
    new URLSearchParams({
        _storyblok: '123',
        '_storyblok_tk[space_id]': spaceId,
        '_storyblok_tk[timestamp]': String(timestamp),
        '_storyblok_tk[token]': editorSignature(spaceId, token, String(timestamp)),
    });

describe("Storyblok editor links (the draft only for the editor's signed link)", () => {
    const fresh = Math.floor(now / 1000) - 60;

    it('accepts a fresh link signed with the preview token', () => {
        expect(isEditorRequest(editorLink('42', 'preview-token', fresh), 'preview-token', now)).toBe(true);
    });

    it('refuses a link signed with another token, an old link, a bare ?_storyblok, or no preview token set', () => {
        expect(isEditorRequest(editorLink('42', 'guessed', fresh), 'preview-token', now)).toBe(false);
        expect(isEditorRequest(editorLink('42', 'preview-token', Math.floor(now / 1000) - 3601), 'preview-token', now)).toBe(false);
        expect(isEditorRequest(new URLSearchParams({ _storyblok: '123' }), 'preview-token', now)).toBe(false);
        expect(isEditorRequest(editorLink('42', 'preview-token', fresh), undefined, now)).toBe(false);
        const tampered = editorLink('42', 'preview-token', fresh);
        tampered.set('_storyblok_tk[space_id]', '43');
        expect(isEditorRequest(tampered, 'preview-token', now)).toBe(false);
    });
});

describe('the page a preview request is for', () => {
    it('is the path after /preview, and any other path itself', () => {
        expect(previewedPagePath('/preview/de/t/kaputt')).toBe('/de/t/kaputt');
        expect(previewedPagePath('/preview')).toBe('/');
        expect(previewedPagePath('/en/t/privacy')).toBe('/en/t/privacy');
        expect(previewedPagePath('/previews/x')).toBe('/previews/x');
    });
});
