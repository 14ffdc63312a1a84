/** Everything a running demo portal holds, shared by its API, image, slip and admin handlers. */
import type { Catalogue, DemoProduct } from './catalogue.ts';
import { uaeDate } from './dates.ts';
import type { FaultGate } from './faults.ts';
import type { HourlyLimiter } from './hourly-limit.ts';
import type { ImageStore } from './images.ts';
import type { OrderBook } from './orders.ts';
import type { SubmissionLog } from './submissions.ts';

export interface PortalState {
  catalogue: Catalogue;
  /** Set once the server listens; image URLs are built on it. */
  origin: string;
  apiKey: string;
  faults: FaultGate;
  orders: OrderBook;
  /** API requests received per path after /api/v1/, for tests that count what a shop asked. */
  calls: Map<string, number>;
  /** The calls counted against the hourly limit (faults' `hourlyLimit`, `hourMs`). */
  hourly: HourlyLimiter;
  submissions: SubmissionLog;
  images: ImageStore;
}

/** Today in the UAE: promotions go live and expire by it. */
export function today(): string {
  return uaeDate();
}

/** How many products exist in the current fault mode ("empty": none, "shrink": the first 10%). */
function visibleCount(state: PortalState): number {
  const all = state.catalogue.products.length;
  switch (state.faults.current().mode) {
    case 'empty':
      return 0;
    case 'shrink':
      return Math.ceil(all / 10);
    default:
      return all;
  }
}

export function isVisible(state: PortalState, product: DemoProduct): boolean {
  // Products are in id order (the demo controls delete some and add new ones after the highest),
  // so the first k products are those up to the k-th one's id.
  const count = visibleCount(state);
  return count > 0 && product.id <= (state.catalogue.products[count - 1]?.id ?? 0);
}

export function visibleProducts(state: PortalState): DemoProduct[] {
  const count = visibleCount(state);
  return count === state.catalogue.products.length
    ? state.catalogue.products
    : state.catalogue.products.slice(0, count);
}
