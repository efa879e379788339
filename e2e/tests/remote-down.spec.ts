import { expect, test } from '@playwright/test';
import { expectPageFrom, readPins, unpublish, signInBrowser } from './helpers';

test('a remote that is not served shows the fallback in its page only, and retry recovers', async ({
  page,
  request,
}) => {
  await signInBrowser(page, request);
  await page.goto('/wallet');
  await expectPageFrom(page, 'remote-cards', '钱包');

  const restore = unpublish('remote-messages', readPins()['remote-messages']!);
  let restored = false;
  try {
    await page.getByRole('link', { name: /^消息中心/ }).click();
    const fallback = page.getByRole('alert');
    await expect(fallback).toContainText('页面暂时无法加载');
    await expect(fallback.getByRole('button', { name: '重试' })).toBeVisible();

    // The header and the other remotes keep working.
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await page.getByRole('link', { name: '卡片', exact: true }).click();
    await expectPageFrom(page, 'remote-cards', '卡片');
    await page.getByRole('link', { name: '设置', exact: true }).click();
    await expectPageFrom(page, 'remote-auth', '设置');

    await page.getByRole('link', { name: /^消息中心/ }).click();
    await expect(page.getByRole('alert')).toContainText('页面暂时无法加载');

    restore();
    restored = true;
    await page.getByRole('button', { name: '重试' }).click();
    await expectPageFrom(page, 'remote-messages', '消息中心');
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    if (!restored) restore();
  }
});

test('a page whose own chunk cannot be fetched falls back and recovers the same way', async ({ page, request }) => {
  await signInBrowser(page, request);
  let blocked = true;
  await page.route(/\/remote-cards\/[^/]+\/assets\/__federation_expose_Wallet/, (route) =>
    blocked ? route.abort('connectionrefused') : route.continue(),
  );
  await page.goto('/wallet');
  await expect(page.getByRole('alert')).toContainText('页面暂时无法加载');
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();

  blocked = false;
  await page.getByRole('button', { name: '重试' }).click();
  await expectPageFrom(page, 'remote-cards', '钱包');
});
