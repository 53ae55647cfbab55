/**
 * @portfolio/ui: the kit every widget and the host share (a federation singleton).
 * Theme and primitives, the API client with the spec's errors, QueryClient defaults,
 * WidgetRoot and mount().
 */

// Theme
export {
  theme,
  mergeTheme,
  space,
  color,
  tone,
  tonedBox,
  fontSize,
  radius,
  shadow,
  font,
  media,
} from './theme/theme';
export type { Theme, ThemeOverrides, ToneColors } from './theme/theme';
export { ThemeProvider } from './theme/theme-provider';
export { GlobalStyle, WidgetBaseStyle, baseStyles, printHideStyles } from './theme/global-style';

// Primitives
export { AppLink } from './components/display/app-link';
export type { AppLinkProps } from './components/display/app-link';
export { Button } from './components/forms/button';
export type { ButtonVariant, ButtonSize, ButtonStyleProps } from './components/forms/button';
export {
  Card,
  CardHeader,
  CardTitle,
  CardDescription,
  CardContent,
  CardFooter,
  CardHeading,
} from './components/display/card';
export type { CardHeadingProps } from './components/display/card';
export { TitledCard, type TitledCardProps } from './components/titled-card/titled-card';
export {
  Badge,
  StatusBadge,
  ComplianceBadge,
  HealthBadge,
  CountPill,
  RiskBadge,
  AiActClassBadge,
  ObligationStatusBadge,
} from './components/display/badge';
export { VisuallyHidden } from './components/display/visually-hidden';
export {
  ClockBadge,
  clockName,
  clockTone,
  nextReport,
  nextReportLine,
} from './components/display/clock-badge';
export type { ClockBadgeProps } from './components/display/clock-badge';
export type {
  BadgeSize,
  StatusBadgeProps,
  ComplianceBadgeProps,
  RiskBadgeProps,
  AiActClassBadgeProps,
  ObligationStatusBadgeProps,
  HealthBadgeProps,
} from './components/display/badge';
export { Dialog } from './components/overlays/dialog/dialog';
export { Drawer } from './components/overlays/dialog/drawer';
export type { DrawerProps } from './components/overlays/dialog/drawer';
export type { DialogProps } from './components/overlays/dialog/dialog';
export { DialogActions } from './components/overlays/dialog/dialog-actions';
export type { DialogActionsProps } from './components/overlays/dialog/dialog-actions';
export { ConfirmDialog } from './components/overlays/dialog/confirm-dialog';
export { FormDialog } from './components/overlays/dialog/form-dialog';
export type { FormDialogProps } from './components/overlays/dialog/form-dialog';
export { IconButton } from './components/forms/icon-button';
export type { ConfirmDialogProps } from './components/overlays/dialog/confirm-dialog';
export { Field, Label, useFieldControl } from './components/forms/field';
export type { FieldProps } from './components/forms/field';
export { Input, Textarea, controlAdornment, controlStyles } from './components/forms/input';
export { Select } from './components/forms/select';
export type { SelectProps, SelectOption } from './components/forms/select';
export { FilterSelect } from './components/forms/filter-select';
export type { FilterSelectProps } from './components/forms/filter-select';
export { Switch } from './components/forms/switch';
export { CheckboxGroup } from './components/forms/checkbox-group';
export type { CheckboxGroupProps } from './components/forms/checkbox-group';
export type { SwitchProps } from './components/forms/switch';
export {
  Table,
  TableContainer,
  THead,
  TBody,
  Tr,
  Th,
  Td,
  ACTIONS_COLUMN,
  DataTable,
} from './components/data/tables/table';
export type { DataColumn, DataTableProps } from './components/data/tables/table';
export { Grid, Spread } from './components/display/grid';
export type { GridProps } from './components/display/grid';
export { Cluster } from './components/display/cluster';
export { IconTile } from './components/display/icon-tile';
export type { IconTileProps } from './components/display/icon-tile';
export { Money, ProjectInvestment } from './components/data/figures/money';
export type { MoneyProps } from './components/data/figures/money';
export { ProgressBar } from './components/data/figures/progress-bar';
export type { ProgressBarProps } from './components/data/figures/progress-bar';
export {
  Tooltip,
  TooltipProvider,
  TOOLTIP_DELAY,
  TOOLTIP_SKIP_DELAY,
} from './components/overlays/tooltip/tooltip';
export type { TooltipProps } from './components/overlays/tooltip/tooltip';
export { ClampedText } from './components/display/clamped-text';
export type { ClampedTextProps } from './components/display/clamped-text';
export { Menu, MenuItem } from './components/overlays/menu/menu';
export { Popover } from './components/overlays/popover/popover';
export type { PopoverProps } from './components/overlays/popover/popover';
export type { MenuProps, MenuItemProps } from './components/overlays/menu/menu';
export { EmptyState } from './components/data/feedback/empty-state';
export { LoadMore } from './components/data/feedback/load-more';
export type { LoadMoreProps, LoadMoreQuery } from './components/data/feedback/load-more';
export type { EmptyStateProps } from './components/data/feedback/empty-state';
export { SkeletonList } from './components/data/feedback/skeleton-list';
export type { SkeletonListProps } from './components/data/feedback/skeleton-list';
export { NoCompanyAccess } from './components/display/no-company-access';
export type { NoCompanyAccessProps } from './components/display/no-company-access';
export { ErrorCard } from './components/data/feedback/error-card';
export type { ErrorCardProps } from './components/data/feedback/error-card';
export { QueryErrorCard, QueryView } from './components/data/feedback/query-view';
export { SettingsTable } from './components/data/tables/settings-table';
export { SeverityTiles } from './components/data/figures/severity-tiles';
export type { SeverityTilesProps } from './components/data/figures/severity-tiles';
export type {
  SettingsTableProps,
  SettingsTableRemove,
} from './components/data/tables/settings-table';
export type { QueryErrorCardProps, QueryViewProps } from './components/data/feedback/query-view';
export { ListEmpty, ListRow, ListRows } from './components/data/lists/list-parts';
export {
  ItemLink,
  ItemMain,
  ItemMark,
  ItemMeta,
  ItemTop,
} from './components/data/lists/item-parts';
export { LoadingRows, QueryList } from './components/data/lists/query-list';
export type { QueryListProps } from './components/data/lists/query-list';
export { RemoveButton } from './components/data/lists/remove-button';
export type { RemoveButtonProps } from './components/data/lists/remove-button';
export { useConfirmedRemoval } from './components/data/lists/use-confirmed-removal';
export type {
  ConfirmedRemovalOptions,
  RemoveMutation,
} from './components/data/lists/use-confirmed-removal';
export { Spinner, Skeleton, LoadingBlock } from './components/display/spinner';
export { Avatar, initialsOf, fullNameOf } from './components/display/avatar';
export { PageHeader, PageStack } from './components/display/page-header';
export type { PageHeaderProps } from './components/display/page-header';
export { StatCard } from './components/data/figures/stat-card';
export type { StatCardProps } from './components/data/figures/stat-card';
export { Portal, PortalContainerProvider, usePortalContainer } from './components/overlays/portal';
export { ToastProvider, useToast, useToastStore } from './components/toast/toast-provider';
export { Toaster } from './components/toast/toaster';
export {
  createToastStore,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_DURATION,
  TOAST_SWIPE_THRESHOLD,
} from './components/toast/toast-store';
export * from './icons/icons';
export * from './icons/provider-icons';
export type {
  ToastOptions,
  ToastItem,
  ToastHandle,
  ToastStore,
  ToastVariant,
} from './components/toast/toast-store';

