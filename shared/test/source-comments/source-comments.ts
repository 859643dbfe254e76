// The comments of a source file, and nothing else: a rule about what comments say must not trip on
// a string, a test name, a URL or JSX text that happens to read like a comment. TypeScript and
// JavaScript go through the TypeScript parser (a regex cannot tell `'// x'` or a regex literal from
// a comment); Python and shell files through a small scanner that knows their quotes.
import ts from 'typescript';

export type SourceComment = { line: number; text: string };

const scriptKinds: Record<string, ts.ScriptKind> = {
  '.ts': ts.ScriptKind.TS,
  '.tsx': ts.ScriptKind.TSX,
  '.js': ts.ScriptKind.JS,
  '.mjs': ts.ScriptKind.JS,
};

function extension(fileName: string): string {
  const match = /\.[a-z]+$/.exec(fileName);
  return match ? match[0] : '';
}

export function sourceComments(fileName: string, text: string): SourceComment[] {
  const kind = scriptKinds[extension(fileName)];
  return kind === undefined
    ? hashComments(text, extension(fileName) === '.py')
    : scriptComments(fileName, text, kind);
}

function lineAt(text: string, position: number): number {
  let line = 1;
  for (
    let index = text.indexOf('\n');
    index !== -1 && index < position;
    index = text.indexOf('\n', index + 1)
  )
    line++;
  return line;
}

// Every comment is trivia next to some token: leading (on the lines before it) or trailing (after it
// on its line). JSX text is not trivia, so the scanner is kept out of it; JSDoc nodes are skipped
// because their own tokens sit inside a comment, which the owning token's trivia already reports.
function scriptComments(fileName: string, text: string, kind: ts.ScriptKind): SourceComment[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map<number, ts.CommentRange>();
  const jsxTextStarts = new Set<number>();
  const tokens: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isJSDoc(node) ||
      (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode)
    )
      return;
    if (node.kind === ts.SyntaxKind.JsxText) {
      jsxTextStarts.add(node.pos);
      return;
    }
    const children = node.getChildren(file);
    if (children.length === 0) tokens.push(node);
    else children.forEach(visit);
  };
  visit(file);
  const add = (found: ts.CommentRange[] | undefined): void => {
    for (const range of found ?? []) ranges.set(range.pos, range);
  };
  for (const token of tokens) {
    add(ts.getLeadingCommentRanges(text, token.pos));
    if (!jsxTextStarts.has(token.end)) add(ts.getTrailingCommentRanges(text, token.end));
  }
  return [...ranges.values()]
    .sort((a, b) => a.pos - b.pos)
    .map((range) => ({ line: lineAt(text, range.pos), text: text.slice(range.pos, range.end) }));
}

// `#` starts a comment outside quotes: anywhere in Python, and in shell only at a word's start
// (`$#` and `${#name}` are expansions). Python's triple-quoted strings may span lines.
function hashComments(text: string, python: boolean): SourceComment[] {
  const comments: SourceComment[] = [];
  let quote = '';
  let line = 1;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] ?? '';
    if (char === '\n') line++;
    if (quote !== '') {
      // A backslash escapes the next character, except inside a shell's single quotes.
      if (char === '\\' && (python || quote !== "'")) {
        if (text[index + 1] === '\n') line++;
        index++;
      } else if (text.startsWith(quote, index)) {
        index += quote.length - 1;
        quote = '';
      } else if (char === '\n' && quote.length === 1 && python) quote = '';
      continue;
    }
    if (char === '\\') {
      if (text[index + 1] === '\n') line++;
      index++;
    } else if (char === '"' || char === "'") {
      const triple = char.repeat(3);
      quote = python && text.startsWith(triple, index) ? triple : char;
      index += quote.length - 1;
    } else if (char === '#' && (python || index === 0 || /\s/.test(text[index - 1] ?? ''))) {
      const end = text.indexOf('\n', index);
      const stop = end === -1 ? text.length : end;
      comments.push({ line, text: text.slice(index, stop) });
      index = stop - 1;
    }
  }
  return comments;
}
