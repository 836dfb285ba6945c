import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/setup/global.ts'],
          setupFiles: ['tests/api/setup/own-site.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      // Builds of scratch stores: they share nothing with the local store the servers below use.
      {
        resolve: { alias },
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 480_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'prod',
          include: ['tests/prod/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 480_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
