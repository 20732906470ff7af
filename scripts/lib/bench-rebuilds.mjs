/**
 * Publishing under real traffic, for `npm run bench`: which rebuilds a mix of what happens on a shop
 * day causes, read from the running shop's own log (`[publish]` lines of server/live-site.ts).
 * In turn, each watched for what it starts (traffic that should start nothing, for QUIET_MS; a staff change
 * until its publish starts):
 *   - customers placing orders (cart, address, delivery, wire transfer);
 *   - customers sending complaints with a photo (the storefront's multipart upload, captcha solved);
 *   - staff changing a product's price;
 *   - staff changing an image a product shows (its focal point).
 * Only the staff's catalogue changes should rebuild, and only the changed product's pages.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
// the captcha solver the backend's own tests use (a backend dependency)
const backendRequire = createRequire(path.join(root, 'backend/package.json'));
/** past the catalogue webhook's 500 ms batch and the live site's 2 s debounce */
const SETTLE_MS = 6000;
/**
 * How long traffic that should rebuild nothing is watched, and how long a staff change may take to start
 * its publish: on a busy machine the backend's job queue and the webhook took more than SETTLE_MS.
 */
const QUIET_MS = 20_000;
const PUBLISH_WITHIN_MS = 60_000;

async function graphql(url, query, variables = {}, token) {
    const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return { data: body.data, token: response.headers.get('vendure-auth-token') ?? token };
}

async function placeOrder(shopApi, variantId, n) {
    const { token, data } = await graphql(shopApi, 'mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 2) { ... on Order { code } } }', { id: variantId });
    await graphql(shopApi, 'mutation ($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { ... on Order { id } } }', { input: { emailAddress: `bench-${n}-${Date.now()}@example.com`, firstName: 'Jan', lastName: 'de Vries' } }, token);
    await graphql(shopApi, 'mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { ... on Order { id } } }', { input: { fullName: 'Jan de Vries', streetLine1: 'Houtweg 1', city: 'Utrecht', postalCode: '3511 AB', countryCode: 'NL' } }, token);
    const { data: methods } = await graphql(shopApi, '{ eligibleShippingMethods { id code } }', {}, token);
    await graphql(shopApi, 'mutation ($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) { ... on Order { id } } }', { ids: [methods.eligibleShippingMethods[0].id] }, token);
    await graphql(shopApi, 'mutation { transitionOrderToState(state: "ArrangingPayment") { ... on Order { state } } }', {}, token);
    await graphql(shopApi, 'mutation { addPaymentToOrder(input: { method: "wire-transfer", metadata: {} }) { ... on Order { state } } }', {}, token);
    return data.addItemToOrder.code;
}

async function sendComplaint(shopApi, orderCode) {
    const { solveChallenge } = backendRequire('altcha-lib');
    const { deriveKey } = backendRequire('altcha-lib/algorithms/pbkdf2');
    const { data } = await graphql(shopApi, '{ captchaChallenge }');
    const solution = await solveChallenge({ challenge: data.captchaChallenge, deriveKey });
    const captcha = Buffer.from(JSON.stringify({ challenge: data.captchaChallenge, solution })).toString('base64');
    const body = new FormData();
    const query = 'mutation ($input: RequestContactInput!, $orderNumber: String!, $files: [Upload!], $captcha: String!) { complaintRequest(input: $input, orderNumber: $orderNumber, files: $files, captcha: $captcha) { id } }';
    body.append('operations', JSON.stringify({ query, variables: { input: { name: 'Jan de Vries', emailAddress: 'jan@devries.example', message: 'Kromgetrokken planken' }, orderNumber: orderCode, files: [null], captcha } }));
    body.append('map', JSON.stringify({ 0: ['variables.files.0'] }));
    // a 1x1 PNG
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    body.append('0', new Blob([png], { type: 'image/png' }), 'krom.png');
    const answer = await (await fetch(shopApi, { method: 'POST', body, headers: { 'apollo-require-preflight': 'true' } })).json();
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
}

