import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import '../src/components/theme/global.css';
import './layout.css';
import { setDefaultToastTimeout, toastQueue } from '../src/components/Toast/toastQueue';
import { startMockWorker } from '../src/mocks/browser';
import { clearSession } from '../src/features/sessionAtom';
import { freezeStoryClock } from './clock';
import { withRouter, withStore, withToasts, type WorkbenchParameters } from './decorators';
import { chromaticModes, viewports } from './viewports';

// A lazy route's first load on a busy CI machine can take longer than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withToasts, withRouter, withStore],
  // The app's own worker setup: the default handlers, and unhandled API requests are errors.
  loaders: [
    mswLoader(startMockWorker),
    // Loaders run before beforeEach: a story's own loader (one that computes an answer) sees the
    // story's clock too, not the real date. beforeEach freezes it again and restores it after.
    ({ parameters }) => void freezeStoryClock((parameters as WorkbenchParameters).clock),
  ],
  beforeEach({ parameters }) {
    // The story's layout, for ./layout.css (Storybook's preview page sets its own classes; Vitest's does not).
    document.body.dataset.storyLayout = String(parameters.layout ?? 'padded');
    toastQueue.clear();
    // A toast the app raises stays until closed (a story about a toast's timing gives its own
    // timeout): a picture taken after a slow play must not depend on whether 6 s have passed.
    setDefaultToastTimeout(null);
    // Admin records and the search live in the session: every story starts from the defaults, with
    // no write the last story left pending either.
    clearSession();
    return freezeStoryClock((parameters as WorkbenchParameters).clock);
  },
  initialGlobals: {
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    a11y: {
      // Any violation fails the story's test.
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
        rules: { 'target-size': { enabled: true } },
        resultTypes: ['violations'],
      },
    },
    chromatic: { modes: chromaticModes },
    options: {
      storySort: {
        order: ['Introduction', 'Design tokens', 'Components', 'Features', 'Pages', 'Flows'],
      },
    },
  },
};

export default preview;
