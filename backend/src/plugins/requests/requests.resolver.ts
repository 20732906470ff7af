import { Inject } from '@nestjs/common';
import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, Permission, RequestContext, Transaction } from '@vendure/core';
import gql from 'graphql-tag';
import { CaptchaService } from './captcha.service';
import { emailProviderCount, isBusinessEmail } from './email-providers';
import type { Lead } from './lead.entity';
import { ATTACHMENT_LINK_MS, attachmentUrl } from './lead-attachments';
import { REQUESTS_PLUGIN_OPTIONS, type RequestsOptions } from './constants';
import { type FileUpload, RequestsService } from './requests.service';
import type { ContactInput } from './types';

export const requestsShopSchema = gql`
    "The contact data of every request, with the campaign record of the visit."
    input RequestContactInput {
        name: String
        emailAddress: String!
        phoneNumber: String
        company: String
        message: String
        campaign: RequestCampaignInput
    }

    input RequestCampaignInput {
        campaignName: String
        keywordName: String
        mediumName: String
        sourceName: String
    }

    input SampleAddressInput {
        streetLine1: String!
        postalCode: String!
        city: String!
        countryCode: String!
    }

    input CrmOverlayBoxInput {
        description: String!
        email: String!
        phone: String!
    }

    "A request as the visitor gets it back: stored, with its number."
    type RequestReceipt {
        id: ID!
        type: String!
        createdAt: DateTime!
    }

    "How the forms prove a human: ALTCHA's proof of work, or reCAPTCHA v2 with its site key."
    type CaptchaConfig {
        provider: String!
        siteKey: String
    }

    extend type Query {
        captchaConfig: CaptchaConfig!
        "A signed ALTCHA challenge (JSON) for the widget."
        captchaChallenge: JSON!
        "Is there an order with this number? False for fewer than 6 characters."
        checkOrder(orderNumber: String!): Boolean!
        "Free-mail providers with this domain (getEmailProviders): 0 for a business domain."
        emailProviders(search: String!): EmailProviderCount!
        "The business e-mail check at registration: true when the address is no free-mail provider's."
        checkEmail(email: String!): Boolean!
    }

    type EmailProviderCount {
        totalCount: Int!
    }

    extend type Mutation {
        "A callback request (contact/callback)."
        createContactLead(input: RequestContactInput!, captcha: String!): RequestReceipt!
        "A quote request; includeCart adds the lines of the visitor's cart."
        requestQuote(input: RequestContactInput!, includeCart: Boolean, captcha: String!): RequestReceipt!
        "Any other question (contact/other)."
        infoRequest(input: RequestContactInput!, captcha: String!): RequestReceipt!
        "A sample of a product: its length-23 variant, sent to the address."
        sampleRequest(input: RequestContactInput!, productVariantId: ID!, address: SampleAddressInput!, captcha: String!): RequestReceipt!
        "A change to an order (contact/order)."
        changeOrderRequest(input: RequestContactInput!, orderNumber: String!, captcha: String!): RequestReceipt!
        "A complaint about an order, with photos."
        complaintRequest(input: RequestContactInput!, orderNumber: String!, files: [Upload!], captcha: String!): RequestReceipt!
        "The chat widget's contact form."
        createCrmOverlayBox(input: CrmOverlayBoxInput!, captcha: String!): RequestReceipt!
    }
`;

export const requestsAdminSchema = gql`
    "A visitor's request, worked by staff: status new, in_progress, done."
    type Lead implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        type: String!
        status: String!
        name: String!
        emailAddress: String!
        phoneNumber: String!
        company: String!
        message: String!
        payload: JSON
        locale: String!
        campaign: JSON
        customer: Customer
        "A complaint's photos, each with a signed link that works for an hour."
        attachments: [LeadAttachment!]!
    }

    "A complaint's photo: private, for staff only."
    type LeadAttachment {
        id: ID!
        fileName: String!
        "The type its content shows (sniffed), not the one the upload declared."
        mimeType: String!
        size: Int!
        url: String!
    }

    type LeadList implements PaginatedList {
        items: [Lead!]!
        totalItems: Int!
    }

    input LeadListOptions

    extend type Query {
        leads(options: LeadListOptions): LeadList!
        lead(id: ID!): Lead
    }

    extend type Mutation {
        updateLeadStatus(id: ID!, status: String!): Lead
    }
`;

