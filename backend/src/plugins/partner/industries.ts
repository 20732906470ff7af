import type { Locale } from '@timber-shop/rules';

/**
 * The industries a business customer can name (spec: getIndustries; company form field industry).
 * Ids are stable numbers (the spec sends the industry id as a number); names per language.
 */
export const INDUSTRIES: { id: number; name: Record<Locale, string>; parent?: Record<Locale, string> }[] = [
    { id: 1, name: { nl: 'Aannemer', en: 'Contractor', de: 'Bauunternehmen' }, parent: { nl: 'Bouw', en: 'Construction', de: 'Bau' } },
    { id: 2, name: { nl: 'Timmerbedrijf', en: 'Carpentry', de: 'Zimmerei' }, parent: { nl: 'Bouw', en: 'Construction', de: 'Bau' } },
    { id: 3, name: { nl: 'Hovenier', en: 'Landscaper', de: 'Garten- und Landschaftsbau' }, parent: { nl: 'Tuin', en: 'Garden', de: 'Garten' } },
    { id: 4, name: { nl: 'Tuincentrum', en: 'Garden centre', de: 'Gartencenter' }, parent: { nl: 'Tuin', en: 'Garden', de: 'Garten' } },
    { id: 5, name: { nl: 'Architect', en: 'Architect', de: 'Architekturbüro' }, parent: { nl: 'Ontwerp', en: 'Design', de: 'Planung' } },
    { id: 6, name: { nl: 'Overheid', en: 'Public sector', de: 'Öffentliche Hand' } },
    { id: 7, name: { nl: 'Handel', en: 'Trade', de: 'Handel' } },
    { id: 8, name: { nl: 'Anders', en: 'Other', de: 'Sonstiges' } },
];

export function industryView(id: number | null | undefined, locale: Locale) {
    const industry = INDUSTRIES.find(i => i.id === id);
    if (!industry) return null;
    const name = industry.name[locale];
    return { id: industry.id, name, fullName: industry.parent ? `${industry.parent[locale]} / ${name}` : name };
}
