import type { RequestsPluginOptions } from './types';

export const REQUESTS_PLUGIN_OPTIONS = Symbol('REQUESTS_PLUGIN_OPTIONS');
export const loggerCtx = 'RequestsPlugin';

/** The plugin's options with their defaults filled in, as its services read them. */
export type RequestsOptions = Required<Omit<RequestsPluginOptions, 'recaptcha' | 'staffEmail'>> &
    Pick<RequestsPluginOptions, 'recaptcha' | 'staffEmail'> & { shopUrl: string; adminUrl: string };
