/**
 * The shop behind nginx: a whole nginx.conf from the shop's header rules (site-headers.ts, the list
 * `_headers` is written from) and what the node front server does, so nginx takes over its static
 * half: the live release's files from `<releases>/current/client` (the symlink is followed on every
 * request: nginx caches no open files unless told to), pages by their address, the caching and
 * security headers, compression, the client time limits. Everything else (`/api/*`, the order slip,
 * addresses no file answers, hidden files) goes to the `npm run serve` instances, which answer
 * their own routes and the shop's 404 pages with their headers.
 */
import { types as mimeTypes } from 'mime-types';
import { CLIENT_LIMITS } from '../front-server/client-limits.ts';
import { compressible, COMPRESSIBLE_TYPES } from '../front-server/compression.ts';
import { MAX_API_BODY_BYTES, METADATA_FILES } from '../front-server/request-policy.ts';
import { contentTypeOf } from '../front-server/static-files.ts';
import {
  DEFAULT_CACHE_CONTROL,
  DOCUMENT_ONLY,
  DOCUMENT_TYPES,
  headerMatcher,
  type HeaderRule,
} from '../headers/site-headers.ts';

export interface NginxConfigOptions {
  /** The header rules of the live release (loadHeaderRules). */
  rules: HeaderRule[];
  /** host:port of each `npm run serve` instance. */
  upstreams: string[];
  /** host:port nginx listens on. */
  listen: string;
  /** The releases folder (absolute): nginx serves `<releases>/current/client`. */
  releasesDir: string;
  /**
   * A folder of its own for the access log and the temporary files, for an nginx run by an
   * ordinary user (a test, a trial); without it, the paths the nginx package was built with.
   */
  runDir?: string;
}

/** A request an instance did not take is sent to the next this many times at most. */
const NEXT_UPSTREAM_TRIES = 2;
/**
 * An instance that fails MAX_FAILS requests within FAIL_TIMEOUT gets no traffic for that long (a
 * restart takes a few seconds). Not one failure: when the other instance is down already, a single
 * failed request of the last one standing would leave nginx none to send anything to.
 */
const MAX_FAILS = 3;
const FAIL_TIMEOUT = '5s';

const seconds = (ms: number) => `${Math.ceil(ms / 1000)}s`;
/** A content type without its parameters: nginx adds the charset itself (charset_types). */
const bare = (type: string) => type.split(';')[0] ?? type;
const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The path prefixes the rules name (`/_astro/*` is `/_astro/`); `/*` is every path. */
function rulePrefixes(rules: HeaderRule[]): string[] {
  return rules.flatMap(({ pattern }) => {
    if (pattern === '/*') return [];
    if (!/^\/[^*]+\/\*$/.test(pattern))
      throw new Error(
        `the header rule "${pattern}" is not "/*" or "/<folder>/*": nginx-config.ts cannot place it`,
      );
    return [pattern.slice(0, -1)];
  });
}

/**
 * The directives that give a static file under `prefix` its headers: the rules' (those only
 * documents act on through a map of the response's type), the default caching, the request id.
 */
function staticHeaders(
  headersFor: (pathname: string) => [string, string][],
  prefix: string,
  documentVar: Map<string, string>,
): string[] {
  const headers = headersFor(`${prefix}x`);
  const lines = headers.map(([name, value]) => {
    const variable = documentVar.get(`${name.toLowerCase()}: ${value}`);
    return `add_header ${name} ${variable ?? quoted(value)} always;`;
  });
  if (!headers.some(([name]) => name.toLowerCase() === 'cache-control'))
    lines.push(`add_header Cache-Control ${quoted(DEFAULT_CACHE_CONTROL)} always;`);
  lines.push(
    'add_header X-Request-Id $request_id always;',
    'add_header Vary $compressible_vary always;',
  );
  return lines;
}

/**
 * One map per document-only header value: its value on documents, nothing (not sent) on the rest.
 */
function documentMaps(rules: HeaderRule[]): { maps: string[]; documentVar: Map<string, string> } {
  const documentVar = new Map<string, string>();
  const maps: string[] = [];
  for (const [name, value] of rules.flatMap((rule) => rule.headers)) {
    const key = `${name.toLowerCase()}: ${value}`;
    if (!DOCUMENT_ONLY.has(name.toLowerCase()) || documentVar.has(key)) continue;
    const variable = `$document_header_${documentVar.size}`;
    documentVar.set(key, variable);
    maps.push(
      `map $sent_http_content_type ${variable} {`,
      `  ${quoted(`~${DOCUMENT_TYPES}`)} ${quoted(value)};`,
      '  default "";',
      '}',
    );
  }
  return { maps, documentVar };
}

const PROXY = [
  'proxy_pass http://shop;',
  'proxy_http_version 1.1;',
  // The address as the shopper's browser wrote it, port included, for whatever the shop builds from
  // it.
  'proxy_set_header Host $http_host;',
  // Set, not appended to: the shop (TRUST_PROXY=1) takes the last address as the shopper's, and one
  // a client forged must not reach it.
  'proxy_set_header X-Forwarded-For $remote_addr;',
  'proxy_set_header X-Forwarded-Proto $scheme;',
  'proxy_set_header X-Request-Id $request_id;',
  // Only what is safe to send twice goes to another instance: without `non_idempotent` nginx never
  // repeats a POST an instance may have started (one that could not even connect is not sent yet).
  'proxy_next_upstream error timeout http_502 http_503;',
  `proxy_next_upstream_tries ${NEXT_UPSTREAM_TRIES};`,
  // An order may wait 10 s on the portal for its offers and 10 s more to be placed.
  'proxy_read_timeout 60s;',
  // The live answers stream; the instances compress their own answers.
  'proxy_buffering off;',
];

