import '@career/tools-ui/styles';
import { UiProvider } from '@career/tools-ui';
import type { Preview } from '@storybook/react-vite';
import { theme } from './theme';

// The product is Korean: screen readers pick the voice from the document language.
document.documentElement.lang = 'ko';

const preview: Preview = {
  // react-aria's live announcer lives on document.body across stories; an announcement of a
  // pending button names that story's button, which is gone in the next story (axe: role-img-alt).
  beforeEach() {
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
  },
  decorators: [
    (Story) => (
      <UiProvider>
        <Story />
      </UiProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    docs: { theme },
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    a11y: {
      // Violations fail the story test, in Vitest and in the Storybook test panel.
      test: 'error',
      // Only violations fail a story, so axe lists every element only for them (`resultTypes`): the
      // passes and the ones to review keep one example each, which made each check about a quarter
      // quicker with the same violations found.
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations'],
      },
    },
    options: {
      storySort: { order: ['Foundations', 'Layout', 'Components', 'Patterns', 'Shell', 'Tools', 'ConsultantLog'] },
    },
  },
};

export default preview;
