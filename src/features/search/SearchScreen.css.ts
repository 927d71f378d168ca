import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/theme.css';
import { breakpoints, media } from '../../components/theme/tokens';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' },
  },
});

/** Below the desktop width the form sits above the results: there it folds to a line once they show. */
const stacked = `screen and (max-width: ${breakpoints.desktop - 0.02}px)`;

export const profile = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** The form while folded: out of sight (and of the keyboard and screen readers) where it is stacked, shown beside the results on a desktop. */
export const folded = style({ '@media': { [stacked]: { display: 'none' } } });

/** The client's line: only where the form folds. */
export const clientLine = style({ '@media': { [media.desktop]: { display: 'none' } } });
