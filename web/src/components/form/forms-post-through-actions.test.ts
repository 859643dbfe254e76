// Forms and buttons post through their page's route action (a fetcher or <Form>), never by calling
// the API from their own handler: React Router then keeps the pending state, settles overlapping
// submissions and reloads the page's data. This reads every component of web/src and fails when a
// function imported from an API module (a feature's api/ folder, lib/api-client, lib/*-calls) is
// called from an event handler: inside a function given to a JSX attribute, or inside a function
// such an attribute names.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const sourceRoot = join(import.meta.dirname, '../..');

/**
 * Handlers that may still call the API themselves (`file name: call`), each with why. Keep this
 * list short: a new entry needs a reason a route action cannot serve.
 */
const allowed: Record<string, string> = {
  'thon-pledges-panel.tsx: loadThonPledges':
    'a read, not a change: the CSV export reads every page of pledges and hands the file over',
  'counting-page.tsx: codeCountingApi':
    "builds the sender of the phone's scan queue: scans wait in IndexedDB and the sync engine sends them when the network allows, which an action (online only) cannot",
  'counting-page.tsx: sessionCountingApi': "the same sender for a signed-in counter (see codeCountingApi's reason)",
};

const isAllowedBy = (entry: string, call: string) => call.startsWith(entry) || call.includes(`/${entry} `);
const isAllowed = (call: string) => Object.keys(allowed).some((entry) => isAllowedBy(entry, call));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx$/u.test(entry.name) && !/\.test\.tsx$/u.test(entry.name) ? [path] : [];
  });
}

const isApiModule = (specifier: string) =>
  specifier.startsWith('.') &&
  (/\/api\//u.test(specifier) || /lib\/(api-client|[\w-]+-calls)$/u.test(specifier));

/**
 * The name a function is known by in its file, if any: its declaration's, or that of the const it
 * initializes, itself or wrapped (`const onSubmit = handleSubmit(async (values) => …)`).
 */
function nameOf(node: ts.Node): string | undefined {
  if (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) return node.name?.getText();
  let at: ts.Node = node;
  while (ts.isCallExpression(at.parent) && at.parent.expression !== at) at = at.parent;
  return ts.isVariableDeclaration(at.parent) ? at.parent.name.getText() : undefined;
}

const isFunction = (node: ts.Node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isArrowFunction(node) ||
  ts.isFunctionExpression(node) ||
  ts.isMethodDeclaration(node);

/** `file: call (in handler)` for each API call made from an event handler of the source. */
export function handlerApiCalls(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const apiNames = new Set<string>();
  const attributeNames = new Set<string>();
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      const specifier = (node.moduleSpecifier as ts.StringLiteral).text;
      const bindings = node.importClause?.namedBindings;
      if (isApiModule(specifier) && bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) if (!element.isTypeOnly) apiNames.add(element.name.text);
    }
    if (ts.isJsxAttribute(node) && node.initializer && ts.isJsxExpression(node.initializer)) {
      const collect = (inner: ts.Node) => {
        if (ts.isIdentifier(inner)) attributeNames.add(inner.text);
        ts.forEachChild(inner, collect);
      };
      if (node.initializer.expression) collect(node.initializer.expression);
    }
    if (ts.isCallExpression(node)) calls.push(node);
    ts.forEachChild(node, visit);
  };
  visit(file);

  const inJsxAttribute = (node: ts.Node) =>
    ts.isJsxExpression(node.parent) && ts.isJsxAttribute(node.parent.parent);
  return calls.flatMap((call) => {
    const callee = call.expression.getText();
    if (!apiNames.has(callee)) return [];
    for (let at: ts.Node = call.parent; !ts.isSourceFile(at); at = at.parent) {
      if (!isFunction(at)) continue;
      const name = nameOf(at);
      if (inJsxAttribute(at) || (name !== undefined && attributeNames.has(name)))
        return [`${fileName}: ${callee} (in ${name ?? 'an inline handler'})`];
    }
    return [];
  });
}

describe('forms post through route actions', () => {
  const files = sourceFiles(sourceRoot);
  const found = files.flatMap((file) =>
    handlerApiCalls(relative(sourceRoot, file), readFileSync(file, 'utf8')),
  );

  it('reads every component (the contact form among them)', () => {
    const names = files.map((file) => relative(sourceRoot, file));
    expect(names.some((name) => name.endsWith('/contact-form.tsx'))).toBe(true);
    expect(names.length).toBeGreaterThan(50);
  });

  it('no form or button calls the API from its own handler', () => {
    expect(found.filter((call) => !isAllowed(call))).toEqual([]);
  });

  it('allows nothing that is no longer there (a converted form leaves the list)', () => {
    const stale = Object.keys(allowed).filter((entry) => !found.some((call) => isAllowedBy(entry, call)));
    expect(stale).toEqual([]);
  });

  it('finds a call in a submit handler, a wrapped one, an inline handler and a prop, and not in a loader', () => {
    const source = `
      import { save, load } from '../api/things';
      import { ApiError } from '../../../lib/api-client';
      export const loader = () => load();
      export function Form() {
        async function onSubmit() { try { await save(1); } catch (error) { if (error instanceof ApiError) return; } }
        const onSave = handleSubmit(async (values) => { await save(values); }, () => load());
        return <form onSubmit={(event) => void onSubmit()}>
          <GuardedForm onSubmit={onSave} />
          <button onClick={() => void save(2)} />
          <Child send={(x) => save(x)} />
        </form>;
      }`;
    expect(handlerApiCalls('form.tsx', source)).toEqual([
      'form.tsx: save (in onSubmit)',
      'form.tsx: save (in onSave)',
      'form.tsx: load (in onSave)',
      'form.tsx: save (in an inline handler)',
      'form.tsx: save (in an inline handler)',
    ]);
  });
});
