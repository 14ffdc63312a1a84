/**
 * The server routes' one portal client, made on first use from the environment at run time.
 * Unlike the build's client it answers in bounded time: at most 20 live lookups wait for a slot
 * (more are refused as 'busy' without being sent), and the timeout counts the wait, so a flood of
 * lookups can neither hold an order back (orders take the checkout lane) nor keep a shopper waiting.
 */
import { createPortalClient, type PortalClient } from '../portal/client';
import { readPortalConfig } from '../config/settings';

const MAX_QUEUED_LOOKUPS = 20;

let client: PortalClient | undefined;

export function serverPortal(): PortalClient {
  client ??= createPortalClient({ ...readPortalConfig(), maxQueued: MAX_QUEUED_LOOKUPS, timeoutIncludesQueue: true });
  return client;
}
