import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Customer, Permission, RequestContext, Transaction } from '@vendure/core';
import { resolveLocale } from '@timber-shop/rules';
import gql from 'graphql-tag';
import { INDUSTRIES, industryView } from './industries';
import { type PartnerProfileInput, PartnerService } from './partner.service';

export const partnerShopSchema = gql`
    "An industry a business customer can name (spec: getIndustries)."
    type Industry {
        id: Int!
        name: String!
        fullName: String!
    }

    "The customer's company (spec: Company). The VAT number is read-only here: the shop changes it on request."
    type Company {
        name: String
        phone: String
        vat: String
        kvk: String
        industry: Industry
        billingContact: String
    }

    "Spec section 6: how the customer sees prices (VATIncluded by default)."
    enum PriceOption {
        VATIncluded
        VATExcluded
    }

    extend type Customer {
        company: Company!
        mobile: String
        "true: prices with VAT (the spec's showTaxPrice)"
        showTaxPrice: Boolean!
    }

    input CompanyInput {
        name: String
        phone: String
        kvk: String
        industryId: Int
        billingContact: String
    }

    input BillingAddressInput {
        fullName: String
        streetLine1: String!
        city: String!
        postalCode: String!
        "the country's id, a number (spec section 5)"
        countryId: Int!
    }

    "The spec's profile update payload: partner name, phone, mobile, company and billing address fields."
    input PartnerProfileInput {
        firstName: String
        lastName: String
        phoneNumber: String
        mobile: String
        company: CompanyInput
        billingAddress: BillingAddressInput
    }

    extend type Query {
        getIndustries: [Industry!]!
    }

    extend type Mutation {
        "Updates the logged-in customer's partner and company data and invoice address."
        updatePartnerProfile(input: PartnerProfileInput!): Customer!
        "The logged-in customer's tax display."
        updatePriceOption(priceOption: PriceOption!): Customer!
    }
`;

interface CompanyFields {
    mobile?: string | null;
    companyName?: string | null;
    companyPhone?: string | null;
    vatNumber?: string | null;
    kvk?: string | null;
    industryId?: number | null;
    billingContact?: string | null;
}

@Resolver()
export class PartnerShopResolver {
    constructor(private partnerService: PartnerService) {}

    @Query()
    getIndustries(@Ctx() ctx: RequestContext) {
        const locale = resolveLocale(ctx.languageCode);
        return INDUSTRIES.map(i => industryView(i.id, locale));
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Owner)
    updatePartnerProfile(@Ctx() ctx: RequestContext, @Args() args: { input: PartnerProfileInput }) {
        return this.partnerService.updatePartnerProfile(ctx, args.input);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Owner)
    updatePriceOption(@Ctx() ctx: RequestContext, @Args() args: { priceOption: 'VATIncluded' | 'VATExcluded' }) {
        return this.partnerService.updatePriceOption(ctx, args.priceOption === 'VATIncluded');
    }
}

@Resolver('Customer')
export class PartnerCustomerFieldsResolver {
    @ResolveField()
    company(@Ctx() ctx: RequestContext, @Parent() customer: Customer) {
        const fields = (customer.customFields ?? {}) as CompanyFields;
        return {
            name: fields.companyName ?? null,
            phone: fields.companyPhone ?? null,
            vat: fields.vatNumber ?? null,
            kvk: fields.kvk ?? null,
            industry: industryView(fields.industryId, resolveLocale(ctx.languageCode)),
            billingContact: fields.billingContact ?? null,
        };
    }

    @ResolveField()
    showTaxPrice(@Parent() customer: Customer) {
        return (customer.customFields as { showTaxPrice?: boolean | null } | undefined)?.showTaxPrice !== false;
    }

    @ResolveField()
    mobile(@Parent() customer: Customer) {
        return (customer.customFields as CompanyFields | undefined)?.mobile ?? null;
    }
}
