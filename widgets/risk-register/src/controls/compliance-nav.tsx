import styled from 'styled-components';
import { FRAMEWORKS_PAGES, FRAMEWORKS_VIEWS } from '@portfolio/contracts';
import { AppLink, color, fontSize, radius } from '@portfolio/ui';
import { COMPLIANCE_PATH } from './paths';

export type CompliancePart = 'obligations' | 'frameworks' | 'controls' | 'soa';

const PARTS: ReadonlyArray<{ part: CompliancePart; label: string; to: string }> = [
  { part: 'obligations', label: 'EU AI Act obligations', to: COMPLIANCE_PATH },
  ...FRAMEWORKS_VIEWS.map((view) => ({
    part: view,
    label: FRAMEWORKS_PAGES[view].label,
    to: FRAMEWORKS_PAGES[view].path,
  })),
];

/**
 * The parts of /compliance, each at its own address: the Act's obligations by project, the
 * frameworks' coverage, the company's controls and the ISO/IEC 42001 Statement of Applicability.
 */
export function ComplianceNav({
  current,
  navigate,
}: {
  current: CompliancePart;
  navigate: (path: string) => void;
}) {
  return (
    <Nav aria-label="Compliance" data-print-hide="">
      {PARTS.map(({ part, label, to }) => (
        <Part
          key={part}
          to={to}
          navigate={navigate}
          aria-current={part === current ? 'page' : undefined}
        >
          {label}
        </Part>
      ))}
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.25rem;
  width: fit-content;
  max-width: 100%;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surfaceSunken')};
`;

const Part = styled(AppLink)`
  padding: 0.375rem 0.75rem;
  border-radius: ${radius('md')};
  font-size: ${fontSize('sm')};
  font-weight: 500;
  color: ${color('textMuted')};
  text-decoration: none;
  &:hover {
    color: ${color('text')};
  }
  &[aria-current='page'] {
    background: ${color('surface')};
    color: ${color('text')};
    box-shadow: ${(p) => p.theme.shadow.xs};
    font-weight: 600;
  }
`;
