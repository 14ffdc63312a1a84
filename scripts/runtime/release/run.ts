import { spawn } from 'node:child_process';

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
 * its last 60 output lines (ANSI colours removed), from which a caller can quote the error. Lines
 * `omit` matches (colours removed) are neither passed through nor kept.
 */
export function runKeepingTail(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  { quiet = false, omit }: { quiet?: boolean; omit?: RegExp } = {},
): Promise<{ code: number; tail: string[] }> {
  const keep = 60;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    const tail: string[] = [];
    const follow = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
      let partial = '';
      const take = (lines: string[]) => {
        // eslint-disable-next-line no-control-regex -- the terminal's colour codes start with ESC
        const plain = lines.map((line) => line.replace(/\x1b\[[0-9;]*m/g, ''));
        const shown = omit ? lines.filter((_, i) => !omit.test(plain[i] ?? '')) : lines;
        if (!quiet && shown.length > 0) out.write(shown.join('\n') + '\n');
        tail.push(...(omit ? plain.filter((line) => !omit.test(line)) : plain));
        tail.splice(0, Math.max(0, tail.length - keep));
      };
      stream.on('data', (chunk: Buffer) => {
        const lines = (partial + chunk.toString('utf8')).split('\n');
        partial = lines.pop() ?? '';
        take(lines);
      });
      stream.on('end', () => {
        if (partial) take([partial]);
      });
    };
    follow(child.stdout, process.stdout);
    follow(child.stderr, process.stderr);
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), tail }));
  });
}
