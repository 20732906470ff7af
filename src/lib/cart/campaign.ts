/**
 * Campaign parameters (spec section 4): utm_source, utm_medium, utm_campaign and utm_keyword in any
 * page URL are remembered until a cart exists, then sent to it as its campaign record.
 */
export interface CampaignRecord {
    campaignName: string;
    keywordName: string;
    mediumName: string;
    sourceName: string;
}

const STORAGE_KEY = 'campaign';

/** The campaign record a URL's query carries, or null without any utm parameter. */
export function campaignFromSearch(search: string): CampaignRecord | null {
    const params = new URLSearchParams(search);
    const value = (name: string) => (params.get(name) ?? '').trim().slice(0, 255);
    const record = {
        campaignName: value('utm_campaign'),
        keywordName: value('utm_keyword'),
        mediumName: value('utm_medium'),
        sourceName: value('utm_source'),
    };
    return Object.values(record).some(Boolean) ? record : null;
}

/** Remembers the current URL's campaign (the newest visit wins). */
export function rememberCampaign(search = window.location.search): void {
    const record = campaignFromSearch(search);
    if (!record) return;
    try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(record));
    } catch {
        // storage refused (private mode): the campaign is simply not remembered
    }
}

/** The remembered campaign, taken out of storage: it is sent once. */
export function takePendingCampaign(): CampaignRecord | null {
    try {
        const raw = localStorage.getItem(STORAGE_KEY);
        if (!raw) return null;
        localStorage.removeItem(STORAGE_KEY);
        return JSON.parse(raw) as CampaignRecord;
    } catch {
        return null;
    }
}

export function restorePendingCampaign(record: CampaignRecord): void {
    try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(record));
    } catch {
        // see rememberCampaign
    }
}

/** The remembered campaign, left in storage for the cart (a request records it too). */
export function pendingCampaign(): CampaignRecord | null {
    try {
        const raw = localStorage.getItem(STORAGE_KEY);
        return raw ? (JSON.parse(raw) as CampaignRecord) : null;
    } catch {
        return null;
    }
}
