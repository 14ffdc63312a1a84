/**
 * A copy of the project to build in: the byte-equality test edits a component and keeps two build
 * histories (incremental, and from nothing), and neither may touch the checkout. Both histories
 * build the same copy, each with Astro's cache, build folder and output of its own: pages name
 * their islands by a digest that takes in the component's path on disk, so two copies at two paths
 * would never write the same bytes. The copy shares the checkout's installed packages (a link to
 * node_modules) and its picture cache (pictures are not page state: a build from nothing with warm
 * pictures renders every page all the same).
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseRecord } from '../../scripts/runtime/release/releases.ts';

/**
 * What the build reads from the project: its code, static files, configuration and locked packages.
 */
const PROJECT_FILES = [
  'src',
  'public',
  'scripts',
  'astro.config.mjs',
  'tailwind.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

export type History = 'incremental' | 'from-nothing';

export interface ProjectCopy {
  root: string;
  /** Where a history's output is kept between its builds. */
  output(history: History): string;
  /** What a history keeps between builds: Astro's cache, the build folder, the output. */
  stateDir(history: History): string;
  /** The folder Astro builds into for a history. */
  buildFolder(history: History): string;
  /**
   * Builds with the project's own command on what `history` built last; `env` on top of the
   * portal's settings, `args` after the command's own (`--products 3,17`). The command writes
   * `dist/`, which is moved to the history's output after.
   */
  build(history: History, env?: NodeJS.ProcessEnv, args?: string[]): Promise<ReleaseRecord>;
  /**
   * Runs a script of the copy (`args`: its path and arguments) with Node and a history's settings;
   * answers its standard output, or throws with its output when it fails.
   */
  node(history: History, args: string[], env?: NodeJS.ProcessEnv): Promise<string>;
  /** Forgets every earlier build of a history: Astro's cache, the build folder, the output. */
  forget(history: History): Promise<void>;
  /** Replaces `search` with `replacement` in a file of the copy. */
  edit(file: string, search: string, replacement: string): Promise<void>;
}

export async function copyProject(
  checkout: string,
  root: string,
  portalEnv: NodeJS.ProcessEnv,
): Promise<ProjectCopy> {
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  for (const entry of PROJECT_FILES)
    await cp(path.join(checkout, entry), path.join(root, entry), { recursive: true });
  await symlink(path.join(checkout, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const state = (history: History) => path.join(root, '.build-state', history);
  const output = (history: History) => path.join(state(history), 'dist');
  const dist = path.join(root, 'dist');
  // The project's config with Astro's cache moved into the history's state (Astro takes cacheDir
  // from its config only).
  const config = (history: History) => `astro.config.${history}.mjs`;
  for (const history of ['incremental', 'from-nothing'] as const) {
    await mkdir(state(history), { recursive: true });
    await writeFile(
      path.join(root, config(history)),
      `import config from './astro.config.mjs';\nexport default { ...config, cacheDir: ${JSON.stringify(path.join(state(history), 'astro'))} };\n`,
    );
  }
  const env = (history: History): NodeJS.ProcessEnv => ({
    ...process.env,
    ...portalEnv,
    SHOP_BUILD_STATE_DIR: path.join(state(history), 'shop-build'),
    SHOP_BUILD_LOCK: path.join(state(history), 'build.lock'),
    IMAGE_CACHE_DIR: path.join(checkout, 'node_modules', '.astro', 'shop-images'),
    RELEASES_DIR: path.join(state(history), 'releases'),
  });

  async function node(history: History, args: string[], extra: NodeJS.ProcessEnv = {}) {
    const out: string[] = [];
    const lines: string[] = [];
    const code = await new Promise<number>((resolve, reject) => {
      const child = spawn(process.execPath, args, {
        cwd: root,
        env: { ...env(history), ...extra },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk: Buffer) => {
        out.push(chunk.toString());
        lines.push(chunk.toString());
      });
      child.stderr.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
      child.on('error', reject);
      child.on('exit', (c) => resolve(c ?? 1));
    });
    if (code !== 0)
      throw new Error(
        `${args.join(' ')} failed for the ${history} history (exit ${code}):\n${lines.join('').split('\n').slice(-40).join('\n')}`,
      );
    return out.join('');
  }
  return {
    root,
    output,
    stateDir: state,
    buildFolder: (history) => path.join(state(history), 'shop-build', 'out'),
    node,
    async build(history, extra = {}, args = []) {
      await rm(dist, { recursive: true, force: true });
      await rename(output(history), dist).catch(() => undefined);
      try {
        await node(
          history,
          ['scripts/runtime/cli/build.ts', '--config', config(history), ...args],
          extra,
        );
      } finally {
        await rename(dist, output(history)).catch(() => undefined);
      }
      return JSON.parse(
        await readFile(path.join(output(history), 'release.json'), 'utf8'),
      ) as ReleaseRecord;
    },
    async forget(history) {
      await rm(state(history), { recursive: true, force: true });
      await mkdir(state(history), { recursive: true });
    },
    async edit(file, search, replacement) {
      const full = path.join(root, file);
      const text = await readFile(full, 'utf8');
      if (!text.includes(search)) throw new Error(`${file} has no "${search}" to replace`);
      await writeFile(full, text.replace(search, replacement));
    },
  };
}
