import { Component, type ReactNode } from 'react';

interface ModalBoundaryProps {
  readonly children: ReactNode;
  readonly onError: (error: unknown) => void;
}

/** Catches a modal whose component fails to load or render, so one broken modal never takes the page down. */
export class ModalBoundary extends Component<ModalBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
