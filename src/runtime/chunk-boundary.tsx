import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { apiText } from '@/src/api/messages';
import { askForChunk, chunkUrlOf, isChunkLoadError, reloadForNewBuild } from './chunk-failure';
import { useRuntime } from './runtime-context';

interface Props {
  /** the page's address: another one is a new try */
  resetKey: string;
  texts: { title: string; text: string; retry: string };
  /** called when a retry finds the server answering, before the part is drawn again */
  onRetry?: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  checking: boolean;
  /** the address the error happened at */
  at: string;
}

/**
 * Where the code of a page's part does not arrive, the network notice with a retry stands in for it, and what
 * is around it (the header, the menu) stays. A retry, or going to another page, loads the part again once the
 * server answers; a chunk the server no longer has (a deploy since) loads the page afresh, with the new build.
 * Any other error goes on to the boundary above.
 */
class Boundary extends Component<Props, State> {
  state: State = { error: null, checking: false, at: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.at ? null : { error: null, checking: false, at: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    if (!isChunkLoadError(error)) return;
    void askForChunk(chunkUrlOf(error)).then((answer) => {
      if (answer === 'gone') reloadForNewBuild();
    });
  }

  private retry = async () => {
    const url = chunkUrlOf(this.state.error);
    this.setState({ checking: true });
    const answer = await askForChunk(url);
    if (answer === 'gone' && reloadForNewBuild()) return;
    if (answer !== 'unreachable') this.props.onRetry?.();
    this.setState(answer === 'unreachable' ? { error: this.state.error, checking: false } : { error: null, checking: false });
  };

  render() {
    const { error, checking } = this.state;
    if (!error) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return (
      <div className="portal-network-notice" role="alert">
        <strong className="portal-network-notice__title">{this.props.texts.title}</strong>
        <p className="portal-network-notice__text">{this.props.texts.text}</p>
        <button type="button" className="portal-network-notice__retry" onClick={() => void this.retry()} disabled={checking} aria-busy={checking || undefined}>
          {this.props.texts.retry}
        </button>
      </div>
    );
  }
}

export function ChunkBoundary({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  const { pathname, search } = useLocation();
  const runtime = useRuntime();
  return (
    <Boundary resetKey={`${pathname}${search}`} texts={{ title: apiText('networkTitle', {}, runtime.locale), text: apiText('networkText', {}, runtime.locale), retry: runtime.t('block.retry') }} onRetry={onRetry}>
      {children}
    </Boundary>
  );
}
