// Text that cannot rewrite the screen (issue 35, decision 035). Without zod, so a screen that only
// shows a person's text (UserText) does not load the contract's schemas.
//
// A bidirectional control (U+202E and its kin) reorders the text after it: a name holding one
// mirrors the rest of the sentence it is shown in. The other format characters (general category
// Cf: zero-width spaces, U+FEFF, word joiners, tag characters) are invisible, so two names that
// look alike can differ and text can hide inside text. None belongs in what a person types, except
// inside emoji: 👩‍💻 is 👩 U+200D 💻, and the flags of England, Scotland and Wales are tag
// sequences. Variation selectors (the U+FE0F of ❤️) are not Cf and stay.

const FORMAT = /\p{Cf}/u;

/** Whether the text holds any format character (emoji parts included). */
const hasInvisibleFormat = (value: string): boolean => FORMAT.test(value);
/** An emoji's joiner (between two pictographs, after a skin tone or U+FE0F), a tag flag, or any other Cf (captured). */
const FORMAT_OR_EMOJI_PART =
  /(?<=\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]?)\u200D(?=\p{Extended_Pictographic})|\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}|(\p{Cf})/gu;

/** The text without bidirectional controls and other invisible format characters (emoji kept whole). */
export function withoutInvisibleFormat(value: string): string {
  if (!hasInvisibleFormat(value)) return value;
  return value.replace(FORMAT_OR_EMOJI_PART, (match, format: string | undefined) => (format ? '' : match));
}
