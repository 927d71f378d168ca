import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';
import { text } from '../theme/typography.css';

export const badgeTones = ['neutral', 'primary', 'success', 'warning', 'caution', 'danger', 'info'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export const badge = recipe({
  base: [
    text.badge,
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xs,
      paddingBlock: vars.space.xxs,
      paddingInline: vars.space.sm,
      borderRadius: vars.radius.pill,
      border: '1px solid',
      whiteSpace: 'nowrap',
    },
  ],
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceSunken, color: vars.color.text, borderColor: vars.color.borderStrong },
      primary: { background: vars.color.primarySoft, color: vars.color.primary, borderColor: vars.color.primary },
      success: { background: vars.color.successSoft, color: vars.color.successStrong, borderColor: vars.color.success },
      warning: { background: vars.color.warningSoft, color: vars.color.warningStrong, borderColor: vars.color.warning },
      caution: { background: vars.color.cautionSoft, color: vars.color.cautionStrong, borderColor: vars.color.caution },
      danger: { background: vars.color.dangerSoft, color: vars.color.dangerStrong, borderColor: vars.color.danger },
      info: { background: vars.color.infoSoft, color: vars.color.infoStrong, borderColor: vars.color.info },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
