import { Injectable } from '@nestjs/common';
import {
    ActiveOrderService,
    CustomerService,
    EntityHydrator,
    EventBus,
    ID,
    ListQueryBuilder,
    ListQueryOptions,
    OrderService,
    PaginatedList,
    ProductVariantService,
    RequestContext,
    TransactionalConnection,
    UserInputError,
} from '@vendure/core';
import {
    COMPLAINT_UPLOADS,
    LEAD_STATUSES,
    type LeadStatus,
    type LeadType,
    ORDER_NUMBER_MIN_LENGTH,
    REQUEST_MESSAGE_MAX_LENGTH,
    resolveLocale,
    SAMPLE_VARIANT_LENGTH,
} from '@timber-shop/rules';
import { CaptchaService } from './captcha.service';
import { FieldInputError } from './field-input.error';
import { LeadAttachment } from './lead-attachment.entity';
import { sniffedPhotoType } from './lead-attachments';
import { LeadCreatedEvent } from './lead-created.event';
import { Lead } from './lead.entity';
import { RequestRateLimit } from './request-rate-limit';
import type { ContactInput } from './types';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What a visitor's upload arrives as (graphql-upload's FileUpload). */
export interface FileUpload {
    filename: string;
    mimetype: string;
    createReadStream(): NodeJS.ReadableStream;
}

/** A complaint's photo, checked, before it is kept. */
type Photo = Pick<LeadAttachment, 'fileName' | 'mimeType' | 'size' | 'data'>;

interface LeadDraft {
    type: LeadType;
    contact: ContactInput;
    /** contact fields the form requires besides the e-mail address */
    required: Array<'name' | 'phoneNumber' | 'message'>;
    payload?: Record<string, any>;
    attachments?: Photo[];
}

/**
 * The visitor's requests (spec section 7: createContactLead, requestQuote, infoRequest,
 * sampleRequest, changeOrderRequest, complaintRequest, createCrmOverlayBox) as leads for staff.
 * Every creating call passes the rate limit and the captcha first, then the same validation
 * the forms apply (spec section 5), with the message at the field.
 */
@Injectable()
export class RequestsService {
    constructor(
        private connection: TransactionalConnection,
        private captcha: CaptchaService,
        private rateLimit: RequestRateLimit,
        private customerService: CustomerService,
        private activeOrderService: ActiveOrderService,
        private orderService: OrderService,
        private variantService: ProductVariantService,
        private hydrator: EntityHydrator,
        private listQueryBuilder: ListQueryBuilder,
        private eventBus: EventBus,
    ) {}

    /** A request of any kind after the rate limit and the captcha. */
    async guarded<T>(ctx: RequestContext, captcha: string | null | undefined, create: () => Promise<T>): Promise<T> {
        await this.rateLimit.consume(ctx);
        await this.captcha.requireSolved(ctx, captcha);
        return create();
    }

    async createLead(ctx: RequestContext, draft: LeadDraft): Promise<Lead> {
        const contact = cleanContact(draft.contact);
        for (const field of draft.required) if (!contact[field]) throw new FieldInputError(field, 'error.requests.required');
        if (!contact.emailAddress) throw new FieldInputError('emailAddress', 'error.requests.required');
        if (!EMAIL.test(contact.emailAddress)) throw new FieldInputError('emailAddress', 'error.requests.email');
        const customer = ctx.activeUserId ? await this.customerService.findOneByUserId(ctx, ctx.activeUserId) : undefined;
        const repository = this.connection.getRepository(ctx, Lead);
        const lead = repository.create({
            type: draft.type,
            status: 'new',
            ...contact,
            payload: draft.payload ?? null,
            locale: resolveLocale(ctx.languageCode),
            campaign: cleanCampaign(draft.contact.campaign),
            customerId: customer?.id ?? null,
        });
        await repository.save(lead);
        const photos = this.connection.getRepository(ctx, LeadAttachment);
        const attachments = await photos.save((draft.attachments ?? []).map(photo => photos.create({ ...photo, leadId: lead.id })));
        // without their bytes (the mail and the answer name them, staff fetch them by their link)
        lead.attachments = attachments.map(({ data: _data, ...photo }) => photo as LeadAttachment);
        await this.eventBus.publish(new LeadCreatedEvent(ctx, lead, await this.rateLimit.mayConfirmTo(lead.emailAddress)));
        return lead;
    }

