import { Component, type ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noticesAtom, portalStore } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { cardStrings as text } from '../../strings';
import { LaterPart, lazyPart } from '../load-later';

/** A part whose code fails to come the first `failures` times it is asked for, then comes. */
function flakyPart(failures: number) {
  let asked = 0;
  const part = lazyPart(() => {
    asked += 1;
    if (asked <= failures) return Promise.reject(new Error('Loading chunk 7 failed'));
    return Promise.resolve(({ name }: { name: string }) => <p>part for {name}</p>);
  });
  return { part, asked: () => asked };
}

class PageBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>page failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('parts of a page loaded later', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('stand back when their code cannot be fetched, keep the page, and load when tried again', async () => {
    const { part: Part, asked } = flakyPart(1);
    const onFail = jest.fn();
    renderWithPortal(
      <PageBoundary>
        <p>the rest of the page</p>
        <LaterPart onFail={onFail} failed={(retry) => <button onClick={retry}>retry</button>}>
          <Part name="the wallet" />
        </LaterPart>
      </PageBoundary>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'retry' }));
    expect(await screen.findByText('part for the wallet')).toBeInTheDocument();
    expect(screen.getByText('the rest of the page')).toBeInTheDocument();
    expect(onFail).toHaveBeenCalledTimes(1);
    expect(portalStore.get(noticesAtom).map((notice) => notice.text)).toContain(text.loadFailed);
    expect(asked()).toBe(2);
  });

  it('fetch their code again after a preload that failed', async () => {
    const { part: Part, asked } = flakyPart(1);
    Part.preload();
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    renderWithPortal(
      <LaterPart>
        <Part name="a card" />
      </LaterPart>,
    );
    expect(await screen.findByText('part for a card')).toBeInTheDocument();
    expect(asked()).toBe(2);
  });

  it('leave a fault of the part itself to the page', async () => {
    const Broken = lazyPart(() =>
      Promise.resolve(() => {
        throw new Error('a bug in the part');
      }),
    );
    const onFail = jest.fn();
    renderWithPortal(
      <PageBoundary>
        <LaterPart onFail={onFail} failed={() => <p>retry</p>}>
          <Broken />
        </LaterPart>
      </PageBoundary>,
    );
    expect(await screen.findByText('page failed: a bug in the part')).toBeInTheDocument();
    expect(onFail).not.toHaveBeenCalled();
  });
});
