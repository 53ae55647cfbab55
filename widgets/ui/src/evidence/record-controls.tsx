import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlPagePath, type RecordControl } from '@portfolio/contracts';
import { AppLink, Cluster } from '@portfolio/ui';
import { EvidenceBadge } from './evidence-badge';

export interface RecordControlsProps {
  /** The controls that cover the record, as its answer lists them (`controls`). */
  controls: readonly RecordControl[];
  /** Goes to a control's page within the shell; without it, a link is a plain address. */
  navigate?: (path: string) => void;
}

/**
 * A record's "Controls" line (a project's GDPR or DORA record, the DORA register): each control
 * of the company's library that covers it, linking to the control's page in the Frameworks view
 * (where its evidence is attached), with its evidence's state. Nothing when no control covers it.
 */
export function RecordControls({ controls, navigate }: RecordControlsProps) {
  const labelId = useId();
  if (controls.length === 0) return null;
  return (
    <Line $gap="0.25rem 0.75rem">
      <Label id={labelId}>Controls</Label>
      <Items as="ul" $gap="0.25rem 1rem" aria-labelledby={labelId}>
        {controls.map((control) => (
          <Cluster as="li" $gap="0.375rem" key={control.id} data-control={control.id}>
            <ControlLink path={controlPagePath(control.id)} navigate={navigate}>
              <Ref>{control.ref}</Ref> {control.title}
            </ControlLink>
            <EvidenceBadge state={control.evidence} />
          </Cluster>
        ))}
      </Items>
    </Line>
  );
}

function ControlLink({
  path,
  navigate,
  children,
}: {
  path: string;
  navigate?: (path: string) => void;
  children: ReactNode;
}) {
  return navigate ? (
    <AppLink to={path} navigate={navigate}>
      {children}
    </AppLink>
  ) : (
    <a href={path}>{children}</a>
  );
}

const Line = styled(Cluster)`
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Label = styled.span`
  font-weight: 600;
`;

/** The controls, side by side: each its link (ref and title) and its evidence. */
const Items = styled(Cluster)`
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    color: ${(p) => p.theme.color.primary};
  }
`;

const Ref = styled.span`
  font-weight: 600;
`;
