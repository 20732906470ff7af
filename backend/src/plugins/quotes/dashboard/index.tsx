import { api, Button, defineDashboardExtension, graphql, toast } from '@vendure/dashboard';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * Staff send a quote from its page (a customer's saved quote under Orders, or a draft order made for
 * a customer): the Admin API's sendQuote (QuotationSent, valid anew, mailed with its PDF).
 */
const sendQuoteDocument = graphql(`
    mutation SendQuote($orderId: ID!) {
        sendQuote(orderId: $orderId) {
            id
            state
        }
    }
`);

/** The states sendQuote accepts (quotes plugin: Quotation or a Draft order). */
const SENDABLE = ['Quotation', 'Draft'];

function SendQuoteButton({ context }: { context: { entity?: { id: string; state: string } } }) {
    const [busy, setBusy] = useState(false);
    const queryClient = useQueryClient();
    const order = context.entity;
    if (!order || !SENDABLE.includes(order.state)) return null;
    return (
        <Button
            variant="secondary"
            disabled={busy}
            data-testid="send-quote"
            onClick={async () => {
                setBusy(true);
                try {
                    await api.mutate(sendQuoteDocument, { orderId: order.id });
                    toast.success('Quote sent to the customer');
                    await queryClient.invalidateQueries();
                } catch (error) {
                    toast.error(error instanceof Error ? error.message : String(error));
                } finally {
                    setBusy(false);
                }
            }}
        >
            Send quote
        </Button>
    );
}

defineDashboardExtension({
    actionBarItems: [
        { id: 'send-quote', pageId: 'order-detail', component: SendQuoteButton, requiresPermission: ['UpdateOrder'] },
        { id: 'send-quote-draft', pageId: 'draft-order-detail', component: SendQuoteButton, requiresPermission: ['UpdateOrder'] },
    ],
});
