import { BASE_URL, HOSTILE_CONTENT_ORIGIN } from './stack';

/**
 * Runs after the whole suite: every page was served with the enforced Content-Security-Policy, and
 * the browser reported each violation to the API, which (in the sandbox) keeps them. Any report
 * fails the run, listing what was blocked where, but those from the origin where tests feed the
 * portal hostile HTML on purpose (whether a browser reports what it meets while sanitising
 * depends on its build).
 */
export default async function checkNoCspViolations(): Promise<void> {
  const response = await fetch(`${BASE_URL}/api/sandbox/csp-reports`);
  if (!response.ok) throw new Error(`The CSP reports could not be read: HTTP ${response.status}`);
  const { data } = (await response.json()) as { data: { page: string; blocked: string; directive: string }[] };
  const unexpected = data.filter(({ page }) => !page.startsWith(`${HOSTILE_CONTENT_ORIGIN}/`));
  if (unexpected.length === 0) {
    console.log(
      `Content-Security-Policy: no violation over the whole suite (${data.length} caused on purpose with hostile HTML).`,
    );
    return;
  }
  const lines = unexpected.map(({ page, blocked, directive }) => `  ${directive}: ${blocked} on ${page}`);
  throw new Error(`The pages broke their Content-Security-Policy ${unexpected.length} times:\n${lines.join('\n')}`);
}
