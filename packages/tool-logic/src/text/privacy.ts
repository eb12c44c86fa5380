// What an outside text provider must not receive: a prompt needs the student's experiences, not who
// they are. E-mail addresses, phone numbers, resident registration numbers, student numbers and the
// names we know are replaced by placeholders, so the prompt still reads as a sentence.
// Numbers that carry the story are kept: years (2024년), amounts (300만 원), counts (3,000명),
// scores (3.8/4.5) and dates (2024.03.02). Where a word is both a name and a common word, we redact:
// a prompt that reads a little oddly is cheaper than a leaked name.

export interface KnownPersonalData {
  /** The names we know the text may contain: the student's, and others they gave. */
  names?: readonly string[];
}

export interface Redaction {
  text: string;
  /** How many of each kind were replaced. */
  removed: { emails: number; phones: number; studentNumbers: number; names: number; rrn: number };
}

type Kind = keyof Redaction['removed'];

const PHONE_SEPARATOR = '[-. ]?';
const AREA = '(?:2|[3-6][1-5]|70)';
/** One pattern per kind, applied in this order (an e-mail address may hold digits, a phone number a digit run). */
const PATTERNS: readonly (readonly [Kind, RegExp, string])[] = [
  ['emails', /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, '[이메일]'],
  // ######-####### (also with spaces around the hyphen), or the 13 digits run together when they start with a date.
  ['rrn', /(?<!\d)(?:\d{6}\s?-\s?\d{7}|\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])[1-8]\d{6})(?!\d)/g, '[주민번호]'],
  [
    'phones',
    new RegExp(
      [
        `01[016789]${PHONE_SEPARATOR}\\d{3,4}${PHONE_SEPARATOR}\\d{4}`,
        `\\+82${PHONE_SEPARATOR}(?:\\(0\\))?0?(?:1[016789]|${AREA})${PHONE_SEPARATOR}\\d{3,4}${PHONE_SEPARATOR}\\d{4}`,
        `(?:\\(0${AREA}\\) ?|0${AREA}${PHONE_SEPARATOR})\\d{3,4}${PHONE_SEPARATOR}\\d{4}`,
      ]
        .map((pattern) => `(?<![\\d+])${pattern}(?!\\d)`)
        .join('|'),
      'g',
    ),
    '[전화번호]',
  ],
];

// A student number: any number written after 학번 ("학번: 2019-12345"), or a bare run of 7–10 digits
// that is not an amount or a count (1500000원, 2000000명) nor part of a decimal or a grouped number.
const AFTER_LABEL = /(학번\s*(?:은|는|이|:|：)?\s*)([A-Za-z]?\d[\d-]{2,}\d)(?!\d)/g;
const DIGIT_RUN = /(?<![\d.,])\d{7,10}(?![\d]|[.,]\d|\s?(?:원|만|억|천|명|개|%|회|건|점|위|등|배|달러|km|kg))/g;

const COMPOUND_SURNAMES = ['남궁', '제갈', '선우', '황보', '독고', '사공', '서문', '동방'];
/** What may follow a Korean name: a particle, a suffix (민준이, 민준아, 민준 씨), or anything not Hangul. */
const AFTER_NAME =
  '(?=$|[^가-힣]|이에요|이었|이라|이랑|이와|이가|이는|이를|이의|이도|이고|이며|이에게|이한테|입니다|이다|이야|' +
  '이|인|은|는|을|를|의|와|과|도|만|께|에게|한테|랑|가|님|씨|라고|라는|였|예요|야|아|으로|로|에서|하고|처럼|보다)';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The given name of a Korean full name, when it is safe to look for alone (최민준 → 민준, 남궁민수 → 민수). */
function givenNameOf(name: string): string | null {
  if (!/^[가-힣]{3,4}$/.test(name)) return null;
  if (name.length === 3) return name.slice(1);
  return COMPOUND_SURNAMES.includes(name.slice(0, 2)) ? name.slice(2) : null;
}

/** Patterns for the known names, longest first so a full name goes before its given name. */
function namePatterns(names: readonly string[]): RegExp[] {
  // Korean names as patterns: a full name may have a space after the surname (최 민준).
  const korean = new Map<string, string>();
  const other = new Set<string>();
  for (const raw of names) {
    const name = raw.trim();
    if (/^[가-힣\s]+$/.test(name)) {
      const joined = name.replace(/\s+/g, '');
      if (joined.length < 2) continue;
      korean.set(joined, `${joined.slice(0, 1)}\\s?${joined.slice(1)}`);
      const given = givenNameOf(joined);
      if (given && !korean.has(given)) korean.set(given, given);
    } else if (name.length >= 2) other.add(name);
  }
  const byLength = (a: string, b: string) => b.length - a.length;
  return [
    ...[...korean.keys()].sort(byLength).map((name) => new RegExp(`(?<![가-힣])${korean.get(name)}${AFTER_NAME}`, 'g')),
    ...[...other]
      .sort(byLength)
      .map((name) => new RegExp(`(?<![A-Za-z])${escapeRegExp(name).replace(/\s+/g, '\\s+')}(?![A-Za-z])`, 'gi')),
  ];
}

/** The text with personal data replaced by [이메일], [전화번호], [주민번호], [학번] and [이름], and how many of each. */
export function redact(text: string, known: KnownPersonalData = {}): Redaction {
  const removed: Redaction['removed'] = { emails: 0, phones: 0, studentNumbers: 0, names: 0, rrn: 0 };
  let result = text;
  const replace = (kind: Kind, pattern: RegExp, by: (match: string, ...groups: string[]) => string) => {
    result = result.replace(pattern, (match: string, ...groups: string[]) => {
      removed[kind] += 1;
      return by(match, ...groups);
    });
  };
  for (const [kind, pattern, placeholder] of PATTERNS) replace(kind, pattern, () => placeholder);
  replace('studentNumbers', AFTER_LABEL, (_match, label) => `${label}[학번]`);
  replace('studentNumbers', DIGIT_RUN, () => '[학번]');
  for (const pattern of namePatterns(known.names ?? [])) replace('names', pattern, () => '[이름]');
  return { text: result, removed };
}

/** Whether the text holds any personal data `redact` would replace. */
export function containsPersonalData(text: string, known: KnownPersonalData = {}): boolean {
  return Object.values(redact(text, known).removed).some((count) => count > 0);
}
