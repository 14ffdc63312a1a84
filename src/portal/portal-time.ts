/**
 * The portal writes its times ("2026-11-27 10:00:00", a sale's `date`) on its own clock, in local
 * time, without saying which zone: PORTAL_TIMEZONE names it. Read here into moments the shop can
 * compare with its own clock.
 */

const PORTAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** How far ahead of UTC the clocks of `timeZone` are at the moment `at` (whole seconds). */
function offsetMs(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(at))
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/** A portal time as ms since the epoch, or null when `text` is not one. */
export function portalTimeToEpoch(
  text: string | null | undefined,
  timeZone: string,
): number | null {
  const match = PORTAL_TIME.exec(text?.trim() ?? '');
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls "2026-02-30" over into March: such a time was not written by a clock.
  if (new Date(wall).getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  // The offset at a first guess, then at the moment it gives: right across a daylight-saving
  // change.
  const guess = wall - offsetMs(wall, timeZone);
  return wall - offsetMs(guess, timeZone);
}
