/**
 * `@portfolio/ui/history`: the history of changes as the project page (project-workspace), a
 * proposal's page (intake-form) and the Activity page (host) show it. A subpath of its own, outside the federated kit entry (it
 * takes the kit's parts from `@portfolio/ui`), so the contract's history wording and its
 * schemas (TypeBox) load with a history only.
 */
export { HistoryList } from './history-list';
export type { HistoryListProps } from './history-list';
export { PagedHistory } from './paged-history';
export type { PagedHistoryProps } from './paged-history';
