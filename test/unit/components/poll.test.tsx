import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusPoll } from '../../../src/components/Status/StatusPoll';
import type { PollEntity } from '../../../src/schemas';
import { loginSucceeded } from '../../../src/slices/auth';
import { pollVoteFailed, pollVoteRequested } from '../../../src/features/polls/pollVotesSlice';
import { stateAfter } from '../../support/factories';
import { dispatchedActions, renderWithMockStore, renderWithStore } from '../../support/render';

const FUTURE = '2999-01-01T00:00:00.000Z';

function poll(overrides: Partial<PollEntity> = {}): PollEntity {
  return {
    id: 'P1',
    expires_at: FUTURE,
    expired: false,
    multiple: false,
    votes_count: 3,
    voters_count: 3,
    voted: false,
    own_votes: [],
    emojis: [],
    options: [
      { title: 'cats', votes_count: 2 },
      { title: 'dogs', votes_count: 1 },
    ],
    ...overrides,
  };
}

const signedIn = () => stateAfter(loginSucceeded({ me: 'me' }));

afterEach(() => jest.useRealTimers());

describe('StatusPoll', () => {
  it('a signed-in user who has not voted gets radio buttons for a single-choice poll', () => {
    renderWithMockStore(<StatusPoll poll={poll()} />, { state: signedIn() });
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('a multiple-choice poll uses checkboxes and sends every choice', async () => {
    const { store } = renderWithMockStore(<StatusPoll poll={poll({ multiple: true })} />, { state: signedIn() });
    const boxes = screen.getAllByRole('checkbox');
    await userEvent.click(boxes[1]);
    await userEvent.click(boxes[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(dispatchedActions(store)).toContainEqual(pollVoteRequested({ pollId: 'P1', choices: [0, 1] }));
  });

  it('the vote button is disabled until a choice is made', async () => {
    renderWithMockStore(<StatusPoll poll={poll()} />, { state: signedIn() });
    const vote = screen.getByRole('button', { name: 'Vote' });
    expect(vote).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'dogs' }));
    expect(vote).toBeEnabled();
  });

  it('a single choice replaces the previous one', async () => {
    const { store } = renderWithMockStore(<StatusPoll poll={poll()} />, { state: signedIn() });
    await userEvent.click(screen.getByRole('radio', { name: 'cats' }));
    await userEvent.click(screen.getByRole('radio', { name: 'dogs' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(dispatchedActions(store)).toContainEqual(pollVoteRequested({ pollId: 'P1', choices: [1] }));
  });

  it('the vote button and choices are disabled while the vote is sending, and an error shows in the poll', () => {
    const { store } = renderWithStore(<StatusPoll poll={poll()} />, { preloadedState: signedIn() });
    act(() => {
      store.dispatch(pollVoteRequested({ pollId: 'P1', choices: [0] }));
    });
    expect(screen.getByRole('button', { name: 'Vote' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'cats' })).toBeDisabled();
    act(() => {
      store.dispatch(pollVoteFailed({ pollId: 'P1', error: { id: 'polls.vote_error', cause: { id: 'errors.http.internal' } } }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Could not vote/);
    expect(screen.getByRole('radio', { name: 'cats' })).toBeEnabled();
  });

  it("a refused vote shows the server's own words", () => {
    const error = {
      id: 'polls.vote_error',
      cause: { id: 'errors.http.unexpected_status', values: { code: 422 }, text: 'Poll expired' },
    };
    const { store } = renderWithStore(<StatusPoll poll={poll()} />, { preloadedState: signedIn() });
    act(() => {
      store.dispatch(pollVoteFailed({ pollId: 'P1', error }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not vote: Poll expired');
  });

  it('visitors see results only', () => {
    renderWithMockStore(<StatusPoll poll={poll()} />, { state: stateAfter() });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull();
    expect(screen.getByText('67%')).toBeInTheDocument();
  });

  it('after voting the results show, with rounded percentages and votes over total on hover', () => {
    renderWithMockStore(<StatusPoll poll={poll({ voted: true, own_votes: [1] })} />, { state: signedIn() });
    expect(screen.queryByRole('radio')).toBeNull();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('67%');
    expect(items[0]).toHaveAttribute('title', '2 / 3');
    expect(items[1]).toHaveTextContent('33%');
    expect(within(items[1]).getByText('your choice')).toBeInTheDocument();
  });

  it('a poll with no votes shows 0%', () => {
    const empty = poll({
      votes_count: 0,
      voters_count: 0,
      options: [
        { title: 'a', votes_count: 0 },
        { title: 'b', votes_count: null },
      ],
    });
    renderWithMockStore(<StatusPoll poll={empty} />, { state: stateAfter() });
    expect(screen.getAllByText('0%')).toHaveLength(2);
  });

  it('an expired poll shows results and Closed', () => {
    renderWithMockStore(<StatusPoll poll={poll({ expired: true })} />, { state: signedIn() });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText(/Closed/)).toBeInTheDocument();
  });

  it('becomes expired once the clock passes expires_at, without new data', () => {
    jest.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    renderWithMockStore(<StatusPoll poll={poll({ expires_at: '2030-01-01T00:01:00Z' })} />, { state: signedIn() });
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    act(() => {
      jest.advanceTimersByTime(61_000);
    });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText(/Closed/)).toBeInTheDocument();
  });
});
