import type { Locale } from '@timber-shop/rules';
import { useEffect, useState } from 'react';
import { checkEmail } from '../../lib/api/requests';

/** Waits for a pause in typing before asking the backend. */
const TYPING_PAUSE_MS = 400;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** One lookup per domain and page: the answer depends on the part after @ only. */
const byDomain = new Map<string, Promise<boolean>>();

/**
 * The business e-mail check at registration (spec section 5): the backend's checkEmail looks the
 * part after @ up in the free-mail providers' list; zero found is a business address. A free-mail
 * address gets the hint to register with the company's address. A failed lookup shows nothing:
 * the hint helps, it never stands in the way of registering.
 */
export function BusinessEmailHint({ locale, email, hint }: { locale: Locale; email: string; hint: string }) {
    const [freeMail, setFreeMail] = useState(false);
    useEffect(() => {
        const address = email.trim().toLowerCase();
        if (!EMAIL_SHAPE.test(address)) return setFreeMail(false);
        let current = true;
        const timer = setTimeout(() => {
            const domain = address.slice(address.lastIndexOf('@') + 1);
            let lookup = byDomain.get(domain);
            if (!lookup) {
                lookup = checkEmail(locale, address);
                byDomain.set(domain, lookup);
                lookup.catch(() => byDomain.delete(domain));
            }
            lookup.then(
                business => current && setFreeMail(!business),
                () => current && setFreeMail(false),
            );
        }, TYPING_PAUSE_MS);
        return () => {
            current = false;
            clearTimeout(timer);
        };
    }, [locale, email]);
    if (!freeMail) return null;
    return (
        <p className="field__hint business-email-hint" role="status" data-testid="business-email-hint">
            {hint}
        </p>
    );
}
