import styled from 'styled-components';
import { LOGO_MARK } from '@portfolio/contracts';

/** The product's mark: a rising line on an indigo-to-violet tile. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <Tile style={{ width: size, height: size }} aria-hidden="true">
      <svg viewBox="0 0 24 24" width={size * 0.58} height={size * 0.58} fill="none">
        <path
          d={LOGO_MARK.line}
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle {...LOGO_MARK.dot} fill="#fff" />
      </svg>
    </Tile>
  );
}

const Tile = styled.span`
  flex-shrink: 0;
  display: inline-grid;
  place-items: center;
  border-radius: 10px;
  background: linear-gradient(135deg, ${LOGO_MARK.from} 0%, ${LOGO_MARK.to} 100%);
  box-shadow:
    0 4px 12px rgba(99, 102, 241, 0.35),
    inset 0 1px 0 rgba(255, 255, 255, 0.2);
`;
