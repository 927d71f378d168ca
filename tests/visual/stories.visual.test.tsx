/**
 * A screenshot of every story, compared with the committed baseline. Stories are found by glob,
 * so a new story is covered without touching this file. `npm run test:visual:update` rewrites
 * the baselines on purpose; with CI=true a missing baseline fails.
 * Stories tagged `skip-visual` (a state that moves while the shot is taken) are left out.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { userEvent } from 'storybook/test';
import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import previewAnnotations from '../../.storybook/preview';
import { viewports, type ViewportName } from '../../.storybook/viewports';

const annotations = setProjectAnnotations([a11yAnnotations, previewAnnotations]);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });

let freeze: HTMLStyleElement;
beforeAll(async () => {
  await annotations.beforeAll?.();
  // No motion and no blinking caret: the same pixels every run.
  freeze = document.createElement('style');
  freeze.textContent = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }`;
  document.head.append(freeze);
});
afterAll(() => freeze.remove());

function viewportOf(globals: Record<string, unknown>): { width: number; height: number } {
  const name = ((globals.viewport as { value?: string } | undefined)?.value ?? 'desktop') as ViewportName;
  const { width, height } = (viewports[name] ?? viewports.desktop).styles;
  return { width: Number.parseInt(width, 10), height: Number.parseInt(height, 10) };
}

for (const [path, module] of Object.entries(modules)) {
  const file = path.replace('../../stories/', '').replace('.stories.tsx', '');
  const shots = Object.entries(composeStories(module) as Record<string, ComposedStory>).filter(([, Story]) => !Story.tags.includes('skip-visual'));
  // A file whose every story is skip-visual has nothing to compare (an empty suite would fail).
  if (shots.length === 0) continue;
  describe(file, () => {
    for (const [name, Story] of shots) {
      test(name, async () => {
        const { width, height } = viewportOf(Story.globals);
        await page.viewport(width, height);
        // Storybook's `layout` parameter, as the Storybook canvas applies it.
        document.body.style.margin = '0';
        document.body.style.padding = Story.parameters.layout === 'fullscreen' ? '0' : '16px';
        // The a11y check belongs to the storybook project; here only pixels matter.
        await Story.run({ parameters: { ...Story.parameters, a11y: { disable: true } } } as never);
        // A play's simulated pointer rests where it last clicked, and whether that control still
        // looks hovered afterwards is a race (an overlay opened and closed over it, a re-render):
        // no story's state is a hover, so the pointer leaves before the shot.
        for (const hovered of document.querySelectorAll('[data-hovered]')) await userEvent.unhover(hovered);
        await expect.poll(() => document.querySelectorAll('[data-hovered]').length).toBe(0);
        await document.fonts.ready;
        // Content below the fold is not painted in the test frame: grow the viewport to the page.
        const fullHeight = document.documentElement.scrollHeight;
        if (fullHeight > height) await page.viewport(width, fullHeight);
        await expect
          .element(page.elementLocator(document.body))
          .toMatchScreenshot(`${file.replaceAll('/', '-')}-${name}`);
      });
    }
  });
}
