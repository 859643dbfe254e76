// One test runner for the workspace; each project is a layer of the test pyramid. `npm test` runs
// the layers as separate invocations: the integration and e2e setups each start a local stack in
// the runner's main process and set its AWS environment, so they must not share a process.
import { defineConfig } from 'vitest/config';

// Lambda runs Node 22; the AWS SDK's notice about the local Node 20 is noise in test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export default defineConfig({
  test: {
    sequence: { shuffle: true },
    reporters: ['default', './tests/summary-reporter.ts'],
    projects: [
      { test: { name: 'shared', include: ['shared/test/**/*.test.ts'] } },
      { test: { name: 'functions-unit', include: ['functions/test/unit/**/*.test.ts'] } },
      {
        test: {
          name: 'functions-integration',
          include: ['functions/test/integration/**/*.test.ts'],
          globalSetup: ['functions/test/integration/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The API fuzz stage (tests/fuzz): hostile requests against the integration tests' stack.
        test: {
          name: 'fuzz',
          include: ['tests/fuzz/**/*.test.ts'],
          globalSetup: ['functions/test/integration/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      { test: { name: 'infra', include: ['infra/test/**/*.test.ts'], testTimeout: 120_000 } },
      './web/vite.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
