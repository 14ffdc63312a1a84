/** /feeds/google-shopping.xml: the Google Merchant Center feed in English (src/lib/merchant-feed-route.ts). */
import { merchantFeedRoute } from '../../lib/merchant-feed-route';

export const GET = merchantFeedRoute('en');
