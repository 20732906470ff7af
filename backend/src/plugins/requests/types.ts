export interface RecaptchaOptions {
    siteKey: string;
    secretKey: string;
    /** Google's siteverify address; the tests' fake server takes its place */
    verifyUrl?: string;
}

export interface RequestsPluginOptions {
    /** where staff read new leads; else the brand's address of the lead's locale */
    staffEmail?: string;
    /** signs the self-hosted (ALTCHA) challenges; keep it across restarts and the same on every instance */
    captchaSecret: string;
    /** proof of work per challenge: attempts the browser makes (a range), each a PBKDF2 of `cost` rounds */
    captchaWork?: { cost: number; minCounter: number; maxCounter: number };
    /** reCAPTCHA v2 instead of ALTCHA, when both keys are configured */
    recaptcha?: RecaptchaOptions;
    /** requests one address may send per window (rate limit of every creating operation) */
    rateLimit?: { points: number; durationSeconds: number };
}

/** The contact data every request carries. */
export interface ContactInput {
    name?: string | null;
    emailAddress: string;
    phoneNumber?: string | null;
    company?: string | null;
    message?: string | null;
    campaign?: {
        campaignName?: string | null;
        keywordName?: string | null;
        mediumName?: string | null;
        sourceName?: string | null;
    } | null;
}
