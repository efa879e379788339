import type { APIRequestContext, Page } from '@playwright/test';

/** The violations the sandbox API has received, as `<directive> <blocked>` on a page. */
export async function cspReports(request: APIRequestContext): Promise<{ page: string; violation: string }[]> {
  const answer = await request.get('/api/sandbox/csp-reports');
  const { data } = (await answer.json()) as { data: { page: string; directive: string; blocked: string }[] };
  return data.map(({ page, directive, blocked }) => ({ page, violation: `${directive} ${blocked}` }));
}

/** Makes `page` keep every Content-Security-Policy violation its documents see, from its next navigation on. */
export async function watchCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __cspViolations?: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
}

/** The violations `page`'s current document has seen so far, as `<directive> <blocked>`. */
export const cspViolationsSeen = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...((window as { __cspViolations?: string[] }).__cspViolations ?? [])]);
