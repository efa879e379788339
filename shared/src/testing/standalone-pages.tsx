import { existsSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beginSignIn } from '../session/sign-in';
import { StandaloneShell, type StandalonePage } from '../ui/standalone-shell';

/**
 * The checks every remote runs on its pages: each module its federation config exposes is a file
 * with a page component, and each standalone page renders its title in the shared frame.
 */
export function describeStandalonePages(remoteDir: string, app: string, pages: StandalonePage[]) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the federation config is CommonJS
  const { exposes } = require(path.join(remoteDir, 'federation.config.cjs')) as { exposes: Record<string, string> };

  describe('the exposed pages', () => {
    it('are one file each, with a page component', () => {
      for (const file of Object.values(exposes)) {
        expect(existsSync(path.join(remoteDir, file))).toBe(true);
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- loads each exposed file as the host would
        expect(typeof (require(path.join(remoteDir, file)) as { default: unknown }).default).toBe('function');
      }
    });

    it('are all reachable when the remote runs alone', () => {
      expect(pages).toHaveLength(Object.keys(exposes).length);
    });

    it.each(pages.map((page) => [page.path, page] as const))(
      '%s shows its title in the shared frame and the tab',
      async (_path, page) => {
        window.history.pushState({}, '', '/');
        // A sign-in under way: pages that need its token (binding an e-mail) show instead of redirecting.
        beginSignIn('standalone-check');
        render(<StandaloneShell app={app} pages={pages} />);
        await userEvent.click(screen.getByRole('link', { name: page.title }));
        const frame = await screen.findByRole('region', { name: page.title });
        expect(frame).toHaveAttribute('data-remote', app);
        expect(frame).toHaveAttribute('data-singletons', 'shared');
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(page.title);
        expect(document.title.startsWith(page.title)).toBe(true);
        localStorage.clear();
        sessionStorage.clear();
      },
    );
  });
}
