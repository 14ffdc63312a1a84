/**
 * The one listing service of this server process, made from the build's snapshot on the first
 * request that needs it (parsing it and building the search index take a while on a large
 * catalogue) and kept for the life of the process; requests arriving meanwhile wait for the same
 * one.
 */
import { text } from 'virtual:shop/listing-snapshot';
import { parseListingSnapshot } from '../../domain/listing/listing-snapshot';
import { log } from '../log';
import { createListingService, type ListingService } from './service';

let shared: Promise<ListingService> | undefined;

async function load(): Promise<ListingService> {
  const started = performance.now();
  const service = createListingService(parseListingSnapshot(text));
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
