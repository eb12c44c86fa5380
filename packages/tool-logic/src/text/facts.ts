import {
  AFTER_COUNTER,
  AWARDS,
  BRANDS,
  CERTIFICATES,
  CONTESTS,
  DIGIT_UNITS,
  GENERIC_PREFIXES,
  GUARDED_BRANDS,
  LATIN_BRANDS,
  NATIVE_COUNTERS,
  NATIVE_NUMBERS,
  NOT_CERTIFICATES,
  ORGANISATIONS,
  PARTICLES,
  PLACES,
  SAME_UNIT,
  SHORT_AWARDS,
  SINO_COUNTERS,
  SINO_NUMBERS,
  TITLES,
} from './factWords';

// Facts a generated text states that the user never gave us: numbers with their unit, organisations,
// titles and awards. A provider's draft is checked with this before the user sees it, and the
// composer is tested with it (it must never add one). Each fact is compared with the inputs
// normalised: spaces and commas removed, (주) dropped, numbers in words read as digits (두 번 = 2번),
// amounts with 만/천/억 multiplied out (300만 원 = 3,000,000원).

export interface UnsupportedFact {
  kind: 'number' | 'organisation' | 'title';
  /** The words in the output, as written there. */
  text: string;
  /** Where they are in the output (UTF-16 offsets, end exclusive). */
  start: number;
  end: number;
}

interface Found extends UnsupportedFact {
  number?: { value: string; unit: string };
}

/** Longest first, so 개월 is tried before 개 and 달러 before 달. */
const alternation = (list: readonly string[]) => [...list].sort((a, b) => b.length - a.length).join('|');
const DIGITS = new RegExp(
  `(?<![\\d.,A-Za-z])(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)*)(\\s?[억만천]+)?(?:\\s?(${alternation(DIGIT_UNITS)}))?`,
  'g',
);
const NUMBER_WORDS = new RegExp(
  `(?<![가-힣])(${alternation(Object.keys(NATIVE_NUMBERS))})\\s?(${alternation(NATIVE_COUNTERS)})${AFTER_COUNTER}` +
    `|(?<![가-힣])(${alternation(Object.keys(SINO_NUMBERS))})\\s?(${alternation(SINO_COUNTERS)})${AFTER_COUNTER}`,
  'g',
);
const MAGNITUDE: Readonly<Record<string, number>> = { 천: 1e3, 만: 1e4, 억: 1e8 };
const AWARD_WINS = /(?<![가-힣])(?:수상|입상)(?=했|하였|하여|하고|하며|경력|경험|내역|작|자|을|이|의|\s|$|[^가-힣])/g;
const COMPANY_MARK = /(?:\(주\)|㈜|주식회사)\s?[가-힣A-Za-z0-9&]+|[가-힣A-Za-z0-9&]+(?:\(주\)|㈜|\s?주식회사)/g;

const normalised = (text: string) => text.replace(/\(주\)|㈜|주식회사|[\s,]/g, '');
const unitOf = (unit: string | undefined) => (unit ? (SAME_UNIT[unit] ?? unit) : '');

/** Numbers with their unit, in digits or in words. */
function numbersIn(text: string): Found[] {
  const found: Found[] = [];
  for (const match of text.matchAll(DIGITS)) {
    const [whole, digits = '', magnitude, unit] = match;
    let value = digits.replace(/,/g, '');
    if (/^\d+$/.test(value)) value = String(Number(value));
    if (magnitude) {
      const times = [...magnitude.trim()].reduce((product, char) => product * (MAGNITUDE[char] ?? 1), 1);
      value = String(Number(value) * times);
    }
    const text = whole.trimEnd();
    found.push({
      kind: 'number',
      text,
      start: match.index,
      end: match.index + text.length,
      number: { value, unit: unitOf(unit) },
    });
  }
  for (const match of text.matchAll(NUMBER_WORDS)) {
    const [whole, native, nativeCounter, sino, sinoCounter] = match;
    if (native === '첫' && nativeCounter !== '번째') continue;
    const value = String(native ? NATIVE_NUMBERS[native] : SINO_NUMBERS[sino ?? '']);
    const number = { value, unit: unitOf(nativeCounter ?? sinoCounter) };
    found.push({ kind: 'number', text: whole, start: match.index, end: match.index + whole.length, number });
  }
  return found;
}

