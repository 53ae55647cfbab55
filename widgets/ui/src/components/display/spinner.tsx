import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Svg = styled.svg`
  animation: ${spin} 0.8s linear infinite;
  color: ${(p) => p.theme.color.primary};
`;

/** An indeterminate loading indicator, announced as "Loading" unless labelled otherwise. */
export function Spinner({ size = 20, label = 'Loading' }: { size?: number; label?: string }) {
  return (
    <Svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      role="status"
      aria-label={label}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </Svg>
  );
}

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

/** A placeholder block in the shape of content that is loading. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{
  $width?: string;
  $height?: string;
  $radius?: string;
}>`
  width: ${(p) => p.$width ?? '100%'};
  height: ${(p) => p.$height ?? '1rem'};
  border-radius: ${(p) => p.$radius ?? p.theme.radius.md};
  background: linear-gradient(
    90deg,
    ${(p) => p.theme.color.surfaceSunken} 25%,
    ${(p) => p.theme.color.surfaceMuted} 50%,
    ${(p) => p.theme.color.surfaceSunken} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.5s ease-in-out infinite;
`;

/** Centres a spinner in the space a widget will take. */
export function LoadingBlock({
  label = 'Loading',
  minHeight = '12rem',
}: {
  label?: string;
  minHeight?: string;
}) {
  return (
    <Centered style={{ minHeight }}>
      <Spinner size={28} label={label} />
    </Centered>
  );
}

const Centered = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
`;
