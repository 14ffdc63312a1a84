/**
 * The process that renders one edit without `astro build` (render-edit.ts), started ahead of the
 * edit when the caller can: the publisher starts the next one once a build is over, so the Node
 * start, the modules, the kept renderer and the kept product rows (about a second at 20,000
 * products) are ready when a delivery comes. A process renders one edit and ends; one started
 * before a build that did not use it opened the renderer that build replaced, and is discarded.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { RESULT_MARK, type EditRender } from './render-edit.ts';
import { keepingTail, renderingNodeOptions } from './run.ts';

export interface EditRenderer {
  /** Renders the edit in `workDir` (the build folder); what it refused, or how it failed. */
  run(workDir: string): Promise<EditRender>;
  /** Ends the process if it has not been asked to render. */
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
  const child = spawn(process.execPath, [script], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      ...env,
      NODE_ENV: env.NODE_ENV || 'production',
      NODE_OPTIONS: renderingNodeOptions(env),
    },
  });
  const ended = keepingTail(child, { quiet });
  // A process that ended before it was asked has no one to read what is written to it.
  child.stdin.on('error', () => undefined);
  let asked = false;
  return {
    async run(workDir) {
      asked = true;
      child.stdin.end(`${workDir}\n`);
      const { code, tail } = await ended;
      const answer = tail.findLast((line) => line.startsWith(RESULT_MARK));
      if (code !== 0 || !answer)
        return { refused: `the kept renderer failed (exit ${code}): ${tail.at(-1) ?? ''}` };
      return JSON.parse(answer.slice(RESULT_MARK.length)) as EditRender;
    },
    discard() {
      if (!asked) child.stdin.end();
    },
  };
}
