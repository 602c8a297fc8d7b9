import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

const fromHere = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

// During development the API runs on its own port; in production it serves this build itself.
const apiProxy: Record<string, ProxyOptions> = {
  '/api': { target: 'http://localhost:3000', changeOrigin: true },
};

/** What is worth compressing; images, video and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|map|txt|xml|webmanifest|wasm)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build, at the highest
 * levels (the API serves them as they are, so each request costs no compression). A variant that
 * would not be smaller is left out.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'boxstudio:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const raw = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzipAsync(raw, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([
            br.length < raw.length && writeFile(`${file}.br`, br),
            gz.length < raw.length && writeFile(`${file}.gz`, gz),
          ]);
        }),
      );
    },
  };
}

/**
 * Blueprint's icon loader checks a string icon name against the list of all 3,000 names (27 kB,
 * about 8 kB gzip, in every page's first load). This app passes icons as elements, never by name,
 * so the loader gets a stand-in that accepts any well-formed name; a string icon still loads
 * through Blueprint's own loader. If Blueprint moves the file, nothing is replaced and the
 * first-load budget test says so.
 */
function lightIconNames(): Plugin {
  const standIn = fromHere('src/lib/blueprint-icon-names.ts');
  return {
    name: 'boxstudio:light-icon-names',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromLoader = importer?.replace(/\\/g, '/').endsWith('/@blueprintjs/icons/lib/esm/iconLoader.js');
      return source === './iconNames' && fromLoader ? standIn : null;
    },
  };
}

/**
 * What Recharts (the reports screen's charts, loaded with that route only) imports, narrowed to what
 * the screen uses:
 *
 * - Redux Toolkit: Recharts keeps each chart's state in a store of its own, built with the toolkit the
 *   app's store uses too. A module lives in one chunk with every export any chunk uses, so the pieces
 *   only Recharts needs (its listener middleware, among others) would ride in every page's first load
 *   beside the app's copy. Recharts gets the toolkit's other ESM build: a module of its own, which goes
 *   with the reports chunk.
 * - d3-scale: Recharts looks a scale up by name in the whole module, which keeps every scale and its
 *   date formatting; it gets the three the reports' axes use (src/features/reports/chart-scales.ts).
 *
 * If a file moves, nothing is replaced, and the size checks (the first-load budget test, the reports
 * chunk's size in docs/reports-screen.md) show it.
 */
function chartsImports(): Plugin {
  const toolkit = createRequire(import.meta.url).resolve('@reduxjs/toolkit');
  const replacements: Record<string, string> = {
    '@reduxjs/toolkit': join(
      toolkit.slice(0, toolkit.lastIndexOf(`${sep}dist${sep}`)),
      'dist',
      'redux-toolkit.legacy-esm.js',
    ),
    'victory-vendor/d3-scale': fromHere('src/features/reports/chart-scales.ts'),
  };
  return {
    name: 'boxstudio:charts-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromRecharts = importer?.replace(/\\/g, '/').includes('/node_modules/recharts/');
      const replacement = fromRecharts ? replacements[source] : undefined;
      return replacement && existsSync(replacement) ? replacement : null;
    },
  };
}

export default defineConfig({
  root: fromHere('.'),
  plugins: [react(), lightIconNames(), chartsImports(), precompress()],
  resolve: {
    // The contracts' TypeScript source is bundled directly, so the web build needs no contracts build.
    alias: [{ find: /^@boxstudio\/contracts$/, replacement: fromHere('../contracts/src/index.ts') }],
  },
  build: {
    outDir: fromHere('dist'),
    emptyOutDir: true,
    rolldownOptions: {
      // The contracts' modules only declare things; without this, the message catalogues (built with
      // object spreads) would ship in the first load although the web never reads them.
      treeshake: { moduleSideEffects: [{ test: /[\\/]contracts[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
