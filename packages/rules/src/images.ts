/** The spec's image sizes (section 9, width x height in CSS pixels at 1x): the asset server's presets of the same names. */
export const IMAGE_PRESETS = {
    thumb: { width: 73, height: 90 },
    card: { width: 171, height: 210 },
    medium: { width: 360, height: 442 },
    large: { width: 620, height: 761 },
} as const;
export type ImagePreset = keyof typeof IMAGE_PRESETS;

/** Quality per format: AVIF holds up at a lower number than WebP and JPEG for the same look. */
export const IMAGE_QUALITY = { avif: 50, webp: 75, jpg: 75 } as const;
export type ImageFormat = keyof typeof IMAGE_QUALITY;

/**
 * The image path's filters modifier (spec section 7: fit, smart, filters, format and quality), applied by
 * the asset server after the preset's crop: only these, at most once each (`filters=grayscale,sharpen`).
 */
export const IMAGE_FILTERS = ['grayscale', 'blur', 'sharpen'] as const;
export type ImageFilter = (typeof IMAGE_FILTERS)[number];

/** A `filters` value as the asset server takes it (known names, each once, in the list's order), or undefined when it is none. */
export function parseImageFilters(value: unknown): ImageFilter[] | undefined {
    if (typeof value !== 'string' || value === '') return undefined;
    const names = value.split(',');
    if (names.length > IMAGE_FILTERS.length || new Set(names).size !== names.length || !names.every(name => (IMAGE_FILTERS as readonly string[]).includes(name))) return undefined;
    return IMAGE_FILTERS.filter(name => names.includes(name));
}
