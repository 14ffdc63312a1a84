/**
 * /feeds/google-shopping.xml, and the same feed in each other language under its prefix
 * (/ar/feeds/google-shopping.xml, src/integrations/locale-routes.ts): the Google Merchant Center
 * feed in the language of its address (src/build/feeds/merchant-feed-route.ts).
 */
import { merchantFeedRoute } from '../../build/feeds/merchant-feed-route';

export const GET = merchantFeedRoute;
