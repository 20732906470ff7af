import { describe, expect, it } from 'vitest';
import { chatDescription, splitChatDescription } from './requests.ts';

describe('the chat description', () => {
    it("takes apart what the visitor wrote and the pages appended for staff (spec section 7: 'Last visited pages')", () => {
        const description = chatDescription('Leveren jullie op Texel?\nGraag snel.', 'https://shop.example/b', 'https://shop.example/a');
        expect(splitChatDescription(description)).toEqual({ text: 'Leveren jullie op Texel?\nGraag snel.', pages: ['https://shop.example/b', 'https://shop.example/a'] });
        expect(splitChatDescription('Zonder paginas')).toEqual({ text: 'Zonder paginas', pages: [] });
    });
});
