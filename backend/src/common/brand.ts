import type { Localized } from './localized';

/** The brand per language in the shop's mails, as the storefront's src/lib/brand.ts. */
export const BRAND: Localized = { nl: 'Geven Hout', en: 'Geven Timber', de: 'Geven Holz' };
