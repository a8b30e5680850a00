import { Component, type ErrorInfo, type ReactNode } from "react";

/** Spec §8: an unexpected rendering failure shows the default fallback, word for word. */
export const UNEXPECTED_ERROR = "Unexpected Application Error!";

interface State {
  failed: boolean;
}

/**
 * Wraps every island: if its React code throws while rendering, the visitor sees the spec's
 * fallback in its place (with a way to reload, and to reach the company by e-mail), rather
 * than a form that silently stopped working.
 */
export class IslandBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(UNEXPECTED_ERROR, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="rounded-card border border-danger/30 bg-white p-6 text-center">
        <p className="text-lg font-semibold text-ink">{UNEXPECTED_ERROR}</p>
        <p className="mt-2 text-muted">
          Please reload the page. If it happens again, write to us directly; our address is at the
          bottom of the page.
        </p>
      </div>
    );
  }
}
