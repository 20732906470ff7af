import { api, Button, defineDashboardExtension, graphql, toast } from '@vendure/dashboard';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/** Staff mark an order invoiced from its page (Orders > an order): the Admin API's createInvoice. */
const createInvoiceDocument = graphql(`
    mutation CreateInvoice($orderId: ID!) {
        createInvoice(orderId: $orderId) {
            id
            name
        }
    }
`);

/** States in which an order can be invoiced: placed and not cancelled (the backend refuses the rest, and a second invoice for a covered total). */
const NOT_INVOICEABLE = ['Created', 'Draft', 'AddingItems', 'ArrangingPayment', 'Quotation', 'QuotationSent', 'Cancelled'];

function CreateInvoiceButton({ context }: { context: { entity?: { id: string; state: string } } }) {
    const [busy, setBusy] = useState(false);
    const queryClient = useQueryClient();
    const order = context.entity;
    if (!order || NOT_INVOICEABLE.includes(order.state)) return null;
    return (
        <Button
            variant="secondary"
            disabled={busy}
            data-testid="create-invoice"
            onClick={async () => {
                setBusy(true);
                try {
                    const { createInvoice } = await api.mutate(createInvoiceDocument, { orderId: order.id });
                    toast.success(`Invoice ${createInvoice.name} created`);
                    await queryClient.invalidateQueries();
                } catch (error) {
                    toast.error(error instanceof Error ? error.message : String(error));
                } finally {
                    setBusy(false);
                }
            }}
        >
            Create invoice
        </Button>
    );
}

defineDashboardExtension({
    actionBarItems: [{ id: 'create-invoice', pageId: 'order-detail', component: CreateInvoiceButton, requiresPermission: ['UpdateOrder'] }],
});
