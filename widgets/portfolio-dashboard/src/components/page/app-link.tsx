import styled from 'styled-components';
import {
  AppLink,
  ArrowRightIcon,
  color,
  fontSize,
  media,
  radius,
  type AppLinkProps,
} from '@portfolio/ui';
import { PlainList } from './plain-list';

export { AppLink };
export type { AppLinkProps };

/** "View all … →": a link to a fuller list, at the end of a card. */
export function ViewAllLink({ children, ...props }: AppLinkProps) {
  return (
    <ViewAll {...props}>
      {children}
      <ArrowRightIcon size={14} />
    </ViewAll>
  );
}

const ViewAll = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  flex-shrink: 0;
  font-size: ${fontSize('sm')};
  font-weight: 600;
  color: ${color('primary')};
  text-decoration: none;
  svg {
    transition: transform 150ms ease;
  }
  &:hover {
    color: ${color('primaryHover')};
  }
  &:hover svg {
    transform: translateX(2px);
  }
  &:focus-visible {
    outline: 2px solid ${color('primary')};
    outline-offset: 2px;
    border-radius: 4px;
  }
`;

/** A card's list of rows that each open a page (recent projects, the worst risks). */
export const LinkRows = styled(PlainList).attrs({ $gap: '0.5rem' })``;

/** A row of `LinkRows`: a bordered link whose columns each card sets. */
export const LinkRow = styled(AppLink)`
  display: grid;
  align-items: center;
  gap: 0.875rem;
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  color: inherit;
  text-decoration: none;
  &:hover {
    background: ${color('surfaceMuted')};
    border-color: ${color('borderStrong')};
  }
  &:focus-visible {
    outline: none;
    border-color: ${color('primary')};
    box-shadow: 0 0 0 3px ${color('focusRing')};
  }
`;

/** A row's name and the line below it. */
export const RowMain = styled.span`
  min-width: 0;
  display: grid;
`;

/** A row's name: whole on a phone, over two lines if need be; on one line from a small tablet up. */
export const RowTitle = styled.span`
  font-size: ${fontSize('sm')};
  font-weight: 600;
  color: ${color('text')};
  overflow-wrap: anywhere;
  ${media.sm} {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** A row's line below its name (a project's department, an incident's next report). */
export const RowDetail = styled.span`
  font-size: ${fontSize('xs')};
  color: ${color('textMuted')};
`;
