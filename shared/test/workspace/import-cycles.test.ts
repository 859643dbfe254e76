// No two modules of functions/src, shared/src or web/src import each other, directly or through
// others: two such modules share a piece that belongs in a third, and a cycle lets a module run
// before the one it needs has finished loading (undefined at import). This was ESLint's
// import/no-cycle, which walked every file's whole import graph again per file and had become most
// of the lint's time; here the graph is built once and its strongly connected components found
// (Tarjan), which is linear. Like import/no-cycle it follows value imports, re-exports and dynamic
// import(), and skips type-only ones (erased at build, they run nothing).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const packages = ['functions', 'shared', 'web'];

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/u.test(entry.name) && !/\.d\.ts$/u.test(entry.name) ? [path] : [];
  });
}

function compilerOptionsOf(packageName: string): ts.CompilerOptions {
  const configPath = join(root, packageName, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`Cannot read ${configPath}`);
  return parsed.options;
}

const allTypeOnly = (clause: ts.ImportClause) =>
  clause.isTypeOnly ||
  (!clause.name &&
    clause.namedBindings !== undefined &&
    ts.isNamedImports(clause.namedBindings) &&
    clause.namedBindings.elements.length > 0 &&
    clause.namedBindings.elements.every((element) => element.isTypeOnly));

/** The module names a file imports at run time (static, re-exported or dynamic). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.importClause || !allTypeOnly(node.importClause)) names.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) names.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      names.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/**
 * Each source file's runtime imports among the source files (absolute paths, symlinks resolved),
 * of the workspace or of a scratch tree laid out like it (`base`), resolved with the workspace's
 * compiler options.
 */
function importGraph(base = root): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const sourceRoots = packages.map((name) => join(base, name, 'src'));
  for (const packageName of packages) {
    const options = compilerOptionsOf(packageName);
    for (const file of sourceFiles(join(base, packageName, 'src'))) {
      const targets = runtimeImports(file).flatMap((name) => {
        const resolved = ts.resolveModuleName(name, file, options, ts.sys).resolvedModule?.resolvedFileName;
        if (!resolved) return [];
        const real = ts.sys.realpath ? ts.sys.realpath(resolved) : resolved;
        return sourceRoots.some((sourceRoot) => real.startsWith(`${sourceRoot}/`)) && !real.endsWith('.d.ts')
          ? [real]
          : [];
      });
      graph.set(file, [...new Set(targets)]);
    }
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one module, or a module importing itself. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return found;
}

describe('import cycles', () => {
  const graph = importGraph();

  it('reads the workspace’s modules and their imports', () => {
    // Guards the check itself: a resolver that resolved nothing would find no cycle either.
    expect(graph.size).toBeGreaterThan(1000);
    const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
    expect(edges).toBeGreaterThan(graph.size);
    const intoShared = [...graph.entries()].some(
      ([file, targets]) =>
        file.startsWith(join(root, 'web/src')) &&
        targets.some((target) => target.startsWith(join(root, 'shared/src'))),
    );
    expect(intoShared).toBe(true);
  });

  it('finds a cycle when there is one', () => {
    const a = join(root, 'web/src/a.ts');
    const b = join(root, 'web/src/b.ts');
    const c = join(root, 'web/src/c.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, [a]],
        ]),
      ),
    ).toEqual([[a, b, c]]);
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, []],
        ]),
      ),
    ).toEqual([]);
  });

  // Two modules written to a scratch tree laid out like the workspace (outside it, so a run of the
  // check over the workspace meanwhile never sees them).
  async function cyclesOfPair(folder: string, secondModule: string): Promise<number> {
    const scratch = await mkdtemp(join(tmpdir(), 'import-cycle-'));
    try {
      const dir = join(scratch, folder);
      await mkdir(dir, { recursive: true });
      await writeFile(
        join(dir, 'first-module.ts'),
        "import { second } from './second-module';\nexport const first = () => second();\n",
      );
      await writeFile(join(dir, 'second-module.ts'), `${secondModule}\nexport const second = () => 2;\n`);
      return cycles(importGraph(await realpath(scratch))).length;
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  it.each(['functions/src/domain/pledges', 'shared/src/api', 'web/src/lib'])(
    'reports two modules in %s that import each other, statically or dynamically',
    async (folder) => {
      expect(
        await cyclesOfPair(
          folder,
          "import { first } from './first-module';\nexport const again = () => first();",
        ),
      ).toBe(1);
      expect(await cyclesOfPair(folder, "export const later = () => import('./first-module');")).toBe(1);
    },
  );

  it('allows a one-way import, and a type-only import back (it is erased when compiled)', async () => {
    expect(await cyclesOfPair('functions/src/domain/pledges', '')).toBe(0);
    const typeBack = "import type { first } from './first-module';\nexport type Again = typeof first;";
    expect(await cyclesOfPair('functions/src/domain/pledges', typeBack)).toBe(0);
    const namedTypeBack = "import { type first } from './first-module';\nexport type Again = typeof first;";
    expect(await cyclesOfPair('functions/src/domain/pledges', namedTypeBack)).toBe(0);
  });

  it('has none among functions, shared and web sources', () => {
    const named = cycles(graph).map((component) => component.map((file) => relative(root, file)));
    expect(named).toEqual([]);
  });
});
