import { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';
import gql from 'graphql-tag';
import { addTranslations, useShopLanguage } from '../../common/i18n';
import { assetFields, collectionFields, facetFields, facetValueFields, productFields, variantFields } from './custom-fields';
import { CatalogueVersionResolver, catalogueVersionSchema } from './catalogue-version.resolver';
import { VariantStockResolver, variantStockSchema } from './variant-stock.resolver';
import { VariantBarcodeResolver, variantBarcodeSchema } from './variant-barcode.resolver';
import { ProductTemplatesListResolver, productTemplatesListSchema } from './product-templates-list.resolver';
import { ProductVariantsResolver, productVariantsSchema } from './product-variants.resolver';
import { ProductTemplatesListService } from './product-templates-list.service';
import { usePerPieceMoney } from '../../common/per-piece-money.strategy';
import { QuantityTierPriceCalculationStrategy } from './quantity-tier-price.strategy';
import { BackOrderStockDisplayStrategy } from './back-order-stock-display.strategy';

/**
 * The timber catalogue: the spec's product template, variant and facet fields on Vendure's
 * Product, ProductVariant, Facet, FacetValue and Collection, the demo catalogue seed, and the
 * catalogue version the storefront build keys on, the category listing, quantity tiers in the
 * order line price.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [ProductTemplatesListService],
    configuration: config => {
        config.customFields.Product.push(...productFields);
        config.customFields.ProductVariant.push(...variantFields);
        config.customFields.Facet.push(...facetFields);
        config.customFields.FacetValue.push(...facetValueFields);
        config.customFields.Collection.push(...collectionFields);
        config.customFields.Asset.push(...assetFields);
        // Quantity tiers on top of whatever prices order lines (Vendure's default, or a price list
        // strategy configured before); once, should the configuration run again in this process.
        const priceStrategy = config.orderOptions.orderItemPriceCalculationStrategy;
        if (!(priceStrategy instanceof QuantityTierPriceCalculationStrategy)) {
            config.orderOptions.orderItemPriceCalculationStrategy = new QuantityTierPriceCalculationStrategy(priceStrategy);
        }
        // one rounding rule for the shop's money: per piece, then times the quantity
        usePerPieceMoney(config);
        // stockLevel tells back-orders apart (back-orders.ts sets the threshold that allows them)
        config.catalogOptions.stockDisplayStrategy = new BackOrderStockDisplayStrategy();
        return useShopLanguage(config);
    },
    shopApiExtensions: {
        schema: gql`
            ${catalogueVersionSchema}
            ${variantStockSchema}
            ${variantBarcodeSchema}
            ${productTemplatesListSchema}
            ${productVariantsSchema}
        `,
        resolvers: [CatalogueVersionResolver, VariantStockResolver, VariantBarcodeResolver, ProductTemplatesListResolver, ProductVariantsResolver],
    },
    compatibility: '^3.0.0',
})
export class CataloguePlugin implements OnApplicationBootstrap {
    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        addTranslations(this.i18nService, __dirname);
    }
}
