import { expect, test } from '@playwright/test';
import { previousRelease } from '../release-store';
import { pageFrame, readPins, signInBrowser, writePins } from './helpers';

// The other version is the remote's previous release from the release store, which the edge serves
// beside the build (version-skew.spec.ts runs the core journeys on it with this host).
const OTHER_VERSION = previousRelease('remote-messages');

test('switching a pin changes the remote version on the next load, with no host rebuild', async ({ page, request }) => {
  const original = readPins();
  await signInBrowser(page, request);

  try {
    await page.goto('/information-center');
    await expect(pageFrame(page)).toHaveAttribute('data-remote-version', original['remote-messages']!);
    const hostScript = await page.locator('script[src*="/assets/main."]').getAttribute('src');

    writePins({ ...original, 'remote-messages': OTHER_VERSION });
    await page.reload();
    await expect(pageFrame(page)).toHaveAttribute('data-remote-version', OTHER_VERSION);
    await expect(pageFrame(page).getByRole('heading', { level: 1 })).toHaveText('消息中心');
    expect(await page.locator('script[src*="/assets/main."]').getAttribute('src')).toBe(hostScript);

    // Rolling back is the same change the other way.
    writePins(original);
    await page.reload();
    await expect(pageFrame(page)).toHaveAttribute('data-remote-version', original['remote-messages']!);
  } finally {
    writePins(original);
  }
});
