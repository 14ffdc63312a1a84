/**
 * The demo portal's record of what shops sent it (orders, contact and newsletter messages): one
 * JSON object per line, so tests and people can read what a form really submitted.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

export interface SubmissionLog {
  readonly file: string;
  append(endpoint: string, body: unknown, status: number): Promise<void>;
}

export async function createSubmissionLog(file: string): Promise<SubmissionLog> {
  await mkdir(path.dirname(file), { recursive: true });
  // Appends are chained so concurrent requests never interleave inside a line.
  let queue: Promise<void> = Promise.resolve();
  return {
    file,
    append(endpoint, body, status) {
      const line = `${JSON.stringify({ time: new Date().toISOString(), endpoint, status, body })}\n`;
      const written = queue.then(() => appendFile(file, line, 'utf8'));
      // A failed write must not block the ones after it.
      queue = written.catch(() => undefined);
      return written;
    },
  };
}
