import { describe, expect, it } from 'vitest';
import { FINDINGS_HEADING, withHandWritten } from './hand-written.ts';

describe('a bench report with findings written by hand', () => {
  it('takes the new figures and keeps the findings of the last report as they were', () => {
    const previous = `# First start\n\n| first | 54.2 s |\n\n${FINDINGS_HEADING}\n\n- bound by the processor\n`;
    expect(withHandWritten('# First start\n\n| first | 51.0 s |\n', previous)).toBe(
      `# First start\n\n| first | 51.0 s |\n\n${FINDINGS_HEADING}\n\n- bound by the processor\n`,
    );
  });

  it('is only the new figures when the last report had no findings, or there was none', () => {
    expect(withHandWritten('# First start\n', '# First start\n\n| first | 54.2 s |\n')).toBe(
      '# First start\n',
    );
    expect(withHandWritten('# First start\n', '')).toBe('# First start\n');
  });
});
