import { Component, type ReactNode } from 'react';

/**
 * Around a part that only serves others (the holders of notices and dialogs): when its code does not arrive it
 * draws nothing rather than taking the page down, and tries again at the person's next press or key.
 */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn('a helper part could not load; it is tried again at the next input', error);
    const again = () => {
      window.removeEventListener('pointerdown', again, true);
      window.removeEventListener('keydown', again, true);
      this.setState({ failed: false });
    };
    window.addEventListener('pointerdown', again, true);
    window.addEventListener('keydown', again, true);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