    /** A quote request; with `includeCart` the lines of the visitor's cart go with it. */
    async requestQuote(ctx: RequestContext, contact: ContactInput, includeCart: boolean) {
        const lines = includeCart ? await this.cartLines(ctx) : [];
        if (!lines.length && !contact.message?.trim()) throw new FieldInputError('message', 'error.requests.required');
        return this.createLead(ctx, { type: 'quote', contact, required: ['name'], payload: lines.length ? { lines } : undefined });
    }

    /**
     * Is there an order with this number for the visitor (spec checkOrder)? A placed order or a
     * quote, not someone's cart; for a logged-in customer their own only. A number under the spec's
     * 6 characters is not looked up (spec section 5).
     */
    async checkOrder(ctx: RequestContext, orderNumber: string): Promise<boolean> {
        const code = orderNumber.trim().toUpperCase();
        if (code.length < ORDER_NUMBER_MIN_LENGTH) return false;
        await this.rateLimit.consumeOrderNumberCheck(ctx);
        const order = await this.orderService.findOneByCode(ctx, code, []);
        if (!order || order.active || order.state === 'Draft') return false;
        const customer = ctx.activeUserId ? await this.customerService.findOneByUserId(ctx, ctx.activeUserId) : undefined;
        return !customer || String(order.customerId) === String(customer.id);
    }

    async changeOrderRequest(ctx: RequestContext, contact: ContactInput, orderNumber: string) {
        const code = await this.requireOrderNumber(ctx, orderNumber);
        return this.createLead(ctx, { type: 'order', contact, required: ['name', 'message'], payload: { orderNumber: code } });
    }

    async complaintRequest(ctx: RequestContext, contact: ContactInput, orderNumber: string, files: Array<Promise<FileUpload>>) {
        const code = await this.requireOrderNumber(ctx, orderNumber);
        if (!contact.name?.trim()) throw new FieldInputError('name', 'error.requests.required');
        if (!contact.message?.trim()) throw new FieldInputError('message', 'error.requests.required');
        const attachments = await this.storePhotos(files);
        return this.createLead(ctx, { type: 'complaint', contact, required: ['name', 'message'], payload: { orderNumber: code }, attachments });
    }

    /** A sample (the product's length-23 variant, about 25 cm) sent to the visitor's address. */
    async sampleRequest(
        ctx: RequestContext,
        contact: ContactInput,
        variantId: ID,
        address: { streetLine1: string; postalCode: string; city: string; countryCode: string },
    ) {
        const variant = await this.variantService.findOne(ctx, variantId);
        const length = (variant?.customFields as { length?: number } | undefined)?.length;
        if (!variant || length !== SAMPLE_VARIANT_LENGTH) throw new UserInputError('error.requests.no-sample');
        for (const [field, value] of Object.entries(address)) if (!value?.trim()) throw new FieldInputError(field, 'error.requests.required');
        await this.hydrator.hydrate(ctx, variant, { relations: ['product'] });
        return this.createLead(ctx, {
            type: 'sample',
            contact,
            required: ['name'],
            payload: {
                variantId: String(variant.id),
                sku: variant.sku,
                productName: variant.product?.name ?? variant.name,
                variantName: variant.name,
                address: Object.fromEntries(Object.entries(address).map(([key, value]) => [key, value.trim()])),
            },
        });
    }

    /** The chat widget's form: description (with 'Last visited pages'), e-mail and phone, all required. */
    async createCrmOverlayBox(ctx: RequestContext, input: { description: string; email: string; phone: string }) {
        return this.createLead(ctx, {
            type: 'chat',
            contact: { emailAddress: input.email, phoneNumber: input.phone, message: input.description },
            required: ['phoneNumber', 'message'],
        });
    }

    findAll(ctx: RequestContext, options?: ListQueryOptions<Lead>): Promise<PaginatedList<Lead>> {
        return this.listQueryBuilder
            .build(Lead, options, { ctx, relations: ['customer', 'attachments'] })
            .getManyAndCount()
            .then(([items, totalItems]) => ({ items, totalItems }));
    }

    findOne(ctx: RequestContext, id: ID) {
        return this.connection.getRepository(ctx, Lead).findOne({ where: { id }, relations: ['customer', 'attachments'] });
    }

