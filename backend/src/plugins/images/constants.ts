export const IMAGES_PLUGIN_OPTIONS = Symbol('IMAGES_PLUGIN_OPTIONS');

export interface ImagesPluginOptions {
    /** 'background' (the default): the AVIF presets are made by a job when an image is added or changed; 'off': none are made */
    avifPresets: 'background' | 'off';
}
