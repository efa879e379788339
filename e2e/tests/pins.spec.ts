import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT, STACK } from '../stack';
import { pageFrame, readPins, signInBrowser, writePins } from './helpers';

const NEW_VERSION = '0.1.0-e2e.2';
const remoteDir = path.join(REPO_ROOT, 'remote-messages');

/** Builds remote-messages as another version into the stack's published folders, as its team would. */
function publishNewVersion() {
  const webpackCli = createRequire(path.join(REPO_ROOT, 'package.json')).resolve('webpack-cli/bin/cli.js');
  execFileSync(
    process.execPath,
    [
      webpackCli,
      '--config',
      'webpack.config.cjs',
      '--env',
      `version=${NEW_VERSION}`,
      '--env',
      `distRoot=${STACK.dist}`,
    ],
    { cwd: remoteDir, stdio: 'pipe', env: { ...process.env, NODE_OPTIONS: '--no-deprecation' } },
  );
}

test('switching a pin changes the remote version on the next load, with no host rebuild', async ({ page, request }) => {
  test.setTimeout(180_000);
  publishNewVersion();
  const original = readPins();
  await signInBrowser(page, request);

  try {
    await page.goto('/information-center');
    await expect(pageFrame(page)).toHaveAttribute('data-remote-version', original['remote-messages']!);
    const hostScript = await page.locator('script[src*="/assets/main."]').getAttribute('src');

    writePins({ ...original, 'remote-messages': NEW_VERSION });
    await page.reload();
    await expect(pageFrame(page)).toHaveAttribute('data-remote-version', NEW_VERSION);
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
