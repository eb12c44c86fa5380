import { setStyle } from './pdfDom';

/**
 * An inline SVG's text, set again as HTML text on paper. html2canvas draws an inline SVG as an
 * image, and an image cannot use the page's web fonts: the matrix's Korean labels came out in a
 * system font, or as empty boxes on a machine without one (issue 36). Each line of SVG text is
 * hidden and the same words are set over it in HTML, where Pretendard applies, at the place, size,
 * weight, colour and turn the SVG gave them. Needs the content laid out (see `layOut`).
 */
export function setSvgTextAsHtml(root: Element): void {
  for (const svg of root.querySelectorAll('svg')) {
    const texts = [...svg.querySelectorAll('text')].filter((text) => text.textContent?.trim());
    if (texts.length === 0) continue;
    const frame = svg.getBoundingClientRect();
    const viewBox = svg.viewBox.baseVal;
    const scale = viewBox && viewBox.width > 0 ? frame.width / viewBox.width : 1;
    // Measure every line before anything moves.
    const lines = texts.flatMap((text) => {
      const parts = text.querySelectorAll('tspan');
      return (parts.length > 0 ? [...parts] : [text]).map((line) => ({
        line,
        text,
        box: line.getBoundingClientRect(),
        turned: /rotate\(\s*-90/.test(text.getAttribute('transform') ?? ''),
      }));
    });
    const holder = document.createElement('div');
    setStyle(holder, {
      position: 'relative',
      display: 'block',
      width: `${frame.width}px`,
      height: `${frame.height}px`,
    });
    svg.replaceWith(holder);
    holder.append(svg);
    for (const { line, text, box, turned } of lines) {
      const style = getComputedStyle(text);
      const words = document.createElement('span');
      words.textContent = line.textContent;
      const halo = style.stroke && style.stroke !== 'none' ? style.stroke : null;
      // A turned label's box is tall and narrow: the words are set across and turned about its centre.
      const [width, height] = turned ? [box.height, box.width] : [box.width, box.height];
      setStyle(words, {
        position: 'absolute',
        left: `${box.left - frame.left + (box.width - width) / 2}px`,
        top: `${box.top - frame.top + (box.height - height) / 2}px`,
        width: `${width}px`,
        height: `${height}px`,
        lineHeight: `${height}px`,
        whiteSpace: 'nowrap',
        textAlign: 'center',
        fontSize: `${Number.parseFloat(style.fontSize) * scale}px`,
        fontWeight: style.fontWeight,
        color: style.fill.startsWith('rgb') ? style.fill : style.color,
        textShadow: halo ? `0 0 1px ${halo}, 0 0 2px ${halo}, 0 0 3px ${halo}` : 'none',
        transform: turned ? 'rotate(-90deg)' : 'none',
      });
      holder.append(words);
    }
    for (const text of texts) text.style.visibility = 'hidden';
  }
}
