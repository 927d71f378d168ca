import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/theme.css';
import { text } from '../../components/theme/typography.css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const carry = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const carryNote = text.mutedSmall;
