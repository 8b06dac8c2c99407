import { Component, type ErrorInfo, type ReactNode } from 'react'

interface ErrorBoundaryProps {
  /** While it stays the same, the fallback stays; a new key (the player went elsewhere) tries again. */
  readonly resetKey: string
  readonly fallback: ReactNode
  readonly onError?: (error: unknown, info: ErrorInfo) => void
  readonly children: ReactNode
}

interface ErrorBoundaryState {
  readonly failed: boolean
  readonly key: string
}

/**
 * Catches what its children throw while rendering (a bug: expected failures are values) and
 * shows `fallback` instead of a blank page. React has no hook for this, hence the class.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, key: this.props.resetKey }

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (state.key === props.resetKey) return null
    return { failed: false, key: props.resetKey }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info)
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
