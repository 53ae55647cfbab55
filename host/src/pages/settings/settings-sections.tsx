import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import styled from 'styled-components';
import type { CompanyMembership } from '@portfolio/contracts';
import {
  Button,
  Card,
  EmptyState,
  InboxIcon,
  LayersIcon,
  LockIcon,
  PlugIcon,
  NoCompanyAccess,
  PageHeader,
  PageStack,
  SettingsIcon,
  useCurrentUser,
} from '@portfolio/ui';
import type { NavItem } from '../../layout/nav-items';
import { EmbeddingCard } from './embedding/embedding-card';
import { IntegrationsCard } from './integrations/integrations-card';
import { RemoteWidget } from '../../remote/remote-widget';
import { useWidgetProps } from '../../remote/use-widget-props';

export { SettingsPage } from './settings-page';

/**
 * Settings grows by sections with their own addresses, in this order, not by a longer page;
 * `/settings` itself is the general section, and an admin-only section is served to admins only.
 */
export const SETTINGS_SECTIONS: NavItem[] = [
  { label: 'General', path: '/settings', icon: SettingsIcon },
  { label: 'Embedding', path: '/settings/embedding', icon: LayersIcon, adminOnly: true },
  { label: 'Integrations', path: '/settings/integrations', icon: PlugIcon, adminOnly: true },
  { label: 'Intake', path: '/settings/intake', icon: InboxIcon, adminOnly: true },
];

const isAdmin = (company: CompanyMembership) => company.role === 'admin';

/** The sections `company`'s role may see. */
export const sectionsFor = (company: CompanyMembership) =>
  SETTINGS_SECTIONS.filter((section) => !section.adminOnly || isAdmin(company));

/** /settings/*: the page's header, the navigation between its sections, then the current one. */
export function SettingsLayout() {
  const { company } = useCurrentUser();
  const navigate = useNavigate();
  if (!company) {
    return <NoCompanyAccess action="access settings" onGoToDashboard={() => void navigate('/')} />;
  }
  return (
    <PageStack>
      <PageHeader title="Settings" description="Manage your company, notifications and account." />
      <SectionNav aria-label="Settings sections">
        <ul>
          {sectionsFor(company).map(({ label, path, icon: SectionIcon }) => (
            <li key={path}>
              {/* NavLink marks the current section with aria-current="page". */}
              <SectionLink to={path} end>
                <SectionIcon size={16} />
                {label}
              </SectionLink>
            </li>
          ))}
        </ul>
      </SectionNav>
      <Outlet />
    </PageStack>
  );
}

/** /settings/embedding: the Embedding card, for company admins. */
export function EmbeddingSettings() {
  const { company } = useCurrentUser();
  if (!company) return null;
  if (!isAdmin(company)) return <AdminsOnly what="embedding" />;
  return <EmbeddingCard companyId={company.id} />;
}

/** /settings/integrations: webhooks, Slack and Teams, inbound connections and API tokens, for company admins. */
export function IntegrationsSettings() {
  const { company } = useCurrentUser();
  if (!company) return null;
  if (!isAdmin(company)) return <AdminsOnly what="integrations" />;
  return <IntegrationsCard companyId={company.id} />;
}

/** /settings/intake: the intake form's questions, scoring model and approvers, for company admins. */
export function IntakeSettings() {
  const { company } = useCurrentUser();
  const widgetProps = useWidgetProps();
  if (!company) return null;
  if (!isAdmin(company)) return <AdminsOnly what="intake" />;
  return (
    <RemoteWidget
      name="intake-form"
      module="./IntakeSettings"
      label="Intake settings"
      widgetProps={widgetProps}
    />
  );
}

/** An admin-only section opened by a member (a link from an admin): what it is and who can. */
function AdminsOnly({ what }: { what: string }) {
  return (
    <Card>
      <EmptyState
        icon={<LockIcon size={24} />}
        title={`Only company admins can manage ${what}`}
        description="Ask an admin of your company if something here needs to change."
        action={
          <Button as={Link} to="/settings" $variant="outline">
            Back to Settings
          </Button>
        }
      />
    </Card>
  );
}

const SectionNav = styled.nav`
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  /* A narrow screen scrolls the sections sideways rather than wrapping them. */
  overflow-x: auto;
  ul {
    display: flex;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const SectionLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.625rem 0.875rem;
  margin-bottom: -1px;
  border-bottom: 2px solid transparent;
  border-radius: ${(p) => p.theme.radius.sm} ${(p) => p.theme.radius.sm} 0 0;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${(p) => p.theme.color.text};
    background: ${(p) => p.theme.color.surfaceMuted};
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset 0 0 0 2px ${(p) => p.theme.color.focusRing};
  }
  &[aria-current='page'] {
    color: ${(p) => p.theme.color.primary};
    border-bottom-color: ${(p) => p.theme.color.primary};
  }
`;
