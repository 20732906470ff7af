import http from 'node:http';

/**
 * A local stand-in for the EU's VIES REST API (`POST {base}/check-vat-number`), used only by tests:
 * the e2e tests start it in process, and scripts/lib/shop.mjs starts it for the shop that `npm test`
 * runs (never `npm start`). It keeps VIES's contract:
 *   - request `{ countryCode, vatNumber }` (the number without its prefix; Greece as EL);
 *   - a registered number: 200 `{ countryCode, vatNumber, requestDate, valid: true, name, address, ... }`;
 *   - any other number: 200 with `valid: false` and name and address '---';
 *   - a malformed request: 400 `{ actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] }`;
 *   - a member state that does not answer: 500 with `MS_UNAVAILABLE` (or another VIES error) the same way.
 * `failNext(value, times)` makes the next checks of a number answer MS_UNAVAILABLE, as VIES does
 * when the member state's own service is down.
 */

/** Numbers VIES knows in this fake (format-valid, with their check digits), as the shop stores them. */
export const FAKE_VIES_REGISTERED = {
    NL004495445B01: { name: 'HOUTHANDEL VOORBEELD B.V.', address: 'HOUTWEG 1\n3511 AB UTRECHT' },
    DE136695976: { name: 'HOLZBAU BEISPIEL GMBH', address: 'HOLZSTRASSE 2\n50667 KÖLN' },
    BE0417497106: { name: 'HOUTBOUW VOORBEELD NV', address: 'HOUTSTRAAT 3\n2000 ANTWERPEN' },
};

const MEMBER_STATES = new Set('AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI'.split(' '));

function send(res, status, body) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
}

const failure = (error, message) => ({ actionSucceed: false, errorWrappers: [{ error, message }] });

/** Starts the fake on the given port (0: a free one); resolves once it listens. */
export function startFakeVies({ port = 0, host = '127.0.0.1' } = {}) {
    const registered = new Map(Object.entries(FAKE_VIES_REGISTERED));
    const failures = new Map();
    /** every check received, for tests that count the retries */
    const requests = [];
    const server = http.createServer((req, res) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (req.method !== 'POST' || !path.endsWith('/check-vat-number')) return send(res, 404, failure('NOT_FOUND', 'Not found'));
        let raw = '';
        req.on('data', chunk => (raw += chunk));
        req.on('end', () => {
            let body;
            try {
                body = JSON.parse(raw);
            } catch {
                return send(res, 400, failure('INVALID_INPUT', 'Malformed request'));
            }
            const countryCode = String(body?.countryCode ?? '');
            const vatNumber = String(body?.vatNumber ?? '');
            if (!MEMBER_STATES.has(countryCode) || !/^[0-9A-Z+*]{2,12}$/.test(vatNumber)) return send(res, 400, failure('INVALID_INPUT', 'The provided CountryCode is invalid or the VAT number is empty'));
            const value = countryCode + vatNumber;
            requests.push(value);
            const left = failures.get(value) ?? 0;
            if (left > 0) {
                failures.set(value, left - 1);
                return send(res, 500, failure('MS_UNAVAILABLE', 'The application at the Member State is not replying or not available.'));
            }
            const trader = registered.get(value);
            send(res, 200, {
                countryCode,
                vatNumber,
                requestDate: new Date().toISOString(),
                valid: Boolean(trader),
                requestIdentifier: '',
                name: trader?.name ?? '---',
                address: trader?.address ?? '---',
                traderName: '',
                traderStreet: '',
                traderPostalCode: '',
                traderCity: '',
                traderCompanyType: '',
                traderNameMatch: 'NOT_PROCESSED',
                traderStreetMatch: 'NOT_PROCESSED',
                traderPostalCodeMatch: 'NOT_PROCESSED',
                traderCityMatch: 'NOT_PROCESSED',
                traderCompanyTypeMatch: 'NOT_PROCESSED',
            });
        });
    });
    return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
            const address = server.address();
            resolve({
                url: `http://${host}:${address.port}/taxation_customs/vies/rest-api`,
                requests,
                register: (value, trader = { name: '---', address: '---' }) => registered.set(value, trader),
                failNext: (value, times) => failures.set(value, times),
                close: () => new Promise(done => server.close(() => done())),
            });
        });
    });
}
