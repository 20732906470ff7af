import { ScheduledTask } from '@vendure/core';
import { QuotesService } from './quotes.service';

/**
 * Quotes past their last valid day are cancelled once an hour (Vendure's scheduler; with the
 * default strategy it runs in the worker). Accepting one was already refused on its own; this
 * makes the order's state say so for staff and the customer alike.
 */
export const expireQuotesTask = new ScheduledTask({
    id: 'expire-quotes',
    description: 'Cancels quotes (Quotation, QuotationSent) past their validity date',
    schedule: cron => cron.everyHour(),
    execute: async ({ injector, scheduledContext }) => ({ expired: await injector.get(QuotesService).expireQuotes(scheduledContext) }),
});
