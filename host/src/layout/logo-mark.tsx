import styled from 'styled-components';

/** The product's mark: a rising line on an indigo-to-violet tile. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <Tile style={{ width: size, height: size }} aria-hidden="true">
      <svg viewBox="0 0 24 24" width={size * 0.58} height={size * 0.58} fill="none">
        <path
          d="M4 17l5-6 4 3 7-8"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="20" cy="6" r="2" fill="#fff" />
      </svg>
    </Tile>
  );
}

const Tile = styled.span`
  flex-shrink: 0;
  display: inline-grid;
  place-items: center;
  border-radius: 10px;
  background: linear-gradient(135deg, #6366f1 0%, #7c3aed 100%);
  box-shadow:
    0 4px 12px rgba(99, 102, 241, 0.35),
    inset 0 1px 0 rgba(255, 255, 255, 0.2);
`;
