/**
 * `@portfolio/ui/toolbar`: what sits above a table or a list — a search box, a filter's select
 * with its "all" choice, the CSV export link, the page's Print button, a list page's header
 * actions (the export and "New …"), the buttons that choose how a list shows, and that view kept
 * in the page's address. A subpath of its own, outside the federated kit entry (it takes the
 * kit's parts from `@portfolio/ui`), so a page without such a toolbar does not download it.
 */
export { ExportCsvButton, type ExportCsvButtonProps } from './export-csv-button';
export { FilterSelect, type FilterSelectProps } from './filter-select';
export { ListActions, type ListActionsProps } from './list-actions';
export { PrintButton, type PrintButtonProps } from './print-button';
export { SearchField, type SearchFieldProps } from './search-field';
export { ToggleButtons, type ToggleButtonsProps } from './toggle-buttons';
export { useSearchState } from './use-search-state';
