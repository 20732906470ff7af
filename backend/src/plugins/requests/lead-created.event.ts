import { RequestContext, VendureEvent } from '@vendure/core';
import type { Lead } from './lead.entity';

/**
 * A visitor's request was stored: the staff mail and the visitor's confirmation follow (`confirm`:
 * not when the address has had its share of the shop's mails, as anyone can type anyone's address).
 */
export class LeadCreatedEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public lead: Lead,
        public confirm = true,
    ) {
        super();
    }
}
