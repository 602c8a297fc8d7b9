#!/usr/bin/env node
// Rule domain-reads-no-clock (docs/boundaries.md): files in api/src/modules/*/domain/ and
// api/src/platform/domain/ never read the clock. dependency-cruiser sees imports only, and
// `new Date()` needs none, so this reads each file's syntax tree: comments, strings and a date
// built from a value (`new Date(recordedAt)`) are not clock reads. Specs beside the domain are exempt.
//
//   node scripts/check-domain-clock.mjs api/src      # the folders or files to check (default api/src)
//
// Prints one line per clock read, like dependency-cruiser does, and exits non-zero if there is any.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

const RULE = 'domain-reads-no-clock';
// Matched against the path relative to the working folder, so a fixture's miniature layout counts too.
const DOMAIN_FILE = /(^|\/)api\/src\/(modules\/[^/]+|platform)\/domain\/.+\.tsx?$/;
const EXEMPT = /\.spec\.tsx?$|\.d\.ts$/;

function* filesUnder(path) {
  if (!statSync(path).isDirectory()) return yield path;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    yield* filesUnder(join(path, entry.name));
  }
}

/** `Date` or `globalThis.Date`. */
const isDate = (node) =>
  (ts.isIdentifier(node) && node.text === 'Date') ||
  (ts.isPropertyAccessExpression(node) &&
    node.name.text === 'Date' &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'globalThis');

/** What the node reads the clock with, or undefined. */
function clockRead(node) {
  // `new Date()` and `new Date`: with no value to build from, the date is now.
  if (ts.isNewExpression(node) && isDate(node.expression) && !node.arguments?.length) return 'new Date()';
  // `Date(...)` called bare answers the current time as text, whatever it is given.
  if (ts.isCallExpression(node) && isDate(node.expression)) return 'Date()';
  // `Date.now`, called or passed around.
  if (ts.isPropertyAccessExpression(node) && node.name.text === 'now' && isDate(node.expression)) return 'Date.now';
  if (
    ts.isElementAccessExpression(node) &&
    isDate(node.expression) &&
    ts.isStringLiteralLike(node.argumentExpression) &&
    node.argumentExpression.text === 'now'
  )
    return 'Date.now';
  return undefined;
}

function clockReadsIn(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    const read = clockRead(node);
    if (read) {
      const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${file}:${line + 1}:${character + 1} ${read}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const roots = process.argv.slice(2);
const files = (roots.length ? roots : ['api/src'])
  .flatMap((root) => [...filesUnder(root)])
  .map((file) => relative(process.cwd(), file).split(sep).join('/'))
  .filter((file) => DOMAIN_FILE.test(file) && !EXEMPT.test(file));
const reads = files.flatMap(clockReadsIn);

for (const read of reads) console.log(`error ${RULE}: ${read}`);
if (reads.length) {
  console.log(
    `\nx ${reads.length} clock reads in domain folders. Time arrives with the command: ` +
      'the handler reads the injected clock (api/src/platform/time/) and passes the instant in.',
  );
  process.exitCode = 1;
} else {
  console.log(`✔ no clock reads in domain folders (${files.length} files checked)`);
}
