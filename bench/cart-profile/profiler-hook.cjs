/**
 * Loaded into the backend (`node -r ./bench/cart-profile/profiler-hook.cjs …`): SIGWINCH starts V8's
 * CPU profiler, the next SIGWINCH writes the profile to CART_PROFILE_FILE, and so on. (Vendure shuts down on
 * SIGUSR2, so not that one.)
 */
const inspector = require('node:inspector');
const fs = require('node:fs');

const session = new inspector.Session();
session.connect();
let profiling = false;
process.on('SIGWINCH', () => {
    if (!profiling) {
        profiling = true;
        session.post('Profiler.enable', () => session.post('Profiler.setSamplingInterval', { interval: 200 }, () => session.post('Profiler.start')));
        return;
    }
    profiling = false;
    session.post('Profiler.stop', (error, result) => {
        if (!error) fs.writeFileSync(process.env.CART_PROFILE_FILE ?? 'cart.cpuprofile', JSON.stringify(result.profile));
    });
});
