export interface FakeTrader {
    name: string;
    address: string;
}
export declare const FAKE_VIES_REGISTERED: Record<string, FakeTrader>;
export interface FakeVies {
    /** the base URL to give the shop as VIES_URL */
    url: string;
    requests: string[];
    register(value: string, trader?: FakeTrader): void;
    failNext(value: string, times: number): void;
    close(): Promise<void>;
}
export declare function startFakeVies(options?: { port?: number; host?: string }): Promise<FakeVies>;
