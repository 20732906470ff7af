import { Injectable } from '@nestjs/common';
import { CountryService, Customer, CustomerService, ForbiddenError, RequestContext, UserInputError } from '@vendure/core';
import { isDeliveryCountry, normalizePostalCode, POSTAL_CODE_FORMATS } from '@timber-shop/rules';
import { INDUSTRIES } from './industries';

export interface PartnerProfileInput {
    firstName?: string | null;
    lastName?: string | null;
    phoneNumber?: string | null;
    mobile?: string | null;
    company?: { name?: string | null; phone?: string | null; kvk?: string | null; industryId?: number | null; billingContact?: string | null } | null;
    billingAddress?: { fullName?: string | null; streetLine1: string; city: string; postalCode: string; countryId: number } | null;
}

/** Longest text a profile field takes. */
const MAX_FIELD = 100;

export const PARTNER_ERRORS = {
    invalidPostalCode: 'error.partner.invalid-postal-code',
    unknownCountry: 'error.partner.unknown-country',
    unknownIndustry: 'error.partner.unknown-industry',
    tooLong: 'error.partner.too-long',
};

/**
 * The customer's own partner and company data (spec: updatePartnerProfile): names, phone, mobile,
 * company fields and the invoice address (the customer's default billing address, its postal code
 * written the country's way). The VAT number is not among them: staff change it.
 */
@Injectable()
export class PartnerService {
    constructor(
        private customerService: CustomerService,
        private countryService: CountryService,
    ) {}

    async activeCustomer(ctx: RequestContext): Promise<Customer> {
        const customer = ctx.activeUserId ? await this.customerService.findOneByUserId(ctx, ctx.activeUserId) : undefined;
        if (!customer) throw new ForbiddenError();
        return customer;
    }

    async updatePartnerProfile(ctx: RequestContext, input: PartnerProfileInput): Promise<Customer> {
        const customer = await this.activeCustomer(ctx);
        const text = (value: string | null | undefined) => {
            const trimmed = value?.trim() ?? '';
            if (trimmed.length > MAX_FIELD) throw new UserInputError(PARTNER_ERRORS.tooLong, { max: MAX_FIELD });
            return trimmed || null;
        };
        const company = input.company;
        if (company?.industryId != null && !INDUSTRIES.some(i => i.id === company.industryId)) throw new UserInputError(PARTNER_ERRORS.unknownIndustry);
        const billing = input.billingAddress && (await this.billingAddressInput(ctx, input.billingAddress));

        await this.customerService.update(ctx, {
            id: customer.id,
            ...(input.firstName != null ? { firstName: text(input.firstName) ?? customer.firstName } : {}),
            ...(input.lastName != null ? { lastName: text(input.lastName) ?? customer.lastName } : {}),
            ...(input.phoneNumber != null ? { phoneNumber: text(input.phoneNumber) ?? '' } : {}),
            customFields: {
                ...(input.mobile !== undefined ? { mobile: text(input.mobile) } : {}),
                ...(company
                    ? {
                          companyName: text(company.name),
                          companyPhone: text(company.phone),
                          kvk: text(company.kvk),
                          industryId: company.industryId ?? null,
                          billingContact: text(company.billingContact),
                      }
                    : {}),
            },
        });
        if (billing) {
            const addresses = await this.customerService.findAddressesByCustomerId(ctx, customer.id);
            const current = addresses.find(a => a.defaultBillingAddress);
            // the invoice address carries the company's name: the one given, else the account's (createUpdatePartner's)
            const companyName = company ? text(company.name) : ((customer.customFields as { companyName?: string | null }).companyName ?? null);
            const fields = { ...billing, fullName: text(input.billingAddress?.fullName) ?? companyName ?? `${customer.firstName} ${customer.lastName}`, company: companyName ?? '' };
            if (current) await this.customerService.updateAddress(ctx, { id: current.id, ...fields });
            else await this.customerService.createAddress(ctx, customer.id, { ...fields, defaultBillingAddress: true });
        }
        return this.activeCustomer(ctx);
    }

    /**
     * The spec's createUpdatePartner: the customer's company (the business partner the shop deals with)
     * is created when the account has none yet and updated when it has: name (required), phone, KvK,
     * industry (by id, a number) and billing contact. The invoice address, when there is one, carries the
     * company's name. The VAT number is not among them (submitVatNumber, then staff).
     */
    async createUpdatePartner(ctx: RequestContext, input: NonNullable<PartnerProfileInput['company']>): Promise<Customer> {
        const customer = await this.activeCustomer(ctx);
        const name = input.name?.trim();
        if (!name) throw new UserInputError('error.partner.company-name-required');
        if (name.length > MAX_FIELD) throw new UserInputError(PARTNER_ERRORS.tooLong, { max: MAX_FIELD });
        await this.updatePartnerProfile(ctx, { company: { ...input, name } });
        const billing = (await this.customerService.findAddressesByCustomerId(ctx, customer.id)).find(a => a.defaultBillingAddress);
        if (billing && billing.company !== name) await this.customerService.updateAddress(ctx, { id: billing.id, company: name });
        return this.activeCustomer(ctx);
    }

    /** Spec section 6: prices with VAT (VATIncluded, the default) or without. */
    async updatePriceOption(ctx: RequestContext, showTaxPrice: boolean): Promise<Customer> {
        const customer = await this.activeCustomer(ctx);
        await this.customerService.update(ctx, { id: customer.id, customFields: { showTaxPrice } });
        return this.activeCustomer(ctx);
    }

    /** The invoice address as Vendure stores it: the country by its id, the postal code the country's way. */
    private async billingAddressInput(ctx: RequestContext, input: NonNullable<PartnerProfileInput['billingAddress']>) {
        const country = await this.countryService.findOne(ctx, input.countryId).catch(() => undefined);
        if (!country || !isDeliveryCountry(country.code)) throw new UserInputError(PARTNER_ERRORS.unknownCountry);
        const postalCode = normalizePostalCode(country.code, input.postalCode);
        // the spec's regex message, 'Format:  {_field_}': the field's expected form, the country's example (1234 AB)
        if (!postalCode) throw new UserInputError(PARTNER_ERRORS.invalidPostalCode, { _field_: POSTAL_CODE_FORMATS[country.code].example });
        const streetLine1 = input.streetLine1.trim();
        const city = input.city.trim();
        if (!streetLine1 || !city) throw new UserInputError('error.partner.required');
        return { streetLine1, city, postalCode, countryCode: country.code };
    }
}
