import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, sep } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const serverIntegration = ['server/**/*.int.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Server test files share one module graph per worker (decision 048): loading the server's modules
 * again for every file took two thirds of the suite's time. Each file still builds its own app and
 * database. Files that replace a module with `vi.mock` need a graph of their own, so they run in
 * projects that isolate them. They are found by reading the test files, so a new one cannot be
 * left out of the list.
 */
const serverSrc = join(import.meta.dirname, 'server', 'src');
const mocksModules = readdirSync(serverSrc, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts') && /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(join(serverSrc, file), 'utf8')))
  .map((file) => `server/src/${file.split(sep).join('/')}`);

function serverProjects(
  name: string,
  include: string[],
  dialect: 'sqlite' | 'postgres',
  timeouts: { testTimeout: number; hookTimeout: number },
) {
  const env = { TEST_DIALECT: dialect };
  return [
    { test: { name, include, exclude: [...configDefaults.exclude, ...mocksModules], isolate: false, env, ...timeouts } },
    // Only the files this project's `include` takes: on PostgreSQL, the integration tests.
    {
      test: {
        name: `${name}:isolated`,
        include: mocksModules.filter((f) => dialect === 'sqlite' || f.endsWith('.int.test.ts')),
        env,
        ...timeouts,
      },
    },
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
