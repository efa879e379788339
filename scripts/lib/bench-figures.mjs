// Reads the figures a benchmark printed: every line, or console.table row, that carries a mark.

const MARKS = { met: true, MISSED: false };
const MARK_IN_LINE = /(?:^|\s)(met|MISSED)(?=$|[\s:;,.)])/;
// eslint-disable-next-line no-control-regex
const COLOURS = /\u001b\[[0-9;]*m/g;

const cellsOf = (line) =>
  line
    .split('│')
    .slice(1, -1)
    .map((cell) => cell.trim().replace(/^'(.*)'$/, '$1'));

/**
 * The figures in `output`, in order: `{ text, met }`. A console.table row is a figure when one of its
 * cells is a mark; its text is its other cells after their column names (the mark's column, when
 * its name states the target, by its name alone). A plain line is one when it holds a mark as a
 * word; its text is the line without it.
 */
export function figuresIn(output) {
  const figures = [];
  let header = null;
  for (const raw of output.replace(COLOURS, '').split('\n')) {
    const line = raw.trim();
    if (line.startsWith('┌') || line.startsWith('└')) header = null;
    if (/^[┌├└]/.test(line)) continue;
    if (line.startsWith('│')) {
      const cells = cellsOf(line);
      if (header === null) {
        header = cells;
        continue;
      }
      const markAt = cells.findIndex((cell) => Object.hasOwn(MARKS, cell));
      if (markAt < 0) continue;
      // The first cell is console.table's index.
      const parts = cells.slice(1).flatMap((cell, at) => {
        const column = header[at + 1];
        if (at + 1 !== markAt) return cell === '' ? [] : [`${column}: ${cell}`];
        return /target/i.test(column) ? [column] : [];
      });
      figures.push({ text: parts.join('; '), met: MARKS[cells[markAt]] });
      continue;
    }
    const found = MARK_IN_LINE.exec(line);
    if (found)
      figures.push({
        text: line
          .replace(MARK_IN_LINE, '')
          .replace(/\s+/g, ' ')
          .replace(/[\s:]+$/, ''),
        met: MARKS[found[1]],
      });
  }
  return figures;
}
