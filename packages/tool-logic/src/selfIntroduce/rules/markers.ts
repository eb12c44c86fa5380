import { FINAL_RIEUL, FINAL_SSANGSIOT, finalOf, NO_FINAL } from '../hangul';

// What rules 5 and 6 look for in a sentence: a number, something the student did, a result.
// Rough by design (no dictionary): they decide whether to ask for evidence, never a score.

const NATIVE_COUNT =
  '(한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|스무|서른|몇|수십|수백|수천|여러|첫)\\s?' +
  '(번|차례|달|개월|명|개|가지|시간|주일|주|해|년|회|권|곳|배|군데|학기|번째)';
const SINO_COUNT = '(일|이|삼|십)\\s?(년|개월)';
/** A counter ends its word or takes a particle: "두 번의", "세 달간", but not "한 해결책". */
const COUNTER_END = '(?=[^가-힣]|$|[의도만간씩이을를과와에은는째로부까])';
/** Digits, or a Korean numeral with a counter: "두 번", "세 달", "한 명", "일 년", "하루". */
const NUMBER = new RegExp(
  `\\d|(?<![가-힣])(${NATIVE_COUNT}|${SINO_COUNT})${COUNTER_END}|(?<![가-힣])(하루|이틀|사흘|일주일|절반|매일|매주|매달|매년)`,
);
/** Words of an outcome: what came of it, what changed, what was learned. */
const RESULT =
  /결과|덕분|늘었|늘렸|늘어|줄었|줄였|줄어|개선|달성|향상|성과|수상|선정|합격|증가|감소|얻었|받았|인정받|배웠|%|퍼센트/;

/** The past of being, feeling, thinking and becoming ("~하게 되었습니다"): how it was, not what was done. */
const STATE_HEADS = new Set(
  (
    '좋았 많았 적었 컸 작았 높았 낮았 힘들었 어려웠 즐거웠 기뻤 슬펐 아쉬웠 싶었 같았 있었 없었 느꼈 깨달았 바랐 ' +
    '꿈꿨 다했 몰랐 알았 자랐 되었 됐'
  ).split(' '),
);
/** Stems that take -했 but describe or stay vague: "성실했습니다", "노력했습니다", "생각했습니다". */
const NOT_DOINGS = new Set(
  (
    '성실 꼼꼼 부지런 솔직 정직 침착 차분 행복 뿌듯 익숙 부족 소중 중요 필요 가능 충분 간절 진지 원만 친절 겸손 ' +
    '확실 분명 강 약 적극적 열심 노력 생각 좋아 원 궁금 감사 만족 활발 조용 편안 유연 철저 다양 기대 희망 결심 ' +
    '다짐 고민 후회 실망 걱정'
  ).split(' '),
);
/** Words before a bare "했습니다" / "왔습니다" that leave it vague: "열심히 했습니다", "노력해 왔습니다". */
const VAGUE_BEFORE = /^(열심히|최선|노력|잘$)/;

/** Whether a word is a past-tense doing ("정리했습니다", "만들었고", "높였습니다"), or "맡아" (not "맡은 일"). */
function isDoing(word: string, previous: string): boolean {
  if (/^맡(아|으며)/.test(word)) return true;
  for (let at = 0; at < word.length; at += 1) {
    const char = word[at] as string;
    if (finalOf(char) !== FINAL_SSANGSIOT || char === '있' || char === '겠') continue;
    const before = word.slice(0, at);
    if (STATE_HEADS.has(before + char)) return false;
    if (before === '') return !VAGUE_BEFORE.test(previous);
    if (char === '했') return !NOT_DOINGS.has(before);
    if (char === '였' && before.endsWith('하')) return !NOT_DOINGS.has(before.slice(0, -1));
    // 이었/였 after a noun is the copula: "학생이었습니다", "리더였습니다"; "높였", "줄였" are doings.
    if (char === '었' && before.length >= 2 && before.endsWith('이')) return false;
    if (char === '였') return finalOf(before.at(-1)) !== NO_FINAL;
    return true;
  }
  return false;
}

export const hasNumber = (text: string) => NUMBER.test(text);
export const hasResult = (text: string) => RESULT.test(text);

export function hasDoing(text: string): boolean {
  const words = text.match(/[가-힣]+/g) ?? [];
  return words.some((word, index) => isDoing(word, words[index - 1] ?? ''));
}

/**
 * A sentence that looks ahead: "~하겠습니다", "~하고 싶습니다", "~할 것입니다", "~할 계획입니다".
 * Not "~다는 것입니다", which explains.
 */
export function isPledge(sentence: string): boolean {
  const words = sentence.match(/[가-힣]+/g) ?? [];
  const last = words.at(-1) ?? '';
  if (/겠|싶|^(계획|예정|바랍니다)/.test(last) || /(계획|예정)입니다$/.test(last)) return true;
  return /^것이?(다|입니다)$/.test(last) && finalOf(words.at(-2)?.at(-1)) === FINAL_RIEUL;
}
