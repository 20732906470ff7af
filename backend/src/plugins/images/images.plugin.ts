import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { AvifPresetsService } from './avif-presets.service';
import { IMAGES_PLUGIN_OPTIONS, type ImagesPluginOptions } from './constants';

/**
 * The shop's images besides Vendure's asset server (which vendure-config.ts sets up with this plugin's
 * presets and ShopImageTransformStrategy): the AVIF presets, made in the background.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [{ provide: IMAGES_PLUGIN_OPTIONS, useFactory: () => ImagesPlugin.options }, AvifPresetsService],
    compatibility: '^3.0.0',
})
export class ImagesPlugin {
    static options: ImagesPluginOptions = { avifPresets: 'background' };

    static init(options: Partial<ImagesPluginOptions>) {
        ImagesPlugin.options = { ...ImagesPlugin.options, ...options };
        return ImagesPlugin;
    }
}
