import { env } from './environment';
import { bootstrap, JobQueueService, Logger } from '@vendure/core';
import fs from 'node:fs';
import { config } from './vendure-config';
import { seedOnFirstStart } from './seed/seed';
import { buildDemoCatalogue, demoCatalogueSample } from './plugins/catalogue/seed/demo-catalogue';
import { SecurityPlugin } from './plugins/security/security.plugin';
import { migrateDatabase } from './database/migrate';

/**
 * One process: the API server with the job queue worker in it (the one-machine default).
 * With REDIS_URL set, run `index-worker.ts` as separate worker processes and set RUN_JOBS_IN_SERVER=false.
 */
async function main() {
    SecurityPlugin.refuseInsecureProduction(config);
    fs.mkdirSync(env.dataDir, { recursive: true });
    // the schema first (a fresh database gets every migration), then the server listens
    await migrateDatabase(config, line => Logger.info(line, 'Migrations'));
    const app = await bootstrap(config);
    // Idle kept-alive connections live 65 s, not Node's 5 s: after a busy stretch (a rebuild's listings, a
    // reindex) the 5 s timer closed connections a client had just sent its next request on (ECONNRESET in
    // the browser tests' API calls); 65 s also outlives the usual load balancer's idle timeout.
    app.getHttpServer().keepAliveTimeout = 65_000;
    if (process.env.RUN_JOBS_IN_SERVER !== 'false') {
        await app.get(JobQueueService).start();
    }
    await seedOnFirstStart(app, env.demoCatalogue === 'sample' ? demoCatalogueSample(buildDemoCatalogue(), 20) : buildDemoCatalogue());
    // The start script waits for this line before it builds and serves the storefront.
    Logger.info(`Backend ready on http://localhost:${env.port}`, 'Timber shop');
}

main().catch(err => {
    console.error(err);
    process.exit(1);
});
