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

/**
 * What an earlier set made of a content object, by that object: a process that renders one edit
 * after another (ADR 0032) hands the same object again for a file whose content is the same
 * (compare-data.ts), which is not written out and digested again. A content object is not changed
 * once added.
 */
const madeBefore = new WeakMap<object, { prefix: string; name: string; body: string }>();

export function dataFileSet(): DataFileSet {
  const files = new Map<string, string>();
  return {
    files,
    add(prefix, content) {
      const key = typeof content === 'object' && content ? content : null;
      const before = key && madeBefore.get(key);
      let made = before?.prefix === prefix ? before : undefined;
      if (!made) {
        const body = JSON.stringify(content);
        const name = `${prefix}-${createHash('sha256').update(body).digest('hex').slice(0, 12)}`;
        made = { prefix, name, body };
        if (key) madeBefore.set(key, made);
      }
      files.set(made.name, made.body);
      return dataUrl(made.name);
    },
  };
}
