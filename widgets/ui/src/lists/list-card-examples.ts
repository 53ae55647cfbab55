import type { UseQueryResult } from '@tanstack/react-query';
import { queryIn } from '../testing/query-state';

/** The items the list card's story and test show. */
export interface ExampleItem {
  id: string;
  name: string;
}

/** A query of items in the state given: settled and empty-handed unless told otherwise. */
export const exampleQuery = (state: Partial<UseQueryResult<ExampleItem[]>>) =>
  queryIn<ExampleItem[]>(state);
