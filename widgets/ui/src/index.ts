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
  type Theme,
  type ThemeOverrides,
  type ToneColors,
} from './theme/theme';
export { ThemeProvider } from './theme/theme-provider';
export { GlobalStyle, WidgetBaseStyle, baseStyles, printHideStyles } from './theme/global-style';

// Primitives
export { AppLink, type AppLinkProps } from './components/display/app-link';
export {
  Button,
  type ButtonVariant,
  type ButtonSize,
  type ButtonStyleProps,
} from './components/forms/button';
export {
  Card,
  CardHeader,
  CardTitle,
  CardDescription,
  CardContent,
  CardFooter,
  CardHeading,
  type CardHeadingProps,
} from './components/display/card';
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
  type BadgeSize,
  type StatusBadgeProps,
  type ComplianceBadgeProps,
  type RiskBadgeProps,
  type AiActClassBadgeProps,
  type ObligationStatusBadgeProps,
  type HealthBadgeProps,
} from './components/display/badge';
export { VisuallyHidden } from './components/display/visually-hidden';
export { MutedText } from './components/display/muted-text';
export {
  ClockBadge,
  clockName,
  clockTone,
  nextReport,
  nextReportLine,
  type ClockBadgeProps,
} from './components/display/clock-badge';
export {
  Dialog,
  type DialogOpenProps,
  type DialogProps,
} from './components/overlays/dialog/dialog';
export { Drawer, type DrawerProps } from './components/overlays/dialog/drawer';
export {
  DialogActions,
  type DialogActionsProps,
} from './components/overlays/dialog/dialog-actions';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
} from './components/overlays/dialog/confirm-dialog';
export { FormDialog, type FormDialogProps } from './components/overlays/dialog/form-dialog';
export { IconButton } from './components/forms/icon-button';
export {
  Field,
  FieldMessage,
  Label,
  RequiredMark,
  captionStyles,
  labelStyles,
  useFieldControl,
  type FieldProps,
} from './components/forms/field';
export { Input, Textarea, controlAdornment, controlStyles } from './components/forms/input';
export { Select, type SelectProps, type SelectOption } from './components/forms/select';
export { Switch, type SwitchProps } from './components/forms/switch';
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
  type DataColumn,
  type DataTableProps,
} from './components/data/tables/table';
export { Grid, Spread, type GridProps } from './components/display/grid';
export { Cluster } from './components/display/cluster';
export { IconTile, type IconTileProps } from './components/display/icon-tile';
export { Money, ProjectInvestment, type MoneyProps } from './components/data/figures/money';
export { ProgressBar, type ProgressBarProps } from './components/data/figures/progress-bar';
export {
  Tooltip,
  TooltipProvider,
  TOOLTIP_DELAY,
  TOOLTIP_SKIP_DELAY,
  type TooltipProps,
} from './components/overlays/tooltip/tooltip';
export { ClampedText, type ClampedTextProps } from './components/display/clamped-text';
export {
  Menu,
  MenuItem,
  type MenuProps,
  type MenuItemProps,
} from './components/overlays/menu/menu';
export { Popover, type PopoverProps } from './components/overlays/popover/popover';
export { EmptyState, type EmptyStateProps } from './components/data/feedback/empty-state';
export { NoCompanyAccess, type NoCompanyAccessProps } from './components/display/no-company-access';
export { CompanyGate, type CompanyGateProps } from './components/display/company-gate';
export { ErrorCard, type ErrorCardProps } from './components/data/feedback/error-card';
export {
  QueryErrorCard,
  QueryView,
  type QueryErrorCardProps,
  type QueryViewProps,
} from './components/data/feedback/query-view';
export { RefusalNotice } from './components/data/feedback/refusal-notice';
export { Spinner, Skeleton, LoadingBlock } from './components/display/spinner';
export { Avatar, initialsOf, fullNameOf } from './components/display/avatar';
export { PageHeader, PageStack, type PageHeaderProps } from './components/display/page-header';
export { StatCard, type StatCardProps } from './components/data/figures/stat-card';
export { Portal, PortalContainerProvider, usePortalContainer } from './components/overlays/portal';
export { ToastProvider, useToast, useToastStore } from './components/toast/toast-provider';
export { Toaster } from './components/toast/toaster';
export {
  createToastStore,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_DURATION,
  TOAST_SWIPE_THRESHOLD,
  type ToastOptions,
  type ToastItem,
  type ToastHandle,
  type ToastStore,
  type ToastVariant,
} from './components/toast/toast-store';
export * from './icons/icons';
export * from './icons/provider-icons';

// API
export { ApiError, isApiError, isUnauthorizedError, mutationErrorMessage } from './api/api-error';
export {
  apiFetch,
  apiRequest,
  callRoute,
  readJson,
  resolveUrl,
  throwIfResNotOk,
  type ApiConfig,
  type RouteCallArgs,
} from './api/api-client';
// The contract's own: a route's URL, inputs and answer, as every client builds them.
export { routeUrl, toQueryString, type RouteInput, type RouteOutput } from '@portfolio/contracts';
export {
  createQueryClient,
  getQueryFn,
  pathKey,
  queryKeyUrl,
  refreshPaths,
  routeKey,
  routeQuery,
  type CreateQueryClientOptions,
  type UnauthorizedBehavior,
} from './api/query';
export { mutationErrorToast, type MutationMeta } from './api/mutation-errors';
export { ApiProvider, createApiClient, useApi, type ApiClient } from './api/api-context';
export { currentUserQuery, currentUserQueryKey, useCurrentUser } from './api/current-user';
export {
  companyBody,
  rowBody,
  rowIdAndBody,
  rowIdAndRest,
  rowParams,
  useRouteMutation,
  type RouteMutationOptions,
} from './api/route-mutation';
export { onCompanyEvent, useCompanyEvent, watchCompanyEvents } from './api/company-events';
export {
  useRouteInfiniteQuery,
  useRouteQuery,
  type RouteInfiniteQueryOptions,
  type RouteQueryArgs,
  type RouteQueryOptions,
} from './api/route-query';
export { routeDownloadUrl, useRouteDownloadUrl } from './api/route-download-url';
export { useFieldErrors, type FieldErrors } from './data/field-errors';

// Browser
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
export { WidgetRoot, type WidgetRootProps } from './widget/widget-root';
export { WidgetErrorBoundary, describeError } from './widget/error-boundary';
export { WidgetContext, useCompanyId } from './widget/widget-context';
export { mount, NAVIGATE_EVENT, type NavigateEventDetail } from './widget/mount';
export { lazyView } from './widget/lazy-view';
export { viewMount, type MountableView, type ViewMountOptions } from './widget/mount-view';
