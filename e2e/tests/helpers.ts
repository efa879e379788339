import { renameSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@portal/shared/storage-keys';
import { registerAccount, signInThroughApi, type Account } from './accounts';
import { STACK } from '../stack';

/**
 * Signs the browser in as a real customer (made through the sandbox, the device check passed with a
 * code from the outbox) and leaves storage as completeSignIn() does. Answers the customer.
 */
export async function signInBrowser(
  page: Page,
  request: APIRequestContext,
  { trxPassword, ...options }: NonNullable<Parameters<typeof signInThroughApi>[2]> & { trxPassword?: string } = {},
): Promise<Account & { token: string }> {
  const account = await registerAccount(request, { trxPassword });
  const token = await signInThroughApi(request, account, options);
  await storeToken(page, token);
  return { ...account, token };
}

/** Leaves the storage a completed sign-in with `token` leaves, under the session module's own key names. */
export async function storeToken(page: Page, token: string) {
  await page.addInitScript(
    ({ keys, value }) => {
      window.localStorage.setItem(keys.token, value);
      window.localStorage.setItem(keys.isLogin, 'true');
    },
    { keys: { token: STORAGE_KEYS.token, isLogin: STORAGE_KEYS.isLogin }, value: token },
  );
}

/**
 * Resolves when the page's live event stream has opened (its answer's headers are in). Events sent
 * before it opens reach the page only through what it fetched, so a test that changes things on the
 * server to see them arrive live waits for this first. Call before the navigation that opens it.
 */
export function liveStreamOpened(page: Page) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/events');
}

/** The bell in the header: its name is 消息中心, then the badge as shown with 条未读. */
export const bell = (page: Page) => page.getByRole('link', { name: /^消息中心/ });

/** The unread count the bell's badge shows (0 when it shows none). */
export async function unreadOnBell(page: Page) {
  return Number(/(\d+) 条未读/.exec((await bell(page).textContent()) ?? '')?.[1] ?? 0);
}

/** The frame of the page currently shown, which says which remote build rendered it. */
export function pageFrame(page: Page) {
  return page.locator('section[data-remote]');
}

export async function expectPageFrom(page: Page, remote: string, title: string) {
  const frame = pageFrame(page);
  await expect(frame).toHaveAttribute('data-remote', remote);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title);
}

const pinsFile = path.join(STACK.pins, 'default.json');

export function readPins(): Record<string, string> {
  return JSON.parse(readFileSync(pinsFile, 'utf8')) as Record<string, string>;
}

export function writePins(pins: Record<string, string>) {
  writeFileSync(pinsFile, `${JSON.stringify(pins, null, 2)}\n`);
}

/** Takes a published remote version away from the edge, as if its server were gone. */
export function unpublish(remote: string, version: string) {
  renameSync(path.join(STACK.dist, remote, version), path.join(STACK.dist, remote, `${version}.offline`));
  return () => renameSync(path.join(STACK.dist, remote, `${version}.offline`), path.join(STACK.dist, remote, version));
}
