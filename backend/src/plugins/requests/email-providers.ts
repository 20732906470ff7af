import { DOMAINS } from 'free-email-domains-list/build/src/constants';

/**
 * The business e-mail check (spec section 5): the part after @ is looked up among free-mail
 * providers (free-email-domains-list, a maintained list of some 48,000 domains); zero found means
 * a business address. The list is matched per domain and its parent domains (mail.example.co.uk).
 */
export function emailProviderCount(domain: string): number {
    const parts = domain.trim().toLowerCase().replace(/^@/, '').split('.').filter(Boolean);
    for (let i = 0; i < parts.length - 1; i++) if (DOMAINS.has(parts.slice(i).join('.'))) return 1;
    return 0;
}

export function isBusinessEmail(email: string): boolean {
    const domain = email.split('@')[1] ?? '';
    return domain.includes('.') && emailProviderCount(domain) === 0;
}
