import { FINAL_RIEUL, FINAL_SSANGSIOT, finalOf, NO_FINAL } from './hangul';

// What the review's rules 5 and 6, and the deep interview's rewrite, look for in a sentence: a
// number, something the student did, a result. Rough by design (no dictionary): they decide whether
// to ask for evidence or how to order an answer, never a score.

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
/**
 * Words of an outcome: what came of it, what changed. Not "배웠", "얻었", "받았": what was learned
 * or gained is a doing like any other, evidence only with something concrete to it ("자격증을
 * 얻었습니다", not "자신감을 얻었습니다", "노력하는 자세를 배웠습니다").
 */
const RESULT = /결과|덕분|늘었|늘렸|늘어|줄었|줄였|줄어|개선|달성|향상|성과|수상|선정|합격|증가|감소|인정받|%|퍼센트/;

/** The past of being, feeling, thinking and becoming ("~하게 되었습니다", "줄이 길었습니다"): how it was, not what was done. */
const STATE_HEADS = new Set(
  (
    '좋았 많았 적었 컸 작았 높았 낮았 힘들었 어려웠 즐거웠 기뻤 슬펐 아쉬웠 싶었 같았 있었 없었 느꼈 깨달았 바랐 ' +
    '꿈꿨 다했 몰랐 알았 자랐 되었 됐 길었 짧았 바빴 붐볐 모자랐 밀렸 막혔 늦었 빨랐 느렸'
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
    // Becoming, not doing: "정리됐습니다", "개선되었습니다".
    if (char === '됐' || (char === '었' && before.endsWith('되'))) return false;
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

/** Where a story happens: a setting a reader can picture (not "때", which any claim can take). */
const SETTING =
  /프로젝트|동아리|아르바이트|인턴|대회|공모전|수업|강의|실습|봉사|학회|학생회|축제|행사|현장|회의|고객|손님|매장|가게|카페|식당|공장|병원|연구실|실험|팀장|팀원|조원|부원|회원|선배|후배|교수|직원|발표|세미나|캠프|학기|학년|방학|군\s?복무|근무/;

/**
 * What a doing acts on when nothing tells the reader what happened: an attitude, an effort, a
 * feeling, a trait. "최선을 다해 왔습니다", "자세를 배웠습니다", "자신감을 얻었습니다" do nothing a
 * reader can see.
 */
const ABSTRACT_OBJECTS = new Set(
  (
    '저 나 자신 자세 태도 마음 마음가짐 정신 최선 노력 열정 책임감 성실함 성실성 끈기 인내 인내심 중요성 소중함 필요성 의미 가치 ' +
    '교훈 자신감 용기 능력 역량 습관 경험 일 것 모든것 무엇 역할 본분 꿈 목표 생각 다짐 각오 성장 배움 기회 점 부분 ' +
    '리더십 배려 소통 협동 협업 도전 믿음 신뢰 보람 기쁨 행복 즐거움 어려움 힘'
  ).split(' '),
);

/** The noun a word names, without its object particle ("영수증을" → 영수증), or null when it is no object. */
function objectOf(word: string): string | null {
  const match = /^([가-힣]+?)(을|를)$/.exec(word);
  return match?.[1] ?? null;
}

export const hasNumber = (text: string) => NUMBER.test(text);
export const hasResult = (text: string) => RESULT.test(text);
export const hasSetting = (text: string) => SETTING.test(text);

export function hasDoing(text: string): boolean {
  const words = text.match(/[가-힣]+/g) ?? [];
  return words.some((word, index) => isDoing(word, words[index - 1] ?? ''));
}

/**
 * A doing a reader can picture: a past-tense doing that acts on something concrete ("회의록을
 * 정리했습니다", "영수증을 하나씩 대조했습니다": the nearest object in the three words before the verb),
 * or one told in a setting ("동아리에서 …를 맡아 진행했습니다"). A doing of an attitude alone ("최선을
 * 다해 왔습니다", "노력하는 자세를 배웠고") is a claim in a verb's clothes, not evidence.
 */
export function hasConcreteDoing(text: string): boolean {
  const words = text.match(/[가-힣]+/g) ?? [];
  const setting = hasSetting(text);
  return words.some((word, index) => {
    if (!isDoing(word, words[index - 1] ?? '')) return false;
    if (setting) return true;
    // The nearest object before the verb decides.
    const object = words
      .slice(Math.max(0, index - 3), index)
      .reverse()
      .map(objectOf)
      .find((noun) => noun !== null);
    return object != null && !ABSTRACT_OBJECTS.has(object);
  });
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
