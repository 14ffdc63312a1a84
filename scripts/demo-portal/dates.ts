/** Calendar dates as the portal writes them ("YYYY-MM-DD"), on the UAE's clock (UTC+4, no DST). */

const UAE_OFFSET_MS = 4 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

export function uaeDate(at: Date = new Date()): string {
  return new Date(at.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 10);
}

/** `date` moved by whole days; `date` is "YYYY-MM-DD". */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** "YYYY-MM-DD HH:MM:SS" in UAE time, the portal's timestamp format. */
export function uaeDateTime(at: Date = new Date()): string {
  return new Date(at.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
