import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const loader = path.resolve(import.meta.dirname, 'src-loader.ts');
const work = await mkdtemp(path.join(tmpdir(), 'src-loader-'));
afterAll(() => rm(work, { recursive: true, force: true }));

describe('the src/ loader', () => {
  it('lets Node load a src/ module that imports a sibling without its extension and a folder by its index.ts', async () => {
    const src = path.join(work, 'src');
    await mkdir(path.join(src, 'messages'), { recursive: true });
    await writeFile(
      path.join(src, 'page.ts'),
      "import { word } from './format';\nimport { messages } from './messages';\nexport const text = `${word} ${messages.hello}`;\n",
    );
    await writeFile(path.join(src, 'format.ts'), "export const word = 'formatted';\n");
    await writeFile(
      path.join(src, 'messages', 'index.ts'),
      "export const messages = { hello: 'hello' };\n",
    );
    const script = `await import(${JSON.stringify(loader)}); const page = await import(${JSON.stringify(path.join(src, 'page.ts'))}); console.log(page.text);`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
    expect(stdout.trim()).toBe('formatted hello');
  });
});
