// Personality-type (ptid) seed content: our own Korean text, written for this product (not taken from a published
// instrument). It follows the general idea of Holland's six interest types; admins edit it later through the admin
// content calls.

/** One of Holland's six interest types, in RIASEC order. */
export type HollandCode = 'R' | 'I' | 'A' | 'S' | 'E' | 'C';

export const HOLLAND_CODES: readonly HollandCode[] = ['R', 'I', 'A', 'S', 'E', 'C'];

/** One of the six types and what the ranking and result screens say about it. */
export interface HollandTypeContent {
  code: HollandCode;
  /** e.g. '현실형'. */
  name: string;
  /** 2–4 words, e.g. '손으로 만들고 움직이는'. */
  keyword: string;
  /**
   * What the ranking screen shows: 2 sentences describing a person of this type,
   * in the 2nd person-neutral style ("...을 좋아합니다.").
   */
  ranking: string;
  /** Result explanation: 2–3 sentences on what this type enjoys and how they work best. */
  description: string;
  /** Typical strengths: 2 sentences. */
  strengths: string;
  /** Work environments that fit: 2 sentences. */
  environments: string;
  /** What to watch for / grow: 2 sentences. */
  watch: string;
}

export interface ActivityContent {
  type: HollandCode;
  text: string;
}

