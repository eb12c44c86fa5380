// Entry injected into the product's own page by e2e/pdf-export.spec.ts: the product already has
// the theme and the fonts, so only the fixture and its component styles come with it.
import { mountPdfFixture } from '../../packages/tools-ui/src/shell/pdf/fixtures/pdfFixture';

window.mountPdfFixture = (options) => {
  const container = document.createElement('div');
  container.id = 'pdf-fixture';
  document.body.append(container);
  mountPdfFixture(container, options);
};
