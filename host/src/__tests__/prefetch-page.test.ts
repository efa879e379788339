import { waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@portal/shared';
import { loadRemotePage } from '../remotes/load-remote-page';
import { prefetchOpenedPage } from '../remotes/prefetch-page';

jest.mock('../remotes/load-remote-page');
const load = jest.mocked(loadRemotePage);
/** Called when the main layout's module is first run. */
const mockLayoutRun = jest.fn();
jest.mock('../layout/main-layout', () => {
  mockLayoutRun();
  return { MainLayout: () => null };
});

beforeEach(() => {
  load.mockReset();
  load.mockResolvedValue({ default: () => null });
  localStorage.clear();
});

/** A browser that signed in earlier: the session it keeps in local storage. */
function signedInEarlier() {
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  localStorage.setItem(STORAGE_KEYS.isLogin, 'true');
}

describe('prefetching the opened page', () => {
  it("starts the main layout's code beside a page it frames, not beside a page without it", async () => {
    // First in this file: no test before it has run the layout's module.
    prefetchOpenedPage('/sign-in');
    expect(load).toHaveBeenCalledTimes(1);
    // A dynamic import here settles within a task: the next one has seen it, had it been asked.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockLayoutRun).not.toHaveBeenCalled();
    signedInEarlier();
    prefetchOpenedPage('/wallet');
    await waitFor(() => expect(mockLayoutRun).toHaveBeenCalledTimes(1));
  });

  it("starts loading the opened page's module from its remote", () => {
    prefetchOpenedPage('/sign-in');
    expect(load).toHaveBeenCalledWith('remote-auth', './SignIn');
  });

  it("loads a signed-in page's module only for a signed-in browser, and reads a trailing slash", () => {
    prefetchOpenedPage('/card');
    expect(load).not.toHaveBeenCalled();
    signedInEarlier();
    prefetchOpenedPage('/card/');
    expect(load).toHaveBeenCalledWith('remote-cards', './CardList');
  });

  it("skips the visitors' pages for a signed-in browser, the host's own pages and unknown paths", () => {
    signedInEarlier();
    for (const path of ['/sign-in', '/network-anomaly', '/no-such-page', '/']) prefetchOpenedPage(path);
    expect(load).not.toHaveBeenCalled();
  });
});
