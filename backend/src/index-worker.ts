import './environment';
import { bootstrapWorker } from '@vendure/core';
import { config } from './vendure-config';
import { SecurityPlugin } from './plugins/security/security.plugin';

/** A separate job worker, for set-ups that run the job queue on Redis (REDIS_URL). */
Promise.resolve()
    .then(() => SecurityPlugin.refuseInsecureProduction(config))
    .then(() => bootstrapWorker(config))
    .then(worker => worker.startJobQueue())
    .catch(err => {
        console.error(err);
        process.exit(1);
    });
