/**
 * `@portfolio/ui/lists`: a card's list of things — its rows, each row's title, facts and remove
 * button, a list shown group by group (a card per group), the list read from a query with its loading and empty states, a removal asked for
 * again before it happens, a paged list's Load more, a list's loading placeholder and the empty
 * state on a card of its own where a list of cards would stand. A subpath of its own, outside the federated kit entry (it takes the
 * kit's parts from `@portfolio/ui`), so a page without such a list (the dashboard, an embedded
 * widget) does not download it.
 */
export { ListEmpty, ListRow, ListRows } from './list-parts';
export { GroupCard, GroupRows, type GroupCardProps } from './group-card';
export { ItemLink, ItemMain, ItemMark, ItemMeta, ItemTop } from './item-parts';
export {
  LoadingRows,
  QueryList,
  QueryRows,
  type LoadingRowsProps,
  type QueryListProps,
  type QueryRowsProps,
} from './query-list';
export { RemoveButton, type RemoveButtonProps } from './remove-button';
export {
  useConfirmedRemoval,
  type ConfirmedRemovalOptions,
  type RemoveMutation,
} from './use-confirmed-removal';
export { LoadMore, type LoadMoreProps, type LoadMoreQuery } from './load-more';
export { SkeletonList, type SkeletonListProps } from './skeleton-list';
export { EmptyCard } from './empty-card';
