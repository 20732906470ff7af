/**
 * A CPU profile of the cart call: where the backend's time goes in addItemsToOrder. Start a backend
 * with the hook (DATA_DIR of a seeded shop; from backend/):
 *   CART_PROFILE_FILE=/tmp/cart.cpuprofile node -r ../bench/cart-profile/profiler-hook.cjs -r @swc-node/register src/index.ts
 * then `node bench/cart-profile/run.mjs <backend url> <backend pid> /tmp/cart.cpuprofile`: 30 calls to
 * warm up, the profiler on, 150 calls (one shopper at a time, a new cart every 3 calls, straight to
 * the backend), the profiler off, and the busy time per package and per shop plugin.
 */
import fs from 'node:fs';

const [backendUrl = 'http://localhost:3000', pid, profileFile = '/tmp/cart.cpuprofile'] = process.argv.slice(2);
const url = `${backendUrl}/shop-api?languageCode=nl`;
const CALLS = 150;

async function post(body, cookie) {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
    const set = response.headers.getSetCookie().map(c => c.split(';')[0]).join('; ');
    return { json: await response.json(), cookie: set || cookie };
}

const { json } = await post({ query: '{ products(options: { take: 10 }) { items { variants { id } } } }' });
const variants = json.data.products.items.flatMap(p => p.variants.map(v => v.id));
async function calls(count) {
    let cookie;
    const times = [];
    for (let i = 0; i < count; i++) {
        if (i % 3 === 0) cookie = undefined;
        const started = performance.now();
        const answer = await post({ query: 'mutation ($id: ID!) { addItemsToOrder(inputs: [{ productVariantId: $id, quantity: 2 }]) { order { id totalQuantity } } }', variables: { id: variants[i % variants.length] } }, cookie);
        if (answer.json.errors) throw new Error(JSON.stringify(answer.json.errors));
        times.push(performance.now() - started);
        cookie = answer.cookie;
    }
    return times.sort((a, b) => a - b);
}

await calls(30);
if (fs.existsSync(profileFile)) fs.rmSync(profileFile);
process.kill(Number(pid), 'SIGWINCH');
const times = await calls(CALLS);
process.kill(Number(pid), 'SIGWINCH');
while (!fs.existsSync(profileFile)) await new Promise(resolve => setTimeout(resolve, 200));
await new Promise(resolve => setTimeout(resolve, 500));

const profile = JSON.parse(fs.readFileSync(profileFile, 'utf8'));
const nodes = new Map(profile.nodes.map(node => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const packageOf = frameUrl => {
    if (!frameUrl) return '(V8: native code, GC, program)';
    const inModules = frameUrl.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
    if (inModules) return inModules[1];
    if (frameUrl.includes('/backend/src/')) return 'the shop backend';
    if (frameUrl.startsWith('node:')) return 'Node.js';
    return '(other)';
};
let busy = 0;
const perPackage = new Map();
const perPlugin = new Map();
for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i] ?? 0;
    const frame = nodes.get(profile.samples[i]).callFrame;
    // idle, and the profiler's own messages
    if (frame.functionName === '(idle)' || frame.url === 'node:inspector' || frame.url.includes('profiler-hook')) continue;
    busy += dt;
    perPackage.set(packageOf(frame.url), (perPackage.get(packageOf(frame.url)) ?? 0) + dt);
    // a shop plugin anywhere on the stack (its synchronous part; awaited work continues without it)
    for (let id = profile.samples[i]; id; id = parentOf.get(id)) {
        const plugin = nodes.get(id).callFrame.url.split('/backend/src/plugins/')[1];
        if (plugin) {
            perPlugin.set(plugin, (perPlugin.get(plugin) ?? 0) + dt);
            break;
        }
    }
}
const pct = t => `${((100 * t) / busy).toFixed(1)} %`;
console.log(`${CALLS} calls: p50 ${times[Math.floor(CALLS / 2)].toFixed(1)} ms, p95 ${times[Math.floor(CALLS * 0.95)].toFixed(1)} ms; busy ${(busy / 1000 / CALLS).toFixed(1)} ms per call (sampled wall time while the thread ran)`);
console.log('\n| package | share of busy time |\n|---|---|');
for (const [name, t] of [...perPackage].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`| ${name} | ${pct(t)} |`);
const pluginTotal = [...perPlugin.values()].reduce((a, b) => a + b, 0);
console.log(`\nWith a shop plugin on the stack: ${pct(pluginTotal)} (${[...perPlugin].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([f, t]) => `${f} ${pct(t)}`).join(', ')})`);