export const HOLLAND_TYPES: readonly HollandTypeContent[] = [
  {
    code: 'R',
    name: '현실형',
    keyword: '손으로 만들고 움직이는',
    ranking:
      '도구나 기계를 다루고, 손으로 직접 무언가를 만들거나 고치는 일을 좋아합니다. ' +
      '말로 설명하기보다 몸을 움직여 눈에 보이는 결과를 내는 편을 선호합니다.',
    description:
      '직접 만지고 조립하고 움직이면서 결과가 눈앞에 드러나는 일에서 즐거움을 느낍니다. ' +
      '목표와 방법이 분명한 과제를 차근차근 해낼 때 능률이 오르고, ' +
      '책상 앞보다 현장에서 실물을 다룰 때 집중이 잘 됩니다.',
    strengths:
      '실용적인 감각이 뛰어나 문제가 생기면 바로 손을 써서 해결 방법을 찾아냅니다. ' +
      '맡은 작업을 끈기 있게 마무리하며, 도구와 장비를 안전하고 정확하게 다루는 능력이 있습니다.',
    environments:
      '제조·건설·정비 현장, 장비를 운용하는 연구실, 농업·조경, 스포츠·안전 분야처럼 실물을 다루는 환경이 잘 맞습니다. ' +
      '역할과 절차가 분명하고 작업 결과를 바로 확인할 수 있는 곳에서 만족도가 높습니다.',
    watch:
      '생각이나 감정을 말로 드러내는 일이 적다 보니 팀 안에서 의도가 잘 전달되지 않을 때가 있습니다. ' +
      '작업의 과정과 이유를 짧게라도 함께 나누는 습관을 들이면 협업이 훨씬 수월해집니다.',
  },
  {
    code: 'I',
    name: '탐구형',
    keyword: '궁금한 것을 파고드는',
    ranking:
      '새로운 사실을 알아내고 어떤 현상이 왜 일어나는지 원리를 이해하는 것을 좋아합니다. ' +
      '자료를 찾아 분석하며 혼자 깊이 생각하는 시간을 즐깁니다.',
    description:
      '이유를 밝혀내고 복잡한 문제를 논리적으로 풀어 갈 때 가장 깊이 몰입합니다. ' +
      '충분한 시간과 자료가 주어지고 스스로 답을 찾아갈 수 있는 과제에서 실력을 발휘합니다.',
    strengths:
      '분석력과 호기심이 강해 남들이 그냥 지나치는 부분에서도 질문거리를 찾아냅니다. ' +
      '근거를 바탕으로 판단하고, 어려운 개념도 끝까지 파고들어 자기 것으로 만드는 집중력이 있습니다.',
    environments:
      '연구소, 데이터 분석, 소프트웨어 개발, 의료·보건, 학술 분야처럼 지식과 분석이 중심이 되는 환경이 잘 맞습니다. ' +
      '깊이 생각할 시간이 보장되고 전문성을 존중하는 조직에서 만족도가 높습니다.',
    watch:
      '완벽한 답을 찾느라 결정과 실행이 늦어지거나, 생각을 혼자 간직해 주변과의 공유가 부족해질 수 있습니다. ' +
      '어느 정도 준비되었을 때 먼저 의견을 나누고, 분석한 내용을 쉬운 말로 설명하는 연습을 해 보세요.',
  },
  {
    code: 'A',
    name: '예술형',
    keyword: '나만의 방식으로 표현하는',
    ranking:
      '글, 그림, 음악, 영상처럼 자신만의 방식으로 생각과 감정을 표현하는 것을 좋아합니다. ' +
      '정해진 틀을 따르기보다 새롭고 독창적인 시도를 해 보는 것을 즐깁니다.',
    description:
      '떠오른 아이디어를 눈에 보이는 형태로 만들고, 남들과 다른 시각을 드러낼 때 큰 만족을 느낍니다. ' +
      '자유롭게 실험해 볼 여지가 있고 결과물에 자기 색깔을 담을 수 있을 때 가장 좋은 작업이 나옵니다.',
    strengths:
      '상상력과 감수성이 풍부해 평범한 소재에서도 새로운 의미와 아름다움을 찾아냅니다. ' +
      '사람들의 마음을 움직이는 표현력과, 익숙한 문제를 색다르게 바라보는 창의력이 돋보입니다.',
    environments:
      '디자인, 콘텐츠 제작, 방송·출판, 광고, 공연·전시 분야처럼 창작이 중심이 되는 환경이 잘 맞습니다. ' +
      '일하는 방식에 재량이 있고 새로운 시도를 반기는 분위기의 조직에서 만족도가 높습니다.',
    watch:
      '반복적인 업무나 엄격한 규칙 속에서는 의욕이 쉽게 떨어지고, 마감이나 현실적인 조건을 놓칠 때가 있습니다. ' +
      '영감이 올 때만 기다리기보다 작업 시간과 일정을 미리 정해 두면 창작을 꾸준히 이어 갈 수 있습니다.',
  },
  {
    code: 'S',
    name: '사회형',
    keyword: '사람을 돕고 함께하는',
    ranking:
      '다른 사람의 이야기를 들어 주고 필요한 도움을 주는 일을 좋아합니다. ' +
      '혼자 일하기보다 사람들과 어울리며 함께 성장하는 데서 보람을 느낍니다.',
    description:
      '누군가를 가르치고 돌보고 응원하면서 그 사람이 나아지는 모습을 볼 때 가장 큰 보람을 느낍니다. ' +
      '서로 협력하고 배려하는 분위기에서 힘을 얻고, 사람을 직접 마주하는 일에서 능력을 발휘합니다.',
    strengths:
      '상대의 감정과 필요를 잘 알아차리고 따뜻하게 소통하는 능력이 뛰어납니다. ' +
      '갈등을 부드럽게 조율하고 사람들이 서로 돕도록 이어 주어 팀의 분위기를 살립니다.',
    environments:
      '교육, 상담, 사회복지, 의료·간호, 인사·고객 지원 분야처럼 사람을 만나고 돕는 환경이 잘 맞습니다. ' +
      '경쟁보다 협력을 중시하고 구성원을 배려하는 문화를 가진 조직에서 만족도가 높습니다.',
    watch:
      '다른 사람의 부탁을 거절하지 못하거나 남의 감정까지 떠안아 쉽게 지칠 수 있습니다. ' +
      '도움을 주는 만큼 자신의 시간과 마음도 돌보고, 필요할 때는 정중하게 선을 긋는 연습을 해 보세요.',
  },
  {
    code: 'E',
    name: '진취형',
    keyword: '앞장서서 이끌고 설득하는',
    ranking:
      '사람들 앞에 나서서 의견을 내고 일을 주도하는 것을 좋아합니다. ' +
      '목표를 세우고 다른 사람을 설득해 함께 결과를 만들어 가는 과정을 즐깁니다.',
    description:
      '새로운 기회를 찾아 계획을 세우고, 사람들을 모아 목표를 이루어 갈 때 활력을 느낍니다. ' +
      '스스로 결정할 권한이 있고 성과가 분명하게 드러나는 환경에서 추진력이 살아납니다.',
    strengths:
      '자신감 있게 말하고 사람들을 설득하는 능력이 뛰어나 분위기를 이끌어 갑니다. ' +
      '빠르게 결정하고 위험을 감수할 줄 알며, 흩어진 사람과 자원을 모아 일을 실제로 굴러가게 만듭니다.',
    environments:
      '영업, 마케팅, 사업 기획, 창업, 경영·관리 분야처럼 목표 달성과 협상이 중요한 환경이 잘 맞습니다. ' +
      '성과에 따라 기회와 보상이 주어지고 변화가 빠른 조직에서 만족도가 높습니다.',
    watch:
      '결과를 서두르다 세부 사항을 놓치거나, 다른 사람의 의견을 충분히 듣지 않고 밀어붙일 수 있습니다. ' +
      '결정하기 전에 팀원의 생각을 한 번 더 묻고 꼼꼼한 동료의 도움을 받으면 성과가 더 단단해집니다.',
  },
  {
    code: 'C',
    name: '관습형',
    keyword: '차근차근 체계를 세우는',
    ranking:
      '자료와 일정을 체계적으로 정리하고 계획한 대로 일을 처리하는 것을 좋아합니다. ' +
      '규칙과 순서가 분명한 일을 정확하고 꼼꼼하게 해내는 데서 만족을 느낍니다.',
    description:
      '흩어진 정보를 정리해 질서를 만들고, 정해진 기준에 맞게 실수 없이 일을 끝낼 때 보람을 느낍니다. ' +
      '해야 할 일과 절차가 명확하고 앞으로의 흐름을 예측할 수 있는 환경에서 안정적으로 실력을 발휘합니다.',
    strengths:
      '꼼꼼하고 책임감이 강해 숫자와 문서를 정확하게 다루며, 맡은 일을 기한 안에 끝냅니다. ' +
      '업무 절차를 정리하고 관리 체계를 만들어 팀 전체의 일이 흔들림 없이 돌아가게 합니다.',
    environments:
      '회계·재무, 사무 행정, 공공기관, 금융, 물류·품질 관리 분야처럼 정확성과 체계가 중요한 환경이 잘 맞습니다. ' +
      '역할과 규정이 잘 갖추어져 있고 업무 기준이 분명한 조직에서 만족도가 높습니다.',
    watch:
      '갑작스러운 변화나 기준이 모호한 상황에서는 불안을 느끼고 새로운 방식을 받아들이기 어려울 수 있습니다. ' +
      '작은 변화부터 시도해 보고, 규칙의 목적을 이해하며 상황에 맞게 유연하게 적용하는 연습을 하면 좋습니다.',
  },
];

