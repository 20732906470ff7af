import { Args, Query, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext } from '@vendure/core';
import gql from 'graphql-tag';
import { GeolocationService } from './geolocation.service';

export const geolocationShopSchema = gql`
    "The visitor's country: from IP geolocation, or (offline default) from the browser's language."
    type IpCountry {
        countryCode: String
        "geolocation or language"
        source: String!
    }

    extend type Query {
        ipCountry: IpCountry!
        "Is the visitor in this country (ISO code)? (spec: checkIpCountry)"
        checkIpCountry(countryCode: String!): Boolean!
    }
`;

@Resolver()
export class GeolocationResolver {
    constructor(private geolocation: GeolocationService) {}

    @Query()
    ipCountry(@Ctx() ctx: RequestContext) {
        return this.geolocation.ipCountry(ctx);
    }

    @Query()
    checkIpCountry(@Ctx() ctx: RequestContext, @Args() args: { countryCode: string }) {
        return this.geolocation.checkIpCountry(ctx, args.countryCode);
    }
}
