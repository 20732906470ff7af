import { api, defineDashboardExtension, graphql, ListPage, usePaginatedList } from '@vendure/dashboard';
import { useState } from 'react';

/**
 * Staff's view of the leads (Customers > Leads): every request with its type, contact data, language
 * and status, filtered by type and status, searched by e-mail address; the status is changed in the
 * row (new -> in progress -> done).
 */
const leadListDocument = graphql(`
    query GetLeads($options: LeadListOptions) {
        leads(options: $options) {
            items {
                id
                createdAt
                type
                status
                name
                emailAddress
                phoneNumber
                company
                locale
                message
                payload
                campaign
            }
            totalItems
        }
    }
`);

const updateLeadStatusDocument = graphql(`
    mutation UpdateLeadStatus($id: ID!, $status: String!) {
        updateLeadStatus(id: $id, status: $status) {
            id
            status
        }
    }
`);

const TYPES = ['quote', 'callback', 'order', 'complaint', 'info', 'sample', 'chat'];
const STATUSES = [
    { value: 'new', label: 'New' },
    { value: 'in_progress', label: 'In progress' },
    { value: 'done', label: 'Done' },
];

function StatusSelect({ id, status }: { id: string; status: string }) {
    const [value, setValue] = useState(status);
    const { refetchPaginatedList } = usePaginatedList();
    return (
        <select
            aria-label="Status"
            className="border rounded px-2 py-1 bg-background"
            value={value}
            onChange={async event => {
                const next = event.target.value;
                setValue(next);
                await api.mutate(updateLeadStatusDocument, { id, status: next });
                refetchPaginatedList();
            }}
        >
            {STATUSES.map(option => (
                <option key={option.value} value={option.value}>
                    {option.label}
                </option>
            ))}
        </select>
    );
}

/** The kind's own data in a line: order number, sample, address, cart lines. */
function PayloadSummary({ payload }: { payload: Record<string, unknown> | null }) {
    if (!payload) return null;
    const parts: string[] = [];
    if (payload.orderNumber) parts.push(`Order ${payload.orderNumber}`);
    if (payload.variantName) parts.push(`Sample: ${payload.productName} (${payload.sku})`);
    const address = payload.address as Record<string, string> | undefined;
    if (address) parts.push(`${address.streetLine1}, ${address.postalCode} ${address.city}, ${address.countryCode}`);
    const lines = payload.lines as Array<{ name: string; quantity: number }> | undefined;
    if (lines) parts.push(lines.map(line => `${line.quantity} x ${line.name}`).join('; '));
    return <span className="text-sm">{parts.join(' · ')}</span>;
}

defineDashboardExtension({
    routes: [
        {
            path: '/leads',
            navMenuItem: { sectionId: 'customers', id: 'leads', title: 'Leads', url: '/leads', requiresPermission: ['ReadCustomer'] },
            loader: () => ({ breadcrumb: 'Leads' }),
            component: route => (
                <ListPage
                    pageId="lead-list"
                    title="Leads"
                    listQuery={leadListDocument}
                    route={route}
                    defaultSort={[{ id: 'createdAt', desc: true }]}
                    defaultVisibility={{ campaign: false, phoneNumber: true, company: true }}
                    onSearchTermChange={searchTerm => ({ emailAddress: { contains: searchTerm } })}
                    facetedFilters={{
                        type: { title: 'Type', options: TYPES.map(type => ({ label: type, value: type })) },
                        status: { title: 'Status', options: STATUSES },
                    }}
                    customizeColumns={{
                        status: { cell: ({ row }) => <StatusSelect id={row.original.id} status={row.original.status} /> },
                        payload: { header: 'Details', cell: ({ row }) => <PayloadSummary payload={row.original.payload as Record<string, unknown> | null} /> },
                        message: { cell: ({ row }) => <span className="text-sm whitespace-pre-line line-clamp-3">{row.original.message}</span> },
                    }}
                />
            ),
        },
    ],
});
