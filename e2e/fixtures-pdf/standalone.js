// Entry of the bare benchmark page: theme, fonts and the fixture, sized by `?sections=N` (`&flowing`
// adds a long record that is divided between pages).
import '@career/tools-ui/styles';
import { mountPdfFixture } from '../../packages/tools-ui/src/shell/pdf/fixtures/pdfFixture';

const query = new URLSearchParams(location.search);
const container = document.getElementById('root');
if (container)
  mountPdfFixture(container, { sections: Number(query.get('sections') ?? 1), flowing: query.has('flowing') });
