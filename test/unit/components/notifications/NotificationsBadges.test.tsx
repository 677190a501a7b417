// The bell and the navigation entries are in the first bundle: their badges read two numbers from the
// store (notifications.unseen, kept by the lazy attention saga, and the follow requests' ids).
import { screen, within } from '@testing-library/react';
import { NotificationsBell } from '../../../../src/features/notifications/components/NotificationsBell';
import { NotificationsNavEntries } from '../../../../src/features/notifications/components/NotificationsNavEntries';
import { settingChanged } from '../../../../src/slices/settings';
import { normalizeAccount, type AccountEntity } from '../../../../src/schemas';
import type { RootState } from '../../../../src/store/rootReducer';
import { selectNotificationsState } from '../../../../src/features/notifications/notificationsSlice';
import { selectFollowRequestsState } from '../../../../src/features/notifications/followRequestsSlice';
import { accountFactory, stateAfter } from '../../../support/factories';
import { renderWithMockStore } from '../../../support/render';

function withCounts(unseen: number, requests: string[], hideCount = false): RootState {
  const state = stateAfter(settingChanged('hideNotificationCount', hideCount));
  return {
    ...state,
    notifications: { ...selectNotificationsState(state), unseen },
    followRequests: { ...selectFollowRequestsState(state), ids: requests },
  };
}

const locked = normalizeAccount(accountFactory({ id: 'me', acct: 'me', locked: true })).entities.accounts?.me as AccountEntity;

describe('notification badges', () => {
  it('the navigation entries show the unseen count and, for a locked account, the follow requests count', () => {
    renderWithMockStore(<NotificationsNavEntries me={locked} />, { state: withCounts(3, ['a', 'b']) });
    expect(within(screen.getByRole('link', { name: /Notifications/ })).getByText('3')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Follow requests/ })).getByText('2')).toBeInTheDocument();
  });

  it('no badge when nothing is unseen and nobody asks', () => {
    const { container } = renderWithMockStore(<NotificationsNavEntries me={locked} />, { state: withCounts(0, []) });
    expect(container.querySelector('.count-badge')).toBeNull();
  });

  it('the bell names the count, and shows a dot instead of the number when hideNotificationCount is on', () => {
    const { unmount } = renderWithMockStore(<NotificationsBell />, { state: withCounts(4, []) });
    // the number is drawn from data-count: the name says it, and the button holds no text the name lacks
    const bell = screen.getByRole('button', { name: 'Notifications (4 unread)' });
    expect(bell.querySelector('.count-badge')).toHaveAttribute('data-count', '4');
    expect(bell).toHaveTextContent(/^$/);
    unmount();
    renderWithMockStore(<NotificationsBell />, { state: withCounts(4, [], true) });
    expect(screen.getByRole('button', { name: 'Notifications (4 unread)' })).not.toHaveTextContent('4');
    expect(document.querySelector('.count-badge-dot')).toBeEmptyDOMElement();
  });
});
