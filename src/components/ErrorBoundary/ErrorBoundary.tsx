import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { chunkErrorCaught, isChunkLoadError } from '../../utils/retryImport';
import { StillLoading } from '../Spinner/Spinner';

interface Props {
  children: ReactNode;
  /** when this changes (a new route), a crashed screen gets another chance */
  resetKey?: string;
  /** how a failed code chunk is fetched again (a page reload; replaceable in tests) */
  reload?: () => void;
  /**
   * A piece outside the routed screen (sidebar panel, popover, modal): a one-line message in its place, and its
   * retry renders again instead of reloading, so nothing the reader typed elsewhere is lost (lazyRetrying imports a
   * failed chunk afresh).
   */
  inline?: boolean;
  /** a modal's message floats like a notice, since the modal has no place in the page */
  floating?: boolean;
  /** the host's own close (the piece's Escape or close button is in the chunk that failed) */
  onClose?: () => void;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/** Keeps one screen's or one piece's crash from taking down the shell, with a retry. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('screen crashed', error, info.componentStack);
    chunkErrorCaught();
  }

  /**
   * A routed screen whose chunk failed is reloaded: after a deploy its old chunk is gone for good, and a reload
   * brings the new names. A piece just renders again (its lazy component imports a failed chunk afresh).
   */
  private retry = () => {
    if (!this.props.inline && isChunkLoadError(this.state.error)) (this.props.reload ?? (() => window.location.reload()))();
    else this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { inline, floating, onClose } = this.props;
    if (inline) {
      // a piece's message: one line in the notices' look
      const alert = (
        <div className="notice notice-error" role="alert">
          <span>
            <FormattedMessage id={isChunkLoadError(error) ? 'general.async_load_error' : 'general.generic_error'} />
          </span>
          <button type="button" className="button" onClick={this.retry}>
            <FormattedMessage id="general.retry" />
          </button>
          {onClose && (
            <button type="button" className="button" onClick={onClose}>
              <FormattedMessage id="general.close" />
            </button>
          )}
        </div>
      );
      return floating ? <div className="notices">{alert}</div> : alert;
    }
    return (
      <div className="panel error-screen" role="alert">
        <h2>
          <FormattedMessage id="general.generic_error" />
        </h2>
        <p>
          <FormattedMessage id="general.try_again" />
        </p>
        <button type="button" className="button" onClick={this.retry}>
          <FormattedMessage id="general.retry" />
        </button>
      </div>
    );
  }
}

interface LazyBoundaryProps {
  children: ReactNode;
  /** shown while the chunk loads */
  fallback?: ReactNode;
  floating?: boolean;
  onClose?: () => void;
}

/** A lazy piece outside the routed screen: Suspense inside its own inline boundary (see ErrorBoundary's `inline`). */
export function LazyBoundary({ children, fallback = null, floating, onClose }: LazyBoundaryProps) {
  return (
    <ErrorBoundary inline floating={floating} onClose={onClose}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * A piece the reader asked for (a menu, a picker, a modal): nothing while its chunk arrives, then 'Still
 * loading…' where it will appear (a modal's floats like a notice) if the chunk is slow.
 */
export function AskedPiece({ children, floating, onClose }: Omit<LazyBoundaryProps, 'fallback'>) {
  const slow = floating ? (
    <div className="notices">
      <StillLoading />
    </div>
  ) : (
    <StillLoading />
  );
  return (
    <LazyBoundary fallback={slow} floating={floating} onClose={onClose}>
      {children}
    </LazyBoundary>
  );
}
