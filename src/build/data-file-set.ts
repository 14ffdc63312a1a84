/**
 * The files a build writes under /data/, each named by a hash of its content (so a CDN may cache it
 * for ever).
 */
import { createHash } from 'node:crypto';

const dataUrl = (name: string) => `/data/${name}.json`;

export interface DataFileSet {
  /** File contents by name; the file is served at /data/{name}.json. */
  files: Map<string, string>;
  /** Adds `content` as JSON under `{prefix}-{hash}` and answers its URL. */
  add: (prefix: string, content: unknown) => string;
}

export function dataFileSet(): DataFileSet {
  const files = new Map<string, string>();
  return {
    files,
    add(prefix, content) {
      const body = JSON.stringify(content);
      const name = `${prefix}-${createHash('sha256').update(body).digest('hex').slice(0, 12)}`;
      files.set(name, body);
      return dataUrl(name);
    },
  };
}
