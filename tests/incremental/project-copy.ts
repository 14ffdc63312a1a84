/**
 * A copy of the project to build in, with caches and output of its own: the byte-equality test
 * edits a component and keeps two build histories (incremental, and from nothing), and neither may
 * touch the checkout. The copy shares the checkout's installed packages (a link to node_modules)
 * and its picture cache (pictures are not page state: a build from nothing with warm pictures
 * renders every page all the same).
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseRecord } from '../../scripts/runtime/release/releases.ts';

/** What the build reads from the project: its code, static files, configuration and locked packages. */
const PROJECT_FILES = ['src', 'public', 'scripts', 'astro.config.mjs', 'tailwind.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];

/** A config that is the project's own with Astro's cache inside the copy (Astro takes cacheDir from its config only). */
const WRAPPED_CONFIG = 'astro.config.copy.mjs';

export interface ProjectCopy {
  root: string;
  /** Builds into `root/dist` with the project's own command; `env` on top of the portal's settings. */
  build(env?: NodeJS.ProcessEnv): Promise<ReleaseRecord>;
  /** Forgets every earlier build: Astro's cache, the build folder, the output. */
  forget(): Promise<void>;
  /** Replaces `search` with `replacement` in a file of the copy. */
  edit(file: string, search: string, replacement: string): Promise<void>;
}

export async function copyProject(checkout: string, root: string, portalEnv: NodeJS.ProcessEnv): Promise<ProjectCopy> {
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  for (const entry of PROJECT_FILES) await cp(path.join(checkout, entry), path.join(root, entry), { recursive: true });
  await symlink(path.join(checkout, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const state = path.join(root, '.build-state');
  await writeFile(path.join(root, WRAPPED_CONFIG), `import config from './astro.config.mjs';\nexport default { ...config, cacheDir: ${JSON.stringify(path.join(state, 'astro'))} };\n`);
  const env = {
    ...process.env,
    ...portalEnv,
    SHOP_BUILD_STATE_DIR: path.join(state, 'shop-build'),
    SHOP_BUILD_LOCK: path.join(state, 'build.lock'),
    IMAGE_CACHE_DIR: path.join(checkout, 'node_modules', '.astro', 'shop-images'),
    RELEASES_DIR: path.join(root, 'releases'),
  };
  return {
    root,
    async build(extra = {}) {
      const output: string[] = [];
      const code = await new Promise<number>((resolve, reject) => {
        const child = spawn(process.execPath, ['scripts/runtime/cli/build.ts', '--config', WRAPPED_CONFIG], { cwd: root, env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
        child.on('error', reject);
        child.on('exit', (c) => resolve(c ?? 1));
      });
      if (code !== 0) throw new Error(`the build in ${root} failed (exit ${code}):\n${output.join('').split('\n').slice(-40).join('\n')}`);
      return JSON.parse(await readFile(path.join(root, 'dist', 'release.json'), 'utf8')) as ReleaseRecord;
    },
    async forget() {
      await rm(state, { recursive: true, force: true });
      await rm(path.join(root, 'dist'), { recursive: true, force: true });
    },
    async edit(file, search, replacement) {
      const full = path.join(root, file);
      const text = await readFile(full, 'utf8');
      if (!text.includes(search)) throw new Error(`${file} has no "${search}" to replace`);
      await writeFile(full, text.replace(search, replacement));
    },
  };
}
