import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { focusMenuStart, menuKeyTarget, onMenuKeyDown } from '../../../src/components/Popover/menuKeys';
import { menuStartFor } from '../../../src/components/Popover/menuStart';

const labels = ['Bookmark', 'Mute conversation', 'Copy link', 'Translate', 'Report', 'Delete'];

describe('menuKeyTarget: the WAI-ARIA menu keys', () => {
  it('moves down and up, wrapping at the ends', () => {
    expect(menuKeyTarget(labels, 0, 'ArrowDown')).toBe(1);
    expect(menuKeyTarget(labels, 5, 'ArrowDown')).toBe(0);
    expect(menuKeyTarget(labels, 0, 'ArrowUp')).toBe(5);
    expect(menuKeyTarget(labels, 3, 'ArrowUp')).toBe(2);
    expect(menuKeyTarget(labels, -1, 'ArrowUp')).toBe(5);
  });
  it('goes to the ends with Home and End', () => {
    expect(menuKeyTarget(labels, 3, 'Home')).toBe(0);
    expect(menuKeyTarget(labels, 0, 'End')).toBe(5);
  });
  it('jumps to the next item starting with a typed letter, after the current one and wrapping', () => {
    expect(menuKeyTarget(labels, 0, 't')).toBe(3);
    expect(menuKeyTarget(labels, 0, 'D')).toBe(5);
    expect(menuKeyTarget(['Bookmark', 'Block', 'Copy'], 0, 'b')).toBe(1);
    expect(menuKeyTarget(['Bookmark', 'Block', 'Copy'], 1, 'b')).toBe(0);
    expect(menuKeyTarget(labels, 0, 'z')).toBeNull();
  });
  it('leaves other keys (Space activates, Enter too) and an empty menu alone', () => {
    expect(menuKeyTarget(labels, 0, ' ')).toBeNull();
    expect(menuKeyTarget(labels, 0, 'Enter')).toBeNull();
    expect(menuKeyTarget([], 0, 'ArrowDown')).toBeNull();
  });
  it('opens from the button on the first item with ArrowDown, the last with ArrowUp', () => {
    expect(menuStartFor('ArrowDown')).toBe('first');
    expect(menuStartFor('ArrowUp')).toBe('last');
    expect(menuStartFor('x')).toBeNull();
  });
});

function Menu() {
  const [open, setOpen] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  const leave = () => {
    button.current?.focus();
    setOpen(false);
  };
  return (
    <>
      <button type="button" ref={button} aria-expanded={open}>
        More
      </button>
      {open && (
        <div role="menu" tabIndex={-1} data-testid="menu" onKeyDown={(e) => onMenuKeyDown(e, leave)}>
          {labels.map((l) => (
            <button key={l} type="button" role="menuitem">
              {l}
            </button>
          ))}
        </div>
      )}
    </>
  );
}

describe('onMenuKeyDown on a rendered menu', () => {
  it('moves the focus between the items and Tab gives it back to the button, closed', () => {
    render(<Menu />);
    const menu = screen.getByTestId('menu');
    act(() => focusMenuStart(menu, 'last'));
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(screen.getByRole('menuitem', { name: 'Bookmark' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'c' });
    expect(screen.getByRole('menuitem', { name: 'Copy link' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
  });
});
