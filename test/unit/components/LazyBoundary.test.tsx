import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AskedPiece, ErrorBoundary, LazyBoundary } from '../../../src/components/ErrorBoundary/ErrorBoundary';
import { STILL_LOADING_MS } from '../../../src/components/Spinner/Spinner';
import { CHUNK_RETRY_DELAYS_MS, lazyRetrying } from '../../../src/utils/retryImport';
import { renderWithStore } from '../../support/render';

const TRIES = CHUNK_RETRY_DELAYS_MS.length + 1;
const ALL_DELAYS = CHUNK_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);

function chunkError() {
  const error = new Error('Loading chunk 42 failed');
  error.name = 'ChunkLoadError';
  return error;
}

function Piece({ label }: { label: string }) {
  return <p>{label}</p>;
}

/** A lazy piece whose chunk fails to load while `failing.now` is true. */
function lazyPiece() {
  const failing = { now: true };
  const load = jest.fn(() => (failing.now ? Promise.reject(chunkError()) : Promise.resolve({ default: Piece })));
  return { failing, load, LazyPiece: lazyRetrying(load) };
}

/** The rest of the app: a counter that must keep working beside a failed piece. */
function Sibling() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      clicked {count}
    </button>
  );
}

/** Lets every try of the chunk (and its waits between tries) run out. */
const allTriesFail = () =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ALL_DELAYS + 100);
  });

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('LazyBoundary', () => {
  it('a piece whose chunk fails shows a small retry in its place; the sibling keeps working', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { load, LazyPiece } = lazyPiece();
    renderWithStore(
      <>
        <Sibling />
        <LazyBoundary>
          <LazyPiece label="the piece" />
        </LazyBoundary>
      </>,
    );
    await allTriesFail();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Part of the app failed to load.');
    expect(alert).toContainElement(screen.getByRole('button', { name: 'Try again' }));
    // every try ran, and React's second render of the erring tree started no new import
    expect(load).toHaveBeenCalledTimes(TRIES);
    await user.click(screen.getByRole('button', { name: 'clicked 0' }));
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeInTheDocument();
  });

  it('retry imports the chunk again, without a reload, and shows the piece', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { failing, load, LazyPiece } = lazyPiece();
    const reload = jest.fn();
    renderWithStore(
      <ErrorBoundary inline reload={reload}>
        <LazyBoundary>
          <LazyPiece label="the piece" />
        </LazyBoundary>
      </ErrorBoundary>,
    );
    await allTriesFail();
    failing.now = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the piece')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(TRIES + 1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a retry that fails again shows the retry again, and the next one can still succeed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { failing, load, LazyPiece } = lazyPiece();
    renderWithStore(
      <LazyBoundary>
        <LazyPiece label="the piece" />
      </LazyBoundary>,
    );
    await allTriesFail();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await allTriesFail();
    expect(screen.getByRole('alert')).toHaveTextContent('Part of the app failed to load.');
    expect(load).toHaveBeenCalledTimes(2 * TRIES);
    failing.now = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the piece')).toBeInTheDocument();
  });

  it('a failed piece opened again imports its chunk again', async () => {
    const { failing, load, LazyPiece } = lazyPiece();
    const { rerender } = renderWithStore(
      <LazyBoundary>
        <LazyPiece label="the piece" />
      </LazyBoundary>,
    );
    await allTriesFail();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(<></>);
    failing.now = false;
    rerender(
      <LazyBoundary>
        <LazyPiece label="the piece" />
      </LazyBoundary>,
    );
    expect(await screen.findByText('the piece')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(TRIES + 1);
  });

  it('a render error in one piece leaves the rest of the tree working, and retry renders it again', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let explode = true;
    function Fragile() {
      if (explode) throw new Error('boom');
      return <p>fragile content</p>;
    }
    renderWithStore(
      <>
        <Sibling />
        <LazyBoundary>
          <Fragile />
        </LazyBoundary>
        <LazyBoundary>
          <Piece label="another piece" />
        </LazyBoundary>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('An error occured');
    expect(screen.getByText('another piece')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'clicked 0' }));
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeInTheDocument();
    explode = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('fragile content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("offers the host's close; a modal's message floats like a notice", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onClose = jest.fn();
    function Broken(): never {
      throw new Error('boom');
    }
    const { container } = renderWithStore(
      <LazyBoundary floating onClose={onClose}>
        <Broken />
      </LazyBoundary>,
    );
    expect(container.querySelector('.notices [role="alert"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('without a close from the host, it offers only the retry', () => {
    function Broken(): never {
      throw new Error('boom');
    }
    const { container } = renderWithStore(
      <LazyBoundary>
        <Broken />
      </LazyBoundary>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(container.querySelector('.notices')).toBeNull();
  });
});

describe('lazyRetrying: loading ahead', () => {
  it('a preloaded piece renders at once when it mounts, from the one load the preload started', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Piece }));
    const LazyPiece = lazyRetrying(load);
    LazyPiece.preload();
    LazyPiece.preload();
    await act(async () => undefined);
    renderWithStore(
      <LazyBoundary>
        <LazyPiece label="ready" />
      </LazyBoundary>,
    );
    // in the first commit: no spinner drawn for a frame
    expect(screen.getByText('ready')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a piece mounted while its preload is on the way waits for that load, not a second one', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Piece }));
    const LazyPiece = lazyRetrying(load);
    LazyPiece.preload();
    renderWithStore(
      <LazyBoundary>
        <LazyPiece label="shared" />
      </LazyBoundary>,
    );
    expect(await screen.findByText('shared')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a preload that fails is silent, and the piece opened later loads its chunk afresh', async () => {
    const { failing, load, LazyPiece } = lazyPiece();
    LazyPiece.preload();
    await allTriesFail();
    expect(load).toHaveBeenCalledTimes(TRIES);
    failing.now = false;
    renderWithStore(
      <LazyBoundary>
        <LazyPiece label="after all" />
      </LazyBoundary>,
    );
    expect(await screen.findByText('after all')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(TRIES + 1);
  });

  it('a piece mounted before its chunk arrived stays mounted when it re-renders after (its state kept)', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          counted {count}
        </button>
      );
    }
    const LazyCounter = lazyRetrying(() => Promise.resolve({ default: Counter }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { rerender } = renderWithStore(
      <LazyBoundary>
        <LazyCounter />
      </LazyBoundary>,
    );
    await user.click(await screen.findByRole('button', { name: 'counted 0' }));
    rerender(
      <LazyBoundary>
        <LazyCounter />
      </LazyBoundary>,
    );
    expect(screen.getByRole('button', { name: 'counted 1' })).toBeInTheDocument();
  });
});

