/**
 * A bench report whose end is written by hand: what the measuring found, which a new measurement
 * must not wipe out. The hand-written part starts at its heading and runs to the end of the file.
 */
export const FINDINGS_HEADING = '## What the time is made of (written by hand)';

/**
 * `measured` (the report the bench just wrote) followed by the hand-written part of `previous`, if
 * any.
 */
export function withHandWritten(measured: string, previous: string): string {
  const at = previous.indexOf(FINDINGS_HEADING);
  return at < 0 ? measured : `${measured}\n${previous.slice(at)}`;
}
