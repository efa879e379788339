// What `npm start` and `npm run serve` do when one of their services dies: the API is started
// again while the edge keeps serving, and a service that cannot start stops the whole stack.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT, STACK } from '../stack';
import { startSupervisedStack, type SupervisedStack } from '../supervised-stack';

const API_UNAVAILABLE = { code: 1502, message: '服务暂时不可用，请稍后重试', data: null };

/** What the edge answers for the API's health, or null when nothing answers on its port. */
const apiHealth = (stack: SupervisedStack) =>
  fetch(`${stack.origin}/api/health`).then(
    async (response) => ({ status: response.status, body: (await response.json()) as unknown }),
    () => null,
  );

const pageAnswer = async (stack: SupervisedStack) => {
  const response = await fetch(`${stack.origin}/sign-in`);
  return { status: response.status, html: await response.text() };
};

const portalPage = () => readFileSync(path.join(REPO_ROOT, 'dist', 'host', 'index.html'), 'utf8');

test.describe('the supervisor of npm start', () => {
  // Each test starts a portal of its own and waits for it to change state, several times over.
  test.describe.configure({ timeout: 180_000 });

  test('starts a killed API again, while the edge serves the pages and answers 1502 for the API', async () => {
    const stack = startSupervisedStack();
    let exitCode: number | null;
    try {
      await expect.poll(stack.output, { timeout: 90_000 }).toContain('The portal is running at');
      const api = stack.apiProcess();
      expect(api, 'a process listens on the API port').toBeDefined();
      process.kill(api!, 'SIGKILL');

      // Once the supervisor has seen the API die, the edge answers for it, and serves the pages.
      await expect
        .poll(stack.output, { timeout: 30_000 })
        .toMatch(/^api stopped unexpectedly \((exit 137|signal SIGKILL)\); starting it again in 0\.5 s\.$/m);
      await expect.poll(() => apiHealth(stack), { timeout: 30_000 }).toEqual({ status: 502, body: API_UNAVAILABLE });
      expect(await pageAnswer(stack)).toEqual({ status: 200, html: portalPage() });

      await expect.poll(async () => (await apiHealth(stack))?.status, { timeout: 60_000 }).toBe(200);
      expect(stack.apiProcess()).not.toBe(api);
      expect(await pageAnswer(stack)).toEqual({ status: 200, html: portalPage() });
    } finally {
      exitCode = await stack.stop('SIGINT');
    }
    // Ctrl-C ends everything, and nothing is started again.
    expect(exitCode).toBe(0);
    expect(stack.output().match(/starting it again/g)).toHaveLength(1);
    expect(await apiHealth(stack)).toBeNull();
  });

  test('stops everything when the API cannot start, after a few logged tries', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(STACK.supervisedApiPort, '127.0.0.1', resolve));
    const stack = startSupervisedStack();
    try {
      expect(await stack.exited).toBe(1);
      expect(stack.output()).toContain(`api: port ${STACK.supervisedApiPort} is already in use`);
      expect(stack.output()).toMatch(
        /^api stopped before it listened \(exit 1\); starting it again in 0\.5 s \(try 2 of 3\)\.$/m,
      );
      expect(stack.output()).toMatch(
        /^api stopped before it listened \(exit 1\); starting it again in 1 s \(try 3 of 3\)\.$/m,
      );
      expect(stack.output()).toMatch(/^api could not start in 3 tries \(the last: exit 1\); stopping everything\.$/m);
      expect(await apiHealth(stack)).toBeNull();
    } finally {
      await stack.stop();
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});
