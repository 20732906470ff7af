import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import {
    Asset,
    AssetEvent,
    Collection,
    CollectionEvent,
    ConfigService,
    CollectionModificationEvent,
    EventBus,
    FacetEvent,
    FacetValueEvent,
    type ID,
    Logger,
    PaymentMethodEvent,
    Product,
    ProductEvent,
    ProductVariant,
    ProductVariantEvent,
    ProductVariantPriceEvent,
    ShippingMethodEvent,
    StockMovementEvent,
    TaxRateEvent,
    TransactionalConnection,
} from '@vendure/core';
import { CATALOGUE_SIGNATURE_HEADER, type CatalogueChange, signCatalogueWebhook } from '@timber-shop/rules';
import { filter } from 'rxjs/operators';
import { In } from 'typeorm';
import { PUBLISHING_PLUGIN_OPTIONS, type PublishingPluginOptions } from './constants';

const loggerCtx = 'CatalogueWebhook';
/** Vendure publishes several events for one save in the admin: they go out together after this pause. */
const BATCH_MS = 500;

/**
 * The backend's catalogue webhook (spec: pages revalidated on change): on product, variant, price,
 * stock, category, facet and asset changes, and on changes of what every page states about delivery
 * and payment (shipping methods and their rates, payment methods, VAT rates), it POSTs the changed product ids (or "everything" for
 * changes that touch many pages) to the storefront's /api/webhooks/catalogue, signed with the shared
 * secret (HMAC-SHA256 over timestamp and body, the rules package's signCatalogueWebhook).
 */
@Injectable()
export class CatalogueWebhookService implements OnApplicationBootstrap, OnApplicationShutdown {
    private productIds = new Set<string>();
    private everything = false;
    private timer: NodeJS.Timeout | undefined;
    /** unanswered webhooks since the last warning: the storefront is down (or not built yet, during the first seed) */
    private unanswered = 0;
    private lastWarning = 0;

    constructor(
        private eventBus: EventBus,
        private connection: TransactionalConnection,
        private configService: ConfigService,
        @Inject(PUBLISHING_PLUGIN_OPTIONS) private options: PublishingPluginOptions,
    ) {}

    onApplicationBootstrap() {
        if (!this.options.webhookSecret) {
            Logger.warn('No WEBHOOK_SECRET: catalogue changes are not sent to the storefront', loggerCtx);
            return;
        }
        this.eventBus.ofType(ProductEvent).subscribe(event => this.addProducts([event.entity.id]));
        this.eventBus.ofType(ProductVariantEvent).subscribe(event => this.addProducts(event.entity.map(variant => variant.productId)));
        this.eventBus.ofType(ProductVariantPriceEvent).subscribe(event => this.addVariants(event.entity.map(price => price.variant?.id ?? (price as { variantId?: ID }).variantId)));
        // Stock staff adjust (a delivery came in, a count): the pages' availability. Not the allocations and
        // sales of orders: the product page asks the live stock itself, and a rebuild per order would not scale.
        this.eventBus
            .ofType(StockMovementEvent)
            .pipe(filter(event => event.type === 'ADJUSTMENT'))
            .subscribe(event => this.addVariants(event.stockMovements.map(movement => movement.productVariant?.id)));
        // Categories and facets show on many pages: rebuild everything.
        this.eventBus.ofType(CollectionEvent).subscribe(() => this.addEverything());
        this.eventBus.ofType(CollectionModificationEvent).subscribe(() => this.addEverything());
        this.eventBus.ofType(FacetEvent).subscribe(() => this.addEverything());
        this.eventBus.ofType(FacetValueEvent).subscribe(() => this.addEverything());
        // An image or document: the pages of what shows it (a new one shows nowhere yet; attaching it is a product or category change).
        this.eventBus.ofType(AssetEvent).subscribe(event =>
            this.addAssetUsers(event).catch(error => {
                Logger.warn(`Could not find what shows asset ${event.entity.id}, rebuilding everything: ${error instanceof Error ? error.message : error}`, loggerCtx);
                this.addEverything();
            }),
        );
        // Delivery costs (product and cart pages) and the payment logos (every footer) are read at build
        // time from the shipping methods, their VAT and the payment methods: a change rebuilds everything.
        this.eventBus.ofType(ShippingMethodEvent).subscribe(() => this.addEverything());
        this.eventBus.ofType(PaymentMethodEvent).subscribe(() => this.addEverything());
        this.eventBus.ofType(TaxRateEvent).subscribe(() => this.addEverything());
    }

