import type { MiddlewareConsumer, NestModule } from '@nestjs/common';
import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { AvifPresetsService } from './avif-presets.service';
import { ASSETS_ROUTE, IMAGES_PLUGIN_OPTIONS, type ImagesPluginOptions } from './constants';
import { ImageFiltersMiddleware } from './image-filters.middleware';

/**
 * The shop's images besides Vendure's asset server (which vendure-config.ts sets up with this plugin's
 * presets and ShopImageTransformStrategy): the AVIF presets, made in the background, and the image
 * path's filters modifier (ImageFiltersMiddleware, on the asset server's route: listed before the
 * AssetServerPlugin, so it sees a request first).
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [{ provide: IMAGES_PLUGIN_OPTIONS, useFactory: () => ImagesPlugin.options }, AvifPresetsService],
    compatibility: '^3.0.0',
})
export class ImagesPlugin implements NestModule {
    static options: ImagesPluginOptions = { avifPresets: 'background' };

    static init(options: Partial<ImagesPluginOptions>) {
        ImagesPlugin.options = { ...ImagesPlugin.options, ...options };
        return ImagesPlugin;
    }

    configure(consumer: MiddlewareConsumer) {
        consumer.apply(ImageFiltersMiddleware).forRoutes(ASSETS_ROUTE);
    }
}
