import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createTheme } from '@portal/shared/theme';
import { failedBatch, succeed } from './failed-batch';
import { bell, liveStreamOpened, readPins, unpublish, signInBrowser, unreadOnBell } from './helpers';

const notices = (page: Page) => page.getByRole('list', { name: '新消息提醒' }).getByRole('listitem');

async function announce(request: APIRequestContext, title: string) {
  const answer = await request.post('/api/sandbox/admin/announcements', {
    data: { title, content: `<p>${title}</p>` },
  });
  expect(((await answer.json()) as { code: number }).code).toBe(0);
}

const answerTo = (page: Page, path: string) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === path);

/**
 * Opens the wallet as a new customer and waits until the shell has what it asks at first: the
 * wallet's status, the unread count shown on the bell, and its live stream. A test then changes things on a page at rest.
 */
async function openWallet(page: Page, request: APIRequestContext) {
  const account = await signInBrowser(page, request);
  const walletStatus = answerTo(page, '/api/v1/balance/account-balance-status');
  const unreadCount = answerTo(page, '/api/v1/msg-center/station-msg/unread-quantity');
  const live = liveStreamOpened(page);
  await page.goto('/wallet');
  await live;
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  await walletStatus;
  const { data } = (await (await unreadCount).json()) as { data: { count: number } };
  const shown = data.count > 99 ? '99+' : String(data.count);
  await expect(bell(page)).toHaveAccessibleName(data.count === 0 ? '消息中心' : `消息中心 ${shown} 条未读`);
  return account;
}

test('an announcement from the sandbox admin pops up within 2 s and the badge goes up', async ({ page, request }) => {
  await openWallet(page, request);
  await expect(bell(page)).toHaveAccessibleName(/条未读|^消息中心$/);
  const unreadBefore = await unreadOnBell(page);

  await announce(request, '今晚二十二点系统维护，届时暂停开卡两个小时');
  await expect(notices(page)).toHaveCount(1, { timeout: 2_000 });
  await expect(notices(page).first()).toContainText('今晚二十二点系统维护，届时暂停…');
  await expect(bell(page)).toHaveAccessibleName(`消息中心 ${unreadBefore + 1} 条未读`);
});

test('clicking a pop-up marks it read: the badge goes back down and the information center opens', async ({
  page,
  request,
}) => {
  await openWallet(page, request);
  const unread = () => unreadOnBell(page);
  const before = await unread();
  await announce(request, '周末开卡费五折');
  await expect.poll(unread).toBe(before + 1);
  await notices(page)
    .first()
    .getByRole('button', { name: /周末开卡费五折/ })
    .click();
  await expect(page).toHaveURL(/\/information-center$/);
  await expect.poll(unread).toBe(before);
});

test('six announcements give five pop-ups: the newest shows, 还有 4 条提醒 opens the rest 80 px apart', async ({
  page,
  request,
}) => {
  await openWallet(page, request);
  for (let index = 1; index <= 6; index += 1) await announce(request, `公告 ${index}`);
  const more = page.getByRole('button', { name: '还有 4 条提醒' });
  await expect(more).toBeVisible();
  await expect(notices(page)).toHaveCount(1);
  await expect(notices(page).first()).toContainText('公告 6');
  await more.click();
  await expect(notices(page)).toHaveCount(5);
  // Each notice slides to its place: wait until they settle.
  const offsets = () =>
    notices(page).evaluateAll((items) => {
      const tops = items.map((item) => (item as HTMLElement).offsetTop);
      return tops.map((top) => top - (tops[0] ?? 0));
    });
  await expect.poll(offsets).toEqual([0, 80, 160, 240, 320]);
});

/** A customer with a page and more of cards, and a batch whose every card the issuer refused: its failure stays shown. */
async function customerWithFailedBatch(page: Page, request: APIRequestContext) {
  const trxPassword = '246810';
  const account = await signInBrowser(page, request, { trxPassword });
  await succeed(request.post('/api/sandbox/admin/cards/seed', { data: { phone: account.phone, count: 12 } }));
  await failedBatch(request, account, trxPassword, 2);
}

