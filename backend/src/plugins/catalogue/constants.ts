import { ImageTransformPreset } from '@vendure/asset-server-plugin';

/** The spec's image sizes (section 9), served by the asset server as presets. */
export const IMAGE_PRESETS: ImageTransformPreset[] = [
    { name: 'thumb', width: 73, height: 90, mode: 'crop' },
    { name: 'card', width: 171, height: 210, mode: 'crop' },
    { name: 'medium', width: 360, height: 442, mode: 'crop' },
    { name: 'large', width: 620, height: 761, mode: 'crop' },
];

export const PRICE_UNITS = ['m1', 'm2', 'piece'] as const;
export const VARIANT_VIEWS = ['WoodView', 'Other'] as const;
