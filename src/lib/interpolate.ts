/**
 * Fills {{name}} placeholders of an i18next text in an island, which gets its texts as plain strings
 * (never the i18next runtime).
 */
export function interpolate(text: string, values: Record<string, string | number>): string {
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** An island's text lookup over the strings its page passed: t('cart.deliverableTo', { postalCode: '3511 AB', country: 'Nederland' }). */
export function texts<K extends string>(strings: Record<K, string>) {
    return (key: K, values?: Record<string, string | number>) => (values ? interpolate(strings[key], values) : strings[key]);
}
