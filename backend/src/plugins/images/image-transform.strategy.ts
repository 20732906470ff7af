import type { Response } from 'express';
import { type AssetStorageStrategy, ConfigService, type Injector } from '@vendure/core';
import { type GetImageTransformParametersArgs, type ImageTransformParameters, type ImageTransformStrategy, PresetOnlyStrategy } from '@vendure/asset-server-plugin';
import { IMAGE_QUALITY } from '@timber-shop/rules';
import { transformedImagePath } from './image-presets';

/** Files the asset server can resize; anything else (the PDFs of product documents and category attachments) is sent as it is. */
const IMAGE_FILE = /\.(png|jpe?g|webp|avif|gif|tiff?)$/i;
const NO_TRANSFORM: ImageTransformParameters = { width: undefined, height: undefined, mode: undefined, quality: undefined, format: undefined, fpx: undefined, fpy: undefined, preset: undefined };

/** How long browsers and CDNs keep the WebP sent for an AVIF not made yet: they ask again for the AVIF after it. */
export const STAND_IN_CACHE_HEADER = 'public, max-age=600';

/**
 * What the asset server makes of a request: only the presets (PresetOnlyStrategy: those presets in
 * JPEG, WebP or AVIF at quality 50 or 75, with the focal point; any other size gets the large preset,
 * so nobody can make the server compute and store images of their choosing); documents untouched
 * (the preset-only strategy's default preset would have it try to resize a PDF). AVIF only once it is
 * made: its encoder takes several times WebP's time, which no shopper should wait for, so the
 * `avif-presets` job makes it in the background (AvifPresetsService) and until then the request gets
 * the WebP, marked to be kept only briefly.
 */
export class ShopImageTransformStrategy implements ImageTransformStrategy {
    private readonly presetsOnly = new PresetOnlyStrategy({ defaultPreset: 'large', permittedFormats: ['jpg', 'webp', 'avif'], permittedQuality: [50, 75], allowFocalPoint: true });
    private storage?: AssetStorageStrategy;

    init(injector: Injector) {
        this.storage = injector.get(ConfigService).assetOptions.assetStorageStrategy;
    }

    async getImageTransformParameters(args: GetImageTransformParametersArgs): Promise<ImageTransformParameters> {
        if (!IMAGE_FILE.test(args.req.path)) return NO_TRANSFORM;
        const params = await this.presetsOnly.getImageTransformParameters(args);
        if (params.format !== 'avif' || (await this.storage?.fileExists(transformedImagePath(args.req.path, params)))) return params;
        if (args.req.res) keepBriefly(args.req.res);
        return { ...params, format: 'webp', quality: IMAGE_QUALITY.webp };
    }
}

/** This answer's Cache-Control stays the short one (the asset server sets its long one just before sending a cached image). */
function keepBriefly(res: Response) {
    const setHeader = res.setHeader.bind(res);
    setHeader('Cache-Control', STAND_IN_CACHE_HEADER);
    res.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'cache-control' ? STAND_IN_CACHE_HEADER : value);
}
