import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions, run } from 'axe-core';

/** One serious or critical axe finding, worded so a failing test says where and what. */
export type Finding = string;

/** The WCAG A and AA rules (2.0 to 2.2) and axe's best practices, as Lighthouse and the issue count them. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Waits until every running transition and finite animation has ended, so axe never measures the
 * colours of a fading element half-way (spinners, which never end, are left running).
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

type Violation = Pick<AxeResults['violations'][number], 'id' | 'impact'> & {
  nodes: { target: string[]; failureSummary?: string }[];
};

/**
 * The rules among those whose outcome depends on the colours a page paints: in another merchant
 * colour the same page has the same markup, and only these can find something else.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe in the page (put there once per document: the portal has no frames, and a page reached
 * through the portal's own links keeps it) and answers its violations: of every rule of TAGS, or of
 * `rules` alone.
 */
async function axeViolations(page: Page, rules?: string[]): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: TAGS },
    resultTypes: ['violations'],
  };
  return page.evaluate(async (runOptions) => {
    const { violations } = await (window as unknown as { axe: { run: typeof run } }).axe.run(document, runOptions);
    return violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map((node) => ({ target: node.target.map(String), failureSummary: node.failureSummary })),
    }));
  }, options);
}

/**
 * Runs axe on the page as it is now (every rule of TAGS, or `rules` alone) and answers its serious
 * and critical findings, labelled with `where`.
 */
export async function seriousFindings(page: Page, where: string, rules?: string[]): Promise<Finding[]> {
  await transitionsEnded(page);
  const findings = (await axeViolations(page, rules))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where} ${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 4)
          .map(
            (node) =>
              `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.split('\n').slice(1).join(' ').trim()}]` : ''}`,
          )
          .join('; ')}`,
    );
  if (process.env.AXE_VERBOSE) console.log(findings.join('\n'));
  return findings;
}

/** A page wider than the screen scrolls sideways on a phone: a finding, with how many pixels. */
export async function overflowFindings(page: Page, where: string): Promise<Finding[]> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  return overflow > 0 ? [`${where} scrolls sideways by ${overflow} px`] : [];
}
