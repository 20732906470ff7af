export const IMAGES_PLUGIN_OPTIONS = Symbol('IMAGES_PLUGIN_OPTIONS');

export interface ImagesPluginOptions {
    /** 'background' (the default): the AVIF presets are made by a job when an image is added or changed; 'off': none are made */
    avifPresets: 'background' | 'off';
}

/** The asset server's route (vendure-config.ts), where the image filters answer too. */
export const ASSETS_ROUTE = 'assets';
