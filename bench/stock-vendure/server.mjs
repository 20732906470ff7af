/**
 * Vendure as it comes (the baseline of the cart benchmark): stock configuration, none of the shop's
 * plugins, custom fields or strategies; only what any Vendure shop runs beside its API, Vendure's own
 * job queue, scheduler and search plugins, set as the shop sets them. It opens a copy of the shop's
 * SQLite database (STOCK_VENDURE_DB) with the same driver settings, so it serves the same channel,
 * products, prices and tax rates; `synchronize` is off, so the shop's extra columns stay and are
 * ignored. Started by scripts/lib/bench-cart.mjs; prints "Stock Vendure ready" when it listens.
 *   STOCK_VENDURE_DB=/tmp/copy.sqlite STOCK_VENDURE_PORT=3100 node bench/stock-vendure/server.mjs
 */
import { bootstrap, DefaultJobQueuePlugin, DefaultSchedulerPlugin, DefaultSearchPlugin, JobQueueService } from '@vendure/core';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';
const database = process.env.STOCK_VENDURE_DB;
const port = Number(process.env.STOCK_VENDURE_PORT ?? 3100);
if (!database) throw new Error('STOCK_VENDURE_DB names the copy of the shop database to open');

const app = await bootstrap({
    apiOptions: { port, adminApiPath: 'admin-api', shopApiPath: 'shop-api' },
    // the shop's session transport (cookie, bearer as well), so both answer a shopper the same way
    authOptions: { tokenMethod: ['cookie', 'bearer'], cookieOptions: { secret: 'stock-vendure-bench' } },
    dbConnectionOptions: {
        type: 'better-sqlite3',
        database,
        synchronize: false,
        logging: false,
        // as the shop's (STATEMENT_CACHE_SIZE in backend/src/vendure-config.ts): what is compared is the plugins
        statementCacheSize: 2000,
        prepareDatabase: db => {
            db.pragma('journal_mode = WAL');
            db.pragma('busy_timeout = 5000');
        },
    },
    paymentOptions: { paymentMethodHandlers: [] },
    plugins: [
        DefaultJobQueuePlugin.init({ useDatabaseForBuffer: true, pollInterval: 500 }),
        DefaultSchedulerPlugin.init(),
        DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
    ],
});
await app.get(JobQueueService).start();
console.log(`Stock Vendure ready on http://localhost:${port}`);