    async updateStatus(ctx: RequestContext, id: ID, status: string) {
        if (!(LEAD_STATUSES as readonly string[]).includes(status)) throw new UserInputError('error.requests.status', { status });
        const lead = await this.connection.getEntityOrThrow(ctx, Lead, id);
        lead.status = status as LeadStatus;
        await this.connection.getRepository(ctx, Lead).save(lead);
        return this.findOne(ctx, id);
    }

    /** The request's order number, refused with the spec's message unless it is one of the visitor's orders (checkOrder). */
    private async requireOrderNumber(ctx: RequestContext, orderNumber: string | null | undefined): Promise<string> {
        const code = (orderNumber ?? '').trim().toUpperCase();
        if (!(await this.checkOrder(ctx, code))) throw new FieldInputError('orderNumber', 'error.requests.order-number');
        return code;
    }

    /** The cart's lines as the quote request keeps them. */
    private async cartLines(ctx: RequestContext) {
        const order = await this.activeOrderService.getActiveOrder(ctx, undefined);
        if (!order) return [];
        await this.hydrator.hydrate(ctx, order, { relations: ['lines.productVariant'] });
        return order.lines
            .filter(line => line.quantity > 0)
            .map(line => ({
                variantId: String(line.productVariant.id),
                sku: line.productVariant.sku,
                name: line.productVariant.name,
                quantity: line.quantity,
            }));
    }

    /**
     * The complaint's photos, at most 5, together within the upload limit, each an image by its
     * content (sniffed: the declared type is the sender's word), kept with the lead for staff only.
     */
    private async storePhotos(files: Array<Promise<FileUpload>>): Promise<Photo[]> {
        if (files.length > COMPLAINT_UPLOADS.maxFiles) throw new FieldInputError('attachments', 'error.requests.upload-limit');
        const uploads: Array<{ fileName: string; data: Buffer }> = [];
        let total = 0;
        for (const pending of files) {
            const file = await pending;
            if (!(COMPLAINT_UPLOADS.mimeTypes as readonly string[]).includes(file.mimetype)) {
                throw new FieldInputError('attachments', 'error.requests.file-type', { filename: file.filename });
            }
            const data = await readUpTo(file.createReadStream(), COMPLAINT_UPLOADS.maxTotalBytes - total);
            if (!data) throw new FieldInputError('attachments', 'error.requests.upload-limit');
            total += data.length;
            uploads.push({ fileName: file.filename.slice(0, 255), data });
        }
        const photos: Photo[] = [];
        for (const { fileName, data } of uploads) {
            const mimeType = await sniffedPhotoType(data);
            if (!mimeType) throw new FieldInputError('attachments', 'error.requests.file-type', { filename: fileName });
            photos.push({ fileName, mimeType, size: data.length, data: data.toString('base64') });
        }
        return photos;
    }
}

/**
 * An upload's bytes, or null past `limit` (the stream is then left unread). Read by events: async
 * iteration of graphql-upload's capacitor stream overflows the call stack on current Node.
 */
function readUpTo(stream: NodeJS.ReadableStream, limit: number): Promise<Buffer | null> {
    return new Promise((resolve, reject) => {
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > limit) {
                stream.removeAllListeners('data');
                stream.pause();
                resolve(null);
            } else chunks.push(chunk);
        });
        stream.on('end', () => resolve(Buffer.concat(chunks)));
        stream.on('error', reject);
    });
}

function cleanContact(contact: ContactInput) {
    const text = (value: string | null | undefined, max = 255) => (value ?? '').trim().slice(0, max);
    return {
        name: text(contact.name),
        emailAddress: text(contact.emailAddress).toLowerCase(),
        phoneNumber: text(contact.phoneNumber, 50),
        company: text(contact.company),
        message: text(contact.message, REQUEST_MESSAGE_MAX_LENGTH),
    };
}

function cleanCampaign(campaign: ContactInput['campaign']) {
    if (!campaign) return null;
    const record = Object.fromEntries(
        (['campaignName', 'keywordName', 'mediumName', 'sourceName'] as const).map(key => [key, (campaign[key] ?? '').trim().slice(0, 255)]),
    );
    return Object.values(record).some(Boolean) ? record : null;
}
