import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isApiError } from '../api/api-error';
import { ErrorCard } from '../components/data/feedback/error-card';

export interface WidgetErrorBoundaryProps {
  children: ReactNode;
  /** Shown in the error card's title: "<name> could not be displayed". */
  name?: string;
  onError?: (error: unknown) => void;
  /** Called by Retry before the children render again (e.g. to reset failed queries). */
  onReset?: () => void;
}

interface State {
  error: unknown;
}

/** What a person sees for an error: the server's sentence when there is one. */
export function describeError(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Contains a widget's render error in an ErrorCard with Retry; the rest of the page keeps working. */
export class WidgetErrorBoundary extends Component<WidgetErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError?.(error);
  }

  retry = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) {
      return (
        <ErrorCard
          title={
            this.props.name ? `${this.props.name} could not be displayed` : 'Something went wrong'
          }
          message={describeError(this.state.error)}
          onRetry={this.retry}
        />
      );
    }
    return this.props.children;
  }
}
