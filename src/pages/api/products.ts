/**
 * One view of the /products listing: `GET /api/products?<the page's own query>&from=&lang=` answers
 * the view's count, page range, cards and brand options (src/domain/listing/listing-answers.ts),
 * computed from this build's catalogue (src/server/listing/service.ts). A parameter that does not
 * read back is a 400 naming it.
 */
import { otherMethods } from '../../server/methods';
import { readListingRequest } from '../../server/listing/params';
import { listingRoute } from '../../server/listing/route';

export const prerender = false;

export const GET = listingRoute({
  name: 'products',
  read: readListingRequest,
  answer: (service, request) => service.list(request),
});

export const ALL = otherMethods({ GET });
