import type { Locale } from '@timber-shop/rules';
import { useState } from 'react';
import { FormMessage } from '../../components/forms/fields';
import { confirmNewsletter, unsubscribeNewsletter } from '../../lib/api/newsletter';
import { useOnHydration } from '../../lib/hydration';

/** The newsletter page: carries out the mailed link (?confirm=token or ?unsubscribe=token) and says how it went. */
export type NewsletterLinkStrings = Record<'working' | 'confirmed' | 'unsubscribed' | 'invalid' | 'noToken', string>;

export default function NewsletterLink({ locale, strings: s }: { locale: Locale; strings: NewsletterLinkStrings }) {
    const [result, setResult] = useState<{ type: 'success' | 'error' | 'info'; text: string }>({ type: 'info', text: s.working });

    useOnHydration(() => {
        const params = new URLSearchParams(location.search);
        const confirm = params.get('confirm');
        const unsubscribe = params.get('unsubscribe');
        const action = confirm ? confirmNewsletter(locale, confirm) : unsubscribe ? unsubscribeNewsletter(locale, unsubscribe) : null;
        if (!action) return setResult({ type: 'info', text: s.noToken });
        action.then(
            ok => setResult(ok ? { type: 'success', text: confirm ? s.confirmed : s.unsubscribed } : { type: 'error', text: s.invalid }),
            () => setResult({ type: 'error', text: s.invalid }),
        );
    });

    return (
        <FormMessage type={result.type} testId="newsletter-result">
            {result.text}
        </FormMessage>
    );
}