    onApplicationShutdown() {
        clearTimeout(this.timer);
    }

    private addProducts(ids: (ID | undefined)[]) {
        for (const id of ids) if (id !== undefined) this.productIds.add(String(id));
        this.schedule();
    }

    private async addVariants(ids: (ID | undefined)[]) {
        const known = ids.filter((id): id is ID => id !== undefined);
        if (known.length === 0) return;
        const variants = await this.connection.rawConnection.getRepository(ProductVariant).find({ where: { id: In(known) }, select: ['id', 'productId'], withDeleted: true });
        this.addProducts(variants.map(variant => variant.productId));
    }

    /**
     * The products whose pages show an asset staff changed (featured, gallery, a variant's, profile
     * drawings and documents: every relation of a product or variant to assets), or everything when a
     * category shows it (categories are on every page's menu) or it was deleted (what showed it is no
     * longer known). An asset nothing shows, a new upload, rebuilds nothing.
     */
    private async addAssetUsers(event: AssetEvent) {
        if (event.type === 'deleted') return this.addEverything();
        const assetId = event.entity.id;
        const relationsTo = (entity: 'Product' | 'ProductVariant' | 'Collection') =>
            (this.configService.customFields[entity] ?? []).filter(field => field.type === 'relation' && field.entity === Asset).map(field => field.name);
        const products = this.connection.rawConnection
            .getRepository(Product)
            .createQueryBuilder('product')
            .select('product.id', 'id')
            .distinct(true)
            .leftJoin('product.assets', 'productAsset')
            .leftJoin('product.variants', 'variant')
            .leftJoin('variant.assets', 'variantAsset')
            .where('product.deletedAt IS NULL');
        const uses = ['product.featuredAssetId = :assetId', 'productAsset.assetId = :assetId', 'variant.featuredAssetId = :assetId', 'variantAsset.assetId = :assetId'];
        for (const [owner, entity] of [['product', 'Product'], ['variant', 'ProductVariant']] as const) {
            for (const name of relationsTo(entity)) {
                products.leftJoin(`${owner}.customFields.${name}`, `${owner}_${name}`);
                uses.push(`${owner}_${name}.id = :assetId`);
            }
        }
        const collections = this.connection.rawConnection
            .getRepository(Collection)
            .createQueryBuilder('collection')
            .leftJoin('collection.assets', 'collectionAsset')
            .where('collection.featuredAssetId = :assetId OR collectionAsset.assetId = :assetId', { assetId });
        for (const name of relationsTo('Collection')) {
            collections.leftJoin(`collection.customFields.${name}`, `collection_${name}`).orWhere(`collection_${name}.id = :assetId`, { assetId });
        }
        if ((await collections.getCount()) > 0) return this.addEverything();
        const rows: { id: ID }[] = await products.andWhere(`(${uses.join(' OR ')})`, { assetId }).getRawMany();
        if (rows.length > 0) this.addProducts(rows.map(row => row.id));
    }

    private addEverything() {
        this.everything = true;
        this.schedule();
    }

    private schedule() {
        clearTimeout(this.timer);
        this.timer = setTimeout(() => this.send(), BATCH_MS);
    }

    private async send() {
        const change: CatalogueChange = this.everything ? { scope: 'all' } : { scope: 'products', productIds: [...this.productIds].sort() };
        this.productIds.clear();
        this.everything = false;
        const body = JSON.stringify({ ...change, at: new Date().toISOString() });
        const { shopUrl, webhookSecret } = this.options;
        if (!webhookSecret) return;
        try {
            const response = await fetch(`${shopUrl}/api/webhooks/catalogue`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', [CATALOGUE_SIGNATURE_HEADER]: await signCatalogueWebhook(webhookSecret, body) },
                body,
                signal: AbortSignal.timeout(10_000),
            });
            if (!response.ok) Logger.warn(`The storefront answered the catalogue webhook with ${response.status}`, loggerCtx);
        } catch (error) {
            // The storefront may be down or not built yet (the first seed); a start rebuilds when the catalogue
            // version changed. One warning a minute at most, with the count.
            this.unanswered++;
            if (Date.now() - this.lastWarning > 60_000) {
                Logger.warn(`The catalogue webhook could not reach the storefront (${this.unanswered}×): ${error instanceof Error ? error.message : error}`, loggerCtx);
                this.lastWarning = Date.now();
                this.unanswered = 0;
            }
        }
    }
}
