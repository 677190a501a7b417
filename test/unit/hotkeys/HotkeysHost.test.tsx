// The hotkeys act on the post that has the focus, through the post's own controls; never while typing.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import HotkeysHost from '../../../src/features/hotkeys/HotkeysHost';
import { Status } from '../../../src/components/Status/Status';
import { settingChanged } from '../../../src/slices/settings';
import { loginSucceeded } from '../../../src/slices/auth';
import { accountFactory, importAccount, importStatuses, stateAfter, statusFactory } from '../../support/factories';
import { LocationProbe, renderWithStore } from '../../support/render';

const ann = accountFactory({ id: 'ANN', acct: 'ann', username: 'ann' });
const bob = accountFactory({ id: 'BOB', acct: 'bob', username: 'bob' });
const posts = [statusFactory({ id: 'P1', account: bob }), statusFactory({ id: 'P2', account: bob, spoiler_text: 'spoilers' })];

function Feed() {
  return (
    <div role="feed" aria-label="feed">
      <Status entryId="P1" position={1} setSize={2} />
      <Status entryId="P2" position={2} setSize={2} />
    </div>
  );
}

const setup = (...extra: Parameters<typeof stateAfter>) =>
  renderWithStore(
    <>
      <HotkeysHost />
      <Feed />
      <textarea aria-label="typing" />
      <LocationProbe />
    </>,
    { preloadedState: stateAfter(importAccount(ann), importStatuses(posts), loginSucceeded({ me: 'ANN' }), ...extra) },
  );

const article = (id: string) => document.querySelector<HTMLElement>(`article[data-status-id="${id}"]`);
const key = (k: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key: k });

describe('hotkeys', () => {
  it('j and k move between posts; f favourites the focused one; x opens its content warning', () => {
    const { store } = setup();
    key('j');
    expect(document.activeElement).toBe(article('P1'));
    key('j');
    expect(document.activeElement).toBe(article('P2'));
    key('k');
    expect(document.activeElement).toBe(article('P1'));
    const before = store.getState().entities.statuses.entities.P1?.favourited;
    key('f');
    // the card's own button: its optimistic toggle
    expect(screen.getAllByRole('button', { name: /favourite/i })[0]).toHaveAttribute('aria-pressed', String(!before));
    key('j');
    expect(screen.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
    key('x');
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('g then l goes to the local timeline; nothing fires while typing', () => {
    setup();
    key('g');
    key('l');
    expect(screen.getByTestId('location')).toHaveTextContent('/main/public');
    act(() => screen.getByRole('textbox', { name: 'typing' }).focus());
    key('g');
    key('t');
    expect(screen.getByTestId('location')).toHaveTextContent('/main/public');
  });

  it('? lists the keys; the preference turns them all off', async () => {
    const { store } = setup();
    key('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => {
      store.dispatch(settingChanged('hotkeys', false));
    });
    key('j');
    expect(document.activeElement).not.toBe(article('P1'));
  });
});
