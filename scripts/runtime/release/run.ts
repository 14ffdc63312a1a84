import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a command, passing its output through unless `quiet`, and resolves with its exit code and
 * its last 60 output lines (ANSI colours removed), from which a caller can quote the error. With
 * `strip`, what it matches in a line (colours removed) is taken out of what is passed through,
 * without colours then, and kept, and a line left blank is dropped.
 */
export function runKeepingTail(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  options: TailOptions = {},
): Promise<Ended> {
  return keepingTail(spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env }), options);
}

export interface TailOptions {
  quiet?: boolean;
  strip?: RegExp;
  /** Told each line of the standard output as it comes, colours removed. */
  onLine?: (line: string) => void;
}

export interface Ended {
  code: number;
  tail: string[];
}

/** As runKeepingTail, for a process already started with its output piped. */
export function keepingTail(
  child: ChildProcessByStdio<Writable | null, Readable, Readable>,
  { quiet = false, strip, onLine }: TailOptions = {},
): Promise<Ended> {
  const keep = 60;
  return new Promise((resolve, reject) => {
    const tail: string[] = [];
    const follow = (
      stream: NodeJS.ReadableStream,
      out: NodeJS.WriteStream,
      told?: (line: string) => void,
    ) => {
      let partial = '';
      const take = (lines: string[]) => {
        // eslint-disable-next-line no-control-regex -- the terminal's colour codes start with ESC
        const plain = lines.map((line) => line.replace(/\x1b\[[0-9;]*m/g, ''));
        if (told) plain.forEach(told);
        const kept = strip
          ? plain.map((line) => line.replace(strip, '')).filter((line) => line.trim() !== '')
          : plain;
        const shown = strip ? kept : lines;
        if (!quiet && shown.length > 0) out.write(shown.join('\n') + '\n');
        tail.push(...kept);
        tail.splice(0, Math.max(0, tail.length - keep));
      };
      // Decoded as a stream, so a character split between two chunks is read whole.
      stream.setEncoding('utf8');
      stream.on('data', (text: string) => {
        const lines = (partial + text).split('\n');
        partial = lines.pop() ?? '';
        take(lines);
      });
      stream.on('end', () => {
        if (partial) take([partial]);
      });
    };
    follow(child.stdout, process.stdout, onLine);
    follow(child.stderr, process.stderr);
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), tail }));
  });
}

/**
 * Node's options for a process that renders pages (`astro build`, an edit's renderer): rendering
 * makes short-lived garbage at a great rate (tens of thousands of pages, the catalogue's files), and
 * a young generation larger than V8's default collects it far less often, for less CPU time and no
 * more peak memory.
 */
export const renderingNodeOptions = (env: NodeJS.ProcessEnv) =>
  [env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' ');