type Captcha = { captcha: string };
type Contact = { input: ContactInput };

@Resolver()
export class RequestsShopResolver {
    constructor(
        private requests: RequestsService,
        private captcha: CaptchaService,
    ) {}

    @Query()
    captchaConfig() {
        return this.captcha.config();
    }

    @Query()
    captchaChallenge() {
        return this.captcha.challenge();
    }

    @Query()
    checkOrder(@Ctx() ctx: RequestContext, @Args() args: { orderNumber: string }) {
        return this.requests.checkOrder(ctx, args.orderNumber);
    }

    @Query()
    emailProviders(@Args() args: { search: string }) {
        return { totalCount: emailProviderCount(args.search) };
    }

    @Query()
    checkEmail(@Args() args: { email: string }) {
        return isBusinessEmail(args.email);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Public)
    createContactLead(@Ctx() ctx: RequestContext, @Args() args: Contact & Captcha) {
        return this.requests.guarded(ctx, args.captcha, () =>
            this.requests.createLead(ctx, { type: 'callback', contact: args.input, required: ['name', 'phoneNumber'] }),
        );
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Public)
    requestQuote(@Ctx() ctx: RequestContext, @Args() args: Contact & Captcha & { includeCart?: boolean | null }) {
        return this.requests.guarded(ctx, args.captcha, () => this.requests.requestQuote(ctx, args.input, !!args.includeCart));
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Public)
    infoRequest(@Ctx() ctx: RequestContext, @Args() args: Contact & Captcha) {
        return this.requests.guarded(ctx, args.captcha, () =>
            this.requests.createLead(ctx, { type: 'info', contact: args.input, required: ['name', 'message'] }),
        );
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Public)
    sampleRequest(
        @Ctx() ctx: RequestContext,
        @Args() args: Contact & Captcha & { productVariantId: ID; address: { streetLine1: string; postalCode: string; city: string; countryCode: string } },
    ) {
        return this.requests.guarded(ctx, args.captcha, () => this.requests.sampleRequest(ctx, args.input, args.productVariantId, args.address));
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Public)
    changeOrderRequest(@Ctx() ctx: RequestContext, @Args() args: Contact & Captcha & { orderNumber: string }) {
        return this.requests.guarded(ctx, args.captcha, () => this.requests.changeOrderRequest(ctx, args.input, args.orderNumber));
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Public)
    complaintRequest(@Ctx() ctx: RequestContext, @Args() args: Contact & Captcha & { orderNumber: string; files?: Array<Promise<FileUpload>> | null }) {
        return this.requests.guarded(ctx, args.captcha, () => this.requests.complaintRequest(ctx, args.input, args.orderNumber, args.files ?? []));
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Public)
    createCrmOverlayBox(@Ctx() ctx: RequestContext, @Args() args: Captcha & { input: { description: string; email: string; phone: string } }) {
        return this.requests.guarded(ctx, args.captcha, () => this.requests.createCrmOverlayBox(ctx, args.input));
    }
}

@Resolver()
export class RequestsAdminResolver {
    constructor(private requests: RequestsService) {}

    @Query()
    @Allow(Permission.ReadCustomer)
    leads(@Ctx() ctx: RequestContext, @Args() args: { options?: Parameters<RequestsService['findAll']>[1] }) {
        return this.requests.findAll(ctx, args.options);
    }

    @Query()
    @Allow(Permission.ReadCustomer)
    lead(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.requests.findOne(ctx, args.id);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateCustomer)
    updateLeadStatus(@Ctx() ctx: RequestContext, @Args() args: { id: ID; status: string }) {
        return this.requests.updateStatus(ctx, args.id, args.status);
    }
}

/** A lead's attachments always as a list (none for most kinds), each with a link staff can open for an hour. */
@Resolver('Lead')
export class LeadEntityResolver {
    constructor(@Inject(REQUESTS_PLUGIN_OPTIONS) private options: RequestsOptions) {}

    @ResolveField()
    attachments(@Parent() lead: Lead) {
        const { adminUrl, captchaSecret } = this.options;
        return (lead.attachments ?? []).map(photo => ({ ...photo, url: attachmentUrl(adminUrl, captchaSecret, photo.id, ATTACHMENT_LINK_MS.admin) }));
    }
}
