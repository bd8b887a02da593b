import { defineConfig } from 'vitest/config';

const serverIntegration = ['server/**/*.int.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['contract/src/**/*.test.ts'] } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
      {
        test: {
          name: 'server:sqlite',
          include: ['server/**/*.test.ts'],
          env: { TEST_DIALECT: 'sqlite' },
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'server:postgres',
                include: serverIntegration,
                env: { TEST_DIALECT: 'postgres' },
                testTimeout: 30000,
                hookTimeout: 60000,
              },
            },
          ]
        : []),
      'web/vite.config.ts',
    ],
  },
});
