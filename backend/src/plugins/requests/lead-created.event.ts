import { RequestContext, VendureEvent } from '@vendure/core';
import type { Lead } from './lead.entity';

/** A visitor's request was stored: the staff mail and the visitor's confirmation follow. */
export class LeadCreatedEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public lead: Lead,
    ) {
        super();
    }
}
