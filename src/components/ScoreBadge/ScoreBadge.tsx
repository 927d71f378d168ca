import { Badge } from '../Badge/Badge';
import { formatScore, scoreBand, scoreBandTone } from './score';

export interface ScoreBadgeProps {
  /** Match score in percent. */
  score: number;
}

/** The match score as a percent: green from 90, yellow from 70, orange below. */
export function ScoreBadge({ score }: ScoreBadgeProps) {
  const band = scoreBand(score);
  return (
    <span data-band={band}>
      <Badge tone={scoreBandTone[band]}>{formatScore(score)} match</Badge>
    </span>
  );
}
