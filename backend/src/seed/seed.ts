import {
    AssetService,
    CollectionService,
    ConfigService,
    CustomerGroupService,
    FacetService,
    FacetValueService,
    FastImporterService,
    Logger,
    Product,
    RequestContextService,
    SearchService,
    TaxCategoryService,
    TransactionalConnection,
} from '@vendure/core';
import type { INestApplicationContext } from '@nestjs/common';
import { JobState } from '@vendure/common/lib/generated-types';
import type { InspectableJobQueueStrategy } from '@vendure/core';
import { buildDemoCatalogue } from '../plugins/catalogue/seed/demo-catalogue';
import { AVIF_PRESETS_QUEUE, AvifPresetsService } from '../plugins/images/avif-presets.service';
import { ImagesPlugin } from '../plugins/images/images.plugin';
import { seedDemoCatalogue } from '../plugins/catalogue/seed/seed-demo-catalogue';
import type { DemoCatalogue } from '../plugins/catalogue/seed/types';
import { seedDemoPriceList } from '../plugins/price-list/seed-demo-price-list';
import { setUpCheckout } from './checkout-setup';
import { setUpShop } from './shop-setup';

const loggerCtx = 'Seed';

/** Seeds the shop set-up and the demo timber catalogue when the database has no products yet. */
export async function seedOnFirstStart(app: INestApplicationContext, catalogue: DemoCatalogue = buildDemoCatalogue()): Promise<boolean> {
    const ctx = await app.get(RequestContextService).create({ apiType: 'admin' });
    const productCount = await app.get(TransactionalConnection).getRepository(ctx, Product).count();
    if (productCount > 0) {
        await setUpCheckout(app);
        return false;
    }

    const started = Date.now();
    Logger.info('Empty database: seeding the demo timber catalogue', loggerCtx);
    await setUpShop(app);
    // A fresh context: the channel now has its languages, currency and tax zone.
    const seedCtx = await app.get(RequestContextService).create({ apiType: 'admin' });
    await setUpCheckout(app);
    const counts = await seedDemoCatalogue(seedCtx, catalogue, {
        assetService: app.get(AssetService),
        collectionService: app.get(CollectionService),
        facetService: app.get(FacetService),
        facetValueService: app.get(FacetValueService),
        fastImporter: app.get(FastImporterService),
        connection: app.get(TransactionalConnection),
        taxCategoryService: app.get(TaxCategoryService),
    });
    await seedDemoPriceList(seedCtx, app.get(CustomerGroupService), catalogue.categories.map(category => category.slug.nl));
    Logger.info('Catalogue written; building the category contents and the search index', loggerCtx);
    // Categories fill through their filter jobs; the per-change search index jobs those and the
    // catalogue writes queued are superseded by one full reindex.
    await waitForJobs(app, ['apply-collection-filters']);
    await cancelPendingJobs(app, 'update-search-index');
    await app.get(SearchService).reindex(seedCtx);
    // every job but the AVIF images, which are made in the background after the start (images plugin)
    await waitForJobs(app, [undefined], { except: AVIF_PRESETS_QUEUE });
    // the seed's images come with no AssetEvent: the images plugin, where the server has it (test servers may not), makes their AVIFs
    if (app.get(ConfigService).plugins.includes(ImagesPlugin)) await app.get(AvifPresetsService).queueMissingAvifPresets();
    Logger.info(`Seeded ${counts.products} products, ${counts.categories} categories, ${counts.facets} facets in ${Math.round((Date.now() - started) / 1000)} s`, loggerCtx);
    return true;
}

function inspectableQueue(app: INestApplicationContext) {
    const strategy = app.get(ConfigService).jobQueueOptions.jobQueueStrategy as Partial<InspectableJobQueueStrategy>;
    return strategy.findMany && strategy.cancelJob ? (strategy as InspectableJobQueueStrategy) : undefined;
}

/**
 * Collection filters and the search index are built by jobs; the catalogue is ready when they are
 * done. Filters use `eq` only: the in-memory queue (tests) supports no `in`.
 */
async function waitForJobs(app: INestApplicationContext, queueNames: Array<string | undefined> = [undefined], { except, timeoutMs = 10 * 60_000 }: { except?: string; timeoutMs?: number } = {}) {
    const queue = inspectableQueue(app);
    if (!queue) return;
    const deadline = Date.now() + timeoutMs;
    const unsettled = async (queueName?: string) =>
        (await queue.findMany({ filter: { isSettled: { eq: false }, ...(queueName ? { queueName: { eq: queueName } } : {}) }, take: 1 })).totalItems;
    const open = async (queueName?: string) => (await unsettled(queueName)) - (except && !queueName ? await unsettled(except) : 0);
    while (Date.now() < deadline) {
        const counts = await Promise.all(queueNames.map(open));
        if (counts.every(count => count === 0)) return;
        await new Promise(resolve => setTimeout(resolve, 500));
    }
    throw new Error('Seeding jobs did not finish in time');
}

async function cancelPendingJobs(app: INestApplicationContext, queueName: string) {
    const queue = inspectableQueue(app);
    if (!queue) return;
    for (;;) {
        const pending = await queue.findMany({ filter: { state: { eq: JobState.PENDING }, queueName: { eq: queueName } }, take: 100 });
        if (pending.items.length === 0) return;
        for (const job of pending.items) if (job.id) await queue.cancelJob(job.id);
    }
}
