import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const alertTones = ['error', 'info', 'warning'] as const;

export const alert = recipe({
  base: {
    display: 'flex',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    borderInlineStart: '4px solid',
  },
  variants: {
    tone: {
      error: { background: vars.color.dangerSoft, color: vars.color.dangerStrong, borderColor: vars.color.danger },
      info: { background: vars.color.infoSoft, color: vars.color.infoStrong, borderColor: vars.color.info },
      warning: { background: vars.color.warningSoft, color: vars.color.warningStrong, borderColor: vars.color.warning },
    },
  },
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const body = style({
  fontSize: vars.fontSize.sm,
});
