// Proof that lint keeps the domain on its ports: a domain module importing an adapter, the AWS SDK
// or a repository's function is reported, a type-only import of a record is not, and a handler
// importing data/ is reported. The list of modules not yet on ports (functions/not-yet-on-ports.json)
// may only shrink: every name on it must still break the rule, so a converted module must leave it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const rule = '@typescript-eslint/no-restricted-imports';
const pending = JSON.parse(
  readFileSync(new URL('../../functions/not-yet-on-ports.json', import.meta.url), 'utf8'),
) as string[];

// The fixtures and listed files are linted without type information (fast, and the fixtures are in
// no tsconfig); the typed rules are not what this test is about.
const untyped: Linter.Config = {
  languageOptions: { parserOptions: { projectService: false } },
  rules: {
    '@typescript-eslint/no-floating-promises': 'off',
    '@typescript-eslint/no-misused-promises': 'off',
    'import/no-cycle': 'off',
  },
};

async function ruleOptionsFor(file: string): Promise<Linter.RuleEntry> {
  const config = (await new ESLint({ cwd: root }).calculateConfigForFile(file)) as Linter.Config;
  const entry = config.rules?.[rule];
  if (!entry) throw new Error(`${rule} is not configured for ${file}`);
  return entry;
}

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

  it('lists only modules that still break the rule', async () => {
    const domainOptions = await ruleOptionsFor('functions/src/domain/lint-fixture.ts');
    const handlerOptions = await ruleOptionsFor('functions/src/handlers/lint-fixture.ts');
    // The same rule without the list's exemption.
    const eslint = new ESLint({
      cwd: root,
      overrideConfig: [
        untyped,
        { files: ['functions/src/domain/**/*.ts'], rules: { [rule]: domainOptions } },
        { files: ['functions/src/handlers/**/*.ts'], rules: { [rule]: handlerOptions } },
      ],
    });
    const results = await eslint.lintFiles(pending.map((file) => `${root}${file}`));
    const stillBreaking = results
      .filter((result) => result.messages.some((message) => message.ruleId === rule))
      .map((result) => result.filePath.slice(root.length));
    expect(pending.filter((file) => !stillBreaking.includes(file))).toEqual([]);
  }, 120_000);
});
