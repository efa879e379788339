// How a change of the shared core's surface (API Extractor's report) must move its version.

/** Bumps from least to most. */
const BUMPS = ['patch', 'minor', 'major'];

/**
 * A line with each union of string literals in one order: TypeScript prints a union's members in
 * the order it met them, which moves when unrelated code does, and the order means nothing.
 */
const withLiteralUnionsSorted = (line) =>
  line.replace(/"[^"]*"(?:\s*\|\s*"[^"]*")+/g, (union) =>
    union
      .split('|')
      .map((member) => member.trim())
      .sort()
      .join(' | '),
  );

/**
 * The declarations of a report, each keyed by its first line (`export function useCards(…`):
 * blocks separated by blank lines inside the report's code fence, comments left out, unions of
 * string literals in one order.
 */
function declarationsOf(report) {
  const code = report.split('```ts')[1]?.split('```')[0] ?? '';
  const declarations = new Map();
  for (const block of code.split(/\n\s*\n/)) {
    const lines = block
      .split('\n')
      .map((line) => withLiteralUnionsSorted(line.trimEnd()))
      .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('//'));
    if (lines.length === 0 || lines[0].startsWith('import ')) continue;
    declarations.set(lines[0], lines);
  }
  return declarations;
}

/**
 * How the surface moved from the `released` report to the `current` one: `breaking` when a
 * declaration went or changed (a line of it taken away or altered), `feature` when declarations or
 * lines were only added, `none` when nothing moved.
 */
function surfaceChange(released, current) {
  const before = declarationsOf(released);
  const after = declarationsOf(current);
  let change = 'none';
  for (const [head, lines] of before) {
    const now = after.get(head);
    if (!now || !lines.every((line) => now.includes(line))) return 'breaking';
    if (now.length > lines.length) change = 'feature';
  }
  for (const head of after.keys()) if (!before.has(head)) change = 'feature';
  return change;
}

/** The least bump a surface change needs from `version` (null: none); caret ranges treat 0.MINOR as a major. */
function neededBump(change, version) {
  const belowOne = version.startsWith('0.');
  if (change === 'breaking') return belowOne ? 'minor' : 'major';
  if (change === 'feature') return belowOne ? 'patch' : 'minor';
  return null;
}

/** The bump one change file (its front matter: `"@portal/shared": minor`) gives `packageName`, or null. */
function bumpIn(changeFile, packageName) {
  const front = changeFile.split(/^---$/m)[1] ?? '';
  const bumps = [...front.matchAll(/^\s*["']?([^"':]+)["']?\s*:\s*(patch|minor|major)\s*$/gm)]
    .filter(([, name]) => name === packageName)
    .map(([, , bump]) => bump);
  return largestBump(bumps);
}

/** The largest of some bumps (nulls ignored), or null. */
function largestBump(bumps) {
  const largest = Math.max(-1, ...bumps.filter(Boolean).map((bump) => BUMPS.indexOf(bump)));
  return largest < 0 ? null : BUMPS[largest];
}

/** Whether `declared` (a pending bump or null) is at least `needed` (null: nothing needed). */
const bumpCovers = (declared, needed) =>
  needed === null || (declared !== null && BUMPS.indexOf(declared) >= BUMPS.indexOf(needed));

module.exports = { bumpCovers, bumpIn, declarationsOf, largestBump, neededBump, surfaceChange };
