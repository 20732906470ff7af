/**
 * Product and category images through Vendure's asset server (same origin, /assets/…), at the spec's
 * sizes (section 9) as the server's presets, with the spec's modifiers: fit (the preset's crop),
 * the staff's focal point for that crop ("smart"), filters (grayscale, blur, sharpen: the images
 * plugin's ImageFiltersMiddleware), format (AVIF, WebP, JPEG for the rest) and quality.
 * The sizes and qualities are the rules package's, which the asset server's presets (backend images
 * plugin) are made from: it accepts nothing else.
 */
import { IMAGE_PRESETS, IMAGE_QUALITY, type ImageFilter, type ImageFormat, type ImagePreset } from '@timber-shop/rules';

export { IMAGE_PRESETS, type ImageFilter, type ImagePreset, type ImageFormat };

/** An image as the Shop API gives it: its address and, when staff set one in the dashboard, its focal point. */
export interface ShopImage {
    preview: string;
    focalPoint?: { x: number; y: number } | null;
}

/**
 * The modern formats offered before the JPEG fallback, best first (a browser takes the first it knows).
 * AVIF (about half the WebP's bytes) is made in the background after an image is added
 * (backend images plugin); until it is there the asset server answers an AVIF request with the WebP,
 * so no shopper waits for AVIF's slow encoder.
 */
export const IMAGE_SOURCES = [
    { format: 'avif', type: 'image/avif' },
    { format: 'webp', type: 'image/webp' },
] as const satisfies { format: ImageFormat; type: string }[];

/** One image at a preset in a format, with filters if any. */
export function imageUrl(image: ShopImage | string, preset: ImagePreset, format: ImageFormat = 'jpg', filters: readonly ImageFilter[] = []): string {
    const { preview, focalPoint } = typeof image === 'string' ? { preview: image, focalPoint: null } : image;
    const query = new URLSearchParams({ preset, format, q: String(IMAGE_QUALITY[format]) });
    if (focalPoint) {
        query.set('fpx', String(focalPoint.x));
        query.set('fpy', String(focalPoint.y));
    }
    if (filters.length) query.set('filters', filters.join(','));
    return `${preview}${preview.includes('?') ? '&' : '?'}${query}`;
}

/** A `srcset` of the image at several presets, each with its width (`… 171w, … 360w`). */
export function imageSrcset(image: ShopImage | string, presets: readonly ImagePreset[], format: ImageFormat = 'jpg', filters: readonly ImageFilter[] = []): string {
    return presets.map(preset => `${imageUrl(image, preset, format, filters)} ${IMAGE_PRESETS[preset].width}w`).join(', ');
}

/** Category tiles: 160 px wide at least (the grid's column, 1rem gaps, in the page's 1rem padding): two columns from 352 px. */
export const TILE_PRESETS = ['card', 'medium', 'large'] as const satisfies ImagePreset[];
export const TILE_SIZES = '(max-width: 351px) calc(100vw - 2rem), (max-width: 599px) calc(50vw - 1.5rem), 240px';