describe('AskedPiece: a slow chunk says so', () => {
  /** A piece whose chunk is on its way until `arrive` is called. */
  function slowPiece() {
    let arrive: () => void = () => undefined;
    const load = () =>
      new Promise<{ default: typeof Piece }>((resolve) => {
        arrive = () => resolve({ default: Piece });
      });
    return { arrive: () => arrive(), SlowPiece: lazyRetrying(load) };
  }

  it("nothing at first, 'Still loading…' once slow, the piece when it arrives", async () => {
    const { arrive, SlowPiece } = slowPiece();
    renderWithStore(
      <AskedPiece>
        <SlowPiece label="the menu" />
      </AskedPiece>,
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(STILL_LOADING_MS - 100);
    });
    expect(screen.queryByText('Still loading…')).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Still loading…');
    await act(async () => {
      arrive();
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('the menu')).toBeInTheDocument();
    expect(screen.queryByText('Still loading…')).toBeNull();
  });

  it("a modal's slow chunk says so where notices float", async () => {
    const { SlowPiece } = slowPiece();
    const { container } = renderWithStore(
      <AskedPiece floating>
        <SlowPiece label="the composer" />
      </AskedPiece>,
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(STILL_LOADING_MS + 100);
    });
    expect(container.querySelector('.notices [role="status"]')).toHaveTextContent('Still loading…');
  });
});
