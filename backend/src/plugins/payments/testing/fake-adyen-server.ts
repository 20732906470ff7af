import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { hmacValidator } from '@adyen/api-library';
import type { AdyenNotificationItem } from '../types';

/**
 * A local stand-in for Adyen's Checkout API (v72 paths), used only by tests. It keeps Adyen's
 * contract: X-API-Key authentication, the merchant account check, Adyen's error bodies
 * ({ status, errorCode, message, errorType }), and card behaviours like Adyen's test platform
 * with unencrypted test card data (`encryptedCardNumber: "test_4111111145551142"`):
 *   - 4111 1111 4555 1142, 5555 5555 5555 4444, 3700 0000 0000 002 and other Luhn-valid
 *     numbers: Authorised
 *   - 4917 6100 0000 0000, 5454 5454 5454 5454 (3-D Secure 2): ChallengeShopper with a threeDS2
 *     action; /payments/details with the threeDSResult authorises (transStatus Y) or refuses
 *   - 4000 0200 0000 0000, or holderName set to a refusal reason (Adyen's way: "REFUSED",
 *     "DECLINED", "CARD_EXPIRED", ...): Refused
 *   - a Luhn-invalid number: 422 "Invalid card number"
 *   - iDEAL: RedirectShopper; /payments/details with the redirectResult authorises
 * It also signs notifications (HMAC) as Adyen's standard webhook does.
 */

const AUTHORISED_3DS_CARDS = ['4917610000000000', '5454545454545454'];
const REFUSED_CARDS = ['4000020000000000'];
const REFUSAL_REASONS: Record<string, string> = {
    REFUSED: 'Refused',
    DECLINED: 'Refused',
    CARD_EXPIRED: 'Expired Card',
    NOT_ENOUGH_BALANCE: 'Not enough balance',
    BLOCK_CARD: 'Blocked Card',
};

export interface FakePayment {
    pspReference: string;
    merchantReference: string;
    amount: { currency: string; value: number };
    paymentMethod: { type: string; brand?: string };
    resultCode: string;
    refusalReason?: string;
    /** the token that /payments/details must bring back for a challenge or redirect */
    detailsToken?: string;
}

interface Options {
    port: number;
    apiKey: string;
    merchantAccount: string;
    hmacKey: string;
}

function luhnValid(number: string) {
    let sum = 0;
    for (let i = 0; i < number.length; i++) {
        let digit = Number(number[number.length - 1 - i]);
        if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
        sum += digit;
    }
    return /^\d{12,19}$/.test(number) && sum % 10 === 0;
}

function brandOf(number: string) {
    if (number.startsWith('4')) return 'visa';
    if (/^5[1-5]/.test(number)) return 'mc';
    if (/^3[47]/.test(number)) return 'amex';
    return 'unknown';
}

const psp = () => randomBytes(8).toString('hex').toUpperCase();

export class FakeAdyenServer {
    /** every request the shop sent, newest last */
    readonly requests: Array<{ path: string; headers: http.IncomingHttpHeaders; body: Record<string, any> }> = [];
    readonly payments = new Map<string, FakePayment>();
    private server?: http.Server;

    constructor(private options: Options) {}

    get url() {
        return `http://localhost:${this.options.port}`;
    }

    start(): Promise<void> {
        this.server = http.createServer((req, res) => {
            let raw = '';
            req.on('data', chunk => (raw += chunk));
            req.on('end', () => {
                let body: Record<string, any> = {};
                try {
                    body = raw ? JSON.parse(raw) : {};
                } catch {
                    return this.send(res, 400, { status: 400, errorCode: '702', message: 'Unexpected input', errorType: 'validation' });
                }
                const path = (req.url ?? '').split('?')[0];
                this.requests.push({ path, headers: req.headers, body });
                this.route(path, req, body, res);
            });
        });
        return new Promise(resolve => this.server!.listen(this.options.port, () => resolve()));
    }

