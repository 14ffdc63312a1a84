/**
 * `npm run nginx-config -- --upstream 127.0.0.1:4331,127.0.0.1:4332 [--listen 0.0.0.0:80]
 * [--releases releases] [--out nginx.conf]`: writes the nginx configuration of the shop behind
 * nginx (front-door/nginx-config.ts) from the live release's header rules, to stdout without --out.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { nginxConfig } from '../front-door/nginx-config.ts';
import { loadHeaderRules } from '../headers/site-headers.ts';
import { currentReleaseDir } from '../release/releases.ts';
import { readSettings } from '../shop-src.ts';

const address = z.string().regex(/^[\w.-]+:\d{1,5}$|^\[[0-9a-f:]+\]:\d{1,5}$/i, 'host:port');
const Args = z.object({
  upstream: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .pipe(z.array(address).min(1)),
  listen: address,
  releases: z.string().min(1),
  out: z.string().optional(),
});

const { values } = parseArgs({
  options: {
    upstream: { type: 'string' },
    listen: { type: 'string', default: '127.0.0.1:8080' },
    releases: { type: 'string' },
    out: { type: 'string' },
  },
});
const parsed = Args.safeParse({
  ...values,
  releases: values.releases ?? readSettings().releases.dir,
});
if (!parsed.success) {
  console.error(
    'npm run nginx-config -- --upstream host:port,host:port [--listen host:port] ' +
      `[--releases folder] [--out file]\n${z.prettifyError(parsed.error)}`,
  );
  process.exit(2);
}
const releasesDir = path.resolve(parsed.data.releases);
const live = await currentReleaseDir(releasesDir);
if (!live) {
  console.error(
    `No live release in ${releasesDir}: run \`npm run publish\` first (nginx serves releases/current).`,
  );
  process.exit(1);
}
const text = nginxConfig({
  rules: await loadHeaderRules(path.join(live, 'client')),
  upstreams: parsed.data.upstream,
  listen: parsed.data.listen,
  releasesDir,
});
if (parsed.data.out) {
  await writeFile(parsed.data.out, text);
  console.error(
    `Wrote ${parsed.data.out} for ${parsed.data.upstream.length} instance(s); ` +
      `check it with \`nginx -t -c ${path.resolve(parsed.data.out)}\`.`,
  );
} else process.stdout.write(text);