/** 60 activities, 10 per type, interleaved R I A S E C R I A S E C ... so a page never shows one type in a row. */
export const ACTIVITIES: readonly ActivityContent[] = [
  // Round 1
  { type: 'R', text: '조립식 가구를 설명서를 보며 직접 만들기' },
  { type: 'I', text: '과학 다큐멘터리를 보고 원리를 찾아보기' },
  { type: 'A', text: '좋아하는 장면을 그림으로 그려 보기' },
  { type: 'S', text: '후배에게 내가 아는 공부 방법을 알려 주기' },
  { type: 'E', text: '조별 과제에서 팀장을 맡아 역할 나누기' },
  { type: 'C', text: '한 달 동안 쓴 돈을 표로 정리하기' },
  // Round 2
  { type: 'R', text: '화분에 채소를 심고 길러 보기' },
  { type: 'I', text: '수학 문제를 여러 가지 방법으로 풀어 보기' },
  { type: 'A', text: '악기를 연주하거나 노래를 만들어 보기' },
  { type: 'S', text: '지역 봉사 활동에 참여해 이웃 돕기' },
  { type: 'E', text: '안 쓰는 물건을 중고로 팔며 가격 흥정하기' },
  { type: 'C', text: '강의 노트를 과목별로 깔끔하게 정리하기' },
  // Round 3
  { type: 'R', text: '고장 난 전자 제품을 분해해 원인 찾아 고치기' },
  { type: 'I', text: '설문 응답을 모아 통계로 분석하기' },
  { type: 'A', text: '일상 영상을 찍어 직접 편집하기' },
  { type: 'S', text: '처음 온 사람이 어색하지 않게 챙겨 주기' },
  { type: 'E', text: '학생회 선거에 나가 공약을 발표하기' },
  { type: 'C', text: '스프레드시트로 동아리 회원 명단 관리하기' },
  // Round 4
  { type: 'R', text: '방의 전등이나 수도꼭지를 직접 교체하기' },
  { type: 'I', text: '밤하늘의 별자리를 관찰하고 기록하기' },
  { type: 'A', text: '방의 가구 배치와 색감을 새로 꾸미기' },
  { type: 'S', text: '어린아이들과 놀아 주며 돌보기' },
  { type: 'E', text: '새로운 사업 아이디어로 계획서를 써 보기' },
  { type: 'C', text: '문서의 오탈자와 숫자를 꼼꼼히 검토하기' },
  // Round 5
  { type: 'R', text: '공구로 나무를 다듬어 작은 소품 만들기' },
  { type: 'I', text: '궁금한 주제의 논문이나 보고서 찾아 읽기' },
  { type: 'A', text: '연극이나 뮤지컬 무대에 배우로 서 보기' },
  { type: 'S', text: '팀원 사이의 오해가 풀리도록 도와주기' },
  { type: 'E', text: '토론에서 근거를 들어 상대를 설득하기' },
  { type: 'C', text: '책장과 서랍을 종류별로 분류해 정리하기' },
  // Round 6
  { type: 'R', text: '컴퓨터 부품을 골라 직접 조립하기' },
  { type: 'I', text: '간단한 프로그램을 짜서 문제 해결하기' },
  { type: 'A', text: '소설이나 웹툰의 줄거리를 구상하기' },
  { type: 'S', text: '어르신께 스마트폰 사용법을 알려 드리기' },
  { type: 'E', text: '축제 부스를 열어 손님을 끌어모으기' },
  { type: 'C', text: '시험 기간 공부 계획표를 짜고 지키기' },
  // Round 7
  { type: 'R', text: '자전거를 타고 먼 거리를 달려 보기' },
  { type: 'I', text: '추리 게임의 단서를 모아 범인 추리하기' },
  { type: 'A', text: '사진을 찍어 나만의 분위기로 보정하기' },
  { type: 'S', text: '친구의 속상한 이야기를 끝까지 들어 주기' },
  { type: 'E', text: '모임 장소와 일정을 정해 사람들 모으기' },
  { type: 'C', text: '컴퓨터의 사진과 파일을 폴더별로 정리하기' },
  // Round 8
  { type: 'R', text: '레시피를 보고 재료를 손질해 요리하기' },
  { type: 'I', text: '인터넷 건강 정보가 맞는지 근거 확인하기' },
  { type: 'A', text: '동아리 포스터와 로고를 디자인하기' },
  { type: 'S', text: '새로 온 유학생이 학교에 적응하도록 돕기' },
  { type: 'E', text: '아르바이트 매장의 매출을 올릴 방법 제안하기' },
  { type: 'C', text: '매장 재고 수량을 세고 장부에 기록하기' },
  // Round 9
  { type: 'R', text: '드론이나 무선 조종 자동차를 조종해 보기' },
  { type: 'I', text: '곤충이나 식물을 관찰해 특징을 비교하기' },
  { type: 'A', text: '음악에 맞춰 춤 동작을 직접 짜 보기' },
  { type: 'S', text: '거동이 불편한 사람의 이동을 도와주기' },
  { type: 'E', text: '발표 자리에서 청중 앞에 나서 말하기' },
  { type: 'C', text: '모임 회비를 걷고 사용 내역을 정리하기' },
  // Round 10
  { type: 'R', text: '공연 무대의 조명과 음향 장비 설치하기' },
  { type: 'I', text: '새로운 기술이 작동하는 원리를 공부하기' },
  { type: 'A', text: '하루의 감정을 짧은 에세이로 써 보기' },
  { type: 'S', text: '스터디 모임에서 서로 가르치며 배우기' },
  { type: 'E', text: '행사 협찬을 얻으려고 기업에 제안하기' },
  { type: 'C', text: '정해진 절차에 맞춰 신청 서류 준비하기' },
];
