/**
 * Order tracking: a guest gives the order's reference and e-mail address, and gets the sale as the
 * portal has it now. The e-mail is checked against the digest kept at order time
 * (tracking-records.ts); an unknown reference and a wrong address get the same answer after the
 * same work (one store read, one digest, no portal call), so the answer tells nothing about which
 * references exist. Only a match reads the portal (`GET sales?reference=`).
 */
import { trackedOrder } from '../../domain/tracking/order-tracking';
import type { TrackOrderInput } from '../../domain/tracking/track-order-input';
import type { Locale } from '../../i18n/locales';
import { fetchSaleByReference } from '../../portal/api';
import type { PortalClient } from '../../portal/client';
import { emailMatches } from './email-digest';
import { json } from '../http';
import { log } from '../log';
import { trackNotFound } from '../messages';
import type { RouteStore } from '../route-store';
import { normaliseReference, trackingRecord } from './tracking-records';

export async function trackOrder(
  { reference, email }: TrackOrderInput,
  { store, client, locale }: { store: RouteStore; client: PortalClient; locale: Locale },
): Promise<Response> {
  const notFound = () => json(404, { ok: false, code: 'not-found', error: trackNotFound(locale) });
  const record = await trackingRecord(store, reference);
  if (!emailMatches(record, email)) return notFound();
  const order = await fetchSaleByReference(client, normaliseReference(reference));
  if (!order) {
    log().warn(
      { event: 'track', referenceNo: normaliseReference(reference) },
      `${normaliseReference(reference)} kept for tracking, but the portal has no such sale`,
    );
    return notFound();
  }
  return json(200, { ok: true, order: trackedOrder(order, normaliseReference(reference)) });
}
