/**
 * One read of every text file of a built client folder for everything the build checks in them:
 * what leaks, the inline hashes the Content-Security-Policy needs, and how many pages there are.
 * A 10,000-product build holds about 40,000 pages (5 GB): each is read once instead of once per
 * check, a few at a time so reading overlaps scanning, and as latin1 (one character per byte),
 * which reads several times faster than UTF-8 and finds the same ASCII markers; secrets are
 * searched for as their UTF-8 bytes seen the same way.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { inlineHashCollector, type InlineHashes } from '../headers/inline-hashes.ts';
import { fileLeaks, TEXT_FILE } from './release-checks.ts';

export interface ClientScan {
  /** `file: what` for every leak found. */
  leaks: string[];
  inline: InlineHashes;
  pages: number;
}

/** Files read at once: enough to keep the disk busy while the scan works on what arrived. */
const READS_IN_FLIGHT = 8;

export async function scanClient(clientDir: string, secrets: string[]): Promise<ClientScan> {
  const files = (await readdir(clientDir, { recursive: true })).filter((f) => TEXT_FILE.test(`/${f}`));
  const secretBytes = secrets.map((secret) => Buffer.from(secret, 'utf8').toString('latin1'));
  const leaks: string[] = [];
  const inline = inlineHashCollector();
  let pages = 0;
  let next = 0;
  const reader = async () => {
    while (next < files.length) {
      const file = files[next++] as string;
      const text = await readFile(path.join(clientDir, file), 'latin1');
      leaks.push(...fileLeaks(file, text, secretBytes));
      if (file.endsWith('.html')) {
        pages++;
        inline.add(text, 'latin1');
      }
    }
  };
  await Promise.all(Array.from({ length: READS_IN_FLIGHT }, reader));
  return { leaks: leaks.sort(), inline: inline.hashes(), pages };
}
