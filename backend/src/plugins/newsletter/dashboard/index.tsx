import { defineDashboardExtension, graphql, ListPage } from '@vendure/dashboard';

/** Staff's view of the newsletter (Customers > Mailing lists, Newsletter contacts). */
const mailingListsDocument = graphql(`
    query GetMailingLists($options: MailingListListOptions) {
        mailingLists(options: $options) {
            items {
                id
                code
                name
                locale
                isDefault
            }
            totalItems
        }
    }
`);

const mailingContactsDocument = graphql(`
    query GetMailingContacts($options: MailingContactListOptions) {
        mailingContacts(options: $options) {
            items {
                id
                createdAt
                emailAddress
                locale
                confirmed
                confirmedAt
                subscriptions {
                    id
                    name
                }
            }
            totalItems
        }
    }
`);

defineDashboardExtension({
    routes: [
        {
            path: '/mailing-lists',
            navMenuItem: { sectionId: 'customers', id: 'mailing-lists', title: 'Mailing lists', url: '/mailing-lists', requiresPermission: ['ReadCustomer'] },
            loader: () => ({ breadcrumb: 'Mailing lists' }),
            component: route => <ListPage pageId="mailing-list-list" title="Mailing lists" listQuery={mailingListsDocument} route={route} />,
        },
        {
            path: '/newsletter-contacts',
            navMenuItem: {
                sectionId: 'customers',
                id: 'newsletter-contacts',
                title: 'Newsletter contacts',
                url: '/newsletter-contacts',
                requiresPermission: ['ReadCustomer'],
            },
            loader: () => ({ breadcrumb: 'Newsletter contacts' }),
            component: route => (
                <ListPage
                    pageId="mailing-contact-list"
                    title="Newsletter contacts"
                    listQuery={mailingContactsDocument}
                    route={route}
                    onSearchTermChange={searchTerm => ({ emailAddress: { contains: searchTerm } })}
                    customizeColumns={{
                        subscriptions: {
                            cell: ({ row }) => <span>{(row.original.subscriptions as Array<{ name: string }>).map(list => list.name).join(', ')}</span>,
                        },
                    }}
                />
            ),
        },
    ],
});
