/** The server routes' one portal client, made on first use from the environment at run time. */
import { createPortalClient, type PortalClient } from '../portal/client';
import { readPortalConfig } from '../portal/config';

let client: PortalClient | undefined;

export function serverPortal(): PortalClient {
  client ??= createPortalClient(readPortalConfig(process.env));
  return client;
}
