import './Sparkline.css';

export interface SparklinePoint {
  /** Any increasing scale (a timestamp): readings taken far apart stay far apart. */
  x: number;
  y: number;
}

export interface SparklineProps {
  /** At least two points, in order of `x`; fewer draw nothing. */
  points: readonly SparklinePoint[];
  /** Says in words what the line shows (the change, not the shape): the chart's accessible name. */
  label: string;
  /** Colours the line: green up, red down, grey flat. */
  tone?: 'up' | 'down' | 'flat';
  width?: number;
  height?: number;
  className?: string;
}

/** Room for the stroke and the end dot, so neither is clipped at the edges. */
const INSET = 3;

/**
 * A small line chart without axes, drawn as inline SVG. It is one image to assistive technology
 * (`role="img"` named by `label`); the line itself carries no further meaning.
 */
export function Sparkline({
  points,
  label,
  tone = 'flat',
  width = 120,
  height = 36,
  className,
}: SparklineProps) {
  if (points.length < 2) return null;
  const coordinates = scale(points, width, height);
  const line = coordinates.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x},${y}`).join('');
  const [firstX] = coordinates[0]!;
  const [lastX, lastY] = coordinates[coordinates.length - 1]!;
  const area = `${line}L${lastX},${height}L${firstX},${height}Z`;
  return (
    <svg
      role="img"
      aria-label={label}
      className={['ui-sparkline', `ui-sparkline--${tone}`, className].filter(Boolean).join(' ')}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      focusable="false"
    >
      <path className="ui-sparkline__area" d={area} />
      <path className="ui-sparkline__line" d={line} />
      <circle className="ui-sparkline__dot" cx={lastX} cy={lastY} r={2.5} />
    </svg>
  );
}

function scale(
  points: readonly SparklinePoint[],
  width: number,
  height: number,
): Array<[number, number]> {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const minX = Math.min(...xs);
  const spanX = Math.max(...xs) - minX;
  const minY = Math.min(...ys);
  const spanY = Math.max(...ys) - minY;
  const innerWidth = width - INSET * 2;
  const innerHeight = height - INSET * 2;
  return points.map((point, index) => {
    // Readings taken at the same instant (or a flat line) would divide by zero: spread them
    // evenly, and draw a flat line through the middle.
    const x = spanX > 0 ? (point.x - minX) / spanX : index / (points.length - 1);
    const y = spanY > 0 ? (point.y - minY) / spanY : 0.5;
    return [round(INSET + x * innerWidth), round(INSET + (1 - y) * innerHeight)];
  });
}

const round = (value: number): number => Math.round(value * 10) / 10;
