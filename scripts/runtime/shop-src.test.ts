import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const module = path.resolve(import.meta.dirname, 'shop-src.ts');

describe("the production scripts' door to src/", () => {
  it("loads in Node as it is, with no resolve hook, the no-change check's modules included", async () => {
    // Vite (and so this test's own imports) resolves an import without its extension; Node does
    // not.
    const script = [
      `const door = await import(${JSON.stringify(module)});`,
      'const loaded = await door.digestModules();',
      'console.log(typeof door.readSettings, loaded.length);',
    ].join(' ');
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
    expect(stdout.trim()).toBe('function 3');
    // A fresh Node process loading the server's and the portal's dependencies: seconds on a busy
    // machine.
  }, 60_000);
});
