import { useState } from 'react';
import type { WidgetLocation } from '@portfolio/ui';

/**
 * A list's view (its filter, its grouping) kept in the page's address, so a bookmark or Back
 * shows it again: `parse` reads it from the query string, `serialize` writes it (`''` for the
 * default view). Without a location (a widget on another site's page, a story) it stays in
 * the widget's memory.
 */
export function useSearchState<T>(
  location: WidgetLocation | undefined,
  parse: (search: string) => T,
  serialize: (value: T) => string,
) {
  const [local, setLocal] = useState<T>(() => parse(location?.search ?? ''));
  const value = location ? parse(location.search) : local;
  const setValue = (next: T) => {
    if (location) location.replaceSearch(serialize(next));
    else setLocal(next);
  };
  return [value, setValue] as const;
}
