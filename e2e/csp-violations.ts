import { BASE_URL } from './stack';

/**
 * Runs after the whole suite: every page was served with the enforced Content-Security-Policy, and
 * the browser reported each violation to the API, which (in the sandbox) keeps them. Any report
 * fails the run, listing what was blocked where.
 */
export default async function checkNoCspViolations(): Promise<void> {
  const response = await fetch(`${BASE_URL}/api/sandbox/csp-reports`);
  if (!response.ok) throw new Error(`The CSP reports could not be read: HTTP ${response.status}`);
  const { data } = (await response.json()) as { data: { page: string; blocked: string; directive: string }[] };
  if (data.length === 0) {
    console.log('Content-Security-Policy: no violation over the whole suite.');
    return;
  }
  const lines = data.map(({ page, blocked, directive }) => `  ${directive}: ${blocked} on ${page}`);
  throw new Error(`The pages broke their Content-Security-Policy ${data.length} times:\n${lines.join('\n')}`);
}
