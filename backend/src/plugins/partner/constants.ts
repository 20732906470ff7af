export const PARTNER_PLUGIN_OPTIONS = Symbol('PARTNER_PLUGIN_OPTIONS');

export interface PartnerPluginOptions {
    /**
     * The VIES REST API's base address (production: https://ec.europa.eu/taxation_customs/vies/rest-api).
     * Unset (the offline default): VAT numbers get the format check, and staff confirm them in the admin.
     */
    viesUrl?: string;
}
