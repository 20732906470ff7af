import { describe, expect, it } from 'vitest';
import { parseImageFilters } from '@timber-shop/rules';
import { IMAGE_SOURCES, imageSrcset, imageUrl } from './images';

describe('images through the asset server', () => {
    it('asks for a preset in a format at its quality', () => {
        expect(imageUrl('/assets/source/ab/plank.png', 'card')).toBe('/assets/source/ab/plank.png?preset=card&format=jpg&q=75');
        expect(imageUrl({ preview: '/assets/source/ab/plank.png' }, 'large', 'webp')).toBe('/assets/source/ab/plank.png?preset=large&format=webp&q=75');
    });

    it('asks for AVIF at its own quality, and offers it before WebP', () => {
        expect(imageUrl('/assets/a.png', 'medium', 'avif')).toBe('/assets/a.png?preset=medium&format=avif&q=50');
        expect(IMAGE_SOURCES.map(source => source.type)).toEqual(['image/avif', 'image/webp']);
    });

    it('crops around the focal point staff set', () => {
        expect(imageUrl({ preview: '/assets/a.png', focalPoint: { x: 0.25, y: 0.7 } }, 'thumb', 'webp')).toBe('/assets/a.png?preset=thumb&format=webp&q=75&fpx=0.25&fpy=0.7');
    });

    it('names the filters the asset server applies, and the rules package takes only its own, once each', () => {
        expect(imageUrl('/assets/a.png', 'medium', 'webp', ['grayscale', 'sharpen'])).toBe('/assets/a.png?preset=medium&format=webp&q=75&filters=grayscale%2Csharpen');
        expect(parseImageFilters('sharpen,grayscale')).toEqual(['grayscale', 'sharpen']);
        expect(parseImageFilters('sepia')).toBeUndefined();
        expect(parseImageFilters('blur,blur')).toBeUndefined();
        expect(parseImageFilters('')).toBeUndefined();
    });

    it('lists the presets with their widths for srcset', () => {
        expect(imageSrcset('/assets/a.png', ['card', 'medium', 'large'], 'webp')).toBe(
            '/assets/a.png?preset=card&format=webp&q=75 171w, /assets/a.png?preset=medium&format=webp&q=75 360w, /assets/a.png?preset=large&format=webp&q=75 620w',
        );
    });
});
