import { rememberCampaign } from '../../lib/cart/campaign';

/** The spec's add-utm-parameters step on every page: a visit's utm parameters wait for the cart. */
rememberCampaign();
