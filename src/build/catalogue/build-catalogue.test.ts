import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const module = path.resolve(import.meta.dirname, 'build-catalogue.ts');

describe("the catalogue's making", () => {
  it('loads in Node as it is, with no resolve hook, for a process without Astro (ADR 0032)', async () => {
    // Vite (and so this test's own imports) resolves an import without its extension; Node does
    // not.
    const script = `const m = await import(${JSON.stringify(module)}); console.log(typeof m.buildCatalogue);`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
    expect(stdout.trim()).toBe('function');
  }, 60_000);
});
