import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { REPO_ROOT, startTestApp, type TestApp } from '../support/test-app.js';

/** The built web app as the API serves it: compressed, cached by kind of file, and nothing else. */

const WEB_DIST = join(REPO_ROOT, 'web', 'dist');
const HASHED = 'public, max-age=31536000, immutable';

/** A request as sent, answered byte for byte (no client-side decompression or path clean-up). */
function fetchRaw(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

function decoded(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
}

async function listen(app: TestApp): Promise<number> {
  const server = app.app.getHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

interface RawAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

describe('serving the web app', () => {
  let t: TestApp;
  let port: number;
  let indexHtml: Buffer;
  /** The entry script index.html loads, e.g. /assets/index-abc123.js */
  let entry: string;

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetchRaw(port, path, headers, method);

  beforeAll(async () => {
    if (!existsSync(join(WEB_DIST, 'index.html')))
      throw new Error(`${WEB_DIST} is missing: run \`npm run build -w web\` first.`);
    t = await startTestApp({ WEB_DIST });
    port = await listen(t);
    indexHtml = readFileSync(join(WEB_DIST, 'index.html'));
    const script = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(indexHtml.toString('utf8'));
    if (!script?.[1]) throw new Error('index.html names no entry script');
    entry = script[1];
  });

  afterAll(async () => {
    await t?.close();
  });

  it('sends index.html brotli-compressed when accepted, never cached without revalidation', async () => {
    const answer = await get('/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(decoded(answer).equals(indexHtml)).toBe(true);
  });

  it('answers every client route with index.html, no-cache', async () => {
    for (const path of ['/admin/branches', '/login?next=%2Fadmin', '/admin/branches/1f0c', '/index.html']) {
      const answer = await get(path, { 'Accept-Encoding': 'gzip' });
      expect({
        path,
        status: answer.status,
        cache: answer.headers['cache-control'],
        encoding: answer.headers['content-encoding'],
      }).toEqual({ path, status: 200, cache: 'no-cache', encoding: 'gzip' });
      expect(decoded(answer).equals(indexHtml)).toBe(true);
    }
  });

  it('sends a hashed script compressed as negotiated, cacheable for a year, the same bytes once decoded', async () => {
    const original = readFileSync(join(WEB_DIST, entry));
    const cases: [string | undefined, string | undefined][] = [
      ['br', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip;q=0.9', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ];
    for (const [accept, expected] of cases) {
      const answer = await get(entry, accept === undefined ? {} : { 'Accept-Encoding': accept });
      expect({ accept, status: answer.status, encoding: answer.headers['content-encoding'] }).toEqual({
        accept,
        status: 200,
        encoding: expected,
      });
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers['cache-control']).toBe(HASHED);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(decoded(answer).equals(original)).toBe(true);
      if (expected) expect(answer.body.length).toBeLessThan(original.length / 2);
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const whole = await get(entry, { 'Accept-Encoding': 'br' });
    const head = await get(entry, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-type', 'content-length', 'content-encoding', 'cache-control', 'etag', 'vary'])
      expect(head.headers[name]).toBe(whole.headers[name]);
    const route = await get('/dashboard', {}, 'HEAD');
    expect({ status: route.status, length: Number(route.headers['content-length']), body: route.body.length }).toEqual({
      status: 200,
      length: indexHtml.length,
      body: 0,
    });
  });

  it('revalidates with an ETag per encoding', async () => {
    const first = await get('/', { 'Accept-Encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
    const gzip = await get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.etag).not.toBe(etag);
  });

  it('sends the public folder with its own type and a day of caching; video by ranges', async () => {
    const favicon = await get('/favicon.svg', { 'Accept-Encoding': 'gzip' });
    expect(favicon.status).toBe(200);
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
    expect(favicon.headers['cache-control']).toBe('public, max-age=86400');
    expect(decoded(favicon).equals(readFileSync(join(WEB_DIST, 'favicon.svg')))).toBe(true);

    const video = readFileSync(join(WEB_DIST, 'media', 'hero.mp4'));
    const whole = await get('/media/hero.mp4', { 'Accept-Encoding': 'gzip, br' });
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers['cache-control']).toBe('public, max-age=86400');
    expect(whole.body.equals(video)).toBe(true);
    const part = await get('/media/hero.mp4', { Range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.body.equals(video.subarray(0, 100))).toBe(true);
  });

  it('answers a hashed file that is not in the build with a plain 404, not index.html', async () => {
    const answer = await get('/assets/index-0000000.js', { 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.headers['cache-control']).not.toMatch(/immutable/);
  });

  it('never serves a file from outside web/dist, nor the precompressed files by name', async () => {
    const packageJson = readFileSync(join(REPO_ROOT, 'package.json'), 'utf8');
    for (const path of [
      '/../package.json',
      '/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2f..%2fpackage.json',
      '/..\\..\\package.json',
      '/%c0%ae%c0%ae/package.json',
    ]) {
      const answer = await get(path);
      expect({ path, leaked: decoded(answer).toString('utf8').includes('"workspaces"') }).toEqual({
        path,
        leaked: false,
      });
      expect(decoded(answer).toString('utf8')).not.toBe(packageJson);
    }
    const sibling = await get(`${entry}.br`);
    expect(sibling.status).toBe(404);
  });

  it('leaves /api to the API, in any letter case, and every method but GET and HEAD', async () => {
    for (const path of ['/api/nothing-here', '/API/nothing-here', '/api']) {
      const answer = await get(path, { Accept: 'application/json' });
      expect({ path, type: answer.headers['content-type'] }).toEqual({
        path,
        type: expect.stringMatching(/^application\/json/),
      });
      expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({ success: false });
    }
    const health = await get('/api/health');
    expect(health.headers['content-type']).toMatch(/^application\/json/);
    const post = await get('/', { 'Content-Type': 'application/json' }, 'POST');
    expect(post.status).toBe(404);
    expect(decoded(post).equals(indexHtml)).toBe(false);
  });
});

describe("index.html names the studio's zone", () => {
  let t: TestApp | undefined;

  afterAll(async () => {
    await t?.close();
  });

  it('as STUDIO_TZ says, in every encoding, so the web counts days as the server does', async () => {
    t = await startTestApp({ WEB_DIST, STUDIO_TZ: 'Europe/Madrid' });
    const port = await listen(t);
    const built = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
    expect(built).toContain('<meta name="boxstudio-studio-zone" content="America/Mexico_City" />');
    for (const encoding of ['br', 'gzip', 'identity']) {
      const answer = await fetchRaw(port, '/', { 'Accept-Encoding': encoding });
      expect(answer.status).toBe(200);
      expect(decoded(answer).toString('utf8')).toBe(
        built.replace('content="America/Mexico_City"', 'content="Europe/Madrid"'),
      );
    }
  });
});

describe('serving a web build without precompressed files', () => {
  let t: TestApp | undefined;
  let dist: string;

  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('compresses it once at start, and leaves out links that lead outside it', async () => {
    dist = mkdtempSync(join(tmpdir(), 'boxstudio-web-'));
    mkdirSync(join(dist, 'assets'));
    const script = Buffer.from(
      `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `fila ${i}` })))};\n`,
    );
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>BoxStudio</title><script type="module" src="/assets/app-1a2b3c.js"></script>',
    );
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), script);
    symlinkSync(join(REPO_ROOT, 'package.json'), join(dist, 'assets', 'linked-0000.js'));
    t = await startTestApp({ WEB_DIST: dist });
    const port = await listen(t);

    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await fetchRaw(port, '/assets/app-1a2b3c.js', { 'Accept-Encoding': accept });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['cache-control']).toBe(HASHED);
      expect(decoded(answer).equals(script)).toBe(true);
    }
    const linked = await fetchRaw(port, '/assets/linked-0000.js');
    expect(linked.status).toBe(404);
    expect(decoded(linked).toString('utf8')).not.toContain('"workspaces"');
  });
});
