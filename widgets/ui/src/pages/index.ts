/**
 * `@portfolio/ui/pages`: the frames of whole pages — one item's page (back link, title, its
 * loading and error states) and a settings page's table with a confirmed delete. A subpath of its
 * own, outside the federated kit entry (it takes the kit's parts from `@portfolio/ui`), so a page
 * that is neither (the dashboard, an embedded widget) does not download them.
 */
export { DetailPageView, type DetailPageViewProps } from './detail-page-view';
export { SettingsTable, type SettingsTableProps, type SettingsTableRemove } from './settings-table';
