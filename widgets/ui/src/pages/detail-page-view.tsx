import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { AppLink, ArrowLeftIcon, PageStack, QueryErrorCard, Skeleton } from '@portfolio/ui';

export interface DetailPageViewProps<T> {
  /** The one thing the page shows. */
  query: UseQueryResult<T>;
  /** Its list: the link back, above every state ("All incidents" to `/incidents`). */
  back: { to: string; label: string };
  /** The widget's `navigate`, for the link back. */
  navigate: (path: string) => void;
  /** The thing as "the …" names it: "incident" reads "Loading the incident". */
  noun: string;
  /** The page once loaded, with the link back to put at its top. */
  children: (data: T, back: ReactNode) => ReactNode;
}

/**
 * The page of one thing of a list (an incident, a proposal) while its query answers: the link
 * back to the list over the page's loading layout (a header, a body), or over a retryable error
 * card (a missing one says so in the API's words), then the page itself.
 */
export function DetailPageView<T>({
  query,
  back,
  navigate,
  noun,
  children,
}: DetailPageViewProps<T>) {
  const link = (
    <AppLink to={back.to} navigate={navigate}>
      <ArrowLeftIcon size={14} /> {back.label}
    </AppLink>
  );
  if (query.isPending) {
    return (
      <PageStack role="status" aria-busy="true" aria-label={`Loading the ${noun}`}>
        {link}
        <Skeleton $height="4rem" $radius="12px" />
        <Skeleton $height="14rem" $radius="12px" />
      </PageStack>
    );
  }
  if (query.isError) {
    return (
      <PageStack>
        {link}
        <QueryErrorCard title={`The ${noun} could not be loaded`} query={query} />
      </PageStack>
    );
  }
  return children(query.data, link);
}
