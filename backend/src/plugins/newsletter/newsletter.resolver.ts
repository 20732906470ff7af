import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, type ID, Permission, RequestContext, Transaction } from '@vendure/core';
import gql from 'graphql-tag';
import type { MailingContact } from './mailing.entities';
import { NewsletterService } from './newsletter.service';

const types = gql`
    type MailingList implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        code: String!
        name: String!
        locale: String!
        isDefault: Boolean!
    }

    type MailingContact implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        emailAddress: String!
        locale: String!
        confirmed: Boolean!
        confirmedAt: DateTime
        subscriptions: [MailingList!]!
    }
`;

export const newsletterShopSchema = gql`
    ${types}
    extend type Query {
        "The mailing lists of the request's language (getMailings)."
        mailings: [MailingList!]!
        "The logged-in customer's subscriptions (getMailingContact); null for a visitor."
        mailingContact: MailingContact
    }

    extend type Mutation {
        "The footer's sign-up: the language's newsletter, confirmed by a mailed link (double opt-in)."
        newsLetterSubscribe(emailAddress: String!, captcha: String!): Boolean!
        "The logged-in customer's lists."
        subscribeNewsletter(mailings: [ID!]!): MailingContact
        confirmNewsletter(token: String!): Boolean!
        unsubscribeNewsletter(token: String!): Boolean!
    }
`;

export const newsletterAdminSchema = gql`
    ${types}
    type MailingListList implements PaginatedList {
        items: [MailingList!]!
        totalItems: Int!
    }
    type MailingContactList implements PaginatedList {
        items: [MailingContact!]!
        totalItems: Int!
    }
    input MailingListListOptions
    input MailingContactListOptions

    extend type Query {
        mailingLists(options: MailingListListOptions): MailingListList!
        mailingContacts(options: MailingContactListOptions): MailingContactList!
    }
`;

@Resolver()
export class NewsletterShopResolver {
    constructor(private newsletter: NewsletterService) {}

    @Query()
    mailings(@Ctx() ctx: RequestContext) {
        return this.newsletter.mailings(ctx);
    }

    @Query()
    mailingContact(@Ctx() ctx: RequestContext) {
        return this.newsletter.mailingContact(ctx);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Public)
    newsLetterSubscribe(@Ctx() ctx: RequestContext, @Args() args: { emailAddress: string; captcha: string }) {
        return this.newsletter.subscribe(ctx, args.emailAddress, args.captcha);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Owner)
    subscribeNewsletter(@Ctx() ctx: RequestContext, @Args() args: { mailings: ID[] }) {
        return this.newsletter.setSubscriptions(ctx, args.mailings);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Public)
    confirmNewsletter(@Ctx() ctx: RequestContext, @Args() args: { token: string }) {
        return this.newsletter.confirm(ctx, args.token);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Public)
    unsubscribeNewsletter(@Ctx() ctx: RequestContext, @Args() args: { token: string }) {
        return this.newsletter.unsubscribe(ctx, args.token);
    }
}

@Resolver()
export class NewsletterAdminResolver {
    constructor(private newsletter: NewsletterService) {}

    @Query()
    @Allow(Permission.ReadCustomer)
    mailingLists(@Ctx() ctx: RequestContext, @Args() args: { options?: Parameters<NewsletterService['lists']>[1] }) {
        return this.newsletter.lists(ctx, args.options);
    }

    @Query()
    @Allow(Permission.ReadCustomer)
    mailingContacts(@Ctx() ctx: RequestContext, @Args() args: { options?: Parameters<NewsletterService['contacts']>[1] }) {
        return this.newsletter.contacts(ctx, args.options);
    }
}

@Resolver('MailingContact')
export class MailingContactEntityResolver {
    @ResolveField()
    confirmed(@Parent() contact: MailingContact) {
        return !!contact.confirmedAt;
    }

    @ResolveField()
    subscriptions(@Parent() contact: MailingContact) {
        return contact.subscriptions ?? [];
    }
}
