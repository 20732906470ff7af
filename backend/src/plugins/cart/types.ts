export interface CartPluginOptions {
    /** where shoppers reach the shop: the links in the cart mail */
    shopUrl: string;
}

export interface CampaignInput {
    campaignName?: string | null;
    keywordName?: string | null;
    mediumName?: string | null;
    sourceName?: string | null;
}
