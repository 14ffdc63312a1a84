import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const README_MOST_LINES = 200;

/** The relative links of a Markdown text, without their `#fragment`. */
export function relativeLinks(markdown: string): string[] {
  const links = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map(([, link = '']) => link);
  return links
    .filter((link) => !/^[a-z]+:/i.test(link) && !link.startsWith('#'))
    .map((link) => link.replace(/#.*$/, ''));
}

/**
 * Links of `file` (a path under the repository) that name no file of the repository; a link out of
 * it (the specification beside the repository) is not the repository's to keep.
 */
export function brokenLinks(file: string, markdown: string, exists = existsSync): string[] {
  return relativeLinks(markdown).filter((link) => {
    const target = join(root, dirname(file), link);
    return target.startsWith(root + sep) && !exists(target);
  });
}

function markdownIn(folder: string): string[] {
  return readdirSync(join(root, folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `${folder}/${name}`);
}

function linkedFrom(file: string): Set<string> {
  const text = readFileSync(join(root, file), 'utf8');
  return new Set(relativeLinks(text).map((link) => join(dirname(file), link)));
}

describe('the README and the docs', () => {
  it('keep the README short enough to read', () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(README_MOST_LINES);
  });

  it('link every page under docs/ from the README, and every decision from its index', () => {
    const fromReadme = linkedFrom('README.md');
    expect(markdownIn('docs').filter((page) => !fromReadme.has(page))).toEqual([]);
    const fromIndex = linkedFrom('docs/adr/README.md');
    const decisions = markdownIn('docs/adr').filter((page) => page !== 'docs/adr/README.md');
    expect(decisions.filter((page) => !fromIndex.has(page))).toEqual([]);
  });

  it('have no link to a file that is not there', () => {
    const pages = ['README.md', ...markdownIn('docs'), ...markdownIn('docs/adr')];
    const broken = pages.flatMap((page) =>
      brokenLinks(page, readFileSync(join(root, page), 'utf8')).map((link) => `${page}: ${link}`),
    );
    expect(broken).toEqual([]);
  });

  it('find a broken link and leave addresses and fragments alone', () => {
    const markdown =
      '[a](docs/testing.md) [b](docs/gone.md#part) [c](https://example.ae) [d](#top) [e](mailto:x@y)' +
      ' [f](../outside/SPEC.md)';
    expect(brokenLinks('README.md', markdown)).toEqual(['docs/gone.md']);
  });
});
