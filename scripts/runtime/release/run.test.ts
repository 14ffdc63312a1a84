import { describe, expect, it, vi } from 'vitest';
import { runKeepingTail } from './run.ts';
import { REUSED_PAGE } from './site-build.ts';

/** A child printing `lines`, the second one split over two writes. */
const printing = (lines: string[]) => [
  '-e',
  `const lines = ${JSON.stringify(lines)};
   process.stdout.write(lines[0] + '\\n' + lines[1].slice(0, 5));
   setTimeout(() => process.stdout.write(lines[1].slice(5) + '\\n' + lines.slice(2).join('\\n')), 20);`,
];

const astroLines = [
  '12:00:00 [build] generating static routes',
  '12:00:01   ├─ /product/tp-link-tl-sg1024d.html (cached)',
  '\x1b[2m12:00:01\x1b[22m   \x1b[32m├─\x1b[39m \x1b[2m/ar/product/x.html\x1b[22m \x1b[32m(restored)\x1b[39m',
  '12:00:01   ├─ /product/new-price.html (+12ms)',
  '12:00:01   ├─ /ar/cart.html12:00:01   ├─ /product/y.html (cached)',
  '12:00:02 ✓ Completed in 1.20s.',
];

describe('runKeepingTail', () => {
  it("keeps the output's last lines without their colours, a line split over writes whole", async () => {
    const run = await runKeepingTail(process.execPath, printing(astroLines), process.env, {
      quiet: true,
    });
    expect(run.code).toBe(0);
    expect(run.tail).toHaveLength(astroLines.length);
    expect(run.tail[2]).toBe('12:00:01   ├─ /ar/product/x.html (restored)');
  });

  it('takes out what Astro prints for each page it reused, keeping the pages it rendered', async () => {
    const run = await runKeepingTail(process.execPath, printing(astroLines), process.env, {
      quiet: true,
      strip: REUSED_PAGE,
    });
    expect(run.tail).toEqual([
      '12:00:00 [build] generating static routes',
      '12:00:01   ├─ /product/new-price.html (+12ms)',
      '12:00:01   ├─ /ar/cart.html',
      '12:00:02 ✓ Completed in 1.20s.',
    ]);
  });

  it('passes through what it keeps, line by line', async () => {
    const written: string[] = [];
    const spy = vi
      .spyOn(process.stdout, 'write')
      .mockImplementation((chunk: string | Uint8Array) => {
        written.push(String(chunk));
        return true;
      });
    try {
      await runKeepingTail(process.execPath, printing(astroLines), process.env, {
        strip: REUSED_PAGE,
      });
    } finally {
      spy.mockRestore();
    }
    const text = written.join('');
    expect(text).toContain('/product/new-price.html (+12ms)\n');
    expect(text).not.toContain('tp-link-tl-sg1024d');
    expect(text).not.toContain('/ar/product/x.html');
  });

  it('reads a character split between two writes whole', async () => {
    const script = `const text = Buffer.from('12:00:01   ├─ /cart.html (+9ms)\\n');
      process.stdout.write(text.subarray(0, 12));
      setTimeout(() => process.stdout.write(text.subarray(12)), 20);`;
    const run = await runKeepingTail(process.execPath, ['-e', script], process.env, {
      quiet: true,
    });
    expect(run.tail).toEqual(['12:00:01   ├─ /cart.html (+9ms)']);
  });

  it('gives the exit code of a failed command', async () => {
    const run = await runKeepingTail(
      process.execPath,
      ['-e', 'console.error("boom"); process.exit(3)'],
      process.env,
      { quiet: true },
    );
    expect(run).toEqual({ code: 3, tail: ['boom'] });
  });
});
