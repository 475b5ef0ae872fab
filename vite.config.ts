import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';

const apiPort = Number(process.env.PORT ?? 4000);

export default defineConfig({
  plugins: [react(), relay],
  build: { outDir: 'dist/spa', sourcemap: true, chunkSizeWarningLimit: 1200 },
  server: {
    port: 5173,
    proxy: {
      '/graphql': `http://localhost:${apiPort}`,
      '/socket.io': { target: `http://localhost:${apiPort}`, ws: true },
      '/reports': `http://localhost:${apiPort}`,
      '/brand': `http://localhost:${apiPort}`,
    },
  },
  test: {
    include: ['machines/**/*.test.ts', 'domain/**/*.test.ts', 'server/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts', 'tests/model/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 120000,
    fileParallelism: false,
  },
});
