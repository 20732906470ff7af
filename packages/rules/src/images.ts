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
