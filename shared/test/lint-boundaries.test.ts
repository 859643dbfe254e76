// Proof that the import boundaries in eslint.config.js hold: small sources placed (virtually) where an
// import is forbidden must be reported by import/no-restricted-paths, and allowed imports must not be.
// Workspace imports (@thon/functions/...) are only seen through eslint-import-resolver-typescript.
// (Import cycles are checked by shared/test/workspace/import-cycles.test.ts, not by ESLint.)
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
// The fixtures exist in no tsconfig, so typed linting (projectService) is switched off for them.
const untypedFixtures = {
  languageOptions: { parserOptions: { projectService: false } },
  rules: {
    '@typescript-eslint/no-floating-promises': 'off',
    '@typescript-eslint/no-misused-promises': 'off',
  },
} as const;
// import/no-cycle cannot follow a file that is not on disk (it fails on it), so it is off for the
// virtual fixtures; the cycle cases below write theirs to disk.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { ...untypedFixtures, rules: { ...untypedFixtures.rules, 'import/no-cycle': 'off' } },
});

async function boundaryMessages(filePath: string, importLine: string): Promise<string[]> {
  const code = `${importLine}\nexport const fixture = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  const fatal = result?.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`fixture did not parse: ${fatal.message}`);
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

const forbidden: [string, string, string][] = [
  [
    'shared imports functions through the workspace package',
    'shared/src/api/lint-fixture.ts',
    "import { environmentNames as imported } from '@thon/functions/platform/environment';",
  ],
  [
    'web imports functions through the workspace package',
    'web/src/lib/lint-fixture.ts',
    "import { environmentNames as imported } from '@thon/functions/platform/environment';",
  ],
  [
    'data imports domain',
    'functions/src/data/lint-fixture.ts',
    "import { parseCsv as imported } from '../domain/events/csv';",
  ],
  [
    'domain imports a handler',
    'functions/src/domain/lint-fixture.ts',
    "import * as imported from '../handlers/events/assign-team-leader';",
  ],
  [
    'the domain imports the status-code mapping',
    'functions/src/domain/lint-fixture.ts',
    "import { errorAnswer as imported } from '../platform/error-responses';",
  ],
  [
    'the data layer imports the status-code mapping through the workspace package',
    'functions/src/data/lint-fixture.ts',
    "import { errorAnswer as imported } from '@thon/functions/platform/error-responses';",
  ],
  [
    'the data layer takes a stored value set from the wire schemas (a type import too)',
    'functions/src/data/entities/lint-fixture.ts',
    "import type { PledgeStatus as imported } from '@thon/shared/api/schemas/pledges';",
  ],
  [
    'an audience page added later (teacher) imports another audience page',
    'web/src/pages/teacher/lint-fixture.ts',
    "import * as imported from '../parent/routes/parent-pages';",
  ],
  [
    'a domain feature imports an audience page through the @/ alias',
    'web/src/features/events/lint-fixture.ts',
    "import * as imported from '@/pages/parent/routes/parent-pages';",
  ],
  [
    'the generic lib imports a domain feature',
    'web/src/lib/lint-fixture.ts',
    "import * as imported from '@/features/pledges/api/pledge-calls';",
  ],
  [
    'a generic component imports an audience page',
    'web/src/components/lint-fixture.ts',
    "import * as imported from '../pages/parent/routes/parent-pages';",
  ],
];

describe('lint import boundaries', () => {
  // The TypeScript resolver's first lookup of a workspace import loads every tsconfig: seconds.
  it.each(forbidden)(
    'reports: %s',
    async (_name, filePath, importLine) => {
      expect(await boundaryMessages(filePath, importLine)).toHaveLength(1);
    },
    30_000,
  );

  it('allows functions to import shared and a feature to import itself', async () => {
    const shared = "import { routeList as imported } from '@thon/shared/api/routes';";
    expect(await boundaryMessages('functions/src/domain/lint-fixture.ts', shared)).toEqual([]);
    const ownFeature = "import * as imported from './api/load-event-page';";
    expect(await boundaryMessages('web/src/features/events/lint-fixture.ts', ownFeature)).toEqual([]);
  });

  it('allows an audience page to compose domain features and a feature to use another', async () => {
    const feature = "import * as imported from '@/features/events/api/load-event-page';";
    expect(await boundaryMessages('web/src/pages/parent/lint-fixture.ts', feature)).toEqual([]);
    expect(await boundaryMessages('web/src/features/pledges/lint-fixture.ts', feature)).toEqual([]);
  });
});

describe('lint file names', () => {
  async function namingMessages(filePath: string): Promise<number> {
    const [result] = await eslint.lintText('export const fixture = 1;\n', { filePath: `${root}${filePath}` });
    return (result?.messages ?? []).filter(
      (message) => message.ruleId === 'check-file/filename-naming-convention',
    ).length;
  }

  it('reports a file name that is not kebab-case and accepts one that is', async () => {
    expect(await namingMessages('shared/src/api/eventPage.ts')).toBe(1);
    expect(await namingMessages('web/src/lib/EventPage.test.tsx')).toBe(1);
    expect(await namingMessages('web/src/lib/event-page.test.tsx')).toBe(0);
  });
});
