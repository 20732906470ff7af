import { Injectable, type NestMiddleware } from '@nestjs/common';
import { ConfigService, Logger } from '@vendure/core';
import { transformImage } from '@vendure/asset-server-plugin/lib/src/transform-image';
import type { NextFunction, Request, Response } from 'express';
import type { Sharp } from 'sharp';
import { IMAGE_QUALITY, type ImageFilter, parseImageFilters } from '@timber-shop/rules';
import { IMAGE_PRESETS, sourceImagePath, transformedImagePath } from './image-presets';

const loggerCtx = 'ImageFilters';
/** Files the filters apply to; the asset server answers anything else. */
const IMAGE_FILE = /\.(png|jpe?g|webp|avif|gif|tiff?)$/i;
/** As long as the asset server keeps its transformed images. */
const CACHE_HEADER = 'public, max-age=15552000';
const TYPES = { jpg: 'image/jpeg', webp: 'image/webp' } as const;

/** What each filter does to the preset's image (sharp). */
const FILTER_STEPS: Record<ImageFilter, (image: Sharp) => Sharp> = {
    // one channel where the format has it (JPEG): a smaller file
    grayscale: image => image.grayscale().toColourspace('b-w'),
    blur: image => image.blur(4),
    sharpen: image => image.sharpen(),
};

/**
 * The image path's `filters` modifier (spec section 7; grayscale, blur, sharpen: the rules package's
 * list) on the asset server's route, before it: a request with `filters` gets the preset's image
 * (the same preset, focal point, format and quality rules as ShopImageTransformStrategy: presets only,
 * JPEG or WebP, an AVIF asked for is answered in WebP) with the filters applied, made once and kept
 * beside the asset server's own transformed images. Unknown filters answer 400, so no one makes the
 * server compute images of their choosing. A request without `filters` goes on to the asset server.
 */
@Injectable()
export class ImageFiltersMiddleware implements NestMiddleware {
    constructor(private configService: ConfigService) {}

    async use(req: Request, res: Response, next: NextFunction) {
        if (req.query.filters === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
        const filters = parseImageFilters(req.query.filters);
        if (!filters || !IMAGE_FILE.test(req.path)) {
            res.status(400).type('text/plain').send('Unknown image filters');
            return;
        }
        const preset = IMAGE_PRESETS.find(p => p.name === req.query.preset) ?? IMAGE_PRESETS.find(p => p.name === 'large');
        if (!preset) return next();
        const format = req.query.format === 'jpg' ? 'jpg' : 'webp';
        const focal = (value: unknown) => (typeof value === 'string' && Number(value) > 0 && Number(value) < 1 ? Number(value) : undefined);
        const params = { width: preset.width, height: preset.height, mode: preset.mode, format, quality: IMAGE_QUALITY[format], fpx: focal(req.query.fpx), fpy: focal(req.query.fpy), preset: undefined } as const;
        const file = transformedImagePath(req.path, params, filters);
        const storage = this.configService.assetOptions.assetStorageStrategy;
        try {
            let image: Buffer;
            if (await storage.fileExists(file)) image = await storage.readFileToBuffer(file);
            else {
                const original = await storage.readFileToBuffer(sourceImagePath(req.path));
                const transformed = filters.reduce((step, name) => FILTER_STEPS[name](step), await transformImage(original, params));
                image = await transformed.toBuffer();
                await storage.writeFileFromBuffer(file, image);
            }
            res.setHeader('Cache-Control', CACHE_HEADER);
            res.setHeader('X-Content-Type-Options', 'nosniff');
            res.type(TYPES[format]).send(image);
        } catch (error) {
            Logger.verbose(`${req.path}: ${error instanceof Error ? error.message : error}`, loggerCtx);
            res.status(404).type('text/plain').send('Resource not found');
        }
    }
}
