import { act, render, screen } from '@testing-library/react';
import { laterPart } from '../later-part';

function Part() {
  return <p>the part</p>;
}

describe('a part of the layout loaded later', () => {
  it('renders once its code is in', async () => {
    const Later = laterPart('part', () => Promise.resolve(Part));
    render(<Later />);
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });

  it('leaves the page as it is when its code cannot be fetched, and asks again once online', async () => {
    const load = jest.fn<Promise<typeof Part>, []>().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    load.mockResolvedValue(Part);
    const Later = laterPart('part', load);
    // React reports the failure its boundary caught.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <p>the page</p>
        <Later />
      </>,
    );
    await act(() => load.mock.results[0]!.value.catch(() => undefined));
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('the part')).not.toBeInTheDocument();

    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('the part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    reported.mockRestore();
  });
});
