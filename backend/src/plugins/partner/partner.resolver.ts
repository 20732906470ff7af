import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Customer, Permission, RequestContext, Transaction } from '@vendure/core';
import { resolveLocale } from '@timber-shop/rules';
import gql from 'graphql-tag';
import { INDUSTRIES, industryView } from './industries';
import { type PartnerProfileInput, PartnerService } from './partner.service';
import { VatCheckService } from './vat-check.service';

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
        "the VAT check's verdict: only valid makes a business customer (business price list)"
        vatStatus: VatStatus!
    }

    "The VAT check's verdict: VIES knows the number (valid), does not (invalid), could not answer yet (unavailable: retried), or was not asked (unchecked: staff confirm it)."
    enum VatStatus {
        unchecked
        valid
        invalid
        unavailable
    }

    extend input RegisterCustomerInput {
        "a business customer's EU VAT number: format and VIES checked before the account is made"
        vatNumber: String
        "the customer's industry (getIndustries), its id a number (spec section 5)"
        industryId: Int
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
        "The logged-in customer's company (spec: createUpdatePartner): created when the account has none, else updated; the name is required."
        createUpdatePartner(input: CompanyInput!): Customer!
        "The logged-in customer's tax display."
        updatePriceOption(priceOption: PriceOption!): Customer!
        "The logged-in customer's VAT number, when they have none yet (or VIES did not know it): format and VIES checked."
        submitVatNumber(vatNumber: String!): Customer!
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
    vatStatus?: string | null;
}

@Resolver()
export class PartnerShopResolver {
    constructor(
        private partnerService: PartnerService,
        private vatCheckService: VatCheckService,
    ) {}

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
    createUpdatePartner(@Ctx() ctx: RequestContext, @Args() args: { input: NonNullable<PartnerProfileInput['company']> }) {
        return this.partnerService.createUpdatePartner(ctx, args.input);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Owner)
    updatePriceOption(@Ctx() ctx: RequestContext, @Args() args: { priceOption: 'VATIncluded' | 'VATExcluded' }) {
        return this.partnerService.updatePriceOption(ctx, args.priceOption === 'VATIncluded');
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Owner)
    async submitVatNumber(@Ctx() ctx: RequestContext, @Args() args: { vatNumber: string }) {
        const customer = await this.partnerService.activeCustomer(ctx);
        await this.vatCheckService.submitForCustomer(ctx, customer, args.vatNumber);
        return this.partnerService.activeCustomer(ctx);
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
            vatStatus: fields.vatStatus ?? 'unchecked',
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
