import { act, renderHook } from '@testing-library/react';
import { countdownLabel, SEND_CODE_COUNTDOWN_SECONDS, useCountdown } from '../countdown';

const tick = (ms = 1000) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('countdownLabel', () => {
  it.each([
    [60, '60s后重发'],
    [59, '59s后重发'],
    [1, '1s后重发'],
  ])('labels %i seconds as %s', (seconds, label) => expect(countdownLabel(seconds)).toBe(label));

  it('counts 60 seconds by default (spec §9)', () => {
    expect(SEND_CODE_COUNTDOWN_SECONDS).toBe(60);
  });
});

describe('useCountdown', () => {
  it('is idle until started', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ secondsLeft: 0, running: false, label: null });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('counts down from 60s后重发 one second at a time and stops at 0', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start());
    expect(result.current).toMatchObject({ secondsLeft: 60, running: true, label: countdownLabel(60) });

    tick();
    expect(result.current.label).toBe(countdownLabel(59));
    tick();
    expect(result.current.label).toBe(countdownLabel(58));

    tick(57_000);
    expect(result.current).toMatchObject({ secondsLeft: 1, running: true, label: countdownLabel(1) });

    tick();
    expect(result.current).toMatchObject({ secondsLeft: 0, running: false, label: null });
    expect(jest.getTimerCount()).toBe(0);

    tick(5_000);
    expect(result.current.secondsLeft).toBe(0);
  });

  it('restarts from the top when started again, while running or after finishing', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start());
    tick(10_000);
    expect(result.current.label).toBe(countdownLabel(50));

    act(() => result.current.start());
    expect(result.current.label).toBe(countdownLabel(60));
    tick();
    expect(result.current.label).toBe(countdownLabel(59));
    expect(jest.getTimerCount()).toBe(1);

    tick(60_000);
    expect(result.current.running).toBe(false);
    act(() => result.current.start());
    expect(result.current).toMatchObject({ secondsLeft: 60, running: true });
  });

  it('takes another length', () => {
    const { result } = renderHook(() => useCountdown(3));
    act(() => result.current.start());
    expect(result.current.label).toBe(countdownLabel(3));
    tick(3_000);
    expect(result.current.running).toBe(false);
  });

  it('keeps start stable across renders', () => {
    const { result, rerender } = renderHook(() => useCountdown());
    const { start } = result.current;
    rerender();
    expect(result.current.start).toBe(start);
  });

  it('clears its timer on unmount', () => {
    const { result, unmount } = renderHook(() => useCountdown());
    act(() => result.current.start());
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
