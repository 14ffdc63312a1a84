/**
 * The W3C's Nu Html Checker (vnu.jar from the vnu-jar package, run with the machine's Java) over
 * a set of HTML files in one start of the JVM: the errors it finds, each with the file and line it
 * names. Warnings and notes are not asked for: the gate is the checker's errors.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface HtmlError {
  file: string;
  /** 0 where the checker names no line (a file it could not read). */
  line: number;
  column: number;
  message: string;
}

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
}

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** A large set of files names every one of them on the command line. */
const maxOutput = 256 * 1024 * 1024;

function runVnu(files: readonly string[]): Promise<string> {
  const args = ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always'];
  return new Promise((resolve, reject) => {
    execFile('java', [...args, ...files], { maxBuffer: maxOutput }, (error, _stdout, stderr) => {
      if (error && 'code' in error && error.code === 'ENOENT') {
        reject(
          new Error(
            'The Nu Html Checker needs Java, and none is on PATH: ' +
              'apt-get install default-jre-headless (Debian), or any Java 11 or later.',
          ),
        );
      } else if (error) reject(new Error(`The Nu Html Checker failed: ${stderr || error.message}`));
      else resolve(stderr);
    });
  });
}

/** The checker's errors in `files`, in the order it reports them; none when every file is valid. */
export async function checkHtmlFiles(files: readonly string[]): Promise<HtmlError[]> {
  if (files.length === 0) return [];
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`No such page to check: ${missing.join(', ')}`);
  const report = JSON.parse(await runVnu(files)) as { messages: VnuMessage[] };
  return report.messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => ({
      file: m.url?.startsWith('file:') ? fileURLToPath(m.url) : (m.url ?? ''),
      line: m.lastLine ?? 0,
      column: m.firstColumn ?? 0,
      message: m.message,
    }));
}

/** Each error as "file:line:column message", the file relative to `root`. */
export function describeHtmlErrors(errors: readonly HtmlError[], root: string): string[] {
  return errors.map(
    ({ file, line, column, message }) =>
      `${path.relative(root, file)}:${line}:${column} ${message}`,
  );
}
