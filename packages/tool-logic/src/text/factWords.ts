// The words facts.ts recognises a fact by: counters that follow a number, the endings of
// organisation names, titles and awards, and brand names. Lists, not grammar: a word missing here is
// a fact we fail to flag, so they lean towards catching too much (a reviewer reads each flag).
// Written as space-separated lines to keep them readable at a glance.

const words = (list: string): readonly string[] => list.trim().split(/\s+/);
/** Numbered words: each line holds the words for 1, 2, 3 … in turn. */
const numbered = (lines: readonly string[]): Readonly<Record<string, number>> =>
  Object.fromEntries(lines.flatMap((line, index) => words(line).map((word) => [word, index + 1])));

/** Counters after a digit (longest first where one begins another: 개월 before 개). */
export const DIGIT_UNITS = words(`
  개월간 개월 개국 개사 개 년간 년도 년 학년 학기 학점 달 월 일간 일 주일 주간 주년 주 시간 시 분 초 명 번째 번 회 차
  건 권 곳 위 등 점 기 % 퍼센트 프로 배 원 달러 km kg 살 세 대 인 팀 편 급 단계 가지 페이지 쪽 장 마리`);

/** Native Korean numbers, 1 to 20 (첫 only counts as in 첫 번째). */
export const NATIVE_NUMBERS = numbered([
  '한 하나 첫',
  '두 둘',
  '세 셋',
  '네 넷',
  '다섯',
  '여섯',
  '일곱',
  '여덟',
  '아홉',
  '열',
  '열한',
  '열두',
  '열세',
  '열네',
  '열다섯',
  '열여섯',
  '열일곱',
  '열여덟',
  '열아홉',
  '스무',
]);
export const NATIVE_COUNTERS = words(`
  번째 번 명 개월 개 달 해 가지 차례 곳 시간 살 권 팀 사람 주일 주 배 군데 분 학기 시즌 장 마리`);

/** Sino-Korean numbers, counted only before the counters they go with (일 년, 삼 개월). */
export const SINO_NUMBERS = numbered(words('일 이 삼 사 오 육 칠 팔 구 십'));
// Not 학기 or 주: 이 학기, 이 주 mean this semester, this week.
export const SINO_COUNTERS = words('년간 년 개월 학년 주년 주일 등 위');

/** What may follow a counter written in words, so 한 분야 and 한 번역가 are not counts. */
export const AFTER_COUNTER = `(?=$|[^가-힣]|${words(`
  이 가 을 를 은 는 의 에 도 만 과 와 씩 째 간 동안 으로 로 정도 마다 뿐 밖 께 부터 까지 안 내 당 나 라 였 입 다 쯤
  가량 여 남짓 들`).join('|')})`;

/** Units written differently for the same thing. */
export const SAME_UNIT: Readonly<Record<string, string>> = Object.fromEntries(
  words('퍼센트:% 프로:% 달:개월 개월간:개월 년간:년 년도:년 해:년 회:번 차례:번 주간:주 주일:주 일간:일 사람:명').map(
    (pair) => pair.split(':'),
  ),
);

/** Awards that are an award only as a word of their own, or after the contest's name (공모전 대상). */
export const SHORT_AWARDS = words('대상 금상 은상 동상 입선 특선 표창');
export const CONTESTS = /(?:대회|공모전|경진대회|경연|챌린지|해커톤|페스티벌)$/;
export const AWARDS = words(`
  최우수상 우수상 장려상 특별상 인기상 공로상 아이디어상 노력상 모범상 봉사상 총장상 학장상 장관상 교육감상 시장상
  도지사상 구청장상 군수상 이사장상 표창장 감사장 금메달 은메달 동메달`);

export const TITLES = words(`
  총학생회장 학생회장 부회장 회장 부반장 반장 팀장 부장 과장 차장 사장 실장 조장 국장 의장 위원장 단장 본부장 지점장
  점장 파트장 센터장 이사장 학회장 과대표 학년대표 대표이사 인턴십 인턴`);
/** Places whose names end like a title (주차장, 전시회장). */
export const PLACES = /(?:주차장|세차장|전시회장|박람회장|연회장|대회장|발표회장|설명회장|음악회장|운동회장|공연장)$/;

/** Certificates: 자격증 even alone; the others need the certificate's name before them (정보처리기사). */
export const CERTIFICATES = words('산업기사 기사 기능사 기술사 기능장');
/** Words before 기사 that make it an article or a driver, not a certificate. */
export const NOT_CERTIFICATES = new Set(words('신문 뉴스 언론 인터넷 관련 택시 버스 특집 기획 온라인 보도'));

export const ORGANISATIONS = words(`
  주식회사 회사 대학교 대학원 대학 고등학교 중학교 초등학교 학교 재단 협회 센터 은행 연구소 병원 공사 공단 학회 위원회
  증권 협동조합 구청 시청 도청 군청 복지관 도서관 박물관 미술관 신문사 방송국 출판사 법인`);
/** Words before an organisation's ending that leave it a common noun (우리 회사, 지방대학). */
export const GENERIC_PREFIXES = new Set(
  words(`
  우리 저희 이 그 저 해당 모 자 본 각 다른 같은 여러 한 큰 작은 새 첫 전 현 대 중소 중견 지역 동네 국내 해외 외국 일반
  민간 공공 사립 국립 공립 지방 좋은 고등 중 초등`),
);

/** Brand names that name a company with whatever follows them (삼성전자, LG화학, 카카오뱅크). */
export const BRANDS = words('삼성 엘지 롯데 한화 포스코 카카오 네이버 쿠팡 두산 신세계');
export const LATIN_BRANDS = words('LG SK CJ KT GS');
/** 현대 and 기아 are common words too: a company only with these after them. */
export const GUARDED_BRANDS =
  /^(?:현대(?:자동차|차|건설|모비스|카드|백화점|제철|중공업|해상|캐피탈|글로비스|오일뱅크|엘리베이터|로템)|기아(?:자동차|차))/;

/** Particles and endings taken off a word before it is read as a name (회장으로서의 → 회장). */
export const PARTICLES = words(`
  에서는 에서도 에서의 으로서 으로써 으로는 이라는 께서 에서 에게 한테 까지 부터 처럼 보다 으로 이나 이며 이고 이자
  라는 님 은 는 이 가 을 를 의 와 과 도 만 에 로 직`);
