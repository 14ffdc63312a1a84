/**
 * The server routes' one portal client, made on first use from the environment at run time. Unlike
 * the build's client it answers in bounded time: at most 20 live lookups wait for a slot (more are
 * refused as 'busy' without being sent), and the timeout counts the wait, so a flood of lookups can
 * neither hold an order back (orders take the checkout lane) nor keep a shopper waiting.
 *
 * Every call it makes is counted against the portal's hourly limit first (portal-budget.ts), then
 * logged (event `portal`) and counted (metrics.ts); the last one that left the shop says whether
 * the portal could be reached, for the health answer. Nothing here calls the portal to find out:
 * its hourly request limit is the shop's to spend on shoppers.
 */
import {
  createPortalClient,
  type PortalCall,
  type PortalClient,
  type RetryInfo,
} from '../portal/client';
import { readPortalConfig, readSettings } from '../config/settings';
import { log } from './log';
import { recordPortalCall } from './metrics';
import { createPortalBudget, type PortalBudget } from './portal-budget';
import { getStorage } from './storage';

const MAX_QUEUED_LOOKUPS = 20;

export interface PortalContact {
  /**
   * reachable: the portal answered (whatever it said); unreachable: it did not answer in time, only
   * its host did (a gateway's 5xx, a page of HTML), or it could not be connected to.
   */
  state: 'reachable' | 'unreachable';
  at: string;
}

let client: PortalClient | undefined;
let budget: PortalBudget | undefined;
let lastContact: PortalContact | null = null;

function observeCall({ endpoint, outcome, status, delivery, ms }: PortalCall): void {
  recordPortalCall(endpoint, outcome, ms);
  const answered = delivery === 'answered';
  // A call the shop kept to itself (its queue full, the route's hour spent) says nothing of the
  // portal.
  const keptHere = outcome === 'busy' || (outcome === 'spent' && delivery === 'not-sent');
  if (!keptHere)
    lastContact = { state: answered ? 'reachable' : 'unreachable', at: new Date().toISOString() };
  const facts = { event: 'portal', endpoint, outcome, status, ms };
  if (outcome === 'ok') log().info(facts, `${endpoint}: answered in ${ms} ms`);
  else
    log().warn(facts, `${endpoint}: ${outcome}${status ? ` (HTTP ${status})` : ''} after ${ms} ms`);
}

function observeRetry({ endpoint, attempt, delayMs, error }: RetryInfo): void {
  log().warn(
    { event: 'portal', endpoint, retry: attempt, delayMs, error: error.message },
    `${endpoint}: attempt ${attempt} failed, trying again in ${delayMs} ms`,
  );
}

/** The hourly limit every portal call of this process is counted against, with every instance's. */
export function serverPortalBudget(): PortalBudget {
  const { hourly, hourMs } = readSettings().portalLimit;
  budget ??= createPortalBudget({ store: getStorage, hourlyLimit: hourly, hourMs });
  return budget;
}

export function serverPortal(): PortalClient {
  client ??= createPortalClient({
    ...readPortalConfig(),
    maxQueued: MAX_QUEUED_LOOKUPS,
    timeoutIncludesQueue: true,
    budget: serverPortalBudget(),
    onCall: observeCall,
    onRetry: observeRetry,
  });
  return client;
}

/** How the last portal call that left the shop went, or null before the first. */
export const lastPortalContact = (): PortalContact | null => lastContact;
