/**
 * How a delivery from the back office reaches the copy of the offers before its rebuild: the
 * publisher writes a notice (the delivery's id and the products it named) into the releases folder,
 * where the servers that serve those releases already look; each server's offer book reads the
 * notices it has not handled (offer-book.ts) and reads the named products from the portal. A file
 * beside the releases needs nothing the publisher and the servers do not share already, with or
 * without Redis; with Redis, the instance that handles a notice shares what it read through it.
 *
 * The file keeps the last few notices, so two deliveries between two looks are both seen. It is
 * replaced whole (written beside, then renamed), so a reader never sees half of it.
 */
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export interface OfferNotice {
  /** The delivery's id (`webhook-id`). */
  id: string;
  /** When the publisher accepted it (ms since the epoch). */
  at: number;
  /** The products it named; null: any product may have changed. */
  products: number[] | null;
}

export const OFFER_NOTICES_FILE = 'offer-notices.json';
/** Notices kept in the file: more than can arrive between two looks of a server. */
const KEPT = 50;

const noticesSchema = z.array(
  z.object({
    id: z.string().min(1),
    at: z.number(),
    products: z.array(z.number().int().positive()).nullable(),
  }),
);

export const offerNoticesFile = (releasesDir: string) => path.join(releasesDir, OFFER_NOTICES_FILE);

async function readNotices(file: string): Promise<OfferNotice[]> {
  try {
    const parsed = noticesSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Adds a notice to the file, keeping the last KEPT. */
export async function writeOfferNotice(releasesDir: string, notice: OfferNotice): Promise<void> {
  const file = offerNoticesFile(releasesDir);
  const notices = [...(await readNotices(file)), notice].slice(-KEPT);
  const beside = `${file}.${process.pid}.tmp`;
  await writeFile(beside, `${JSON.stringify(notices)}\n`);
  await rename(beside, file);
}

/**
 * The notices in the file, read again only when the file changed: a server looks every round, and
 * most rounds cost one `stat`. No file (no publisher), or one that cannot be read, is no notice.
 */
export function offerNoticeReader(file: string): () => Promise<readonly OfferNotice[]> {
  let seen = '';
  let notices: OfferNotice[] = [];
  return async () => {
    const info = await stat(file).catch(() => null);
    const mark = info ? `${info.mtimeMs}:${info.size}:${info.ino}` : '';
    if (mark !== seen) {
      seen = mark;
      notices = info ? await readNotices(file) : [];
    }
    return notices;
  };
}
