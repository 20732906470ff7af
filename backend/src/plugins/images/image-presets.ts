import path from 'node:path';
import { createHash } from 'node:crypto';
import type { ImageTransformParameters, ImageTransformPreset } from '@vendure/asset-server-plugin';
import { IMAGE_PRESETS as SHOP_IMAGE_SIZES, type ImagePreset } from '@timber-shop/rules';

/**
 * The spec's image sizes (section 9, from the rules package, which the storefront asks for), served by
 * the asset server as presets, and the two more the staff dashboard asks for (Vendure's tiny and small).
 */
export const IMAGE_PRESETS: ImageTransformPreset[] = [
    ...Object.entries(SHOP_IMAGE_SIZES).map(([name, { width, height }]) => ({ name, width, height, mode: 'crop' as const })),
    { name: 'tiny', width: 50, height: 50, mode: 'crop' },
    { name: 'small', width: 300, height: 300, mode: 'resize' },
];

/** The presets the storefront shows, made in AVIF ahead of time (the dashboard's two stay WebP/JPEG on request). */
export const SHOP_PRESETS = Object.keys(SHOP_IMAGE_SIZES) as ImagePreset[];

/**
 * sharp's AVIF effort (0-9, its default 4): 2 makes images as small as 4 does (about half the WebP's
 * bytes) in a fraction of its time (large preset: 0.8 s against 7 s on this machine under load).
 */
export const AVIF_EFFORT = 2;

/**
 * Where the asset server keeps a transformed image, as its `getFileNameFromParameters` names it
 * (@vendure/asset-server-plugin 3.7, asset-server.ts): the request's path under `cache/`, with the
 * md5 of the size, mode, focal point, format and quality before the format's extension. The e2e test
 * proves the asset server serves what is written here (images.e2e.test.ts).
 */
export function transformedImagePath(
    requestPath: string,
    params: Pick<ImageTransformParameters, 'width' | 'height' | 'mode' | 'fpx' | 'fpy' | 'format' | 'quality'>,
    /** the image path's filters modifier (ImageFiltersMiddleware): part of the name, after what the asset server hashes */
    filters: readonly string[] = [],
): string {
    const { width, height, mode, fpx, fpy, format, quality } = params;
    const key = `_transform_w${width ?? ''}_h${height ?? ''}_m${mode}${fpx && fpy ? `_fpx${fpx}_fpy${fpy}` : ''}${format ?? ''}${quality ? `_q${quality}` : ''}${filters.length ? `_f${filters.join(',')}` : ''}`;
    const file = sourceImagePath(requestPath);
    const extension = path.extname(file);
    return path.join('cache', path.dirname(file), `${path.basename(file, extension)}${createHash('md5').update(key).digest('hex')}${format ? `.${format}` : extension}`);
}

/** A request's path as the asset server reads the file: decoded, without any `../` (the asset server's sanitizeFilePath). */
export function sourceImagePath(requestPath: string): string {
    let file = path.normalize(decodeURIComponent(requestPath));
    for (let previous = ''; previous !== file; ) {
        previous = file;
        file = file.replace(/(\.\.[\\/])+/g, '');
    }
    return file;
}
