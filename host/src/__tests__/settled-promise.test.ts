import { tracked } from '../remotes/settled-promise';

describe('a tracked promise', () => {
  it('says it was fulfilled, and with what, once it settles (what `use` reads without suspending)', async () => {
    const page = tracked(Promise.resolve('SignIn page'));
    expect(page.status).toBeUndefined();
    await page;
    await Promise.resolve();
    expect(page).toMatchObject({ status: 'fulfilled', value: 'SignIn page' });
  });

  it('says it was rejected, and why, without an unhandled rejection of its own', async () => {
    const failure = new Error('ChunkLoadError');
    const page = tracked(Promise.reject(failure));
    await expect(page).rejects.toBe(failure);
    expect(page).toMatchObject({ status: 'rejected', reason: failure });
  });
});
