import { recipe } from '@vanilla-extract/recipes';
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { heading, text } from '../theme/typography.css';
import { media } from '../theme/tokens';

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
    /** 'sm': a note inside a card, tighter, its title the size of its text. */
    size: {
      // Tighter on a phone: the text keeps most of the narrow width (a box of questions was 238 px of text in a 358 px card).
      md: { '@media': { [media.phone]: { gap: vars.space.sm, padding: vars.space.md } } },
      sm: { gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}` },
    },
  },
  defaultVariants: { size: 'md' },
});

/** Long unbroken text (a quoted line, a URL) wraps instead of widening the box. */
export const content = style({ flex: '1 1 0%', minWidth: 0 });

export const title = heading.block;

/** The small alert's title: the size of its text, bold enough to lead it. */
export const smallTitle = text.label;

export const body = style([text.small]);

/** A list in a message (questions to ask, for instance) keeps its bullets, indented to the text. */
globalStyle(`${body} ul`, { paddingInlineStart: vars.space.lg, listStyle: 'disc' });
