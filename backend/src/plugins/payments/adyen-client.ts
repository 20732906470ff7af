import { CheckoutAPI, Client, Config, EnvironmentEnum, HttpClientException } from '@adyen/api-library';
import type ClientInterface from '@adyen/api-library/lib/src/httpClient/clientInterface';
import type { IRequest } from '@adyen/api-library/lib/src/typings/requestOptions';
import type { AdyenOptions } from './types';

/** Whether every setting card payments need is there: API key, merchant account, client key, HMAC key (and LIVE's URL prefix). */
export function adyenConfigured(options: AdyenOptions): boolean {
    const base = !!(options.apiKey && options.merchantAccount && options.clientKey && options.hmacKey);
    return base && (options.environment !== 'LIVE' || !!options.liveEndpointUrlPrefix || !!options.endpoint);
}

/** Adyen's Checkout API through Adyen's Node library. */
export function createCheckoutApi(options: AdyenOptions): CheckoutAPI {
    const config = new Config({
        apiKey: options.apiKey,
        environment: options.environment === 'LIVE' ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
        liveEndpointUrlPrefix: options.liveEndpointUrlPrefix,
        connectionTimeoutMillis: 30_000,
    });
    const client = options.endpoint ? new Client(config, new EndpointOverrideClient(options.endpoint)) : new Client(config);
    client.setApplicationName('timber-shop');
    return new CheckoutAPI(client);
}

/**
 * Sends the library's requests to another address (ADYEN_ENDPOINT: the fake Adyen server in
 * tests, or a proxy), keeping the path (`/v72/payments`), the API key header and the library's
 * error shape. The library's own client speaks HTTPS only.
 */
class EndpointOverrideClient implements ClientInterface {
    constructor(private endpoint: string) {}

    async request(url: string, json: string | Buffer, config: Config, _isApiKeyRequired: boolean, requestOptions: IRequest.Options = {}): Promise<string> {
        const { pathname, search } = new URL(url);
        const target = `${this.endpoint.replace(/\/$/, '')}${pathname}${search}`;
        const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-API-Key': config.apiKey ?? '' };
        if (requestOptions.idempotencyKey) headers['Idempotency-Key'] = requestOptions.idempotencyKey;
        const response = await fetch(target, {
            method: requestOptions.method ?? 'POST',
            headers,
            body: requestOptions.method === 'GET' ? undefined : json.toString(),
            signal: AbortSignal.timeout(config.connectionTimeoutMillis ?? 30_000),
        });
        const body = await response.text();
        if (!response.ok) {
            const apiError = parse(body);
            throw new HttpClientException({
                message: `HTTP Exception: ${response.status}. ${apiError?.message ?? response.statusText}`,
                statusCode: response.status,
                errorCode: apiError?.errorCode,
                responseBody: body,
                apiError: apiError as never,
            });
        }
        return body;
    }
}

function parse(body: string): { message?: string; errorCode?: string } | undefined {
    try {
        return JSON.parse(body);
    } catch {
        return undefined;
    }
}
