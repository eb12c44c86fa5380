// Counting as Korean application forms count: the screen's live count and the server's review and
// result count the same way (one function, here, where both sides read it).

/** Characters as a form counts them: 공백 포함 and 공백 제외. */
export interface CharacterCount {
  withSpaces: number;
  withoutSpaces: number;
}

// \s with the u flag: spaces, tabs, line breaks, NBSP, the ideographic space (U+3000) and the rest.
const WHITESPACE = /\s/u;

/**
 * Counts code points, so an emoji or a rare Hanja outside the BMP is one character, as the reader
 * sees it; a line break is one character whether it was typed as \n or arrives as \r\n.
 * 공백 제외 leaves out every whitespace character.
 */
export function countCharacters(text: string): CharacterCount {
  let withSpaces = 0;
  let withoutSpaces = 0;
  for (const char of text.replace(/\r\n/g, '\n')) {
    withSpaces += 1;
    if (!WHITESPACE.test(char)) withoutSpaces += 1;
  }
  return { withSpaces, withoutSpaces };
}
