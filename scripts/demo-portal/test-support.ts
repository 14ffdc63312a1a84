/**
 * Shared set-up for the demo portal's tests: a portal on a free port with a throwaway submissions
 * file.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDemoPortal, type DemoPortal, type DemoPortalOptions } from './server.ts';

export async function startTestPortal(options: DemoPortalOptions = {}): Promise<DemoPortal> {
  const dir = await mkdtemp(path.join(tmpdir(), 'demo-portal-test-'));
  // env: {} keeps DEMO_PORTAL_* variables of the machine out of the tests.
  return startDemoPortal({
    port: 0,
    env: {},
    submissionsFile: path.join(dir, 'submissions.jsonl'),
    ...options,
  });
}

export interface Answer {
  status: number;
  text: string;
  contentType: string;
  /** The parsed body; undefined when it is not JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the portal's answers field by field, as loosely as the wire is; typing each shape here would copy src/portal/wire.ts
  json: any;
}

export async function call(
  portal: DemoPortal,
  pathAndQuery: string,
  init: { method?: string; body?: unknown; key?: string | null } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (init.key !== null) headers['api-key'] = init.key ?? portal.apiKey;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${portal.origin}${pathAndQuery}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, text, contentType: res.headers.get('content-type') ?? '', json };
}
