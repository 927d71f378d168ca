import * as styles from './AccuracyChart.css';

export interface AccuracyPoint {
  /** Short date label, e.g. "May 2". */
  label: string;
  accuracy: number;
  failed?: boolean;
}

export interface AccuracyChartProps {
  /** Oldest first. */
  points: readonly AccuracyPoint[];
}

const W = 320;
const H = 140;
const PAD = { left: 40, right: 24, top: 12, bottom: 24 };

/** Accuracy over time as a small line chart; the caption says the same in words. */
export function AccuracyChart({ points }: AccuracyChartProps) {
  if (points.length === 0) return null;
  const x = (i: number) => PAD.left + (points.length === 1 ? 0 : (i / (points.length - 1)) * (W - PAD.left - PAD.right));
  const y = (v: number) => PAD.top + (1 - v / 100) * (H - PAD.top - PAD.bottom);
  const description = points.map((p) => `${p.label}: ${p.failed ? 'failed' : `${p.accuracy}%`}`).join(', ');
  return (
    <figure className={styles.figure}>
      <svg className={styles.svg} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Accuracy over time. ${description}`}>
        <line className={styles.axis} x1={PAD.left} y1={y(0)} x2={W - PAD.right} y2={y(0)} />
        <line className={styles.axis} x1={PAD.left} y1={y(0)} x2={PAD.left} y2={y(100)} />
        {[0, 50, 100].map((v) => (
          <text key={v} className={styles.tick} x={PAD.left - 6} y={y(v) + 3} textAnchor="end">
            {v}%
          </text>
        ))}
        <polyline className={styles.line} points={points.map((p, i) => `${x(i)},${y(p.accuracy)}`).join(' ')} />
        {points.map((p, i) => (
          <g key={`${p.label}-${i}`}>
            <circle className={p.failed ? styles.failed : styles.point} cx={x(i)} cy={y(p.accuracy)} r={4} />
            <text className={styles.tick} x={x(i)} y={H - 6} textAnchor="middle">
              {p.label}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className={styles.caption}>Accuracy by training run, oldest first: {description}.</figcaption>
    </figure>
  );
}
