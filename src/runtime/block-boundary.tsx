import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from './chunk-failure';

interface Props {
  type: string;
  message: string;
  children: ReactNode;
}

/** One failing block shows its own notice; the rest of the page keeps working. */
export class BlockBoundary extends Component<Props, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    console.warn(`block "${this.props.type}" failed`, error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // code that did not arrive is the network's failure, not the block's: the page's ChunkBoundary offers a retry
    if (isChunkLoadError(error)) throw error;
    return (
      <div className="portal-block-error" role="alert" data-block-type={this.props.type}>
        {this.props.message}
      </div>
    );
  }
}
