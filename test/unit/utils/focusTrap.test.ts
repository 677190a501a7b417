import { trapTab } from '../../../src/utils/focusTrap';

function dialog() {
  document.body.innerHTML = `<div id="d"><button id="a">a</button><input id="b"><button id="c" disabled>c</button><a id="e" href="#">e</a></div><button id="out">out</button>`;
  return document.getElementById('d') as HTMLElement;
}
const tab = (shiftKey = false) => new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });

describe('trapTab', () => {
  it('Tab from the last focusable element goes to the first, Shift+Tab from the first to the last', () => {
    const d = dialog();
    (document.getElementById('e') as HTMLElement).focus();
    const forward = tab();
    trapTab(forward, d);
    expect(forward.defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('a');
    const back = tab(true);
    trapTab(back, d);
    expect(back.defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('e');
  });

  it('reaches tabindex, summary, media controls and editable text, not what is hidden or in a closed details', () => {
    document.body.innerHTML = `<div id="d"><div id="t" tabindex="0">t</div><span tabindex="-1">no</span>
      <details><summary id="s">s</summary><button>inside closed details</button></details>
      <video id="v" controls></video><audio></audio><div hidden><button>hidden</button></div>
      <div id="c" contenteditable="true">c</div></div>`;
    const d = document.getElementById('d') as HTMLElement;
    (document.getElementById('c') as HTMLElement).focus();
    const forward = tab();
    trapTab(forward, d);
    expect(forward.defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('t');
    const back = tab(true);
    trapTab(back, d);
    expect(document.activeElement?.id).toBe('c');
    (document.getElementById('s') as HTMLElement).focus();
    const middle = tab();
    trapTab(middle, d);
    expect(middle.defaultPrevented).toBe(false);
  });

  it('leaves Tab alone in the middle, other keys, and a missing dialog', () => {
    const d = dialog();
    (document.getElementById('b') as HTMLElement).focus();
    const middle = tab();
    trapTab(middle, d);
    expect(middle.defaultPrevented).toBe(false);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true });
    trapTab(enter, d);
    expect(enter.defaultPrevented).toBe(false);
    expect(() => trapTab(tab(), null)).not.toThrow();
  });
});