    stop(): Promise<void> {
        return new Promise(resolve => (this.server ? this.server.close(() => resolve()) : resolve()));
    }

    /** What the shopper's browser hands the Drop-in after a 3-D Secure challenge. */
    threeDSResult(action: { authorisationToken: string }, transStatus: 'Y' | 'N') {
        return Buffer.from(JSON.stringify({ transStatus, authorisationToken: action.authorisationToken })).toString('base64');
    }

    /** A standard webhook body for a payment, signed with the HMAC key (or another key, to test rejection). */
    notification(payment: FakePayment, eventCode = 'AUTHORISATION', success = true, hmacKey = this.options.hmacKey) {
        const item: AdyenNotificationItem = {
            amount: payment.amount,
            eventCode,
            eventDate: new Date().toISOString(),
            merchantAccountCode: this.options.merchantAccount,
            merchantReference: payment.merchantReference,
            originalReference: '',
            paymentMethod: payment.paymentMethod.brand ?? payment.paymentMethod.type,
            pspReference: payment.pspReference,
            reason: success ? '' : 'Refused',
            success: String(success),
        };
        const hmacSignature = new hmacValidator().calculateHmac(item as never, hmacKey);
        return { live: 'false', notificationItems: [{ NotificationRequestItem: { ...item, additionalData: { hmacSignature } } }] };
    }

    paymentFor(merchantReference: string): FakePayment | undefined {
        return [...this.payments.values()].filter(p => p.merchantReference === merchantReference).pop();
    }

    private route(path: string, req: http.IncomingMessage, body: Record<string, any>, res: http.ServerResponse) {
        if (req.headers['x-api-key'] !== this.options.apiKey) {
            return this.send(res, 401, { status: 401, errorCode: '000', message: 'HTTP Status Response - Unauthorized', errorType: 'security' });
        }
        const match = path.match(/^\/v\d+\/(paymentMethods|payments\/details|payments\/([A-Z0-9]+)\/(refunds|reversals)|payments)$/);
        if (!match) return this.send(res, 404, { status: 404, errorCode: '000', message: 'Not found', errorType: 'validation' });
        // every call but /payments/details names the merchant account
        if (match[1] !== 'payments/details' && body.merchantAccount !== this.options.merchantAccount) {
            return this.send(res, 403, { status: 403, errorCode: '901', message: 'Invalid Merchant Account', errorType: 'security' });
        }
        if (match[1] === 'paymentMethods') return this.paymentMethods(body, res);
        if (match[1] === 'payments') return this.pay(body, res);
        if (match[1] === 'payments/details') return this.details(body, res);
        return this.modification(match[2], match[3], body, res);
    }

    private paymentMethods(body: Record<string, any>, res: http.ServerResponse) {
        const methods: Array<Record<string, unknown>> = [{ name: 'Cards', type: 'scheme', brands: ['visa', 'mc', 'amex'] }];
        if (body.countryCode === 'NL') methods.push({ name: 'iDEAL', type: 'ideal' });
        if (body.countryCode === 'BE') methods.push({ name: 'Bancontact card', type: 'bcmc', brands: ['bcmc'] });
        this.send(res, 200, { paymentMethods: methods });
    }

