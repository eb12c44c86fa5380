/**
 * For stories: a text matcher for the element that reads `text` as a whole, its children's text
 * included. A name is set in its own element (UserText's `<bdi>`), so the sentence around it is no
 * single text node and the default matcher, which reads an element's own text, misses it.
 */
export const wholeText =
  (text: string) =>
  (_content: string, element: Element | null): boolean =>
    element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
