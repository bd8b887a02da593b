import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoldCountdown } from './HoldCountdown';

const hold = {
  name: 'HOLD-1',
  date: '2026-11-23',
  slot: 'SLOT-0001',
  shipping_method: 'SM-1',
  slot_label: '8am–10am',
  format_date: 'Nov 23, 2026',
  expires_at: '2026-11-23T00:00:00.000Z',
  seconds_left: 302,
  extended: false,
};

describe('HoldCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down from the server’s seconds, warns under 5 minutes and reports the end once', () => {
    const onExpired = vi.fn();
    render(<HoldCountdown hold={hold} fetchedAt={Date.now()} onExpired={onExpired} onExtend={() => {}} />);
    expect(screen.getByRole('timer')).toHaveTextContent('5:02');
    expect(screen.getByRole('button', { name: 'Extend hold' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('4:59');
    expect(screen.getByText('Less than 5 minutes left to keep your slot.')).toBeInTheDocument();
    expect(onExpired).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(300_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('offers no second extension', () => {
    render(<HoldCountdown hold={{ ...hold, extended: true }} fetchedAt={Date.now()} onExpired={() => {}} onExtend={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Extend hold' })).toBeNull();
    expect(screen.getByText('Extended once')).toBeInTheDocument();
  });
});