    private pay(body: Record<string, any>, res: http.ServerResponse) {
        for (const field of ['amount', 'reference', 'paymentMethod', 'returnUrl']) {
            if (!body[field]) {
                return this.send(res, 422, { status: 422, errorCode: '14_0', message: `Required field '${field}' is not provided.`, errorType: 'validation' });
            }
        }
        const method = body.paymentMethod as Record<string, string>;
        const payment: FakePayment = {
            pspReference: psp(),
            merchantReference: body.reference,
            amount: body.amount,
            paymentMethod: { type: method.type },
            resultCode: 'Authorised',
        };
        if (method.type === 'scheme') {
            const number = String(method.encryptedCardNumber ?? '').replace(/^test_/, '');
            if (!luhnValid(number)) {
                return this.send(res, 422, { status: 422, errorCode: '101', message: 'Invalid card number', errorType: 'validation' });
            }
            payment.paymentMethod.brand = brandOf(number);
            const reason = REFUSAL_REASONS[String(method.holderName ?? '').toUpperCase()];
            if (reason || REFUSED_CARDS.includes(number)) {
                payment.resultCode = 'Refused';
                payment.refusalReason = reason ?? 'Refused';
            } else if (AUTHORISED_3DS_CARDS.includes(number)) {
                payment.resultCode = 'ChallengeShopper';
                payment.detailsToken = psp();
            }
        } else if (method.type === 'ideal') {
            payment.resultCode = 'RedirectShopper';
            payment.detailsToken = psp();
        } else {
            return this.send(res, 422, { status: 422, errorCode: '905', message: 'Payment details are not supported', errorType: 'configuration' });
        }
        this.payments.set(payment.pspReference, payment);
        this.send(res, 200, this.response(payment));
    }

    private details(body: Record<string, any>, res: http.ServerResponse) {
        const details = (body.details ?? {}) as Record<string, string>;
        let token: string | undefined;
        let authorised = true;
        if (details.threeDSResult) {
            try {
                const result = JSON.parse(Buffer.from(details.threeDSResult, 'base64').toString('utf8'));
                token = result.authorisationToken;
                authorised = result.transStatus === 'Y';
            } catch {
                token = undefined;
            }
        } else if (details.redirectResult) {
            token = details.redirectResult;
        }
        const payment = [...this.payments.values()].find(p => p.detailsToken && p.detailsToken === token);
        if (!payment) {
            return this.send(res, 422, { status: 422, errorCode: '15_002', message: 'Invalid payload provided', errorType: 'validation' });
        }
        payment.detailsToken = undefined;
        payment.resultCode = authorised ? 'Authorised' : 'Refused';
        if (!authorised) payment.refusalReason = '3D Not Authenticated';
        this.send(res, 200, this.response(payment));
    }

    private modification(paymentPspReference: string, kind: string, body: Record<string, any>, res: http.ServerResponse) {
        if (!this.payments.has(paymentPspReference)) {
            return this.send(res, 422, { status: 422, errorCode: '167', message: 'Original pspReference required for this operation', errorType: 'validation' });
        }
        this.send(res, 201, { merchantAccount: body.merchantAccount, paymentPspReference, pspReference: psp(), reference: body.reference, status: 'received', ...(kind === 'refunds' ? { amount: body.amount } : {}) });
    }

    private response(payment: FakePayment) {
        const base = { pspReference: payment.pspReference, merchantReference: payment.merchantReference };
        switch (payment.resultCode) {
            case 'ChallengeShopper':
                return {
                    resultCode: 'ChallengeShopper',
                    action: {
                        paymentMethodType: 'scheme',
                        subtype: 'challenge',
                        token: Buffer.from(JSON.stringify({ acsURL: `${this.url}/threeDS2/challenge` })).toString('base64'),
                        type: 'threeDS2',
                        authorisationToken: payment.detailsToken,
                    },
                };
            case 'RedirectShopper':
                return {
                    resultCode: 'RedirectShopper',
                    action: { paymentMethodType: payment.paymentMethod.type, method: 'GET', type: 'redirect', url: `${this.url}/hpp/redirect?token=${payment.detailsToken}` },
                };
            case 'Refused':
                return { ...base, resultCode: 'Refused', refusalReason: payment.refusalReason, refusalReasonCode: '2', amount: payment.amount };
            default:
                return { ...base, resultCode: 'Authorised', amount: payment.amount, paymentMethod: payment.paymentMethod };
        }
    }

    private send(res: http.ServerResponse, status: number, body: unknown) {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
    }
}
