import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { IconTile } from './icon-tile';
import { BuildingIcon } from '../../icons/icons';
import { Button } from '../forms/button';
import { Card } from './card';

export interface NoCompanyAccessProps {
  /** What a company is needed for: "manage team members" reads "You need to be a member of a company to manage team members." */
  action: string;
  /** Where Go to Dashboard leads. Default: `/`. */
  href?: string;
  /**
   * Goes to the dashboard in the app (the host's router, a widget's `navigate('/')`). A plain
   * click calls it instead of following `href`; a modified click (new tab) still follows `href`.
   */
  onGoToDashboard?: () => void;
}

/** What team, settings, LLM models and new-project pages show to a user without a company. */
export function NoCompanyAccess({ action, href = '/', onGoToDashboard }: NoCompanyAccessProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onGoToDashboard || isModifiedClick(event)) return;
    event.preventDefault();
    onGoToDashboard();
  };
  return (
    <Wrapper>
      <Card $padded>
        <Inner>
          <IconCircle aria-hidden="true">
            <BuildingIcon size={26} />
          </IconCircle>
          <Title>No Company Access</Title>
          <Description>You need to be a member of a company to {action}.</Description>
          <Button as="a" href={href} onClick={onClick}>
            Go to Dashboard
          </Button>
        </Inner>
      </Card>
    </Wrapper>
  );
}

const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

const Wrapper = styled.div`
  max-width: 32rem;
  margin: 4rem auto 0;
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 0.75rem;
  padding: 1rem 0.5rem;
`;

const Title = styled.h1`
  font-size: ${(p) => p.theme.fontSize.xl};
  font-weight: 700;
  letter-spacing: -0.015em;
`;

const Description = styled.p`
  color: ${(p) => p.theme.color.textMuted};
  margin-bottom: 0.75rem;
`;

const IconCircle = styled(IconTile).attrs({
  $size: '3.5rem',
  $radius: 'round',
  $tone: 'amber',
})`
  margin-bottom: 0.25rem;
`;
