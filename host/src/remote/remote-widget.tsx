import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ComponentType,
} from 'react';
import {
  ErrorCard,
  LoadingBlock,
  WidgetRoot,
  type ExposedComponentModule,
  type WidgetProps,
} from '@portfolio/ui';
import { loadWidgetModule, type WidgetModuleLoader } from './loader';

/** The loader RemoteWidget uses; tests and stories provide their own. */
export const WidgetLoaderContext = createContext<WidgetModuleLoader>(loadWidgetModule);

export interface RemoteWidgetProps<Extra extends object = Record<string, never>> {
  /** Registry name of the widget, e.g. 'project-table'. */
  name: string;
  /** Exposed module whose default export is the component, e.g. './ProjectTable'. */
  module: string;
  /** Company, user and navigate, from the shell. */
  widgetProps: WidgetProps;
  /** More props for that component, e.g. `{ projectId }`. */
  props?: Extra;
  /** What the error card calls the widget ("Project table"). */
  label?: string;
  minHeight?: string;
}

type Result =
  | { request: string; status: 'ready'; Component: ComponentType<WidgetProps> }
  | { request: string; status: 'failed'; error: unknown };

/**
 * Loads a widget's exposed component at run time and renders it inside a WidgetRoot (the
 * shell's QueryClient, theme and toasts, its own error boundary). A widget that cannot be
 * loaded, or that throws, shows an error card with Retry; the shell keeps working.
 */
export function RemoteWidget<Extra extends object>({
  name,
  module,
  widgetProps,
  props,
  label,
  minHeight = '16rem',
}: RemoteWidgetProps<Extra>) {
  const load = useContext(WidgetLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  // Each load is one request; a result that belongs to an earlier one means "still loading".
  const request = `${name}|${module}|${attempt}`;

  useEffect(() => {
    let cancelled = false;
    load<ExposedComponentModule>(name, module).then(
      (loaded) => {
        if (!cancelled) setResult({ request, status: 'ready', Component: loaded.default });
      },
      (error: unknown) => {
        if (!cancelled) setResult({ request, status: 'failed', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [load, name, module, request]);

  const state = result?.request === request ? result : { status: 'loading' as const };

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const title = `${label ?? name} is unavailable`;

  if (state.status === 'loading')
    return <LoadingBlock label={`Loading ${label ?? name}`} minHeight={minHeight} />;
  if (state.status === 'failed') {
    return (
      <ErrorCard
        title={title}
        message="It could not be loaded. Check your connection and try again."
        onRetry={retry}
      />
    );
  }
  const { Component } = state;
  return (
    <WidgetRoot name={label ?? name} companyId={widgetProps.companyId}>
      <Component {...widgetProps} {...props} />
    </WidgetRoot>
  );
}
