import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from '../../../src/components/ErrorBoundary/ErrorBoundary';
import { renderWithStore } from '../../support/render';

let explode = true;
function Fragile() {
  if (explode) throw new Error('boom');
  return <p>screen content</p>;
}

beforeEach(() => {
  explode = true;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('ErrorBoundary', () => {
  it('shows the error with a retry instead of the crashed screen, and logs it', () => {
    renderWithStore(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('An error occured');
    expect(alert).toHaveTextContent('Please try again');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('screen crashed', expect.objectContaining({ message: 'boom' }), expect.anything());
  });

  it('retry renders the screen again, and it recovers', async () => {
    const user = userEvent.setup();
    renderWithStore(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    explode = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('screen content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('retry of a screen that still crashes shows the error again', async () => {
    const user = userEvent.setup();
    renderWithStore(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('a new resetKey (another route) gives the screen another chance', () => {
    const { rerender } = renderWithStore(
      <ErrorBoundary resetKey="/a">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    explode = false;
    rerender(
      <ErrorBoundary resetKey="/b">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('screen content')).toBeInTheDocument();
  });

  it('keeps its siblings alive', () => {
    renderWithStore(
      <>
        <nav>shell</nav>
        <ErrorBoundary>
          <Fragile />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByRole('navigation')).toHaveTextContent('shell');
  });

  it('retries a screen whose code chunk failed to load by reloading the page', async () => {
    const reload = jest.fn();
    function MissingChunk(): never {
      const error = new Error('Loading chunk 7 failed');
      error.name = 'ChunkLoadError';
      throw error;
    }
    renderWithStore(
      <ErrorBoundary reload={reload}>
        <MissingChunk />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a screen whose style chunk failed (mini-css-extract-plugin's CSS_CHUNK_LOAD_FAILED) is retried the same way", async () => {
    const reload = jest.fn();
    function MissingStyles(): never {
      throw Object.assign(new Error('Loading CSS chunk 7 failed.\n(/static/css/7.css)'), { code: 'CSS_CHUNK_LOAD_FAILED' });
    }
    renderWithStore(
      <ErrorBoundary reload={reload}>
        <MissingStyles />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
