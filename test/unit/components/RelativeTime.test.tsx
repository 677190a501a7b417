import { act, screen } from '@testing-library/react';
import { RelativeTime } from '../../../src/components/RelativeTime/RelativeTime';
import { renderWithStore } from '../../support/render';

describe('RelativeTime', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-01-01T12:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('status cards tick every 60 s; notifications every 240 s (spec 001 §2, §9)', () => {
    const posted = '2026-01-01T11:59:00Z';
    renderWithStore(
      <>
        <span data-testid="card">
          <RelativeTime date={posted} />
        </span>
        <span data-testid="notification">
          <RelativeTime date={posted} tick={240_000} />
        </span>
      </>,
    );
    expect(screen.getByTestId('card')).toHaveTextContent('1m');
    expect(screen.getByTestId('notification')).toHaveTextContent('1m');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByTestId('card')).toHaveTextContent('2m');
    expect(screen.getByTestId('notification')).toHaveTextContent('1m');
    act(() => jest.advanceTimersByTime(180_000));
    expect(screen.getByTestId('card')).toHaveTextContent('5m');
    expect(screen.getByTestId('notification')).toHaveTextContent('5m');
  });
});