const TEMP_PATHS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

const block = (head: string, lines: string[], indent = '    ') => [
  `${indent}${head} {`,
  ...lines.map((line) => `${indent}  ${line}`),
  `${indent}}`,
];

export function nginxConfig({
  rules,
  upstreams,
  listen,
  releasesDir,
  runDir,
}: NginxConfigOptions): string {
  if (upstreams.length === 0)
    throw new Error('nginx needs at least one `npm run serve` instance (--upstream host:port,...)');
  const headersFor = headerMatcher(rules);
  const { maps, documentVar } = documentMaps(rules);
  // Every extension mime-types knows, typed as the node server types it.
  const typed = Object.keys(mimeTypes).map((ext) => [ext, contentTypeOf(`x.${ext}`)] as const);
  const types = typed.reduce(
    (byType, [ext, type]) => byType.set(bare(type), [...(byType.get(bare(type)) ?? []), ext]),
    new Map<string, string[]>(),
  );
  // text/html is one already.
  const withCharset = [
    ...new Set(typed.filter(([, type]) => type.includes('charset=')).map(([, type]) => bare(type))),
  ].filter((type) => type !== 'text/html');
  const metadataFiles = [...METADATA_FILES].map((name) => name.replace(/\./g, '\\.')).join('|');
  const hidden = `(^|/)\\.(?!well-known/)|^/.+/\\.|^/(${metadataFiles})$`;
  const root = `${releasesDir}/current/client`;
  const pageHeaders = staticHeaders(headersFor, '/', documentVar);
  const assetLocations = rulePrefixes(rules).flatMap((prefix) =>
    block(`location ^~ ${prefix}`, [
      // A page of the release just replaced may still be open: its hashed files stay reachable in
      // the release it replaced (releases.ts).
      `root ${releasesDir};`,
      `try_files /current/client$uri /replaced/client$uri @shop;`,
      ...staticHeaders(headersFor, prefix, documentVar),
    ]),
  );
  return [
    `# Written by \`npm run nginx-config\` from the shop's header rules. Write it again and reload nginx`,
    '# after a release whose inline scripts or styles changed: its Content-Security-Policy is in here.',
    'worker_processes auto;',
    'events {',
    '  worker_connections 1024;',
    '}',
    'http {',
    ...block(
      'types',
      [...types].map(([type, exts]) => `${quoted(type)} ${exts.join(' ')};`),
      '  ',
    ),
    '  default_type application/octet-stream;',
    // The full table of mime-types does not fit nginx's default hash of types.
    '  types_hash_max_size 4096;',
    '  sendfile on;',
    '  server_tokens off;',
    ...(runDir
      ? [
          `  access_log ${runDir}/access.log;`,
          ...TEMP_PATHS.map((kind) => `  ${kind}_temp_path ${runDir}/${kind};`),
        ]
      : []),
    '  charset utf-8;',
    `  charset_types ${withCharset.join(' ')};`,
    // The shop's own limits (client-limits.ts); nginx times the body between two reads, not as a
    // whole.
    `  client_header_timeout ${seconds(CLIENT_LIMITS.headersTimeout)};`,
    `  client_body_timeout ${seconds(CLIENT_LIMITS.requestTimeout)};`,
    `  keepalive_timeout ${seconds(CLIENT_LIMITS.keepAliveTimeout)};`,
    `  client_max_body_size ${MAX_API_BODY_BYTES / 1024}k;`,
    '  gzip on;',
    '  gzip_static on;',
    // Vary on every text file, compressed or too small to be, as the node server sends it.
    ...block(
      'map $sent_http_content_type $compressible_vary',
      [`${quoted(`~*${COMPRESSIBLE_TYPES}`)} "Accept-Encoding";`, 'default "";'],
      '  ',
    ),
    '  gzip_min_length 1024;',
    // text/html is always compressed.
    `  gzip_types ${[...types.keys()].filter((type) => compressible(type) && type !== 'text/html').join(' ')};`,
    ...maps.map((line) => `  ${line}`),
    // The instances' health lives in shared memory: without a zone each nginx worker keeps its own,
    // so one worker may still hold a restarted instance down after another has seen it answer, and,
    // with the other instance draining, find no live upstream at all (502).
    ...block(
      'upstream shop',
      [
        'zone shop 64k;',
        'least_conn;',
        ...upstreams.map(
          (address) => `server ${address} max_fails=${MAX_FAILS} fail_timeout=${FAIL_TIMEOUT};`,
        ),
      ],
      '  ',
    ),
    '  server {',
    `    listen ${listen};`,
    `    root ${root};`,
    ...block(`location ~ ${quoted(hidden)}`, PROXY),
    ...block('location = /', ['try_files /index.html @shop;', ...pageHeaders]),
    ...block('location /', ['try_files $uri $uri.html @shop;', ...pageHeaders]),
    // `/products/` is the page `/products` (products.html), as the node server has it.
    ...block('location ~ ^(?<page>/.+)/$', ['try_files $page.html @shop;', ...pageHeaders]),
    ...assetLocations,
    ...block('location ^~ /api/', PROXY),
    ...block('location @shop', PROXY),
    '  }',
    '}',
    '',
  ].join('\n');
}
