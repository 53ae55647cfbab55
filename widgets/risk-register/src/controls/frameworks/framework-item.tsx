import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatCount, type ItemCoverage, controlPagePath } from '@portfolio/contracts';
import {
  AppLink,
  Badge,
  Button,
  ChevronDownIcon,
  Cluster,
  ChevronRightIcon,
  VisuallyHidden,
  color,
  fontSize,
  media,
  captionStyles,
  MutedText,
} from '@portfolio/ui';
import { EvidenceBadge } from '@portfolio/ui/evidence';
import { projectCompliancePath } from '../paths';

/**
 * One item of a framework: its number and title, whether it applies, its evidence and whether an
 * obligation behind it is overdue; opened, the controls and projects behind it.
 */
export function FrameworkItem({
  item,
  groupTitle,
  go,
}: {
  item: ItemCoverage;
  groupTitle: string | undefined;
  go: (path: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const behindId = useId();
  return (
    <Row data-item-ref={item.ref} data-evidence={item.evidence}>
      <Head>
        <What>
          <Ref>{item.ref}</Ref>
          <Title>{item.title}</Title>
          {groupTitle ? <Group>{groupTitle}</Group> : null}
        </What>
        <State>
          {item.overdue ? <OverdueBadge /> : null}
          {item.applicable ? (
            <EvidenceBadge state={item.evidence} />
          ) : (
            <Badge $size="sm">Not applicable</Badge>
          )}
          <Button
            $variant="ghost"
            $size="sm"
            aria-expanded={open}
            aria-controls={behindId}
            onClick={() => setOpen(!open)}
          >
            {open ? <ChevronDownIcon size={14} /> : <ChevronRightIcon size={14} />}
            {formatCount(item.controls.length, 'control')},{' '}
            {formatCount(item.projectCount, 'project')}
            <VisuallyHidden> behind {item.ref}</VisuallyHidden>
          </Button>
        </State>
      </Head>
      {open ? (
        <Behind id={behindId}>
          <Part aria-label={`Controls behind ${item.ref}`}>
            <h3>Controls</h3>
            {item.controls.length === 0 ? (
              <MutedText>No control of the library satisfies it yet.</MutedText>
            ) : (
              <ul>
                {item.controls.map((c) => (
                  <li key={c.id}>
                    <AppLink to={controlPagePath(c.id)} navigate={go}>
                      {c.ref} {c.title}
                    </AppLink>
                    {c.strength === 'partial' ? <Badge $size="sm">Partial</Badge> : null}
                    <EvidenceBadge state={c.evidence} />
                  </li>
                ))}
              </ul>
            )}
          </Part>
          <Part aria-label={`Projects behind ${item.ref}`}>
            <h3>Projects</h3>
            {item.projects.length === 0 ? (
              <MutedText>No project owes an EU AI Act obligation behind it.</MutedText>
            ) : (
              <ul>
                {item.projects.map((p) => (
                  <li key={p.id}>
                    <AppLink to={projectCompliancePath(p.id)} navigate={go}>
                      {p.name}
                    </AppLink>
                    {p.overdue ? <OverdueBadge /> : null}
                    <EvidenceBadge state={p.evidence} />
                  </li>
                ))}
              </ul>
            )}
            {item.projectCount > item.projects.length ? (
              <MutedText>
                And {formatCount(item.projectCount - item.projects.length, 'more project')}.
              </MutedText>
            ) : null}
          </Part>
        </Behind>
      ) : null}
    </Row>
  );
}

/** An item or a project behind it with an EU AI Act obligation past its due date. */
function OverdueBadge() {
  return (
    <Badge $tone="red" $size="sm" data-overdue="">
      Overdue
    </Badge>
  );
}

const Row = styled.li`
  display: grid;
  gap: 0.75rem;
  padding: 0.875rem 1.25rem;
  border-top: 1px solid ${color('border')};
`;

const Head = styled.div`
  display: grid;
  gap: 0.5rem 1rem;
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const What = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.625rem;
  min-width: 0;
`;

const Ref = styled.span`
  font-family: ${(p) => p.theme.font.mono};
  font-size: ${fontSize('sm')};
  font-weight: 600;
  white-space: nowrap;
`;

const Title = styled.span`
  font-size: ${fontSize('sm')};
  color: ${color('text')};
`;

const Group = styled.span`
  font-size: ${fontSize('xs')};
  color: ${color('textMuted')};
`;

const State = styled(Cluster)`
  ${media.md} {
    justify-content: flex-end;
  }
`;

const Behind = styled.div`
  display: grid;
  gap: 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${color('surfaceMuted')};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Part = styled.section`
  display: grid;
  gap: 0.5rem;
  align-content: start;
  h3 {
    margin: 0;
    ${captionStyles}
  }
  ul {
    display: grid;
    gap: 0.375rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.375rem 0.5rem;
    font-size: ${fontSize('sm')};
  }
`;