/** Playwright's actionability check: fails when anything else would take the click. */
const expectClickable = (control: Locator) => control.click({ trial: true, timeout: 5_000 });

test('five pop-ups and the batch widget leave 开卡, 批量导出 and the last row’s actions clickable at 1280 and 375 px, and a focused row’s action is scrolled above them', async ({
  page,
  request,
}) => {
  await customerWithFailedBatch(page, request);
  await page.setViewportSize({ width: 1280, height: 720 });
  const liveStream = liveStreamOpened(page);
  await page.goto('/card');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(11);
  await liveStream;
  for (let index = 1; index <= 5; index += 1) await announce(request, `遮挡检查 ${index}`);
  await expect(page.getByRole('button', { name: '还有 4 条提醒' })).toBeVisible();
  const widget = page.getByRole('region', { name: '批量开卡' });
  await expect(widget).toContainText('批量开卡失败2张');
  // Opened from the keyboard: a mouse coming to the widget over a row's control would move the dock
  // aside for that control (the next test is about that).
  await widget.getByRole('button', { expanded: false }).press('Enter');
  await expect(widget.getByRole('button', { name: '查看失败原因' })).toBeVisible();

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 375, height: 667 },
  ]) {
    await page.setViewportSize(viewport);
    const freeze = page.getByRole('button', { name: /^冻结 尾号/ });
    const controls = [
      page.getByRole('button', { name: '开卡', exact: true }),
      page.getByRole('button', { name: '批量导出', exact: true }),
      freeze.last(),
      rows.filter({ has: freeze }).last().getByRole('link', { name: /^详情/ }),
      rows.last().getByRole('link', { name: /^详情/ }),
    ];
    for (const control of controls) await expectClickable(control);
  }

  // A row's 详情 under the dock, reached from the keyboard, is scrolled above it. The mouse that
  // tried the clicks rests away from the dock first, which is then back in its place.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.mouse.move(10, 10);
  await expect(widget).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  const widgetTop = (await widget.boundingBox())?.y ?? 0;
  const centres = await rows
    .getByRole('link', { name: /^详情/ })
    .evaluateAll((links) => links.map((link) => link.getBoundingClientRect()).map((box) => box.top + box.height / 2));
  const underDock = centres.findIndex((centre) => centre > widgetTop);
  expect(underDock).toBeGreaterThanOrEqual(0);
  const hidden = rows.getByRole('link', { name: /^详情/ }).nth(underDock);
  const covered = () =>
    hidden.evaluate((link) => {
      const { left, top, width, height } = link.getBoundingClientRect();
      return !link.contains(document.elementFromPoint(left + width / 2, top + height / 2));
    });
  expect(await covered()).toBe(true);
  await hidden.focus();
  await expect.poll(covered).toBe(false);
});

test('the dock moves aside when the mouse comes to a row’s 冻结 under it, which then takes the click, and comes back after', async ({
  page,
  request,
}) => {
  await customerWithFailedBatch(page, request);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/card');
  const widget = page.getByRole('region', { name: '批量开卡' });
  await expect(widget).toContainText('批量开卡失败2张');
  const freeze = page.getByRole('button', { name: /^冻结 尾号/ });
  await expect(freeze).not.toHaveCount(0);
  // The first 冻结 the resting dock covers, the page scrolled to its top.
  const centreOf = (control: Locator) =>
    control.evaluate((element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      return { x: left + width / 2, y: top + height / 2 };
    });
  const isCovered = (control: Locator) =>
    control.evaluate((element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      return !element.contains(document.elementFromPoint(left + width / 2, top + height / 2));
    });
  let covered: Locator | undefined;
  for (const control of await freeze.all()) if (await isCovered(control)) covered = covered ?? control;
  expect(covered, 'a 冻结 under the dock').toBeDefined();
  const target = covered as Locator;

  const { x, y } = await centreOf(target);
  await page.mouse.move(x - 300, y);
  await page.mouse.move(x, y, { steps: 5 });
  await expect.poll(() => isCovered(target)).toBe(false);
  await expect(widget).not.toBeInViewport();
  await page.mouse.click(x, y);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.move(200, 200);
  await expect(widget).toBeInViewport();
});

