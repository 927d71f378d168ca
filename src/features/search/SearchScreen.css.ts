import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/theme.css';
import { media } from '../../components/theme/tokens';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' },
  },
});
