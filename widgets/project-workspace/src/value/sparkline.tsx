import styled from 'styled-components';

const WIDTH = 96;
const HEIGHT = 28;
const PAD = 3;

/**
 * A KPI's measurements as a small line, oldest to newest, with its target as a dashed line;
 * plain SVG (a chart library would outweigh the card). Its words are in `label` for screen
 * readers; the line itself is decoration.
 */
export function Sparkline({
  values,
  target,
  label,
}: {
  values: readonly number[];
  target: number;
  label: string;
}) {
  const all = [...values, target];
  const min = Math.min(...all);
  const max = Math.max(...all);
  const span = max - min || 1;
  const x = (i: number) =>
    values.length < 2 ? WIDTH / 2 : PAD + (i * (WIDTH - 2 * PAD)) / (values.length - 1);
  const y = (v: number) => HEIGHT - PAD - ((v - min) * (HEIGHT - 2 * PAD)) / span;
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const last = values.at(-1);
  return (
    <Svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      data-testid="kpi-sparkline"
    >
      <line className="target" x1={0} x2={WIDTH} y1={y(target)} y2={y(target)} />
      {values.length > 1 ? <polyline points={points} /> : null}
      {last !== undefined ? <circle cx={x(values.length - 1)} cy={y(last)} r={2.5} /> : null}
    </Svg>
  );
}

const Svg = styled.svg`
  flex-shrink: 0;
  overflow: visible;
  polyline {
    fill: none;
    stroke: ${(p) => p.theme.tone.blue.solid};
    stroke-width: 1.75;
    stroke-linejoin: round;
    stroke-linecap: round;
  }
  circle {
    fill: ${(p) => p.theme.tone.blue.solid};
  }
  .target {
    stroke: ${(p) => p.theme.color.textMuted};
    stroke-width: 1;
    stroke-dasharray: 3 3;
  }
`;
