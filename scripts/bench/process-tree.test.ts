import { describe, expect, it } from 'vitest';
import { cpuMsFromStat, descendants, parseChildren, rssFromStatus } from './process-tree.ts';

describe('process tree', () => {
  it('finds every process under the root, and none beside it', async () => {
    const children = new Map([
      [1, [10, 20]],
      [10, [11, 13]],
      [11, [12]],
    ]);
    const tree = await descendants(10, async (pid) => children.get(pid) ?? []);
    expect(tree.sort()).toEqual([10, 11, 12, 13]);
  });

  it('reads a children list', () => {
    expect(parseChildren('123 456 \n')).toEqual([123, 456]);
    expect(parseChildren('')).toEqual([]);
  });

  it('reads the resident set size in bytes', () => {
    expect(rssFromStatus('Name:\tnode\nVmHWM:\t  900 kB\nVmRSS:\t  512 kB\n')).toBe(512 * 1024);
    expect(rssFromStatus('Name:\tzombie\n')).toBe(0);
  });

  it('reads processor time with the children waited for, whatever the command name holds', () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime
    // cutime cstime ...
    const stat = '4242 (node (astro) x) S 1 4242 4242 0 -1 4194560 10 0 0 0 150 50 700 100 20 0\n';
    expect(cpuMsFromStat(stat)).toBe((150 + 50 + 700 + 100) * 10);
  });
});
