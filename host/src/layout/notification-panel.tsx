import { type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import {
  formatDate,
  type Notification,
  type NotificationKind,
  type NotificationPage,
  type Tone,
} from '@portfolio/contracts';
import {
  Button,
  Spinner,
  VisuallyHidden,
  IconTile,
  AlertTriangleIcon,
  FolderIcon,
  InboxIcon,
  MailIcon,
  UsersIcon,
  type Icon,
} from '@portfolio/ui';
import { LoadMore } from '@portfolio/ui/lists';
import { useMarkNotificationsRead } from '../api/notifications';

/** How each kind of notification looks in the list: its icon on a tile of its tone. */
const KINDS: Record<NotificationKind, { icon: Icon; tone: Tone }> = {
  risk_opened: { icon: AlertTriangleIcon, tone: 'amber' },
  incident_deadline: { icon: AlertTriangleIcon, tone: 'red' },
  project_changed: { icon: FolderIcon, tone: 'violet' },
  invitation: { icon: MailIcon, tone: 'blue' },
  member_joined: { icon: UsersIcon, tone: 'green' },
  proposal_submitted: { icon: InboxIcon, tone: 'teal' },
  proposal_decided: { icon: InboxIcon, tone: 'teal' },
};

/** The bell's list: the person's notifications, newest first, with "Mark all as read". */
export function NotificationPanel({
  query,
  onNavigate,
}: {
  query: UseInfiniteQueryResult<InfiniteData<NotificationPage>>;
  onNavigate: () => void;
}) {
  const markRead = useMarkNotificationsRead();
  const notifications = query.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = query.data?.pages[0]?.unreadCount ?? 0;
  const newest = notifications[0]?.id;

  return (
    <>
      <Head>
        <h2>Notifications</h2>
        <Button
          $variant="ghost"
          $size="sm"
          disabled={unread === 0 || !newest || markRead.isPending}
          // What the person has seen: a notification that arrives meanwhile stays unread.
          onClick={() => newest && markRead.mutate(newest)}
        >
          Mark all as read
        </Button>
      </Head>
      <Body>
        {query.isLoading ? (
          <Center>
            <Spinner />
          </Center>
        ) : query.isError ? (
          <Empty role="alert">Notifications could not be loaded.</Empty>
        ) : notifications.length === 0 ? (
          <Empty>
            <strong>You’re all caught up</strong>
            Risks and changes on your projects, and invitations, will show here.
          </Empty>
        ) : (
          <List aria-label="Notifications">
            {notifications.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onNavigate={onNavigate} />
              </li>
            ))}
          </List>
        )}
        <LoadMore query={query} label="Show older" loadingLabel="Loading..." />
      </Body>
    </>
  );
}

function NotificationItem({
  notification,
  onNavigate,
}: {
  notification: Notification;
  onNavigate: () => void;
}) {
  const { icon: KindIcon, tone } = KINDS[notification.kind];
  const content = (
    <>
      <IconTile $size="2rem" $tone={tone} aria-hidden="true">
        <KindIcon size={15} />
      </IconTile>
      <Text>
        <Title $unread={notification.unread}>
          {notification.unread ? <UnreadDot title="Unread" /> : null}
          {notification.title}
          {notification.unread ? <VisuallyHidden> (unread)</VisuallyHidden> : null}
        </Title>
        {notification.detail ? <Detail>{notification.detail}</Detail> : null}
        <Time dateTime={notification.at}>{formatDate(notification.at, 'time')}</Time>
      </Text>
    </>
  );
  return notification.link ? (
    <ItemLink to={notification.link} onClick={onNavigate}>
      {content}
    </ItemLink>
  ) : (
    <ItemBox>{content}</ItemBox>
  );
}

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.75rem 0.75rem 0.625rem 1rem;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSize.md};
    font-weight: 600;
  }
`;

const Body = styled.div`
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0.25rem;
  display: grid;
  gap: 0.125rem;
`;

const itemStyles = css`
  display: flex;
  gap: 0.75rem;
  padding: 0.625rem 0.75rem;
  border-radius: ${(p) => p.theme.radius.md};
  color: inherit;
  text-decoration: none;
`;

const ItemLink = styled(Link)`
  ${itemStyles};
  &:hover {
    background: ${(p) => p.theme.color.surfaceMuted};
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset 0 0 0 2px ${(p) => p.theme.color.focusRing};
  }
`;

const ItemBox = styled.div`
  ${itemStyles};
`;

const Text = styled.span`
  min-width: 0;
  display: grid;
  gap: 0.125rem;
`;

const Title = styled.span<{ $unread: boolean }>`
  font-weight: ${(p) => (p.$unread ? 600 : 400)};
  line-height: 1.35;
`;

const UnreadDot = styled.span`
  display: inline-block;
  width: 0.5rem;
  height: 0.5rem;
  margin-right: 0.375rem;
  border-radius: 50%;
  background: ${(p) => p.theme.color.primary};
  vertical-align: 0.1em;
`;

const Detail = styled.span`
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.fontSize.xs};
  overflow-wrap: anywhere;
`;

const Time = styled.time`
  color: ${(p) => p.theme.color.textSubtle};
  font-size: ${(p) => p.theme.fontSize.xs};
`;

const Center = styled.div`
  display: grid;
  place-items: center;
  padding: 2rem;
`;

const Empty = styled.p`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 2rem 1.5rem;
  text-align: center;
  color: ${(p) => p.theme.color.textMuted};
  strong {
    color: ${(p) => p.theme.color.text};
  }
`;
