/**
 * Selects `start`–`end` of a text area and brings it into view: the page scrolls to the text area,
 * the text area to the line the range starts on (measured on a hidden copy of it, so the text, its
 * undo history and the caret are left alone until the range is selected).
 */
export function selectRange(textarea: HTMLTextAreaElement | null | undefined, start: number, end: number) {
  if (!textarea) return;
  const mirror = textarea.cloneNode(false) as HTMLTextAreaElement;
  for (const name of ['id', 'name', 'aria-describedby', 'aria-labelledby']) mirror.removeAttribute(name);
  mirror.setAttribute('aria-hidden', 'true');
  mirror.tabIndex = -1;
  Object.assign(mirror.style, {
    position: 'absolute',
    visibility: 'hidden',
    left: '-10000px',
    top: '0',
    height: '0',
    minHeight: '0',
    width: `${textarea.offsetWidth}px`,
  });
  mirror.value = textarea.value.slice(0, start);
  textarea.parentElement?.append(mirror);
  const above = mirror.scrollHeight;
  mirror.remove();
  textarea.scrollIntoView({ block: 'nearest' });
  textarea.focus({ preventScroll: true });
  textarea.setSelectionRange(start, end);
  // The range's first line about a third of the way down the box.
  textarea.scrollTop = Math.max(0, above - textarea.clientHeight / 3);
}
