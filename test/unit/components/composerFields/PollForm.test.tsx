import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PollForm } from '../../../../src/features/composer/components/fields/PollForm';
import { renderWithStore } from '../../../support/render';
import { composerState, KEY } from './support';
import { selectComposerState } from '../../../../src/features/composer/composerSlice';

const pollOf = (store: { getState(): ReturnType<typeof composerState> }) =>
  selectComposerState(store.getState()).composers[KEY].draft.poll;
const start = (options = ['', ''], expiresIn = 600) =>
  renderWithStore(<PollForm composerKey={KEY} />, {
    preloadedState: composerState({ poll: { options, multiple: false, expiresIn } }),
  });

describe('PollForm', () => {
  it('shows nothing while the draft has no poll', () => {
    const { container } = renderWithStore(<PollForm composerKey={KEY} />, { preloadedState: composerState() });
    expect(container).toBeEmptyDOMElement();
  });

  it('caps option length at max_option_chars', async () => {
    const { store } = start();
    const first = screen.getByRole('textbox', { name: 'Option 1' });
    expect(first).toHaveAttribute('maxLength', '10');
    fireEvent.change(first, { target: { value: 'abcdefghijklmnop' } });
    expect(pollOf(store)?.options).toEqual(['abcdefghij', '']);
  });

  it('adds options up to max_options and deletes only above 2', async () => {
    const { store } = start();
    expect(screen.queryByRole('button', { name: /Delete option/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect(pollOf(store)?.options).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Add option' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Option 3' }), 'c');
    await userEvent.click(screen.getByRole('button', { name: 'Delete option 1' }));
    expect(pollOf(store)?.options).toEqual(['', 'c']);
    expect(screen.queryByRole('button', { name: /Delete option/ })).toBeNull();
  });

  it('says why posting is blocked while fewer than 2 unique options are filled in', async () => {
    start();
    expect(screen.queryByText('Too few unique options in poll')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Option 1' }), { target: { value: 'Tea' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Option 2' }), { target: { value: 'Tea' } });
    expect(screen.getByText('Too few unique options in poll')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Option 2' }), { target: { value: 'Coffee' } });
    expect(screen.queryByText('Too few unique options in poll')).toBeNull();
  });

  it('switches between single and multiple choice', async () => {
    const { store } = start();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Poll type' }), 'Multiple choices');
    expect(pollOf(store)?.multiple).toBe(true);
  });

  it('offers only units within max_expiration and clamps the amount in the unit', async () => {
    const { store } = start();
    const unit = screen.getByRole('combobox', { name: 'Time unit' });
    expect([...unit.querySelectorAll('option')].map((o) => o.value)).toEqual(['minutes', 'hours']);
    const amount = screen.getByRole('spinbutton');
    expect(amount).toHaveValue(10);
    expect(amount).toHaveAttribute('min', '2');
    expect(amount).toHaveAttribute('max', '120');
    fireEvent.change(amount, { target: { value: '500' } });
    expect(pollOf(store)?.expiresIn).toBe(7200);
    fireEvent.blur(amount);
    expect(amount).toHaveValue(120);
    fireEvent.change(amount, { target: { value: '1' } });
    expect(pollOf(store)?.expiresIn).toBe(120);
    // 2 minutes in hours: the amount 2 stays, within 1..2 hours
    await userEvent.selectOptions(unit, 'hours');
    expect(pollOf(store)?.expiresIn).toBe(7200);
    expect(screen.getByRole('spinbutton')).toHaveValue(2);
  });

  it('shows a restored expiry in the largest even unit', () => {
    start(['a', 'b'], 3600);
    expect(screen.getByRole('combobox', { name: 'Time unit' })).toHaveValue('hours');
    expect(screen.getByRole('spinbutton')).toHaveValue(1);
  });
});
