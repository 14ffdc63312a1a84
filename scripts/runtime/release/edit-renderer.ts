/**
 * The process that renders edits without `astro build` (render-edit.ts), started ahead of the
 * first and kept for the next: the publisher starts one once a build is over, so the Node start,
 * the modules, the kept renderer and the kept product rows (about a second at 20,000 products) are
 * ready when a delivery comes, and keeps it while it renders its edits, whose code it has compiled
 * and whose rows it has parsed. An `astro build` keeps another renderer: a process that did not
 * render the last build has the wrong one open, and is discarded.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { RESULT_MARK, type EditRender } from './render-edit.ts';
import { keepingTail, renderingNodeOptions } from './run.ts';

export interface EditRenderer {
  /** Renders the edit in `workDir` (the build folder); what it refused, or how it failed. */
  run(workDir: string): Promise<EditRender>;
  /** Ends the process once it has answered what it was asked. */
  discard(): void;
}

const script = fileURLToPath(new URL('./render-edit.ts', import.meta.url));

/** Starts the process with the build's environment; it waits to be asked. */
export function startEditRenderer(
  env: NodeJS.ProcessEnv,
  { quiet = false }: { quiet?: boolean } = {},
): EditRenderer {
  // The mode `astro build` ran in with this environment (it sets production when unset): the
  // bundle's JSX was compiled for it, and React's build for it is the one that renders it.
  // --expose-gc: it collects the garbage an edit left once the edit is live (render-edit.ts).
  const child = spawn(process.execPath, ['--expose-gc', script], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      ...env,
      NODE_ENV: env.NODE_ENV || 'production',
      NODE_OPTIONS: renderingNodeOptions(env),
    },
  });
  let answer: ((render: EditRender) => void) | null = null;
  const ended = keepingTail(child, {
    quiet,
    onLine: (line) => {
      if (line.startsWith(RESULT_MARK))
        answer?.(JSON.parse(line.slice(RESULT_MARK.length)) as EditRender);
    },
  });
  // A process that ended before it was asked has no one to read what is written to it.
  child.stdin.on('error', () => undefined);
  return {
    async run(workDir) {
      const render = await Promise.race([
        new Promise<EditRender>((resolve) => {
          answer = resolve;
          child.stdin.write(`${workDir}\n`);
        }),
        ended.then(({ code, tail }): EditRender => ({
          refused: `the kept renderer failed (exit ${code}): ${tail.at(-1) ?? ''}`,
        })),
      ]);
      answer = null;
      return render;
    },
    discard() {
      child.stdin.end();
    },
  };
}
