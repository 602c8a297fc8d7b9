import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const fromHere = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

// During development the API runs on its own port; in production it serves this build itself.
const apiProxy: Record<string, ProxyOptions> = {
  '/api': { target: 'http://localhost:3000', changeOrigin: true },
};

export default defineConfig({
  root: fromHere('.'),
  plugins: [react()],
  resolve: {
    // The contracts' TypeScript source is bundled directly, so the web build needs no contracts build.
    alias: [{ find: /^@boxstudio\/contracts$/, replacement: fromHere('../contracts/src/index.ts') }],
  },
  build: { outDir: fromHere('dist'), emptyOutDir: true },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
