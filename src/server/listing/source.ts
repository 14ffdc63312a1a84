/**
 * The one listing service of this server process, made from the build's snapshot on the first
 * request that needs it (parsing it and building the search index take a while on a large
 * catalogue) and kept for the life of the process; requests arriving meanwhile wait for the same
 * one.
 */
import { text } from 'virtual:shop/listing-snapshot';
import {
  listingSnapshotVersion,
  type ListingSnapshot,
} from '../../domain/listing/listing-snapshot';
import { log } from '../log';
import { createListingService, type ListingService } from './service';

let shared: Promise<ListingService> | undefined;

async function load(): Promise<ListingService> {
  const started = performance.now();
  const snapshot = JSON.parse(text) as ListingSnapshot;
  // A snapshot from another version of the code may hold any version: it is read as written.
  const version: unknown = snapshot.v;
  if (version !== listingSnapshotVersion)
    throw new Error(
      `listing snapshot of version ${String(version)}, expected ${listingSnapshotVersion}`,
    );
  const service = createListingService(snapshot);
  const ms = Math.round(performance.now() - started);
  log().info(
    { event: 'listing', products: service.products, ms },
    `${service.products} products ready to search in ${ms} ms`,
  );
  return service;
}

export function serverListing(): Promise<ListingService> {
  shared ??= load();
  return shared;
}
