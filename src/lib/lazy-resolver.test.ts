import type { Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const CHECK = [undefined, { fields: {}, shouldUseNativeValidation: false }] as const;

/** A resolver that says which build of the schemas answered. */
const answering = (build: number): Resolver<Values> => async values => ({ values: { ...values, email: `${values.email} (build ${build})` }, errors: {} });

describe('lazyResolver', () => {
    it('builds the form resolver once, however many checks follow', async () => {
        let loads = 0;
        let builds = 0;
        const resolve = lazyResolver(
            async () => ++loads,
            () => answering(++builds),
        );
        const results = await Promise.all([1, 2, 3].map(n => resolve({ email: `a${n}@example.com` }, ...CHECK)));
        expect(results.map(result => result.values)).toEqual([1, 2, 3].map(n => ({ email: `a${n}@example.com (build 1)` })));
        await resolve({ email: 'b@example.com' }, ...CHECK);
        expect({ loads, builds }).toEqual({ loads: 1, builds: 1 });
    });

    it('after a failed load, the next check loads again and then checks', async () => {
        let loads = 0;
        const resolve = lazyResolver(
            async () => {
                loads++;
                if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
                return loads;
            },
            schemas => answering(schemas),
        );
        await expect(resolve({ email: 'a@example.com' }, ...CHECK)).rejects.toThrow('Failed to fetch dynamically imported module');
        await expect(resolve({ email: 'a@example.com' }, ...CHECK)).resolves.toEqual({ values: { email: 'a@example.com (build 2)' }, errors: {} });
        expect(loads).toBe(2);
    });
});
