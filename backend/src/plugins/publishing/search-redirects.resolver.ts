import { Query, Resolver } from '@nestjs/graphql';
import { Ctx, GlobalSettingsService, RequestContext } from '@vendure/core';
import gql from 'graphql-tag';

export const searchRedirectsSchema = gql`
    type SearchRedirect {
        from: String!
        to: String!
    }
    extend type Query {
        "The search-term redirects staff keep in the global settings (spec: GET /api/redirects)."
        searchRedirects: [SearchRedirect!]!
    }
`;

interface SearchRedirect {
    from: string;
    to: string;
}

@Resolver()
export class SearchRedirectsResolver {
    constructor(private globalSettings: GlobalSettingsService) {}

    @Query()
    async searchRedirects(@Ctx() ctx: RequestContext): Promise<SearchRedirect[]> {
        const settings = await this.globalSettings.getSettings(ctx);
        const list = ((settings.customFields as { searchRedirects?: Partial<SearchRedirect>[] }).searchRedirects ?? []) as Partial<SearchRedirect>[];
        return list.filter((item): item is SearchRedirect => Boolean(item?.from?.trim() && item.to?.trim())).map(item => ({ from: item.from.trim(), to: item.to.trim() }));
    }
}
