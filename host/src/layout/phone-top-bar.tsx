import styled from 'styled-components';
import { MenuIcon } from '@portfolio/ui';
import { PRODUCT_NAME } from '../brand';
import { LogoMark } from './logo-mark';
import { BarIconButton, ProductName } from './shell-parts';

/** A phone's bar at the top of every page of the shell: the menu button that opens the drawer. */
export function PhoneTopBar({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  return (
    <Bar data-print-hide="">
      <MenuButton aria-label="Open menu" aria-expanded={menuOpen} onClick={onMenu}>
        <MenuIcon size={20} />
      </MenuButton>
      <LogoMark size={28} />
      <ProductName>{PRODUCT_NAME}</ProductName>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${(p) => p.theme.z.sidebar};
  display: flex;
  align-items: center;
  gap: 0.625rem;
  height: 3.5rem;
  padding: 0 0.75rem;
  background: ${(p) => p.theme.color.sidebar};
  color: ${(p) => p.theme.color.sidebarText};
`;

const MenuButton = styled(BarIconButton)`
  width: 2.75rem;
  height: 2.75rem;
  color: #fff;
`;
