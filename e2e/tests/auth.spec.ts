import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@portal/shared/storage-keys';
import { newAccount, nextMessage, registerAccount, type Account } from './accounts';
import { expectPageFrom, signInBrowser } from './helpers';

// Every code and link comes from the sandbox outbox, as a customer's phone or inbox would get it.

async function signInByPhone(page: Page, account: Account, password = account.password) {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: '手机号' }).fill(account.phone);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

async function signInByEmail(page: Page, account: Account, password = account.password) {
  await page.goto('/sign-in');
  await page.getByRole('tab', { name: '邮箱' }).click();
  await page.getByRole('textbox', { name: '邮箱' }).fill(account.email);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

test('a new customer registers, reading the agreement on the way, binds an e-mail and lands on the wallet', async ({
  page,
  request,
}) => {
  const account = newAccount();
  await page.goto('/sign-up');
  await page.getByRole('textbox', { name: '手机号' }).fill(account.phone);
  const sms = await nextMessage(request, account.phone, () => page.getByRole('button', { name: '获取验证码' }).click());
  expect(sms.text).toContain('用于注册账号，');
  await expect(page.getByRole('button', { name: /^\d+s后重发$/ })).toBeDisabled();
  await page.getByRole('textbox', { name: '短信验证码' }).fill(sms.code ?? '');
  await page.getByLabel('设置密码', { exact: true }).fill(account.password);
  await page.getByLabel('确认密码', { exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();

  // Reading the agreement and coming back keeps the whole form and the code's countdown.
  await page.getByRole('link', { name: '《用户服务协议》' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('《用户服务协议》');
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue(account.phone);
  await expect(page.getByRole('textbox', { name: '短信验证码' })).toHaveValue(sms.code ?? '');
  await expect(page.getByLabel('设置密码', { exact: true })).toHaveValue(account.password);
  await expect(page.getByLabel('确认密码', { exact: true })).toHaveValue(account.password);
  await expect(page.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked();
  await expect(page.getByRole('button', { name: /^\d+s后重发$/ })).toBeDisabled();
  await page.getByRole('button', { name: '注册', exact: true }).click();

  await expect(page).toHaveURL(/\/sign-email$/);
  await page.getByRole('textbox', { name: '邮箱', exact: true }).fill(account.email);
  const mail = await nextMessage(request, account.email, () =>
    page.getByRole('button', { name: '获取验证码' }).click(),
  );
  await page.getByRole('textbox', { name: '邮箱验证码' }).fill(mail.code ?? '');
  await page.getByRole('button', { name: '绑定', exact: true }).click();

  await expect(page).toHaveURL(/\/wallet$/);
  await expectPageFrom(page, 'remote-cards', '钱包');
});

test('a new registrant is not signed in before binding an e-mail', async ({ page, request }) => {
  const account = newAccount();
  await page.goto('/sign-up');
  await page.getByRole('textbox', { name: '手机号' }).fill(account.phone);
  const sms = await nextMessage(request, account.phone, () => page.getByRole('button', { name: '获取验证码' }).click());
  await page.getByRole('textbox', { name: '短信验证码' }).fill(sms.code ?? '');
  await page.getByLabel('设置密码', { exact: true }).fill(account.password);
  await page.getByLabel('确认密码', { exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-email$/);

  await page.goto('/wallet');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('after signing out, no request carries the old token', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signInByPhone(page, account);
  const dialog = page.getByRole('dialog', { name: '登录验证' });
  const sms = await nextMessage(request, account.phone, () =>
    dialog.getByRole('button', { name: '获取验证码' }).click(),
  );
  await dialog.getByRole('textbox', { name: '验证码' }).fill(sms.code ?? '');
  await dialog.getByRole('button', { name: '验证', exact: true }).click();
  await expect(page).toHaveURL(/\/wallet$/);

  const token = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.token);
  await page.getByRole('link', { name: '设置', exact: true }).first().click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  const carried: string[] = [];
  page.on('request', (sent) => {
    if (sent.headers().authorization === `Bearer ${token}`) carried.push(sent.url());
  });
  // The public pages still call the API (the merchant, the agreements) after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  await page.goto('/sign-up');
  await expect(page.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeVisible();
  expect(carried).toEqual([]);
});

test('a new device is verified by SMS, trusted for 30 days, and not asked again after signing out', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await signInByPhone(page, account);
  const dialog = page.getByRole('dialog', { name: '登录验证' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: '手机号' })).toBeDisabled();
  await dialog.getByRole('button', { name: '验证', exact: true }).click();
  await expect(dialog.getByText('请先获取验证码')).toBeVisible();

  const sms = await nextMessage(request, account.phone, () =>
    dialog.getByRole('button', { name: '获取验证码' }).click(),
  );
  expect(sms.text).toContain('用于登录验证，');
  await dialog.getByRole('textbox', { name: '验证码' }).fill(sms.code ?? '');
  await dialog.getByRole('checkbox', { name: '30 天内在此设备上免验证' }).check();
  await dialog.getByRole('button', { name: '验证', exact: true }).click();
  await expect(page).toHaveURL(/\/wallet$/);

  await page.getByRole('link', { name: '设置', exact: true }).first().click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await signInByPhone(page, account);
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a new device of an account without an e-mail proves the phone while binding one', async ({ page, request }) => {
  const account = await registerAccount(request, { withEmail: false });
  await signInByPhone(page, account);
  await expect(page).toHaveURL(/\/sign-email$/);
  await expect(page.getByText(/您正在新设备上登录/)).toBeVisible();
  const getCode = page.getByRole('button', { name: '获取验证码' });

  const sms = await nextMessage(request, account.phone, () => getCode.first().click());
  expect(sms.text).toContain('用于登录验证，');
  await page.getByRole('textbox', { name: '短信验证码' }).fill(sms.code ?? '');
  await page.getByRole('textbox', { name: '邮箱', exact: true }).fill(account.email);
  // The phone's button now counts down, so the e-mail's is the only one left that gets a code.
  await expect(getCode).toHaveCount(1);
  const mail = await nextMessage(request, account.email, () => getCode.click());
  await page.getByRole('textbox', { name: '邮箱验证码' }).fill(mail.code ?? '');
  await page.getByRole('button', { name: '绑定', exact: true }).click();

  await expect(page).toHaveURL(/\/wallet$/);
  await expectPageFrom(page, 'remote-cards', '钱包');
});

test('a customer signs in by e-mail, verified by an e-mailed code', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signInByEmail(page, account);
  const dialog = page.getByRole('dialog', { name: '登录验证' });
  await expect(dialog.getByRole('textbox', { name: '邮箱' })).toHaveValue(account.email);
  const mail = await nextMessage(request, account.email, () =>
    dialog.getByRole('button', { name: '获取验证码' }).click(),
  );
  await dialog.getByRole('textbox', { name: '验证码' }).fill(mail.code ?? '');
  await dialog.getByRole('button', { name: '验证', exact: true }).click();
  await expect(page).toHaveURL(/\/wallet$/);
});

test('a forgotten password is reset by SMS, and the new one signs in', async ({ page, request }) => {
  const account = await registerAccount(request);
  await page.goto('/sign-in');
  await page.getByRole('link', { name: '忘记密码？' }).click();
  await expect(page).toHaveURL(/\/forget-password$/);
  await page.getByRole('textbox', { name: '手机号' }).fill(account.phone);
  const sms = await nextMessage(request, account.phone, () => page.getByRole('button', { name: '下一步' }).click());

  await expect(page).toHaveURL(/\/change-password-check$/);
  await expect(page.getByText(`验证码已发送至尾号 ${account.phone.slice(-4)} 的手机`)).toBeVisible();
  await expect(page.getByText(account.phone)).toHaveCount(0);
  await page.getByRole('textbox', { name: '短信验证码' }).fill(sms.code ?? '');
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('新密码', { exact: true }).fill('NewPassw0rd');
  await page.getByLabel('确认新密码', { exact: true }).fill('NewPassw0rd');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await signInByPhone(page, account, 'NewPassw0rd');
  await expect(page.getByRole('dialog', { name: '登录验证' })).toBeVisible();
});

test('a forgotten password is reset from the link in the e-mail', async ({ page, request }) => {
  const account = await registerAccount(request);
  await page.goto('/forget-password');
  await page.getByRole('tab', { name: '邮箱' }).click();
  await page.getByRole('textbox', { name: '邮箱' }).fill(account.email);
  const mail = await nextMessage(request, account.email, () => page.getByRole('button', { name: '发送链接' }).click());
  await expect(page.getByText('请查收邮件，点击邮件中的链接重置密码')).toBeVisible();

  expect(mail.link).toMatch(/\/reset-password\?/);
  await page.goto(mail.link ?? '');
  await page.getByLabel('新密码', { exact: true }).fill('MailPassw0rd');
  await page.getByLabel('确认新密码', { exact: true }).fill('MailPassw0rd');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  // The used link says so as it opens, and asks for a new one on the e-mail tab.
  await page.goto(mail.link ?? '');
  await expect(page.getByRole('alert')).toHaveText('重置链接无效或已过期，请重新获取');
  await expect(page.getByLabel('新密码', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: '重新获取' }).click();
  await expect(page).toHaveURL(/\/forget-password$/);
  await expect(page.getByRole('tab', { name: '邮箱', selected: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '邮箱' })).toHaveValue(account.email);

  await signInByEmail(page, account, 'MailPassw0rd');
  await expect(page.getByRole('dialog', { name: '登录验证' })).toBeVisible();
});

test('the transaction password is reset from the link in the e-mail', async ({ page, request }) => {
  const account = await registerAccount(request);
  await page.goto('/forget-password?type=FORGET_TRX_PASSWORD');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('重置交易密码');
  await page.getByRole('textbox', { name: '邮箱' }).fill(account.email);
  const mail = await nextMessage(request, account.email, () => page.getByRole('button', { name: '发送链接' }).click());

  expect(mail.link).toContain('type=FORGET_TRX_PASSWORD');
  await page.goto(mail.link ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('重置交易密码');
  await page.getByLabel('新交易密码', { exact: true }).fill('abc123');
  await page.getByLabel('确认新交易密码', { exact: true }).fill('abc1234');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('交易密码已重置')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('the agreement opens from the sign-up link and by id in the query', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByRole('link', { name: '《用户服务协议》' }).click();
  await expect(page).toHaveURL(/\/agreement$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('《用户服务协议》');
  // The text's own opening heading repeats the title: it shows once.
  await expect(page.getByText(/^《?用户服务协议》?$/)).toHaveCount(1);
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);

  await page.goto('/agreement?id=privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('《隐私政策》');
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
});

test('a visitor of /wallet lands on /sign-in, and Back does not return to /wallet', async ({ page }) => {
  await page.goto('/sign-up');
  await page.goto('/wallet');
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/sign-up$/);
});

test('a sign-in lost to the network keeps the phone across a reload and is sent again with 重新提交', async ({
  page,
  request,
  context,
}) => {
  const account = await registerAccount(request);
  await page.goto('/sign-in');
  await expect(page).toHaveTitle(/^登录 - /);
  await page.getByRole('textbox', { name: '手机号' }).fill(account.phone);
  await page.getByLabel('密码', { exact: true }).fill(account.password);
  await context.setOffline(true);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '当前网络异常，数据已保存，恢复后提交即可' })).toBeVisible();
  // The form is still there, as typed.
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue(account.phone);

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue(account.phone);
  // Never a password in storage: it is typed again.
  await expect(page.getByLabel('密码', { exact: true })).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage, ...window.sessionStorage }));
  expect(stored).not.toContain(account.password);
  await page.getByLabel('密码', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: '重新提交' }).click();
  await expect(page.getByRole('dialog', { name: '登录验证' })).toBeVisible();
});

