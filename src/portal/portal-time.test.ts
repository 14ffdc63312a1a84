import { describe, expect, it } from 'vitest';
import { portalTimeToEpoch } from './portal-time';

describe('portalTimeToEpoch', () => {
  it("reads a sale's date on the portal's clock: Dubai is UTC+4 all year", () => {
    expect(
      new Date(portalTimeToEpoch('2026-11-27 10:00:00', 'Asia/Dubai') ?? 0).toISOString(),
    ).toBe('2026-11-27T06:00:00.000Z');
    expect(
      new Date(portalTimeToEpoch('2026-07-01 00:30:15', 'Asia/Dubai') ?? 0).toISOString(),
    ).toBe('2026-06-30T20:30:15.000Z');
    expect(new Date(portalTimeToEpoch(' 2026-11-27 10:00:00 ', 'UTC') ?? 0).toISOString()).toBe(
      '2026-11-27T10:00:00.000Z',
    );
  });

  it('follows a zone with daylight saving on either side of its change', () => {
    // London moved to BST (UTC+1) at 01:00 UTC on 29 March 2026.
    expect(
      new Date(portalTimeToEpoch('2026-03-29 00:30:00', 'Europe/London') ?? 0).toISOString(),
    ).toBe('2026-03-29T00:30:00.000Z');
    expect(
      new Date(portalTimeToEpoch('2026-03-29 02:30:00', 'Europe/London') ?? 0).toISOString(),
    ).toBe('2026-03-29T01:30:00.000Z');
    expect(
      new Date(portalTimeToEpoch('2026-11-27 10:00:00', 'Europe/London') ?? 0).toISOString(),
    ).toBe('2026-11-27T10:00:00.000Z');
  });

  it('is null for anything that is not a time the portal wrote', () => {
    for (const text of [
      null,
      undefined,
      '',
      '2026-11-27',
      '27/11/2026 10:00:00',
      '2026-02-30 10:00:00',
      '2026-11-27 24:00:00',
      '0000-00-00 00:00:00',
    ]) {
      expect(portalTimeToEpoch(text, 'Asia/Dubai'), String(text)).toBeNull();
    }
  });
});
