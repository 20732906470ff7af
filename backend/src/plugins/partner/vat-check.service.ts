import { Inject, Injectable, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import {
    Customer,
    CustomerEvent,
    CustomerGroupService,
    CustomerService,
    EventBus,
    ID,
    idsAreEqual,
    JobQueue,
    JobQueueService,
    Logger,
    RequestContext,
    RequestContextService,
    TransactionalConnection,
    UserInputError,
} from '@vendure/core';
import { checkVatNumberFormat, type VatStatus } from '@timber-shop/rules';
import { filter } from 'rxjs';
import { type FindOptionsWhere, IsNull } from 'typeorm';
import { PARTNER_PLUGIN_OPTIONS, type PartnerPluginOptions } from './constants';
import { loggerCtx, ViesClient } from './vies.client';

/** The customer group of verified business customers; its price list gives them the business price. */
export const BUSINESS_GROUP_NAME = 'Business customers';

export const VAT_ERRORS = {
    format: 'error.partner.vat-format',
    unknown: 'error.partner.vat-unknown',
    alreadySet: 'error.partner.vat-already-set',
    tooManyChecks: 'error.partner.vat-too-many-checks',
};

/** How often an unavailable check is tried again at once (one second apart) before the scheduled retry takes over. */
const IMMEDIATE_RETRIES = 3;
/** A customer's own checks (dashboard data) per hour: VIES is the EU's service, not ours to hammer. */
const CHECKS_PER_HOUR = 5;

interface VatFields {
    vatNumber?: string | null;
    vatStatus?: VatStatus | null;
}

const fieldsOf = (customer: Customer) => (customer.customFields ?? {}) as VatFields;

/**
 * The business customer's VAT check: the number's format per EU country (jsvat, in the rules
 * package, the same check the forms make), then VIES when the shop has a VIES address (VIES_URL).
 * The verdict is the customer's `vatStatus`; 'valid' puts the customer in the business customer
 * group, anything else takes them out, whoever sets it (this check, or staff in the admin).
 * VIES unavailable never blocks the customer: the status is 'unavailable' and the `vat-check` job
 * asks again, first at once a few times, then every quarter of an hour (the scheduled task
 * `retry-vat-checks`). Without VIES_URL (the offline default) the number's format is checked and
 * the status stays 'unchecked' until staff confirm it in the admin.
 */
@Injectable()
export class VatCheckService implements OnModuleInit, OnApplicationBootstrap {
    private queue: JobQueue<{ customerId: ID; vatNumber: string }>;
    private readonly vies?: ViesClient;
    private readonly recentChecks = new Map<string, number[]>();

    constructor(
        @Inject(PARTNER_PLUGIN_OPTIONS) options: PartnerPluginOptions,
        private connection: TransactionalConnection,
        private customerService: CustomerService,
        private customerGroupService: CustomerGroupService,
        private jobQueueService: JobQueueService,
        private requestContextService: RequestContextService,
        private eventBus: EventBus,
    ) {
        if (options.viesUrl) this.vies = new ViesClient(options.viesUrl);
    }

    async onModuleInit() {
        this.queue = await this.jobQueueService.createQueue({
            name: 'vat-check',
            process: async job => {
                const ctx = await this.requestContextService.create({ apiType: 'admin' });
                const customer = await this.customerService.findOne(ctx, job.data.customerId);
                // a later check or staff decided meanwhile
                if (!customer || fieldsOf(customer).vatNumber !== job.data.vatNumber || fieldsOf(customer).vatStatus !== 'unavailable') return 'stale';
                const status = await this.ask(job.data.vatNumber);
                if (status === 'unavailable') throw new Error(`VIES still unavailable for ${job.data.vatNumber.slice(0, 2)}`);
                await this.store(ctx, customer.id, job.data.vatNumber, status);
                return status;
            },
        });
    }

    async onApplicationBootstrap() {
        const ctx = await this.requestContextService.create({ apiType: 'admin' });
        await this.businessGroup(ctx);
        // staff confirming or rejecting a number in the admin moves the customer in or out of the group
        // (an Admin API request: this service's own writes, from contexts without a request, sync themselves)
        this.eventBus
            .ofType(CustomerEvent)
            .pipe(filter(event => event.type === 'updated' && event.ctx.apiType === 'admin' && !!event.ctx.req))
            .subscribe(event => this.syncGroup(event.ctx, event.entity).catch(error => Logger.error(String(error), loggerCtx)));
    }

    /** The number as stored (prefix and number, no spaces), or the format message in the request's language. */
    normalize(input: string): string {
        const format = checkVatNumberFormat(input);
        if (!format.valid) throw new UserInputError(VAT_ERRORS.format);
        return format.value;
    }

    /** VIES's verdict on a format-valid number; 'unchecked' without VIES (staff confirm it). */
    async ask(value: string): Promise<VatStatus> {
        const format = checkVatNumberFormat(value);
        if (!format.valid) return 'invalid';
        if (!this.vies) return 'unchecked';
        return this.vies.check(format.countryCode, format.number);
    }

    /** Registration: a number VIES does not know is refused before the account is made, so the customer can correct it. */
    async checkBeforeRegistration(input: string): Promise<{ value: string; status: VatStatus }> {
        const value = this.normalize(input);
        const status = await this.ask(value);
        if (status === 'invalid') throw new UserInputError(VAT_ERRORS.unknown);
        return { value, status };
    }

    /** Stores the number and its verdict on the customer (and queues the retry when VIES was unavailable). */
    async store(ctx: RequestContext, customerId: ID, value: string, status: VatStatus): Promise<Customer> {
        await this.customerService.update(ctx, { id: customerId, customFields: { vatNumber: value, vatStatus: status } });
        const customer = await this.customerService.findOne(ctx, customerId);
        if (!customer) throw new UserInputError('error.entity-with-id-not-found');
        await this.syncGroup(ctx, customer);
        if (status === 'unavailable') await this.queue.add({ customerId, vatNumber: value }, { retries: IMMEDIATE_RETRIES });
        return customer;
    }

    /**
     * The dashboard's data page: a customer who has no VAT number yet, or one VIES did not know,
     * enters theirs; once known, it is changed by e-mailing the shop (spec).
     */
    async submitForCustomer(ctx: RequestContext, customer: Customer, input: string): Promise<Customer> {
        const { vatNumber, vatStatus } = fieldsOf(customer);
        if (vatNumber && vatStatus !== 'invalid') throw new UserInputError(VAT_ERRORS.alreadySet);
        this.countCheck(String(customer.id));
        const value = this.normalize(input);
        const status = await this.ask(value);
        if (status === 'invalid') throw new UserInputError(VAT_ERRORS.unknown);
        return this.store(ctx, customer.id, value, status);
    }

    /** Queues a check of every customer VIES could not answer for (the scheduled task). */
    async retryUnavailable(ctx: RequestContext): Promise<number> {
        const customers = await this.connection
            .getRepository(ctx, Customer)
            .find({ where: { deletedAt: IsNull(), customFields: { vatStatus: 'unavailable' } } as FindOptionsWhere<Customer> });
        for (const customer of customers) {
            const { vatNumber } = fieldsOf(customer);
            if (vatNumber) await this.queue.add({ customerId: customer.id, vatNumber }, { retries: 0 });
        }
        return customers.length;
    }

    /** In the business group exactly when the VAT number is valid. */
    async syncGroup(ctx: RequestContext, customer: Customer) {
        const group = await this.businessGroup(ctx);
        const groups = await this.customerService.getCustomerGroups(ctx, customer.id);
        const member = groups.some(g => idsAreEqual(g.id, group.id));
        const business = fieldsOf(customer).vatStatus === 'valid';
        if (business && !member) await this.customerGroupService.addCustomersToGroup(ctx, { customerGroupId: group.id, customerIds: [customer.id] });
        if (!business && member) await this.customerGroupService.removeCustomersFromGroup(ctx, { customerGroupId: group.id, customerIds: [customer.id] });
    }

    private async businessGroup(ctx: RequestContext) {
        const { items } = await this.customerGroupService.findAll(ctx, { filter: { name: { eq: BUSINESS_GROUP_NAME } }, take: 1 });
        return items[0] ?? this.customerGroupService.create(ctx, { name: BUSINESS_GROUP_NAME });
    }

    private countCheck(key: string) {
        const now = Date.now();
        const recent = (this.recentChecks.get(key) ?? []).filter(at => now - at < 3600_000);
        if (recent.length >= CHECKS_PER_HOUR) throw new UserInputError(VAT_ERRORS.tooManyChecks);
        this.recentChecks.set(key, [...recent, now]);
    }
}
