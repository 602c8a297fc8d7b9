#!/usr/bin/env node
// The web target "initial JavaScript for / ≤ 150 KB gzip, served compressed": the built app
// served by the real server, opened in Debian's Chromium as a first-time visitor. Counts every
// script the visit loads (entry, preloads, the home route's page and translations, the footer's
// late loads), each at gzip -9 whatever encoding came over the wire, and what actually came.
//
//   npm run build && node bench/web-first-load.mjs
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { int, machineNote, REPO_ROOT, startServer, verdict } from './lib/common.mjs';

const CHROMIUM = '/usr/bin/chromium';
const BUDGET_GZIP_BYTES = 150_000;
const WEB_DIST = join(REPO_ROOT, 'web', 'dist');

if (!existsSync(join(WEB_DIST, 'index.html'))) {
  console.error('web/dist is missing: run npm run build first');
  process.exit(2);
}
if (!existsSync(CHROMIUM)) {
  console.error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  process.exit(2);
}

console.log('web-first-load: scripts of a first visit to /, gzip -9 and as transferred');
console.log(await machineNote());
const server = await startServer({ env: { WEB_DIST } });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
try {
  const page = await browser.newPage();
  const loads = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    loads.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          path: new URL(response.url()).pathname,
          encoding: response.headers()['content-encoding'] ?? 'identity',
          transferred: sizes.responseBodySize,
          decoded: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        };
      })(),
    );
  });
  await page.goto(`http://127.0.0.1:${server.port}/`, { waitUntil: 'networkidle' });
  await page
    .locator('.site-footer__branches li')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(loads);
  scripts.sort((left, right) => right.gzip - left.gzip);
  for (const script of scripts) {
    console.log(
      `  ${script.path.padEnd(48)} ${int(script.decoded).padStart(8)} B  ` +
        `gzip ${int(script.gzip).padStart(7)} B  sent ${int(script.transferred).padStart(7)} B (${script.encoding})`,
    );
  }
  const sum = (key) => scripts.reduce((total, script) => total + script[key], 0);
  const uncompressed = scripts.filter((script) => script.decoded > 1024 && !['br', 'gzip'].includes(script.encoding));
  console.log(
    `  ${scripts.length} scripts: ${int(sum('decoded'))} B decoded, ` +
      `${int(sum('gzip'))} B gzip, ${int(sum('transferred'))} B transferred`,
  );
  console.log(`  ${verdict('initial JavaScript for / (gzip bytes)', sum('gzip'), BUDGET_GZIP_BYTES, false)}`);
  console.log(`  ${verdict('scripts over 1 KB served uncompressed', uncompressed.length, 0, false)}`);
} finally {
  await browser.close();
  await server.stop();
}
