import { IMAGE_PRESETS, IMAGE_SOURCES, type ImageFilter, type ImagePreset, imageSrcset, imageUrl, type ShopImage } from '../lib/images';

interface Props {
    image: ShopImage | string;
    /** the presets offered, smallest first: the first gives the img its width and height (the aspect ratio) */
    presets: readonly ImagePreset[];
    /** how wide the image shows, the `sizes` attribute: the browser picks the preset from it */
    sizes: string;
    alt: string;
    /** above the fold: loaded at once (else lazily) */
    eager?: boolean;
    /** the page's largest image (its LCP): fetched first */
    highPriority?: boolean;
    /** the asset server's filters (grayscale, blur, sharpen), if any */
    filters?: readonly ImageFilter[];
}

/**
 * One image from the asset server (src/lib/images.ts): AVIF, else WebP, else JPEG, each at the given
 * presets with their widths, so the browser takes the smallest that fills the shown size on its screen.
 * Plain HTML, rendered by Astro pages and islands alike.
 */
export default function Picture({ image, presets, sizes, alt, eager = false, highPriority = false, filters = [] }: Props) {
    const { width, height } = IMAGE_PRESETS[presets[0]];
    return (
        <picture>
            {IMAGE_SOURCES.map(({ format, type }) => (
                <source key={format} type={type} srcSet={imageSrcset(image, presets, format, filters)} sizes={sizes} />
            ))}
            <img
                src={imageUrl(image, presets[presets.length - 1], 'jpg', filters)}
                srcSet={imageSrcset(image, presets, 'jpg', filters)}
                sizes={sizes}
                width={width}
                height={height}
                alt={alt}
                loading={eager ? 'eager' : 'lazy'}
                decoding="async"
                fetchPriority={highPriority ? 'high' : undefined}
            />
        </picture>
    );
}
