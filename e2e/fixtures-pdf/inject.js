// Entry injected into the product's own page by e2e/pdf-export.spec.ts: the product already has the
// fonts and the global styles, so the fixture, its component styles and the theme come with it. The
// theme too, because this build names the theme's CSS variables after its own root (vanilla-extract
// hashes the package and the file path), not as the product's build does: without it, every
// fixture style read an undefined variable and the sample was drawn unstyled.
import '../../packages/tools-ui/src/styles/theme.css';
import { mountPdfFixture } from '../../packages/tools-ui/src/shell/pdf/fixtures/pdfFixture';

window.mountPdfFixture = (options) => {
  const container = document.createElement('div');
  container.id = 'pdf-fixture';
  document.body.append(container);
  mountPdfFixture(container, options);
};
