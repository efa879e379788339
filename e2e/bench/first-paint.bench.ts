import { test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { registerAccount, signInThroughApi } from '../tests/accounts';
import { storeToken } from '../tests/helpers';
import { reportTimes, sized } from './figures';

// How soon a customer on a slow mobile network sees the portal: the time from asking for a page to
// the sign-in form (its phone field) or the wallet (its balances) on screen, in headless Chromium
// against the real stack, throttled to the slow-4G profile (150 ms round trip, 1.6 Mbps down).
// Cold: a fresh browser profile each time (nothing cached); warm: the same profile, reloaded.

const SAMPLES = sized(5, 1);
const SIGN_IN_TARGET_MS = 1500;
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

async function throttled(context: BrowserContext, probe: Probe): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(recordFirstShown, probe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return page;
}

/** What marks a page as shown: an element matching `selector`, holding `text` when given. */
interface Probe {
  selector: string;
  text?: string;
}

/**
 * Installed before the page's own scripts: records the time of the first frame in which `probe`
 * matches. Read in the page, so the figure does not include how often the test polls for it.
 */
function recordFirstShown(probe: Probe) {
  const shown = () =>
    Array.from(document.querySelectorAll(probe.selector)).some(
      (element) => !probe.text || element.textContent?.includes(probe.text),
    );
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      (window as { firstShownAt?: number }).firstShownAt = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** Milliseconds from the navigation's start to the first frame showing the page's probe (`shown` checks it is visible). */
async function timeTo(page: Page, url: string, shown: (page: Page) => Locator): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  await shown(page).waitFor({ state: 'visible', timeout: 60_000 });
  return page
    .waitForFunction(() => (window as { firstShownAt?: number }).firstShownAt)
    .then((at) => at.jsonValue() as Promise<number>);
}

const signInForm = (page: Page) => page.getByRole('textbox', { name: '手机号' });
const signInProbe: Probe = { selector: 'input[name="phone"]' };
const walletBalances = (page: Page) => page.getByText('USD 可用余额');
const walletProbe: Probe = { selector: 'main', text: 'USD 可用余额' };

test('time to the sign-in form and to the wallet on slow 4G, cold and warm', async ({ browser, request }) => {
  const token = await signInThroughApi(request, await registerAccount(request));
  const cases = [
    {
      name: 'sign-in form',
      url: '/sign-in',
      probe: signInProbe,
      shown: signInForm,
      target: SIGN_IN_TARGET_MS,
      token: null,
    },
    { name: 'wallet', url: '/wallet', probe: walletProbe, shown: walletBalances, target: undefined, token },
  ];
  for (const { name, url, probe, shown, target, token: signedIn } of cases) {
    const cold: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      const context = await browser.newContext();
      const page = await throttled(context, probe);
      if (signedIn) await storeToken(page, signedIn);
      cold.push(await timeTo(page, url, shown));
      await context.close();
    }
    const context = await browser.newContext();
    const page = await throttled(context, probe);
    if (signedIn) await storeToken(page, signedIn);
    await timeTo(page, url, shown);
    const warm: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample += 1) warm.push(await timeTo(page, url, shown));
    await context.close();
    reportTimes(`${name}, cold`, cold, target);
    reportTimes(`${name}, warm`, warm);
  }
});
