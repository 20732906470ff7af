import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_WEBHOOK_SECRET } from '@timber-shop/rules';
import { cdnSettingsProblems, refusedForSettings } from './cdn-settings';

/** The functions on the CDN refuse to run on development defaults: no backend address, the public webhook secret. */
describe('settings of the functions on the CDN', () => {
    it('names a missing backend address and webhook secret', () => {
        expect(cdnSettingsProblems({})).toEqual([expect.stringContaining('BACKEND_URL is not set'), expect.stringContaining('WEBHOOK_SECRET is not set')]);
    });
    it('refuses the development webhook secret and a backend on the function\'s own machine', () => {
        const problems = cdnSettingsProblems({ BACKEND_URL: 'http://localhost:3000', WEBHOOK_SECRET: DEVELOPMENT_WEBHOOK_SECRET });
        expect(problems).toEqual([expect.stringContaining('cannot reach a backend on its own machine'), expect.stringContaining('public development value')]);
    });
    it('accepts a real backend address and a secret of its own', () => {
        expect(cdnSettingsProblems({ BACKEND_URL: 'https://backend.gevenhout.nl', WEBHOOK_SECRET: 'a-secret-of-this-shop' })).toEqual([]);
    });
    it('answers visitors 503 without naming the settings', async () => {
        const answer = refusedForSettings(['BACKEND_URL is not set']);
        expect(answer.status).toBe(503);
        expect(await answer.text()).not.toContain('BACKEND_URL');
    });
});
