import { describe, expect, test } from 'vitest';
import { campaignFromSearch } from './campaign';

describe('campaign parameters (spec section 4)', () => {
    test('utm parameters become the campaign record', () => {
        expect(campaignFromSearch('?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_keyword=vlonder')).toEqual({
            sourceName: 'google',
            mediumName: 'cpc',
            campaignName: 'spring',
            keywordName: 'vlonder',
        });
        expect(campaignFromSearch('?utm_source=newsletter')).toMatchObject({ sourceName: 'newsletter', campaignName: '' });
        expect(campaignFromSearch('?q=eiken')).toBeNull();
    });
});
