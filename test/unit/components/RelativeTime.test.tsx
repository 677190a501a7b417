import { act, fireEvent, screen } from '@testing-library/react';
import { RelativeTime } from '../../../src/components/RelativeTime/RelativeTime';
import { renderWithStore } from '../../support/render';
import { stateAfter } from '../../support/factories';
import { settingChanged } from '../../../src/slices/settings';

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

  it('makes its full-date title only when a pointer or focus reaches it (no date formatter at first render)', () => {
    renderWithStore(<RelativeTime date="2026-01-01T11:00:00Z" />);
    const time = screen.getByText('1h');
    expect(time).toHaveAttribute('datetime', '2026-01-01T11:00:00.000Z');
    expect(time).not.toHaveAttribute('title');
    fireEvent.pointerEnter(time);
    expect(time.getAttribute('title')).toMatch(/2026/);
  });

  it('with timeType absolute: the time today, day and time this year, the date before that', () => {
    const absolute = { preloadedState: stateAfter(settingChanged('timeType', 'absolute')) };
    renderWithStore(
      <>
        <span data-testid="today">
          <RelativeTime date="2026-01-01T09:30:00" />
        </span>
        <span data-testid="year">
          <RelativeTime date="2025-06-03T09:30:00" />
        </span>
      </>,
      absolute,
    );
    expect(screen.getByTestId('today')).toHaveTextContent(/^9:30\sAM$/);
    expect(screen.getByTestId('year')).toHaveTextContent('Jun 3, 2025');
  });

  it('an invalid date gets neither a datetime nor a title', () => {
    renderWithStore(<RelativeTime date="not a date" />);
    const time = screen.getByText('now');
    fireEvent.pointerEnter(time);
    expect(time).not.toHaveAttribute('datetime');
    expect(time).not.toHaveAttribute('title');
  });
});
