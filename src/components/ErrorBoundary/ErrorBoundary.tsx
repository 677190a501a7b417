import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface Props {
  children: ReactNode;
  /** when this changes (a new route), a crashed screen gets another chance */
  resetKey?: string;
  /** how a failed code chunk is fetched again (a page reload; replaceable in tests) */
  reload?: () => void;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/** Keeps one screen's crash from taking down the shell, with a retry. */
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
  }

  /** A lazy screen whose chunk failed keeps its failed import cached, so only a reload fetches it again. */
  private retry = () => {
    if (this.state.error?.name === 'ChunkLoadError') (this.props.reload ?? (() => window.location.reload()))();
    else this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
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
