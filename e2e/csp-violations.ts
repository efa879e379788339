import type { FullConfig } from '@playwright/test';
import { LANES, baseUrlOf, hostileContentOriginOf, stackOf } from './stack';

type Stack = ReturnType<typeof stackOf>;

/**
 * Runs after the whole suite: every page was served with the enforced Content-Security-Policy, and
 * the browser reported each violation to the API, which (in the sandbox) keeps them. Any report
 * fails the run, listing what was blocked where, but those from the origin where tests feed the
 * portal hostile HTML on purpose (whether a browser reports what it meets while sanitising
 * depends on its build).
 */
export default async function checkNoCspViolations(config: FullConfig): Promise<void> {
  // One portal per worker (playwright.config.ts).
  await checkNoCspViolationsOn(Array.from({ length: Math.min(LANES, config.workers) }, (_, lane) => stackOf(lane)));
}

/** Fails when the portals of `stacks` had any violation reported but those caused on purpose. */
export async function checkNoCspViolationsOn(stacks: Stack[]): Promise<void> {
  const unexpected: string[] = [];
  let onPurpose = 0;
  for (const stack of stacks) {
    const response = await fetch(`${baseUrlOf(stack)}/api/sandbox/csp-reports`);
    if (!response.ok) throw new Error(`The CSP reports could not be read: HTTP ${response.status}`);
    const { data } = (await response.json()) as { data: { page: string; blocked: string; directive: string }[] };
    const hostile = data.filter(({ page }) => page.startsWith(`${hostileContentOriginOf(stack)}/`));
    onPurpose += hostile.length;
    for (const { page, blocked, directive } of data.filter((report) => !hostile.includes(report)))
      unexpected.push(`  ${directive}: ${blocked} on ${page}`);
  }
  if (unexpected.length === 0) {
    console.log(
      `Content-Security-Policy: no violation over the whole suite (${onPurpose} caused on purpose with hostile HTML).`,
    );
    return;
  }
  throw new Error(
    `The pages broke their Content-Security-Policy ${unexpected.length} times:\n${unexpected.join('\n')}`,
  );
}
