import { stopTestSagas } from './sagaStore';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { prepareSanitizer } from '../../src/utils/sanitize';

// waitFor and findBy return the moment their condition holds; their limit only matters when a busy
// machine delays the timers a render waits for (a next frame took over a second once, at load 15).
// A failing condition still fails, later.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has neither IntersectionObserver nor matchMedia; components use both.
class IntersectionObserverStub implements IntersectionObserver {
  readonly root: Element | Document | null = null;
  readonly rootMargin: string = '0px';
  readonly thresholds: ReadonlyArray<number> = [0];
  readonly scrollMargin: string = '0px';
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

if (typeof window !== 'undefined') {
  if (!('IntersectionObserver' in window)) {
    Object.defineProperty(window, 'IntersectionObserver', {
      writable: true,
      configurable: true,
      value: IntersectionObserverStub,
    });
    Object.defineProperty(globalThis, 'IntersectionObserver', {
      writable: true,
      configurable: true,
      value: IntersectionObserverStub,
    });
  }
  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
}

// jsdom's <dialog> reflects `open` but has neither show(), showModal() nor close(), and Escape does nothing. A stand-in
// that does what browsers do: showModal() opens it on top of the other modal ones, close() closes it and fires
// `close` (a queued task, as in browsers), and an Escape keydown nobody prevented fires a cancelable `cancel` at the
// topmost modal dialog, which closes unless the cancel is prevented. No top layer, inertness or focus moves: the
// components do not rely on those from jsdom.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const modals: HTMLDialogElement[] = [];
  const forget = (dialog: HTMLDialogElement) => {
    const at = modals.indexOf(dialog);
    if (at >= 0) modals.splice(at, 1);
  };
  Object.assign(HTMLDialogElement.prototype, {
    show(this: HTMLDialogElement) {
      if (this.open) return;
      this.setAttribute('open', '');
    },
    showModal(this: HTMLDialogElement) {
      if (this.open && modals.includes(this)) return;
      if (this.open) throw new DOMException('The dialog is already open as a non-modal dialog.', 'InvalidStateError');
      if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
      this.setAttribute('open', '');
      modals.push(this);
    },
    close(this: HTMLDialogElement, returnValue?: string) {
      if (!this.open) return;
      this.removeAttribute('open');
      forget(this);
      if (returnValue !== undefined) this.returnValue = returnValue;
      setTimeout(() => this.dispatchEvent(new Event('close')), 0);
    },
  });
  // Escape's default action, as late as a listener can see it: the window is the keydown's last stop, so the
  // element and document listeners have run, and one that prevents the keydown keeps the dialog open
  window.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    const top = modals.filter((d) => d.isConnected && d.open).at(-1);
    if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

// jsdom has no HTML Sanitizer API: post HTML goes through DOMPurify, whose chunk the app awaits before it renders.
beforeAll(() => prepareSanitizer());

// A saga a test started must not run on after it (a lazy chunk arriving once the environment is gone).
afterEach(() => stopTestSagas());
