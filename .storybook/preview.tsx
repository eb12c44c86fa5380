import '@career/tools-ui/styles';
import { UiProvider } from '@career/tools-ui';
import type { Preview } from '@storybook/react-vite';
import { theme } from './theme';

// The product is Korean: screen readers pick the voice from the document language.
document.documentElement.lang = 'ko';

const preview: Preview = {
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
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    },
    options: {
      storySort: { order: ['Foundations', 'Layout', 'Components'] },
    },
  },
};

export default preview;
