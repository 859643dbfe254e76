// Proof that lint keeps the domain on its ports: a domain module importing an adapter, the AWS SDK
// or a repository's function is reported, a type-only import of a record is not, and a handler
// importing data/ is reported. Every module is on its ports: the rule has no exemptions.
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const rule = '@typescript-eslint/no-restricted-imports';

// The fixtures are linted without type information (fast, and the fixtures are in
// no tsconfig); the typed rules are not what this test is about.
const untyped: Linter.Config = {
  languageOptions: { parserOptions: { projectService: false } },
  rules: {
    '@typescript-eslint/no-floating-promises': 'off',
    '@typescript-eslint/no-misused-promises': 'off',
    'import/no-cycle': 'off',
  },
};

// One instance: loading the project's config and plugins is the slow part, and on a loaded
// machine doing it per case outran the default timeout.
let untypedEslint: ESLint | undefined;

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  untypedEslint ??= new ESLint({ cwd: root, overrideConfig: untyped });
  const eslint = untypedEslint;
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((m) => m.message);
}

describe('the domain stays on its ports', { timeout: 120_000 }, () => {
  it.each([
    ['an adapter', "import { systemClock as imported } from '../../platform/clock';"],
    ['the AWS SDK', "import { SESv2Client as imported } from '@aws-sdk/client-sesv2';"],
    [
      'a repository function',
      "import { getEvent as imported } from '../../data/repositories/events-repository';",
    ],
  ])('reports a domain module importing %s', async (_, importLine) => {
    const messages = await restrictedImports(
      'functions/src/domain/events/lint-fixture.ts',
      `${importLine}\nexport const fixture = imported;\n`,
    );
    expect(messages).toHaveLength(1);
  });

  it('allows a record type and a stored-value list from the data layer', async () => {
    const messages = await restrictedImports(
      'functions/src/domain/events/lint-fixture.ts',
      [
        "import type { EventRecord } from '../../data/repositories/events-repository';",
        "import { storedEventStatuses } from '../../data/stored-values/events';",
        'export const fixture: EventRecord[] = [];',
        'export const statuses = storedEventStatuses;',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('reports a handler importing the data layer', async () => {
    const messages = await restrictedImports(
      'functions/src/handlers/events/lint-fixture.ts',
      "import { getEvent } from '../../data/repositories/events-repository';\nexport const fixture = getEvent;\n",
    );
    expect(messages).toHaveLength(1);
  });
});
