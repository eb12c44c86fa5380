import { withoutInvisibleFormat } from '@career/api-sdk';

// What a person wrote, set inside one of our sentences ("{name}님의 결과", "…님이 …"), is isolated:
// a right-to-left name, or a direction control left in a record older than the contract's rule
// (issue 35: U+202E mirrored the rest of an audit line), then reorders nothing around it. The
// invisible characters themselves are not shown either, so what is read is what is stored.

export interface UserTextProps {
  /** The person's text (a name, a title), or a stored sentence that holds one. */
  children: string | null | undefined;
}

/** A person's text inside our sentence, as an isolate (`<bdi>`), without invisible format characters. */
export function UserText({ children }: UserTextProps) {
  return <bdi>{withoutInvisibleFormat(children ?? '')}</bdi>;
}

/**
 * The same for a sentence that can only be a string (a confirm dialog's message): the text between
 * U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE, which is what `<bdi>` means.
 */
export function isolated(value: string | null | undefined): string {
  return `\u2068${withoutInvisibleFormat(value ?? '')}\u2069`;
}
