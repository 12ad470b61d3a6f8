import { Component, type ReactNode } from 'react';

interface Props {
  type: string;
  message: string;
  children: ReactNode;
}

/** One failing block shows its own notice; the rest of the page keeps working. */
export class BlockBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn(`block "${this.props.type}" failed`, error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="portal-block-error" role="alert" data-block-type={this.props.type}>
        {this.props.message}
      </div>
    );
  }
}
