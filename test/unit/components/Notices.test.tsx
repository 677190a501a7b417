import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notices } from '../../../src/components/Notices/Notices';
import { noticeAdded, noticeDismissed } from '../../../src/slices/ui';
import { stateAfter } from '../../support/factories';
import { dispatchedActions, renderWithMockStore, renderWithStore } from '../../support/render';

describe('Notices', () => {
  it('renders nothing without notices', () => {
    const { container } = renderWithStore(<Notices />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows translated messages, errors as alerts and the rest as status', () => {
    renderWithStore(<Notices />, {
      preloadedState: stateAfter(
        noticeAdded('error', { id: 'timeline.error_fetching', cause: { id: 'errors.http.rate_limited' } }),
        noticeAdded('info', { id: 'auth.logged_out' }),
      ),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching timeline: You are rate limited');
    expect(screen.getByRole('status')).toHaveTextContent('You have logged out.');
  });

  it('the dismiss button removes that notice only', async () => {
    const user = userEvent.setup();
    renderWithStore(<Notices />, {
      preloadedState: stateAfter(
        noticeAdded('error', { id: 'errors.storage_unavailable' }),
        noticeAdded('warning', { id: 'auth.session_expired' }),
      ),
    });
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please log in again.');
  });

  it('dismiss dispatches noticeDismissed with the id', async () => {
    const user = userEvent.setup();
    const { store } = renderWithMockStore(<Notices />, {
      state: stateAfter(noticeAdded('info', { id: 'a', text: 'Saved' }), noticeAdded('info', { id: 'b', text: 'Sent' })),
    });
    await user.click(within(screen.getByText('Sent').closest('li') as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    expect(dispatchedActions(store)).toEqual([noticeDismissed(2)]);
  });
});
