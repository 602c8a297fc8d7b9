#!/usr/bin/env node
// Summarises a V8 .cpuprofile (from `node --cpu-prof`): top functions by self time, top files
// (or packages) by self time, and total time under selected functions (inclusive).
//
//   node bench/lib/cpuprofile-summary.mjs /tmp/prof/CPU.*.cpuprofile [topN] [--skip-ms=N]
// --skip-ms=N leaves out the first N ms of samples (e.g. the server's start-up).
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const skipMs = Number(args.find((arg) => arg.startsWith('--skip-ms='))?.slice('--skip-ms='.length) ?? 0);
const [file, topArg] = args.filter((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('usage: node bench/lib/cpuprofile-summary.mjs <file.cpuprofile> [topN]');
  process.exit(2);
}
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

// Self time per node from the samples and their time deltas (microseconds).
const selfUs = new Map();
let elapsedUs = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  elapsedUs += delta;
  if (elapsedUs < skipMs * 1000) return;
  selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
});
const totalUs = [...selfUs.values()].reduce((a, b) => a + b, 0);

function where(frame) {
  const url = frame.url.replace(/^file:\/\//, '');
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return `npm:${rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]}`;
  }
  const dist = url.indexOf('/api/dist/');
  if (dist >= 0) return url.slice(dist + 1);
  return url || '(native/vm)';
}
const label = (frame) =>
  `${frame.functionName || '(anonymous)'} ${where(frame)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;

const byFunction = new Map();
const byPlace = new Map();
for (const [id, us] of selfUs) {
  const frame = nodes.get(id).callFrame;
  byFunction.set(label(frame), (byFunction.get(label(frame)) ?? 0) + us);
  byPlace.set(where(frame), (byPlace.get(where(frame)) ?? 0) + us);
}

// Inclusive time per function label: each sample counts once per distinct label on its stack.
const inclusive = new Map();
for (const [id, us] of selfUs) {
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const l = label(nodes.get(cur).callFrame);
    if (seen.has(l)) continue;
    seen.add(l);
    inclusive.set(l, (inclusive.get(l) ?? 0) + us);
  }
}

/** `node_modules/(a|b|…)/`: a file of one of these packages (names as regular expressions). */
const inPackages = (...names) => `node_modules/(${names.join('|')})/`;
const AUTH_FILES = new RegExp(
  [
    inPackages('passport', 'passport-jwt', '@nestjs/passport', 'jsonwebtoken', 'jws', 'jwa'),
    'node:internal/crypto/keys',
    'credential-store',
    'jwt\\.strategy',
    'jwt-auth\\.guard',
    'roles\\.guard',
    'user-directory',
  ].join('|'),
);
const NEST_FILES = new RegExp(
  inPackages(
    '@nestjs/core',
    '@nestjs/common',
    '@nestjs/cqrs',
    '@nestjs/platform-express',
    'rxjs',
    'reflect-metadata',
    'iterare',
    'uid',
  ),
);
const EXPRESS_FILES = new RegExp(
  inPackages(
    ...['express', 'router', 'body-parser', 'raw-body', 'type-is', 'parseurl', 'content-type', 'mime-types'],
    ...['mime-db', 'send', 'finalhandler', 'on-finished', 'statuses', 'qs', 'iconv-lite', 'depd', 'http-errors'],
    ...['negotiator', 'accepts', 'cookie', 'vary', 'etag', 'fresh', 'range-parser', 'media-typer'],
    ...['merge-descriptors', 'path-to-regexp', 'encodeurl', 'escape-html', 'proxy-addr', 'forwarded'],
    ...['ipaddr\\.js', 'debug', 'ms', 'unpipe', 'bytes', 'destroy', 'ee-first', 'safe-buffer', 'setprototypeof'],
    ...['toidentifier', 'inherits', 'content-disposition', 'is-promise'],
  ),
);
const NODE_IO_FILES = new RegExp(
  `^node:(${[
    ...['_http', 'net', 'internal/streams', 'internal/stream_base', 'events', 'internal/http', 'buffer'],
    ...['string_decoder', 'internal/url', 'url', 'internal/timers', 'timers', 'internal/process/task_queues'],
    'internal/async_local',
  ].join('|')})`,
);

// Coarse layers of a BoxStudio server profile (first matching rule wins).
const LAYERS = [
  ['GC', (f) => f.functionName === '(garbage collector)'],
  ['idle', (f) => f.functionName === '(idle)'],
  ['auth: JWT + passport + token checks', (f) => AUTH_FILES.test(f.url)],
  [
    'logging: pino-http / nestjs-pino / AsyncLocalStorage',
    (f) => /node_modules\/(pino|pino-http|pino-std-serializers|@pinojs\/redact|nestjs-pino)\/|async_hooks/.test(f.url),
  ],
  ['helmet', (f) => /node_modules\/helmet\//.test(f.url)],
  [
    'validation: class-validator / class-transformer',
    (f) => /node_modules\/(class-validator|class-transformer|validator)\/|validation\.pipe|validators\.js/.test(f.url),
  ],
  ['Nest core + rxjs + reflect-metadata', (f) => NEST_FILES.test(f.url)],
  ['Express + body parsing', (f) => EXPRESS_FILES.test(f.url)],
  [
    'event log (sqlite-event-log + better-sqlite3)',
    (f) => /sqlite-event-log|node_modules\/better-sqlite3\//.test(f.url),
  ],
  ['read store (embedded)', (f) => /platform\/read-store\/|node_modules\/mingo\//.test(f.url)],
  ['app: commands, projections, queries, http glue', (f) => /\/api\/dist\//.test(f.url)],
  [
    'Node HTTP / net / streams / events',
    (f) =>
      NODE_IO_FILES.test(f.url) ||
      (['writev', 'writeUtf8String', 'writeBuffer', 'writeLatin1String', 'execute', 'close', 'shutdown'].includes(
        f.functionName,
      ) &&
        !f.url),
  ],
  [
    'module loading (start-up)',
    (f) =>
      /node:internal\/modules|cjs-module-lexer/.test(f.url) ||
      [
        'compileFunction',
        'compileSourceTextModule',
        'wrapSafe',
        'openFileHandle',
        'readFileUtf8',
        'fstat',
        'internalModuleStat',
        'realpath',
      ].includes(f.functionName),
  ],
  ['other node: crypto hash (event ids)', (f) => /node:internal\/crypto\/hash/.test(f.url)],
];
const byLayer = new Map();
for (const [id, us] of selfUs) {
  const frame = nodes.get(id).callFrame;
  const layer = LAYERS.find(([, test]) => test(frame))?.[0] ?? `other (${where(frame)})`;
  byLayer.set(layer, (byLayer.get(layer) ?? 0) + us);
}
// Fold the long tail of 'other' into one line.
const layerRows = new Map();
let otherUs = 0;
for (const [layer, us] of byLayer) {
  if (layer.startsWith('other (') && us / totalUs < 0.01) otherUs += us;
  else layerRows.set(layer, us);
}
if (otherUs > 0) layerRows.set('other (each < 1%)', otherUs);

const pct = (us) => `${((us / totalUs) * 100).toFixed(1).padStart(5)}%`;
const print = (title, map, n) => {
  console.log(`\n${title}`);
  for (const [key, us] of [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n)) {
    console.log(`  ${pct(us)} ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`);
  }
};
console.log(
  `${file}: ${(totalUs / 1e6).toFixed(2)} s sampled${skipMs ? ` (after skipping the first ${skipMs} ms)` : ''}`,
);
print('Self time by layer', layerRows, 100);
print('Self time by file / package', byPlace, top);
print('Self time by function', byFunction, top);
print('Inclusive time by function', inclusive, top);