/** The word without particles after it (up to three: 회장으로서의 → 회장), each stage in turn. */
function stages(token: string): string[] {
  const forms = [token];
  for (let step = 0; step < 3; step += 1) {
    const current = forms[forms.length - 1] as string;
    const particle = PARTICLES.find((candidate) => current.endsWith(candidate) && current.length > candidate.length);
    if (!particle) break;
    forms.push(current.slice(0, -particle.length));
  }
  return forms;
}

/** What kind of fact a word (particles taken off) names, if any. */
function kindOf(form: string, rest: string): UnsupportedFact['kind'] | null {
  const shortAward = SHORT_AWARDS.find((award) => form.endsWith(award));
  if (shortAward) {
    const before = form.slice(0, -shortAward.length);
    const target = shortAward === '대상' && /^(?:으로|에게|에|별|자|층)/.test(rest);
    if ((before === '' || CONTESTS.test(before)) && !target) return 'title';
  }
  if (AWARDS.some((award) => form.endsWith(award))) return 'title';
  if (form === '자격증' || form.endsWith('자격증')) return 'title';
  const certificate = CERTIFICATES.find((ending) => form.endsWith(ending));
  if (certificate && form.length > certificate.length) {
    if (!NOT_CERTIFICATES.has(form.slice(0, -certificate.length))) return 'title';
  }
  if (TITLES.some((title) => form.endsWith(title)) && !PLACES.test(form)) return 'title';
  const organisation = ORGANISATIONS.find((ending) => form.endsWith(ending));
  if (organisation) {
    const before = form.slice(0, -organisation.length);
    if (before !== '' && !GENERIC_PREFIXES.has(before)) return 'organisation';
  }
  return null;
}

/** Whether a word (all particles taken off) begins with a brand name: 삼성전자, LG화학, 현대자동차. */
const isBrand = (form: string) =>
  GUARDED_BRANDS.test(form) ||
  BRANDS.some((brand) => form.startsWith(brand)) ||
  LATIN_BRANDS.some((brand) => form.startsWith(brand) && !/^[A-Za-z]/.test(form.slice(brand.length)));

/** The fact a word names, and the part of it that names it (회장으로서 → 회장). */
function factOf(token: string): { kind: UnsupportedFact['kind']; form: string } | null {
  const forms = stages(token);
  for (const form of forms) {
    const kind = kindOf(form, token.slice(form.length));
    if (kind) return { kind, form };
  }
  const bare = forms[forms.length - 1] as string;
  return isBrand(bare) ? { kind: 'organisation', form: bare } : null;
}

/** Organisations, titles and awards: words read one at a time, particles taken off. */
function namesIn(text: string): Found[] {
  const found: Found[] = [];
  for (const match of text.matchAll(/[가-힣A-Za-z0-9&]+/g)) {
    const fact = factOf(match[0]);
    if (fact) found.push({ kind: fact.kind, text: fact.form, start: match.index, end: match.index + fact.form.length });
  }
  for (const match of text.matchAll(COMPANY_MARK)) {
    const [form = match[0]] = stages(match[0]).slice(-1);
    found.push({ kind: 'organisation', text: form, start: match.index, end: match.index + form.length });
  }
  for (const match of text.matchAll(AWARD_WINS)) {
    found.push({ kind: 'title', text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return found;
}

/** Every fact in a text, overlapping ones merged (the earliest, then the longest, wins). */
function factsIn(text: string): Found[] {
  const all = [...numbersIn(text), ...namesIn(text)].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Found[] = [];
  for (const fact of all) if (fact.start >= (kept[kept.length - 1]?.end ?? 0)) kept.push(fact);
  return kept;
}

/** The facts in `output` that none of `inputs` states: what a generated text added. */
export function unsupportedFacts(output: string, inputs: readonly string[]): UnsupportedFact[] {
  const joined = inputs.map(normalised).join('\n');
  const given = inputs.flatMap(factsIn);
  const numbers = given.flatMap((fact) => (fact.number ? [fact.number] : []));
  const wonSomething = /수상|입상|상을받|상받/.test(joined) || given.some((fact) => /상$|메달$/.test(fact.text));
  const supported = (fact: Found): boolean => {
    if (fact.number) {
      const { value, unit } = fact.number;
      return numbers.some(
        (other) =>
          other.value === value &&
          (other.unit === unit || unit === '' || (unit === '년' && other.unit === '' && /^\d{4}$/.test(value))),
      );
    }
    if (/^(?:수상|입상)$/.test(fact.text)) return wonSomething;
    return joined.includes(normalised(fact.text));
  };
  return factsIn(output)
    .filter((fact) => !supported(fact))
    .map(({ kind, text, start, end }) => ({ kind, text, start, end }));
}
