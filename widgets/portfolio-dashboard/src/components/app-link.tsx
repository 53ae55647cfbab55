import styled from 'styled-components';
import { AppLink, ArrowRightIcon, color, fontSize, type AppLinkProps } from '@portfolio/ui';

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
