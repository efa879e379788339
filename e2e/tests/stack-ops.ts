// What ops and new customers do to the stack's own edge, for the tests of canaries and integrity.
import { type Browser, expect } from '@playwright/test';
import { ADMIN_TOKEN, BASE_URL } from '../stack';
import { pageFrame } from './helpers';

export { pins } from '../pins-command';

export interface PageViews {
  version: string;
  views: number;
  render_failed: number;
  load_failed: number;
}

/** What the operators' call says of one version of a remote on this edge. */
export async function pageViews(remote: string, version: string): Promise<Omit<PageViews, 'version'>> {
  const response = await fetch(`${BASE_URL}/api/admin/remote-loads?remote=${remote}`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const { data } = (await response.json()) as { data: PageViews[] };
  const { version: _version, ...counts } = data.find((row) => row.version === version) ?? {
    version,
    views: 0,
    render_failed: 0,
    load_failed: 0,
  };
  return counts;
}

/**
 * A new customer (a fresh browser profile) opens the sign-in page and gets a working form; answers
 * the version of remote-auth it shows. `watch` sees every request the page makes.
 */
export async function newCustomerSignIn(browser: Browser, watch?: (url: string) => void): Promise<string | null> {
  const context = await browser.newContext();
  try {
    if (watch) context.on('request', (request) => watch(request.url()));
    const page = await context.newPage();
    await page.goto('/sign-in');
    await expect(pageFrame(page)).toHaveAttribute('data-remote', 'remote-auth');
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await expect(page.getByText('页面暂时无法加载')).toHaveCount(0);
    return await pageFrame(page).getAttribute('data-remote-version');
  } finally {
    await context.close();
  }
}