// API
export { ApiError, isApiError, isUnauthorizedError, mutationErrorMessage } from './api/api-error';
export {
  apiFetch,
  apiRequest,
  callRoute,
  readJson,
  resolveUrl,
  throwIfResNotOk,
} from './api/api-client';
export type { ApiConfig, RouteCallArgs } from './api/api-client';
// The contract's own: a route's URL, inputs and answer, as every client builds them.
export { routeUrl, toQueryString } from '@portfolio/contracts';
export type { RouteInput, RouteOutput } from '@portfolio/contracts';
export {
  createQueryClient,
  getQueryFn,
  pathKey,
  queryKeyUrl,
  refreshPaths,
  routeKey,
  routeQuery,
} from './api/query';
export { mutationErrorToast } from './api/mutation-errors';
export type { MutationMeta } from './api/mutation-errors';
export type { CreateQueryClientOptions, UnauthorizedBehavior } from './api/query';
export { ApiProvider, createApiClient, useApi } from './api/api-context';
export type { ApiClient } from './api/api-context';
export { currentUserQuery, currentUserQueryKey, useCurrentUser } from './api/current-user';
export { useRouteMutation } from './api/route-mutation';
export { onCompanyEvent, useCompanyEvent, watchCompanyEvents } from './api/company-events';
export type { RouteMutationOptions } from './api/route-mutation';
export { useRouteInfiniteQuery, useRouteQuery } from './api/route-query';
export type {
  RouteInfiniteQueryOptions,
  RouteQueryArgs,
  RouteQueryOptions,
} from './api/route-query';
export { useFieldErrors } from './data/field-errors';
export type { FieldErrors } from './data/field-errors';

// Browser
export { copyText } from './clipboard/copy-text';
export { usePrinting } from './print/use-printing';
export { useNow } from './time/use-now';
export {
  clockStanding,
  formatInstant,
  formatSpan,
  isClockOverdue,
  viewerTimeZone,
} from './time/incident-time';

// Widgets
export type {
  WidgetProps,
  WidgetLocation,
  ExposedComponentModule,
  ExposedMountModule,
  MountOptions,
} from './widget/widget-props';
export { WidgetRoot } from './widget/widget-root';
export type { WidgetRootProps } from './widget/widget-root';
export { WidgetErrorBoundary, describeError } from './widget/error-boundary';
export { WidgetContext, useCompanyId } from './widget/widget-context';
export { mount, NAVIGATE_EVENT } from './widget/mount';
export type { NavigateEventDetail } from './widget/mount';
