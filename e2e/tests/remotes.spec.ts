import { expect, test } from '@playwright/test';
import { expectPageFrom, pageFrame, readPins, signInBrowser } from './helpers';

test('/sign-in renders from remote-auth', async ({ page }) => {
  await page.goto('/sign-in');
  await expectPageFrom(page, 'remote-auth', '登录');
});

test('/wallet renders from remote-cards inside the main layout', async ({ page, request }) => {
  await signInBrowser(page, request);
  await page.goto('/wallet');
  await expectPageFrom(page, 'remote-cards', '钱包');
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
});

test('/information-center renders from remote-messages', async ({ page, request }) => {
  await signInBrowser(page, request);
  await page.goto('/information-center');
  await expectPageFrom(page, 'remote-messages', '消息中心');
});

test('a signed-out visitor of a signed-in page lands on /sign-in', async ({ page }) => {
  await page.goto('/wallet');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expectPageFrom(page, 'remote-auth', '登录');
});

test('the host and all three remotes share one React, one jotai store and one shared core', async ({
  page,
  request,
}) => {
  await signInBrowser(page, request);
  await page.goto('/wallet');
  const hostInstance = await page.locator('html').getAttribute('data-shared-instance');
  expect(hostInstance).toMatch(/^shared-/);

  const visited: string[] = [];
  for (const [link, remote] of [
    [null, 'remote-cards'],
    [/^消息中心/, 'remote-messages'],
    [/^设置$/, 'remote-auth'],
  ] as const) {
    if (link) await page.getByRole('link', { name: link }).first().click();
    const frame = pageFrame(page);
    await expect(frame).toHaveAttribute('data-remote', remote);
    // Same page load: the shared core the remote uses is the host's copy, and so are React and the store.
    await expect(frame).toHaveAttribute('data-shared-instance', hostInstance!);
    await expect(frame).toHaveAttribute('data-singletons', 'shared');
    visited.push(remote);
  }
  expect(visited).toEqual(['remote-cards', 'remote-messages', 'remote-auth']);
});

test('pages of every remote are served from their pinned versioned folders', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/sign-in');
  await expectPageFrom(page, 'remote-auth', '登录');
  expect(scripts).toContain(`/remote-auth/${readPins()['remote-auth']}/remoteEntry.js`);
  expect(scripts.some((script) => script.startsWith('/remote-cards/'))).toBe(false);
});
