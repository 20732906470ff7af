export const GEOLOCATION_PLUGIN_OPTIONS = Symbol('GEOLOCATION_PLUGIN_OPTIONS');
export const loggerCtx = 'GeolocationPlugin';

export interface GeolocationPluginOptions {
    /** the IP geolocation service (ipapi.co's contract), e.g. https://ipapi.co; unset: the browser's language decides */
    serviceUrl?: string;
}
