import {
  forwardRef,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentPropsWithoutRef,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled, { css } from 'styled-components';
import { formatUnreadCount, routes } from '@portfolio/contracts';
import {
  BellIcon,
  Popover,
  Spinner,
  useApi,
  watchCompanyEvents,
  useRouteInfiniteQuery,
} from '@portfolio/ui';
import { sidebarRow } from './shell-parts';

// The list is fetched with the first press of the bell: a page's first visit shows only the count.
const NotificationPanel = lazy(() =>
  import('./notification-panel').then((m) => ({ default: m.NotificationPanel })),
);

/**
 * The bell of the shell: how many notifications are unread, and on a press the list of them
 * (risks opened on and changes to the person's projects, invitations). The company's event
 * stream stays open while the bell shows, so each relevant change refreshes it at once.
 */
export function NotificationBell({
  companyId,
  collapsed,
  initiallyOpen = false,
}: {
  companyId: string | null;
  collapsed: boolean;
  /** The list shows at once (stories). */
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const client = useQueryClient();
  const { config } = useApi();
  useEffect(
    () => (companyId ? watchCompanyEvents(client, companyId, config) : undefined),
    [client, companyId, config],
  );
  const query = useRouteInfiniteQuery(routes.listNotifications, {}, { cursorParam: 'cursor' });
  const unread = query.data?.pages[0]?.unreadCount ?? 0;
  // The name holds the text a person sees, "Notifications" and the count, in that order.
  const label = unread > 0 ? `Notifications ${formatUnreadCount(unread)} unread` : 'Notifications';

  return (
    <Popover
      label="Notifications"
      open={open}
      onOpenChange={setOpen}
      side="right"
      align="end"
      width={360}
      trigger={
        <Trigger aria-label={label} $collapsed={collapsed} data-testid="notification-bell">
          <BellIcon size={18} aria-hidden="true" />
          {!collapsed ? <span>Notifications</span> : null}
          {/* The text reads "Notifications 13", as the name begins. */}
          {!collapsed && unread > 0 ? ' ' : null}
          {unread > 0 ? (
            <Count aria-hidden="true" $collapsed={collapsed}>
              {formatUnreadCount(unread)}
            </Count>
          ) : null}
        </Trigger>
      }
    >
      <Suspense fallback={<Spinner />}>
        <NotificationPanel query={query} onNavigate={() => setOpen(false)} />
      </Suspense>
    </Popover>
  );
}

type TriggerProps = ComponentPropsWithoutRef<'button'> & { $collapsed: boolean };

const Trigger = styled(
  forwardRef<HTMLButtonElement, TriggerProps>(function Trigger(props, ref) {
    return <button type="button" ref={ref} {...props} />;
  }),
)`
  position: relative;
  width: 100%;
  border: none;
  background: transparent;
  font: inherit;
  cursor: pointer;
  ${sidebarRow}
  /* Washed like a hovered row while its panel is open. */
  &[data-state='open'] {
    background: rgba(255, 255, 255, 0.06);
    color: #fff;
  }
`;

const Count = styled.span<{ $collapsed: boolean }>`
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 0.375rem;
  border-radius: ${(p) => p.theme.radius.full};
  /* The tone's text red: white on it reads at 6.5:1 (the solid red is under 4.5:1). */
  background: ${(p) => p.theme.tone.red.fg};
  color: #fff;
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 1.25rem;
  text-align: center;
  ${(p) =>
    p.$collapsed
      ? css`
          /* Beside the bell's top right, not on it: the icon (18 px) stays whole. */
          position: absolute;
          top: 0;
          left: calc(50% + 0.5rem);
          min-width: 1rem;
          height: 1rem;
          padding: 0 0.25rem;
          font-size: 0.625rem;
          line-height: 1rem;
        `
      : css`
          margin-left: auto;
        `}
`;
