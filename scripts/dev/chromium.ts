/**
 * Finds a Chromium for the browser tests: CHROMIUM_PATH, then Debian's package, then Playwright's
 * own download where the network allowed it. Returns null when there is none.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { readDevSettings } from './dev-settings.ts';

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [
    readDevSettings(env).chromiumPath,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright throws when it has no browser of its own: the other candidates still count.
  }
  return candidates.find((c): c is string => Boolean(c) && existsSync(c as string)) ?? null;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
