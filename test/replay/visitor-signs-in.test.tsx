import { screen, within } from '@testing-library/react';
import { renderWithStore } from '../support/render';
import type { RootState } from '../../src/store/rootReducer';
import type { ActionLogFile } from '../../src/store/actionLog';
import { AppRoutes } from '../../src/app/routes';
import { REDACTED } from '../../src/store/redact';
import { replayActionLog, replayUntil } from '../support/replay';
import recorded from './visitor-signs-in-and-reads-home.json';

// Recorded in Chromium against the demo instance by scripts/record-replay.ts:
// a visitor opens /main/all, signs in as alice, and home loads.
const log = recorded as unknown as ActionLogFile;

const positions = (articles: HTMLElement[]) => articles.map((a) => Number(a.getAttribute('aria-posinset')));
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const renderAt = (state: RootState, route: string) => renderWithStore(<AppRoutes />, { preloadedState: state, route });

describe('replay: a visitor signs in and reads home', () => {
  test('the log carries no secret', () => {
    const text = JSON.stringify(log);
    const login = log.actions.find((entry) => entry.action.type === 'auth/loginRequested');
    expect((login?.action as unknown as { payload: { password: string } }).payload.password).toBe(REDACTED);
    const token = log.actions.find((entry) => entry.action.type === 'auth/tokenObtained');
    expect((token?.action as unknown as { payload: { token: string } }).payload.token).toBe(REDACTED);
    expect(text).not.toContain('"demo-password"');
  });

  test('before signing in, the visitor saw the federated timeline', () => {
    const state = replayUntil(log, 'timelines/timelineFetched');
    expect(state.auth.me).toBeNull();
    expect(state.timelines.publicAndExternal.ids).toHaveLength(20);
    renderAt(state, '/main/all');
    const feed = screen.getByRole('feed');
    // the virtual list renders the first rows, in order
    expect(positions(within(feed).getAllByRole('article'))).toEqual(range(within(feed).getAllByRole('article').length));
    expect(screen.getByRole('link', { name: 'Log in to join the discussion' })).toBeInTheDocument();
  });

  test('at the end, alice is signed in and reads her home timeline', () => {
    const state = replayActionLog(log);
    const me = state.auth.me;
    expect(me).not.toBeNull();
    expect(state.entities.accounts.entities[me ?? '']?.username).toBe('alice');
    const home = state.timelines.friends;
    expect(home.status).toBe('loaded');
    expect(home.ids.length).toBeGreaterThan(0);
    // every id a timeline holds resolves to a status and its author
    for (const id of home.ids) {
      const status = state.entities.statuses.entities[id];
      expect(status).toBeDefined();
      expect(state.entities.accounts.entities[status.account]).toBeDefined();
    }

    renderAt(state, '/main/friends');
    expect(screen.getByRole('heading', { name: 'Home timeline' })).toBeInTheDocument();
    const articles = within(screen.getByRole('feed')).getAllByRole('article');
    expect(articles.length).toBeGreaterThan(0);
    expect(positions(articles)).toEqual(range(articles.length));
    const first = state.entities.statuses.entities[home.ids[0]];
    const shown = first.reblog ? state.entities.statuses.entities[first.reblog] : first;
    const author = state.entities.accounts.entities[shown.account];
    expect(within(articles[0]).getByText(`@${author.acct}`, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});
