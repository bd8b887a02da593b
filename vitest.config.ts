import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const serverIntegration = ['server/**/*.int.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Server test files share one module graph per worker (decision 048): loading the server's modules
 * again for every file took two thirds of the suite's time. Each file still builds its own app and
 * database. Files that replace a module with `vi.mock` need a graph of their own, so they run in
 * projects that isolate them.
 */
const mocksModules = ['server/src/modules/payments/make-payment.int.test.ts', 'server/src/modules/orders/weighing-providers.int.test.ts'];

function serverProjects(
  name: string,
  include: string[],
  dialect: 'sqlite' | 'postgres',
  timeouts: { testTimeout: number; hookTimeout: number },
) {
  const env = { TEST_DIALECT: dialect };
  return [
    { test: { name, include, exclude: [...configDefaults.exclude, ...mocksModules], isolate: false, env, ...timeouts } },
    { test: { name: `${name}:isolated`, include: mocksModules, env, ...timeouts } },
  ];
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, the other core idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'contract', include: ['contract/src/**/*.test.ts'] } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
      ...serverProjects('server:sqlite', ['server/**/*.test.ts'], 'sqlite', { testTimeout: 20000, hookTimeout: 30000 }),
      ...(withPostgres ? serverProjects('server:postgres', serverIntegration, 'postgres', { testTimeout: 30000, hookTimeout: 60000 }) : []),
      'web/vite.config.ts',
    ],
  },
});