async function adminApi(backendUrl) {
    const { token } = await graphql(`${backendUrl}/admin-api`, 'mutation { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }');
    return (query, variables) => graphql(`${backendUrl}/admin-api`, query, variables, token).then(answer => answer.data);
}

/** The `[publish]` lines of the shop's log from `from` on: builds started, by kind. */
function buildsIn(lines, from) {
    const started = lines.slice(from).filter(line => /\[publish\] (publishing products|building everything \()/.test(line));
    return { products: started.filter(line => line.includes('publishing products')).length, everything: started.filter(line => line.includes('building everything (')).length, lines: started };
}

/**
 * @param {{ backendUrl: string, shopLines: () => string[] }} options `shopLines`: the running shop's output so far
 */
export async function benchRebuilds({ backendUrl, shopLines, orders = 10, complaints = 3 }) {
    const shopApi = `${backendUrl}/shop-api?languageCode=nl`;
    const admin = await adminApi(backendUrl);
    const { products } = await admin('{ products(options: { take: 3, skip: 3 }) { items { id name featuredAsset { id } variants { id price } } } }');
    const phases = [];
    /** `publishes`: a staff change, whose publish is waited for (then SETTLE_MS more); else QUIET_MS watched */
    const phase = async (name, count, work, { publishes = false } = {}) => {
        // nothing under way from before
        await sleep(SETTLE_MS);
        const from = shopLines().length;
        const started = Date.now();
        await work();
        if (publishes) {
            for (const until = Date.now() + PUBLISH_WITHIN_MS; buildsIn(shopLines(), from).lines.length === 0 && Date.now() < until; ) await sleep(500);
            await sleep(SETTLE_MS);
        } else {
            await sleep(QUIET_MS);
        }
        phases.push({ name, count, seconds: (Date.now() - started) / 1000, ...buildsIn(shopLines(), from) });
        console.log(`[bench] rebuilds: ${name}: ${phases.at(-1).products} product publishes, ${phases.at(-1).everything} whole builds`);
    };
    const codes = [];
    await phase('customers place orders (wire transfer)', orders, async () => {
        for (let n = 0; n < orders; n++) codes.push(await placeOrder(shopApi, products.items[n % products.items.length].variants[0].id, n));
    });
    await phase('customers send a complaint with a photo', complaints, async () => {
        for (let n = 0; n < complaints; n++) await sendComplaint(shopApi, codes[n]);
    });
    const [priced, pictured] = products.items;
    await phase("staff change a product's price", 1, () =>
        admin('mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }', { input: [{ id: priced.variants[0].id, price: priced.variants[0].price + 1 }] }), { publishes: true },
    );
    if (pictured.featuredAsset) {
        await phase('staff move the focal point of an image a product shows', 1, () =>
            admin('mutation ($input: UpdateAssetInput!) { updateAsset(input: $input) { id } }', { input: { id: pictured.featuredAsset.id, focalPoint: { x: 0.4, y: 0.5 } } }), { publishes: true },
        );
    }
    // wait for the builds asked for to end before the next part of the bench
    const deadline = Date.now() + 15 * 60_000;
    const ends = () => shopLines().filter(line => /\[publish\] (live:|build failed)/.test(line)).length;
    const starts = () => shopLines().filter(line => /\[publish\] (publishing products|building everything \()/.test(line)).length;
    while (ends() < starts() && Date.now() < deadline) await sleep(1000);
    return { phases };
}

export function rebuildsReport({ phases }) {
    return [
        '## Rebuilds a shop day causes',
        '',
        `Read from the running shop's \`[publish]\` log lines; each kind of traffic in turn: customers' traffic watched ${QUIET_MS / 1000} s after it for a publish it should not start, a staff change until its publish starts (at most ${PUBLISH_WITHIN_MS / 1000} s). Only staff changes to what pages show should rebuild, and only the pages of the product changed.`,
        '',
        '| what happened | how many | product publishes started | whole builds started |',
        '|---|---|---|---|',
        ...phases.map(p => `| ${p.name} | ${p.count} | ${p.products} | ${p.everything} |`),
        '',
    ];
}
