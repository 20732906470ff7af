import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { Asset, AssetEvent, ConfigService, EventBus, type ID, type JobQueue, JobQueueService, Logger, ProcessContext, TransactionalConnection } from '@vendure/core';
import { AssetType } from '@vendure/common/lib/generated-types';
// Vendure's own resize and crop (entropy or the focal point), so the AVIF shows what the WebP and JPEG show
import { transformImage } from '@vendure/asset-server-plugin/lib/src/transform-image';
import { filter } from 'rxjs';
import { IMAGE_QUALITY } from '@timber-shop/rules';
import { AVIF_EFFORT, IMAGE_PRESETS, SHOP_PRESETS, transformedImagePath } from './image-presets';
import { IMAGES_PLUGIN_OPTIONS, type ImagesPluginOptions } from './constants';

const loggerCtx = 'AvifPresets';
export const AVIF_PRESETS_QUEUE = 'avif-presets';

/**
 * The AVIF images of the shop's presets, made in the background (the `avif-presets` job, one asset
 * at a time) when an image is added or changed (its focal point moves the crop), and at each start
 * and after the first-run seed for the images that lack them (added before, or a cache emptied): the asset server
 * answers an AVIF request from them once they are there, with the WebP until then
 * (ShopImageTransformStrategy). `avifPresets: 'off'` makes none (the test shop: its 115 demo products'
 * images would compete with the browser tests for the machine).
 */
@Injectable()
export class AvifPresetsService implements OnModuleInit, OnApplicationBootstrap {
    /** one asset's presets, or (no assetId) every image's missing ones */
    private queue?: JobQueue<{ assetId?: ID }>;

    constructor(
        @Inject(IMAGES_PLUGIN_OPTIONS) private readonly options: ImagesPluginOptions,
        private readonly jobQueueService: JobQueueService,
        private readonly eventBus: EventBus,
        private readonly connection: TransactionalConnection,
        private readonly configService: ConfigService,
        private readonly processContext: ProcessContext,
    ) {}

    async onModuleInit() {
        this.queue = await this.jobQueueService.createQueue({
            name: AVIF_PRESETS_QUEUE,
            process: job => (job.data.assetId ? this.makeAvifPresets(job.data.assetId) : this.makeMissingAvifPresets()),
        });
        if (this.options.avifPresets === 'off') return;
        this.eventBus
            .ofType(AssetEvent)
            .pipe(filter(event => event.type !== 'deleted' && event.entity.type === AssetType.IMAGE))
            .subscribe(event => void this.queue?.add({ assetId: event.entity.id }, { retries: 1 }));
    }

    async onApplicationBootstrap() {
        if (this.processContext.isServer) await this.queueMissingAvifPresets();
    }

    /** Queues the job that makes every image's missing AVIF presets: at each start, and after the first-run seed (whose images come with no AssetEvent). */
    async queueMissingAvifPresets() {
        if (this.options.avifPresets !== 'off') await this.queue?.add({});
    }

    /** Makes every image's AVIF presets that are not there yet, a page of assets at a time; the number made. */
    async makeMissingAvifPresets(): Promise<number> {
        const assets = this.connection.rawConnection.getRepository(Asset);
        let made = 0;
        for (let skip = 0; ; skip += 100) {
            const page = await assets.find({ select: { id: true }, where: { type: AssetType.IMAGE }, order: { id: 'ASC' }, skip, take: 100 });
            for (const { id } of page) made += await this.makeAvifPresets(id);
            if (page.length < 100) return made;
        }
    }

    /** Makes the asset's AVIF presets that are not there yet (at its focal point); the number made. */
    async makeAvifPresets(assetId: ID): Promise<number> {
        const asset = await this.connection.rawConnection.getRepository(Asset).findOne({ where: { id: assetId } });
        if (!asset || asset.type !== AssetType.IMAGE) return 0;
        const storage = this.configService.assetOptions.assetStorageStrategy;
        let original: Buffer | undefined;
        let made = 0;
        for (const name of SHOP_PRESETS) {
            const preset = IMAGE_PRESETS.find(p => p.name === name);
            if (!preset) continue;
            const params = { width: preset.width, height: preset.height, mode: preset.mode, format: 'avif' as const, quality: IMAGE_QUALITY.avif, fpx: asset.focalPoint?.x, fpy: asset.focalPoint?.y, preset: undefined };
            // the storefront shows the asset's preview file (the Shop API's `preview`), resized by preset
            const file = transformedImagePath(`/${asset.preview}`, params);
            if (await storage.fileExists(file)) continue;
            original ??= await storage.readFileToBuffer(asset.preview);
            const image = await transformImage(original, params);
            await storage.writeFileFromBuffer(file, await image.avif({ quality: IMAGE_QUALITY.avif, effort: AVIF_EFFORT }).toBuffer());
            made++;
        }
        if (made) Logger.verbose(`${made} AVIF presets made for asset ${asset.id}`, loggerCtx);
        return made;
    }
}
