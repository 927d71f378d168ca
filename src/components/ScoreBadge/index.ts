export { ScoreBadge, type ScoreBadgeProps } from './ScoreBadge';
export { SCORE_GREEN_FROM, SCORE_YELLOW_FROM, formatScore, scoreBand, scoreBandTone, type ScoreBand } from './score';
