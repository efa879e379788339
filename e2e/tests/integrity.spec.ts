import { appendFileSync, cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { STACK } from '../stack';
import { pageFrame, readPins, writePins } from './helpers';
import { newCustomerSignIn, pageViews, pins } from './stack-ops';

// Subresource Integrity of pinned code, on the stack's own edge: a published file changed after it
// was pinned must not run. Each test publishes a copy of the stable remote-auth under another
// version, pins it (the pins tool records its entry's SHA-384), changes a file, and leaves the pins
// as it found them.

test.describe.configure({ mode: 'serial' });

let original: Record<string, string>;
let stable: string;
test.beforeEach(() => {
  original = readPins();
  stable = original['remote-auth']!;
});
test.afterEach(() => writePins(original));

/** Publishes the stable remote-auth again as `version`; answers its folder. */
function publishCopy(version: string): string {
  const folder = path.join(STACK.dist, 'remote-auth', version);
  rmSync(folder, { recursive: true, force: true });
  cpSync(path.join(STACK.dist, 'remote-auth', stable), folder, { recursive: true });
  return folder;
}

/**
 * Changes a published file the way a compromised origin would: code added that would mark the
 * page, and the precompressed copies gone so the edge serves the changed file itself.
 */
function tamper(file: string): void {
  appendFileSync(file, '\n;document.documentElement.dataset.tampered = "ran";\n');
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
}

test('a canary whose entry changed after pinning fails closed: customers get stable, ops are refused', async ({
  browser,
}) => {
  const version = `${stable}-e2e.entry-changed`;
  const folder = publishCopy(version);
  await pins('canary', 'default', `remote-auth@${version}`, '--percent', '99');
  expect(readPins()).toMatchObject({ integrity: { 'remote-auth': { [version]: expect.stringMatching(/^sha384-/) } } });
  tamper(path.join(folder, 'remoteEntry.js'));

  for (let customer = 0; customer < 3; customer += 1) expect(await newCustomerSignIn(browser)).toBe(stable);
  // Beacons arrive on their own time.
  await expect.poll(async () => (await pageViews('remote-auth', version)).load_failed).toBeGreaterThanOrEqual(2);

  // Pinning the changed version again names what changed; nothing is written.
  const before = readPins();
  await expect(pins('set', 'default', `remote-auth@${version}`)).rejects.toThrow(
    new RegExp(
      `remote-auth@${version.replace(/[.+]/g, '\\$&')}'s remoteEntry\\.js changed since it was pinned \\(sha384-`,
    ),
  );
  expect(readPins()).toEqual(before);
});

test('a pinned version whose chunk changed shows the failure notice and runs none of it', async ({ page }) => {
  const version = `${stable}-e2e.chunk-changed`;
  const folder = publishCopy(version);
  await pins('set', 'default', `remote-auth@${version}`);
  const signInChunk = readdirSync(path.join(folder, 'assets')).find((file) =>
    /^__federation_expose_SignIn\.[0-9a-f]+\.js$/.test(file),
  );
  expect(signInChunk).toBeDefined();
  tamper(path.join(folder, 'assets', signInChunk!));

  await page.goto('/sign-in');
  await expect(page.getByText('页面暂时无法加载')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-tampered', 'ran');
  await expect(pageFrame(page)).toHaveCount(0);
});

test('a pinned version whose entry changed shows the failure notice and runs none of it', async ({ page }) => {
  const version = `${stable}-e2e.stable-changed`;
  const folder = publishCopy(version);
  await pins('set', 'default', `remote-auth@${version}`);
  tamper(path.join(folder, 'remoteEntry.js'));

  await page.goto('/sign-in');
  await expect(page.getByText('页面暂时无法加载')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-tampered', 'ran');
});
