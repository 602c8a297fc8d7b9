import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * The built web app at `/`: every file of web/dist as it was at start, text files compressed
 * (brotli or gzip, as the browser accepts), and every other non-API path answered with index.html
 * (client routing). Nothing outside web/dist can be reached: only the files listed at start are
 * served.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

/** Text worth compressing (the web build writes `.br` and `.gz` beside each, see web/vite.config.ts). */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.xml',
  '.svg',
  '.wasm',
]);

/** Vite's content-hashed output: a changed file gets a new name, so a copy may be kept for a year. */
const HASHED_PREFIX = '/assets/';
const CACHE_HASHED = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: always revalidated (cheap, thanks to its ETag). */
const CACHE_INDEX = 'no-cache';
/** The public folder's own files (favicon, hero video and poster) keep their names across builds. */
const CACHE_PUBLIC = 'public, max-age=86400';

type Encoding = 'br' | 'gzip';

interface Variant {
  readonly body: Buffer;
  readonly etag: string;
}

/** A text file, held in memory with its compressed variants. */
interface TextFile {
  readonly kind: 'text';
  readonly type: string;
  readonly cacheControl: string;
  readonly identity: Variant;
  readonly encoded: Partial<Record<Encoding, Variant>>;
}

/** Any other file (video, images, fonts): streamed from disk, with ranges, by Express's sendFile. */
interface DiskFile {
  readonly kind: 'disk';
  readonly path: string;
  readonly type: string;
  readonly cacheControl: string;
}

type WebFile = TextFile | DiskFile;

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

function cacheControlFor(urlPath: string): string {
  if (urlPath === '/index.html') return CACHE_INDEX;
  return urlPath.startsWith(HASHED_PREFIX) ? CACHE_HASHED : CACHE_PUBLIC;
}

/** The precompressed sibling when the build wrote one for this very file, else compressed here, once. */
function compressedVariant(path: string, raw: Buffer, encoding: Encoding): Buffer | undefined {
  const sibling = path + SUFFIX[encoding];
  if (existsSync(sibling) && statSync(sibling).mtimeMs >= statSync(path).mtimeMs) return readFileSync(sibling);
  return compressedHere(raw, encoding);
}

/** The body compressed at start, when smaller than it. */
function compressedHere(raw: Buffer, encoding: Encoding): Buffer | undefined {
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
        })
      : gzipSync(raw, { level: zlib.Z_BEST_COMPRESSION });
  return body.length < raw.length ? body : undefined;
}

/**
 * index.html names the studio's zone for the web (`<meta name="boxstudio-studio-zone">`), so every
 * screen reads days and times on the studio's clock as this server counts them (`STUDIO_TZ`).
 */
const ZONE_META = /(<meta name="boxstudio-studio-zone" content=")[^"]*(")/;

function textFile(path: string, urlPath: string, type: string, studioZone: string): TextFile {
  const original = readFileSync(path);
  const raw =
    urlPath === '/index.html'
      ? Buffer.from(original.toString('utf8').replace(ZONE_META, `$1${studioZone}$2`))
      : original;
  // A file rewritten here is compressed here: the build's siblings hold the file as it was built.
  const rewritten = !raw.equals(original);
  const hash = createHash('sha256').update(raw).digest('base64url').slice(0, 22);
  const encoded: Partial<Record<Encoding, Variant>> = {};
  for (const encoding of ['br', 'gzip'] as const) {
    const body = rewritten ? compressedHere(raw, encoding) : compressedVariant(path, raw, encoding);
    if (body) encoded[encoding] = { body, etag: `"${hash}-${encoding}"` };
  }
  return {
    kind: 'text',
    type,
    cacheControl: cacheControlFor(urlPath),
    identity: { body: raw, etag: `"${hash}"` },
    encoded,
  };
}

/** Every regular file under `webDist` by URL path; symbolic links and dotfiles are left out. */
function listWebFiles(webDist: string, studioZone: string): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  const paths = readdirSync(webDist, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => join(entry.parentPath, entry.name));
  const known = new Set(paths);
  for (const path of paths) {
    const relativePath = relative(webDist, path);
    if (relativePath.split(sep).some((part) => part.startsWith('.'))) continue;
    const extension = extname(path).toLowerCase();
    // A precompressed sibling is served as an encoding of its file, never by its own name.
    if ((extension === '.br' || extension === '.gz') && known.has(path.slice(0, -extension.length))) continue;
    const urlPath = `/${relativePath.split(sep).join('/')}`;
    const type = TYPES[extension] ?? 'application/octet-stream';
    files.set(
      urlPath,
      COMPRESSIBLE.has(extension)
        ? textFile(path, urlPath, type, studioZone)
        : { kind: 'disk', path, type, cacheControl: cacheControlFor(urlPath) },
    );
  }
  return files;
}

