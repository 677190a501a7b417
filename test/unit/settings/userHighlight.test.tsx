// The member's highlight of a user: a setting (it follows the member), drawn on that user's card, posts and
// notifications; a stored colour that is not one is never handed to CSS.
import { act, fireEvent, screen } from '@testing-library/react';
import { Status } from '../../../src/components/Status/Status';
import { HighlightPicker } from '../../../src/components/HighlightPicker/HighlightPicker';
import { HighlightedUsers } from '../../../src/features/settingsModal/tabs/general/HighlightedUsers';
import { useUserHighlight } from '../../../src/components/HighlightPicker/useUserHighlight';
import { selectSettings } from '../../../src/selectors/settings';
import { settingChanged } from '../../../src/slices/settings';
import { highlightProps, withHighlight } from '../../../src/settings/userHighlight';
import { accountFactory, importStatuses, stateAfter, statusFactory } from '../../support/factories';
import { renderWithStore } from '../../support/render';

describe('highlightProps and withHighlight', () => {
  it('draws solid, striped and side in the chosen colour; nothing for disabled or unknown users', () => {
    const all = { bob: { type: 'striped', color: '#ff0000' } } as const;
    expect(highlightProps(all, 'bob')).toEqual({ 'data-highlight': 'striped', style: { '--user-highlight': '#ff0000' } });
    expect(highlightProps(all, 'carol')).toEqual({});
    expect(highlightProps({ bob: { type: 'disabled', color: '#fff' } }, 'bob')).toEqual({});
  });

  it('a colour that is not a hex colour becomes the default white', () => {
    const hostile = { bob: { type: 'solid', color: 'red; background: url(https://evil.example/x)' } } as const;
    expect(highlightProps(hostile, 'bob').style).toEqual({ '--user-highlight': '#ffffff' });
    expect(withHighlight({}, 'bob', { type: 'side', color: 'nope' })).toEqual({ bob: { type: 'side', color: '#ffffff' } });
  });

  it('disabled removes the entry', () => {
    expect(withHighlight({ bob: { type: 'solid', color: '#123456' } }, 'bob', { type: 'disabled', color: '#123456' })).toEqual(
      {},
    );
  });
});

function Picker({ acct }: { acct: string }) {
  const [value, set] = useUserHighlight(acct);
  return <HighlightPicker value={value} onChange={set} />;
}

describe('the highlight of a user', () => {
  it("is chosen on the card into the settings, and drawn on that user's posts", () => {
    const bob = accountFactory({ id: 'B', acct: 'bob', username: 'bob' });
    const post = statusFactory({ id: 'P1', account: bob });
    const { store } = renderWithStore(
      <>
        <Picker acct="bob" />
        <Status entryId="P1" position={1} setSize={-1} />
      </>,
      { preloadedState: stateAfter(importStatuses([post])) },
    );
    expect(screen.getByRole('article')).not.toHaveAttribute('data-highlight');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'side' } });
    expect(selectSettings(store.getState()).highlight).toEqual({ bob: { type: 'side', color: '#ffffff' } });
    expect(screen.getByRole('article')).toHaveAttribute('data-highlight', 'side');
    expect(screen.getByRole('article').style.getPropertyValue('--user-highlight')).toBe('#ffffff');
    store.dispatch(settingChanged('highlight', {}));
  });
});

describe("the General tab's highlighted users", () => {
  it('lists each highlighted user with a picker; disabling one removes it from the list and the posts', () => {
    const bob = accountFactory({ id: 'B', acct: 'bob', username: 'bob' });
    const post = statusFactory({ id: 'P1', account: bob });
    const { store } = renderWithStore(
      <>
        <HighlightedUsers />
        <Status entryId="P1" position={1} setSize={-1} />
      </>,
      { preloadedState: stateAfter(importStatuses([post])) },
    );
    expect(screen.getByText(/No one is highlighted/)).toBeInTheDocument();
    act(() => {
      store.dispatch(
        settingChanged('highlight', {
          bob: { type: 'solid', color: '#00ff00' },
          'ann@far.example': { type: 'side', color: '#123456' },
        }),
      );
    });
    expect(screen.getAllByRole('combobox')).toHaveLength(2);
    expect(screen.getByLabelText('@ann@far.example')).toHaveValue('side');
    expect(screen.getByLabelText('@bob')).toHaveValue('solid');
    expect(screen.getByRole('article')).toHaveAttribute('data-highlight', 'solid');
    fireEvent.change(screen.getByLabelText('@bob'), { target: { value: 'disabled' } });
    expect(selectSettings(store.getState()).highlight).toEqual({ 'ann@far.example': { type: 'side', color: '#123456' } });
    expect(screen.queryByLabelText('@bob')).toBeNull();
    expect(screen.getByRole('article')).not.toHaveAttribute('data-highlight');
    store.dispatch(settingChanged('highlight', {}));
  });
});