test('a code dialog closed and opened again keeps its countdowns, and the codes that arrived still work', async ({
  page,
  request,
}) => {
  // Signed in with an e-mailed check, so the phone may get the settings code at once.
  const account = await signInBrowser(page, request, { checkBy: 'email' });
  const next = `n${account.email}`;
  await page.goto('/settings');
  await page.getByRole('button', { name: '更换邮箱' }).click();
  let dialog = page.getByRole('dialog', { name: '更换邮箱' });
  const sms = await nextMessage(request, account.phone, () =>
    dialog.getByRole('button', { name: '获取验证码' }).first().click(),
  );
  await dialog.getByRole('textbox', { name: '新邮箱', exact: true }).fill(next);
  const mail = await nextMessage(request, next, () => dialog.getByRole('button', { name: '获取验证码' }).click());
  await expect(dialog.getByRole('button', { name: /^\d+s后重发$/ })).toHaveCount(2);
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: '更换邮箱' }).click();
  dialog = page.getByRole('dialog', { name: '更换邮箱' });
  await expect(dialog.getByRole('button', { name: /^\d+s后重发$/ })).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: '获取验证码' })).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: '新邮箱', exact: true })).toHaveValue(next);
  await dialog.getByRole('textbox', { name: '短信验证码' }).fill(sms.code ?? '');
  await dialog.getByRole('textbox', { name: '新邮箱验证码' }).fill(mail.code ?? '');
  await dialog.getByRole('button', { name: '确认更换' }).click();
  await expect(page.getByText('邮箱已更换')).toBeVisible();
  await expect(page.getByText(next, { exact: true })).toBeVisible();
});