test('offline, a menu entry leads to /network-anomaly, one message with its picture; back online, retry returns to /wallet', async ({
  page,
  request,
  context,
}) => {
  await openWallet(page, request);
  await context.setOffline(true);
  await page.getByRole('link', { name: '卡片', exact: true }).click();
  await expect(page).toHaveURL(/\/network-anomaly$/);
  await expect(page.getByRole('heading', { level: 1, name: '网络异常，请稍后重试' })).toBeVisible();
  await expect(page.getByRole('img', { name: '网络连接已断开' })).toBeVisible();
  // One message: the page's. Nothing the page asks for fails behind it into a notice.
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('网络异常，请稍后重试', { exact: true })).toHaveCount(1);
  await expect(page.getByText(/当前网络异常/)).toHaveCount(0);
  await context.setOffline(false);
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  expect(await page.evaluate(() => sessionStorage.getItem('menuKey'))).toContain('wallet');
});

test('an unknown signed-in path shows the not-found page, and its button returns to /wallet', async ({
  page,
  request,
}) => {
  await signInBrowser(page, request);
  await page.goto('/wallet/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: '非常抱歉，您访问的页面不存在' })).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
});

test('freezing the wallet from the sandbox admin makes the portal fetch the wallet status again', async ({
  page,
  request,
}) => {
  const account = await openWallet(page, request);
  const refetched = answerTo(page, '/api/v1/balance/account-balance-status');
  const frozen = await request.put('/api/sandbox/admin/wallet/status', {
    data: { phone: account.phone, frozen: true },
  });
  expect(((await frozen.json()) as { code: number }).code).toBe(0);
  const answer = await refetched;
  expect(((await answer.json()) as { data: { status: string } }).data.status).toBe('BALANCE_STATUS_FREEZE');
});

test('the merchant colour changed to orange shows after a reload', async ({ page, request }) => {
  await openWallet(page, request);
  const setColor = (color: string) => request.put('/api/sandbox/admin/merchant', { data: { color } });
  try {
    await setColor('MERCHANT_COLOR_ORANGE');
    await page.reload();
    const selected = page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '钱包' });
    await expect(selected).toHaveAttribute('aria-current', 'page');
    const accent = createTheme('MERCHANT_COLOR_ORANGE').color.accent;
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(accent.slice(at, at + 2), 16));
    await expect(selected).toHaveCSS('color', `rgb(${r}, ${g}, ${b})`);
  } finally {
    await setColor('MERCHANT_COLOR_BLUE');
  }
});

test('with remote-messages not served, the bell and the other pages still work', async ({ page, request }) => {
  await openWallet(page, request);
  const restore = unpublish('remote-messages', readPins()['remote-messages']!);
  try {
    await bell(page).click();
    await expect(page).toHaveURL(/\/information-center$/);
    await expect(page.getByRole('alert')).toContainText('页面暂时无法加载');
    await expect(bell(page)).toBeVisible();
    await page.getByRole('link', { name: '设置', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('设置');
  } finally {
    restore();
  }
});

test('index.html preloads only scripts the first page runs, and the sign-in page needs no other host script', async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname);
  });
  await page.goto('/sign-in');
  await expect(page.getByRole('textbox', { name: '手机号' })).toBeVisible();
  const preloaded = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  // The early chunk (it starts the remote) and the boot chunk (libraries, shared core, host boot code).
  expect(preloaded).toEqual([
    expect.stringMatching(/\/early\.[0-9a-f]+\.js$/),
    expect.stringMatching(/\/boot\.[0-9a-f]+\.js$/),
  ]);
  // Every preload is used (none wasted), and the host's scripts are all preloaded or the entry itself.
  expect(loaded).toEqual(expect.arrayContaining(preloaded));
  const hostScripts = loaded.filter((path) => path.startsWith('/assets/'));
  const late = hostScripts.filter((path) => !preloaded.includes(path) && !/\/main\.[0-9a-f]+\.js$/.test(path));
  expect(late).toEqual([]);
});