/** The q-value the Accept-Encoding header gives a coding (`*` stands for the ones it does not name). */
function qualityOf(header: string, coding: string): number {
  let wildcard: number | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = qParam ? Number(qParam.slice(2)) : 1;
    const value = Number.isFinite(quality) ? quality : 0;
    if (name.trim() === coding) return value;
    if (name.trim() === '*') wildcard = value;
  }
  return wildcard ?? 0;
}

/** brotli when accepted, else gzip, else the file as it is; equal q-values prefer brotli. */
function chooseEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding | 'identity' {
  if (!acceptEncoding) return 'identity';
  let best: Encoding | 'identity' = 'identity';
  let bestQuality = 0;
  for (const encoding of (['br', 'gzip'] as const).filter((candidate) => available.includes(candidate))) {
    const quality = qualityOf(acceptEncoding, encoding);
    if (quality > bestQuality) {
      best = encoding;
      bestQuality = quality;
    }
  }
  return best;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

function sendText(request: Request, response: Response, file: TextFile): void {
  const encoding = chooseEncoding(request.headers['accept-encoding'], Object.keys(file.encoded) as Encoding[]);
  const variant = encoding === 'identity' ? file.identity : (file.encoded[encoding] ?? file.identity);
  response.setHeader('Cache-Control', file.cacheControl);
  response.setHeader('Vary', 'Accept-Encoding');
  response.setHeader('ETag', variant.etag);
  if (matchesEtag(request.headers['if-none-match'], variant.etag)) {
    response.status(304).end();
    return;
  }
  response.setHeader('Content-Type', file.type);
  response.setHeader('Content-Length', variant.body.length);
  if (variant !== file.identity) response.setHeader('Content-Encoding', encoding);
  response.status(200);
  if (request.method === 'HEAD') response.end();
  else response.end(variant.body);
}

function sendDisk(response: Response, file: DiskFile): void {
  response.setHeader('Cache-Control', file.cacheControl);
  response.setHeader('Content-Type', file.type);
  // sendFile answers HEAD and Range requests and sets ETag and Last-Modified; Cache-Control is ours.
  // Dotfiles were left out when listing; 'allow' keeps a web/dist under a dot folder servable.
  response.sendFile(file.path, { cacheControl: false, dotfiles: 'allow' }, (error) => {
    if (error && !response.headersSent) response.status(404).end();
  });
}

/** `/api` and everything under it belong to the API, in any letter case (Express routes ignore case). */
const API_PATH = /^\/api(?:\/|$)/i;

function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** The built web app at `/`, with every non-API path falling back to index.html (client routing). */
export function serveWebApp(app: NestExpressApplication, webDist: string, studioZone: string): void {
  const files = listWebFiles(webDist, studioZone);
  const index = files.get('/index.html');
  app.use((request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || API_PATH.test(request.path)) return next();
    const path = decodedPath(request.path);
    const file = path === undefined ? undefined : files.get(path);
    // A hashed file that is not in this build (an old page asking for its chunks) gets a plain
    // 404, never index.html, which the browser would try to run as a script.
    const answer = file ?? (path === undefined || path.startsWith(HASHED_PREFIX) ? undefined : index);
    if (!answer) {
      response.status(404).setHeader('Cache-Control', 'no-cache').type('text/plain').send('Not found');
      return;
    }
    if (answer.kind === 'text') sendText(request, response, answer);
    else sendDisk(response, answer);
  });
}
