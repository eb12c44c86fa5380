// Competency keywords for the selling-point tool, by KECO 2018 middle group: our own Korean text, written for this
// product from general knowledge of the work (not taken from a published competency dictionary). Each keyword hangs
// on one of the ten basic workplace competencies (직업기초능력). Admins may edit it later.

/** 직업기초능력: the ten basic workplace competencies, the frame every keyword hangs on. */
export const BASIC_COMPETENCIES = [
  { key: 'communication', name: '의사소통능력' },
  { key: 'numeracy', name: '수리능력' },
  { key: 'problem-solving', name: '문제해결능력' },
  { key: 'self-development', name: '자기개발능력' },
  { key: 'resource-management', name: '자원관리능력' },
  { key: 'interpersonal', name: '대인관계능력' },
  { key: 'information', name: '정보능력' },
  { key: 'technology', name: '기술능력' },
  { key: 'organisation', name: '조직이해능력' },
  { key: 'ethics', name: '직업윤리' },
] as const;

export type BasicCompetency = (typeof BASIC_COMPETENCIES)[number]['key'];

/** A KECO 2018 middle-group code (the server's KECO_MIDDLE_GROUPS; copied here so tool-logic stays independent). */
export type KecoMiddleCode =
  | '01'
  | '02'
  | '03'
  | '11'
  | '12'
  | '13'
  | '14'
  | '15'
  | '21'
  | '22'
  | '23'
  | '24'
  | '25'
  | '30'
  | '41'
  | '42'
  | '51'
  | '52'
  | '53'
  | '54'
  | '55'
  | '56'
  | '61'
  | '62'
  | '70'
  | '81'
  | '82'
  | '83'
  | '84'
  | '85'
  | '86'
  | '87'
  | '88'
  | '89'
  | '90';

export interface CompetencyKeyword {
  /** Stable slug unique within its group: 'data-analysis'. */
  key: string;
  /** Short Korean noun phrase, ≤ 12 characters: '데이터 분석'. */
  label: string;
  /** One line, ≤ 60 characters, what it means in this work: '숫자와 자료에서 문제의 원인과 흐름을 찾아냅니다.' */
  meaning: string;
  /** The basic competency it belongs to. */
  competency: BasicCompetency;
}

export const KEYWORDS_BY_GROUP: Readonly<Record<KecoMiddleCode, readonly CompetencyKeyword[]>> = {
  // 관리직(임원·부서장)
  '01': [
    {
      key: 'strategic-planning',
      label: '전략 수립',
      meaning: '조직의 목표를 세우고 이룰 방향과 우선순위를 정합니다.',
      competency: 'problem-solving',
    },
    {
      key: 'decision-making',
      label: '의사결정',
      meaning: '정보가 충분하지 않아도 근거를 따져 제때 결정을 내립니다.',
      competency: 'problem-solving',
    },
    {
      key: 'budget-management',
      label: '예산 관리',
      meaning: '한정된 예산을 배분하고 집행 결과를 점검합니다.',
      competency: 'resource-management',
    },
    {
      key: 'people-leadership',
      label: '구성원 리더십',
      meaning: '구성원의 역할을 나누고 동기를 북돋아 성과로 이끕니다.',
      competency: 'interpersonal',
    },
    {
      key: 'talent-development',
      label: '인재 육성',
      meaning: '구성원의 강점을 살펴 맡길 일과 배울 기회를 만듭니다.',
      competency: 'interpersonal',
    },
    {
      key: 'performance-management',
      label: '성과 관리',
      meaning: '목표 대비 성과를 점검하고 공정한 기준으로 평가합니다.',
      competency: 'organisation',
    },
    {
      key: 'stakeholder-coordination',
      label: '이해관계 조정',
      meaning: '부서와 외부 관계자 사이의 입장 차이를 조율합니다.',
      competency: 'interpersonal',
    },
    {
      key: 'reporting-persuasion',
      label: '보고와 설득',
      meaning: '핵심을 간결하게 정리해 윗선과 구성원을 설득합니다.',
      competency: 'communication',
    },
    {
      key: 'kpi-analysis',
      label: '경영 지표 분석',
      meaning: '매출, 비용, 생산성 지표를 읽고 흐름을 판단합니다.',
      competency: 'numeracy',
    },
    {
      key: 'risk-management',
      label: '위기 대응',
      meaning: '위험을 미리 살피고 문제가 생기면 빠르게 수습합니다.',
      competency: 'problem-solving',
    },
    {
      key: 'compliance',
      label: '윤리·준법 경영',
      meaning: '법과 윤리 기준을 지키며 조직의 신뢰를 지켜 냅니다.',
      competency: 'ethics',
    },
    {
      key: 'management-learning',
      label: '경영 학습',
      meaning: '업계 변화와 새 경영 방식을 꾸준히 배워 조직에 적용합니다.',
      competency: 'self-development',
    },
  ],
  // 경영·행정·사무직
  '02': [
    {
      key: 'document-writing',
      label: '문서 작성',
      meaning: '보고서와 공문을 목적에 맞게 정확하고 읽기 쉽게 씁니다.',
      competency: 'communication',
    },
    {
      key: 'data-organising',
      label: '자료 정리',
      meaning: '흩어진 자료를 찾기 쉽게 분류하고 최신 상태로 관리합니다.',
      competency: 'information',
    },
    {
      key: 'spreadsheet',
      label: '스프레드시트 활용',
      meaning: '함수와 표를 써서 자료를 빠르게 집계하고 정리합니다.',
      competency: 'information',
    },
    {
      key: 'figure-checking',
      label: '수치 검토',
      meaning: '금액과 수량을 꼼꼼히 대조해 오류를 찾아냅니다.',
      competency: 'numeracy',
    },
    {
      key: 'schedule-management',
      label: '일정 관리',
      meaning: '여러 업무의 마감을 챙기고 순서를 정해 처리합니다.',
      competency: 'resource-management',
    },
    {
      key: 'process-improvement',
      label: '업무 개선',
      meaning: '반복되는 비효율을 찾아 더 나은 절차를 제안합니다.',
      competency: 'problem-solving',
    },
    {
      key: 'planning',
      label: '기획력',
      meaning: '과제의 목적을 파악하고 실행할 수 있는 계획으로 구체화합니다.',
      competency: 'problem-solving',
    },
    {
      key: 'cross-team-work',
      label: '부서 간 협업',
      meaning: '여러 부서의 요청을 조율하며 함께 일을 진행합니다.',
      competency: 'interpersonal',
    },
    {
      key: 'rules-procedures',
      label: '규정·결재 이해',
      meaning: '회사의 규정과 결재 절차를 이해하고 그에 맞게 처리합니다.',
      competency: 'organisation',
    },
    {
      key: 'confidentiality',
      label: '보안 의식',
      meaning: '인사, 회계 정보처럼 민감한 자료를 책임 있게 다룹니다.',
      competency: 'ethics',
    },
    {
      key: 'office-tools',
      label: '사무 도구 활용',
      meaning: '협업 도구와 업무 시스템을 익혀 일을 빠르게 처리합니다.',
      competency: 'technology',
    },
  ],
  // 금융·보험직
  '03': [
    {
      key: 'financial-analysis',
      label: '재무 분석',
      meaning: '재무제표와 수익 구조를 읽고 건전성을 판단합니다.',
      competency: 'numeracy',
    },
    {
      key: 'accurate-processing',
      label: '정확한 처리',
      meaning: '금액과 서류를 한 번 더 확인해 실수 없이 처리합니다.',
      competency: 'numeracy',
    },
    {
      key: 'product-knowledge',
      label: '금융상품 이해',
      meaning: '예금, 대출, 보험, 투자 상품의 구조와 차이를 이해합니다.',
      competency: 'information',
    },
    {
      key: 'market-monitoring',
      label: '시장 동향 파악',
      meaning: '금리, 환율, 경기 흐름을 살피고 업무에 반영합니다.',
      competency: 'information',
    },
    {
      key: 'customer-consulting',
      label: '고객 상담',
      meaning: '고객의 상황과 필요를 듣고 알맞은 상품을 설명합니다.',
      competency: 'communication',
    },
    {
      key: 'risk-assessment',
      label: '리스크 평가',
      meaning: '대출이나 투자에 따르는 위험을 따져 판단 근거를 세웁니다.',
      competency: 'problem-solving',
    },
    {
      key: 'trust-building',
      label: '신뢰 관계 형성',
      meaning: '꾸준한 관리로 고객과 오래가는 관계를 만듭니다.',
      competency: 'interpersonal',
    },
    {
      key: 'target-management',
      label: '실적 관리',
      meaning: '목표를 나누어 계획을 세우고 진행 상황을 점검합니다.',
      competency: 'resource-management',
    },
    {
      key: 'regulatory-compliance',
      label: '금융 규제 준수',
      meaning: '금융 관련 법규와 내부통제 기준을 지키며 일합니다.',
      competency: 'ethics',
    },
    {
      key: 'analysis-tools',
      label: '분석 도구 활용',
      meaning: '스프레드시트와 분석 도구로 수치를 계산하고 비교합니다.',
      competency: 'technology',
    },
    {
      key: 'certification-study',
      label: '자격 학습',
      meaning: '직무에 필요한 금융 자격과 지식을 꾸준히 준비합니다.',
      competency: 'self-development',
    },
  ],
  // 인문·사회과학 연구직
  '11': [
    {
      key: 'research-design',
      label: '연구 설계',
      meaning: '연구 질문을 세우고 이에 맞는 방법과 절차를 정합니다.',
      competency: 'problem-solving',
    },
    {
      key: 'critical-thinking',
      label: '비판적 사고',
      meaning: '자료와 주장을 그대로 받아들이지 않고 타당성을 따집니다.',
      competency: 'problem-solving',
    },
    {
      key: 'literature-review',
      label: '문헌 검토',
      meaning: '선행 연구와 자료를 찾아 읽고 쟁점을 정리합니다.',
      competency: 'information',
    },
    {
      key: 'fieldwork',
      label: '조사 수행',
      meaning: '설문과 면담을 계획대로 진행하고 자료를 모읍니다.',
      competency: 'resource-management',
    },
    {
      key: 'statistical-analysis',
      label: '통계 분석',
      meaning: '조사 자료를 통계로 분석하고 결과를 해석합니다.',
      competency: 'numeracy',
    },
    {
      key: 'analysis-software',
      label: '분석 도구 활용',
      meaning: '통계 프로그램이나 질적 분석 도구를 다룹니다.',
      competency: 'technology',
    },
    {
      key: 'academic-writing',
      label: '논리적 글쓰기',
      meaning: '주장과 근거를 논리적으로 엮어 보고서와 논문을 씁니다.',
      competency: 'communication',
    },
    {
      key: 'research-presentation',
      label: '연구 발표',
      meaning: '연구 결과를 청중에 맞게 설명하고 질문에 답합니다.',
      competency: 'communication',
    },
    {
      key: 'team-research',
      label: '공동 연구 협업',
      meaning: '연구진과 역할을 나누고 일정과 결과를 공유합니다.',
      competency: 'interpersonal',
    },
    {
      key: 'research-ethics',
      label: '연구 윤리',
      meaning: '참여자 동의, 개인정보 보호, 출처 표기를 지킵니다.',
      competency: 'ethics',
    },
    {
      key: 'method-learning',
      label: '전문성 심화',
      meaning: '새 이론과 방법론을 꾸준히 익혀 연구에 활용합니다.',
      competency: 'self-development',
    },
  ],
  // 자연·생명과학 연구직
  '12': [
    {
      key: 'experiment-design',
      label: '실험 설계',
      meaning: '가설을 세우고 변인을 통제한 실험 절차를 짭니다.',
      competency: 'problem-solving',
    },
    {
      key: 'troubleshooting',
      label: '실험 문제 해결',
      meaning: '예상과 다른 결과가 나오면 원인을 하나씩 좁혀 나갑니다.',
      competency: 'problem-solving',
    },
    {
      key: 'lab-technique',
      label: '실험 기법',
      meaning: '장비와 시약을 다루며 실험을 정확하게 수행합니다.',
      competency: 'technology',
    },
    {
      key: 'data-analysis',
      label: '데이터 분석',
      meaning: '실험 결과를 통계적으로 처리하고 의미를 해석합니다.',
      competency: 'numeracy',
    },
    {
      key: 'analysis-programming',
      label: '분석 프로그래밍',
      meaning: 'R이나 파이썬으로 많은 양의 데이터를 처리합니다.',
      competency: 'information',
    },
    {
      key: 'lab-records',
      label: '연구 기록',
      meaning: '다른 사람이 재현할 수 있도록 과정과 결과를 기록합니다.',
      competency: 'information',
    },
    {
      key: 'scientific-writing',
      label: '과학적 글쓰기',
      meaning: '연구 결과를 논문과 보고서 형식에 맞춰 씁니다.',
      competency: 'communication',
    },
    {
      key: 'lab-collaboration',
      label: '연구실 협업',
      meaning: '장비와 일정을 나누어 쓰며 동료와 함께 연구합니다.',
      competency: 'interpersonal',
    },
    {
      key: 'supplies-management',
      label: '시약·장비 관리',
      meaning: '시약 재고와 장비 사용 일정을 계획적으로 관리합니다.',
      competency: 'resource-management',
    },
    {
      key: 'research-integrity',
      label: '연구 진실성',
      meaning: '데이터를 꾸미지 않고 결과를 있는 그대로 보고합니다.',
      competency: 'ethics',
    },
    {
      key: 'lab-safety',
      label: '실험실 안전',
      meaning: '안전 수칙과 폐기물 처리 기준을 빠짐없이 지킵니다.',
      competency: 'ethics',
    },
    {
      key: 'paper-reading',
      label: '논문 읽기',
      meaning: '최신 논문을 찾아 읽고 연구에 필요한 지식을 넓힙니다.',
      competency: 'self-development',
    },
  ],
  // 정보통신 연구개발직 및 공학기술직
  '13': [
    {
      key: 'programming',
      label: '프로그래밍',
      meaning: '요구사항을 동작하는 코드로 구현합니다.',
      competency: 'technology',
    },
    {
      key: 'version-control',
      label: '버전 관리',
      meaning: '깃 같은 도구로 변경 이력을 관리하며 함께 작업합니다.',
      competency: 'technology',
    },
    {
      key: 'problem-decomposition',
      label: '문제 분해',
      meaning: '큰 문제를 작은 단위로 나누어 차례로 해결합니다.',
      competency: 'problem-solving',
    },
    {
      key: 'debugging',
      label: '디버깅',
      meaning: '오류를 재현하고 원인을 추적해 고칩니다.',
      competency: 'problem-solving',
    },
    {
      key: 'algorithmic-thinking',
      label: '알고리즘 사고',
      meaning: '효율을 따져 알맞은 자료구조와 알고리즘을 고릅니다.',
      competency: 'numeracy',
    },
    {
      key: 'code-review',
      label: '코드 리뷰 협업',
      meaning: '서로의 코드를 검토하고 의견을 주고받으며 품질을 높입니다.',
      competency: 'interpersonal',
    },
    {
      key: 'technical-docs',
      label: '기술 문서 작성',
      meaning: '설계와 사용법을 다른 개발자가 이해하도록 문서로 남깁니다.',
      competency: 'communication',
    },
    {
      key: 'requirements',
      label: '요구사항 파악',
      meaning: '사용자와 기획자의 요구를 듣고 기능 단위로 정리합니다.',
      competency: 'communication',
    },
    {
      key: 'data-handling',
      label: '데이터 처리',
      meaning: '데이터를 저장, 조회, 가공하는 구조를 이해하고 다룹니다.',
      competency: 'information',
    },
    {
      key: 'estimation',
      label: '일정 산정',
      meaning: '작업량을 가늠해 현실적인 개발 일정을 세웁니다.',
      competency: 'resource-management',
    },
    {
      key: 'security-awareness',
      label: '보안 의식',
      meaning: '개인정보와 시스템 보안을 지키는 방식으로 개발합니다.',
      competency: 'ethics',
    },
    {
      key: 'self-learning',
      label: '신기술 학습',
      meaning: '새 언어와 도구를 스스로 익혀 프로젝트에 적용합니다.',
      competency: 'self-development',
    },
  ],
  // 건설·채굴 연구개발직 및 공학기술직
  '14': [
    {
      key: 'design-understanding',
      label: '설계 이해',
      meaning: '도면과 설계 기준을 읽고 구조물의 요구사항을 파악합니다.',
      competency: 'technology',
    },
    {
      key: 'cad',
      label: '캐드 활용',
      meaning: '캐드 같은 설계 프로그램으로 도면을 그리고 고칩니다.',
      competency: 'technology',
    },
    {
      key: 'quantity-estimation',
      label: '물량 산출',
      meaning: '도면에서 자재 물량과 공사비를 계산합니다.',
      competency: 'numeracy',
    },
    {
      key: 'survey-data',
      label: '측량 자료 해석',
      meaning: '측량과 지반 조사 결과를 읽고 설계에 반영합니다.',
      competency: 'information',
    },
    {
      key: 'site-management',
      label: '현장 관리',
      meaning: '인력, 장비, 자재 투입을 공정에 맞게 조정합니다.',
      competency: 'resource-management',
    },
    {
      key: 'schedule-control',
      label: '공정 관리',
      meaning: '공사 순서와 일정을 계획하고 지연을 관리합니다.',
      competency: 'resource-management',
    },
    {
      key: 'field-problem-solving',
      label: '현장 문제 해결',
      meaning: '설계와 현장이 다를 때 원인을 찾고 대안을 냅니다.',
      competency: 'problem-solving',
    },
    {
      key: 'client-communication',
      label: '발주처 소통',
      meaning: '발주처, 협력업체와 진행 상황을 공유하고 협의합니다.',
      competency: 'communication',
    },
    {
      key: 'trade-coordination',
      label: '공종 간 협업',
      meaning: '여러 공종의 작업자와 순서를 맞추며 함께 일합니다.',
      competency: 'interpersonal',
    },
    {
      key: 'regulations',
      label: '법규·기준 이해',
      meaning: '건축·토목 관련 법규와 설계 기준을 확인하고 따릅니다.',
      competency: 'organisation',
    },
    {
      key: 'safety-management',
      label: '안전 관리',
      meaning: '안전 수칙을 지키고 현장의 위험 요인을 미리 없앱니다.',
      competency: 'ethics',
    },
  ],
  // 제조 연구개발직 및 공학기술직
  '15': [
    {
      key: 'product-design',
      label: '제품 설계',
      meaning: '기능과 생산성을 고려해 부품과 제품을 설계합니다.',
      competency: 'technology',
    },
    {
      key: 'testing',
      label: '시험·평가',
      meaning: '시험 계획을 세우고 성능을 측정해 설계를 검증합니다.',
      competency: 'technology',
    },
    {
      key: 'process-improvement',
      label: '공정 개선',
      meaning: '생산 공정의 병목을 찾아 효율과 수율을 높입니다.',
      competency: 'problem-solving',
    },
    {
      key: 'root-cause',
      label: '원인 분석',
      meaning: '문제의 근본 원인을 단계적으로 파고들어 재발을 막습니다.',
      competency: 'problem-solving',
    },
    {
      key: 'quality-data',
      label: '품질 데이터 분석',
      meaning: '불량 데이터를 통계로 분석해 개선할 곳을 찾습니다.',
      competency: 'numeracy',
    },
    {
      key: 'technical-report',
      label: '기술 보고서',
      meaning: '실험과 시험 결과를 근거와 함께 보고서로 정리합니다.',
      competency: 'communication',
    },
    {
      key: 'cost-awareness',
      label: '원가 의식',
      meaning: '재료비와 공정 비용을 따져 현실적인 설계안을 냅니다.',
      competency: 'resource-management',
    },
    {
      key: 'cross-functional',
      label: '유관 부서 협업',
      meaning: '생산, 품질, 구매 부서와 함께 문제를 풀어 갑니다.',
      competency: 'interpersonal',
    },
    {
      key: 'standards',
      label: '규격·인증 이해',
      meaning: '산업 규격과 인증 요건을 확인하고 설계에 반영합니다.',
      competency: 'organisation',
    },
    {
      key: 'tech-trends',
      label: '기술 동향 학습',
      meaning: '소재와 공정 기술의 새 흐름을 찾아 배웁니다.',
      competency: 'self-development',
    },
    {
      key: 'safety-environment',
      label: '안전·환경 책임',
      meaning: '제품과 공정이 사람과 환경에 미칠 영향을 살핍니다.',
      competency: 'ethics',
    },
  ],
  // 교육직
  '21': [
    {
      key: 'lesson-design',
      label: '수업 설계',
      meaning: '학습 목표에 맞춰 내용과 활동, 평가를 구성합니다.',
      competency: 'problem-solving',
    },
    {
      key: 'clear-explanation',
      label: '쉬운 설명',
      meaning: '어려운 개념을 학습자 수준에 맞게 풀어 설명합니다.',
      competency: 'communication',
    },
    {
      key: 'guardian-communication',
      label: '학부모 소통',
      meaning: '학습자의 상황을 보호자와 정확하고 따뜻하게 나눕니다.',
      competency: 'communication',
    },
    {
      key: 'learner-understanding',
      label: '학습자 이해',
      meaning: '학습자의 수준과 흥미, 어려움을 살펴 지도합니다.',
      competency: 'interpersonal',
    },
    {
      key: 'achievement-analysis',
      label: '성취도 분석',
      meaning: '평가 결과를 분석해 학습자마다 보완할 점을 찾습니다.',
      competency: 'numeracy',
    },
    {
      key: 'class-management',
      label: '학급 운영',
      meaning: '규칙과 분위기를 세워 배움에 집중하는 환경을 만듭니다.',
      competency: 'organisation',
    },
    {
      key: 'time-allocation',
      label: '수업 시간 운영',
      meaning: '정해진 시간 안에 활동을 알맞게 배분합니다.',
      competency: 'resource-management',
    },
    {
      key: 'material-development',
      label: '교재 개발',
      meaning: '자료를 찾아 학습자에게 맞는 교재와 활동지를 만듭니다.',
      competency: 'information',
    },
    {
      key: 'edutech',
      label: '교육 매체 활용',
      meaning: '디지털 도구와 교구를 수업에 알맞게 활용합니다.',
      competency: 'technology',
    },
    {
      key: 'teaching-growth',
      label: '교수 역량 개발',
      meaning: '수업을 돌아보고 연수와 연구로 가르치는 방법을 다듬습니다.',
      competency: 'self-development',
    },
    {
      key: 'educator-ethics',
      label: '교육자 윤리',
      meaning: '학습자를 공정하게 대하고 인권과 안전을 지킵니다.',
      competency: 'ethics',
    },
  ],
  // 법률직
  '22': [
    {
      key: 'legal-research',
      label: '법령·판례 조사',
      meaning: '사안에 맞는 법령과 판례를 찾아 정리합니다.',
      competency: 'information',
    },
    {
      key: 'legal-reasoning',
      label: '법적 논증',
      meaning: '사실관계에 법을 적용해 논리적인 결론을 이끌어 냅니다.',
      competency: 'problem-solving',
    },
    {
      key: 'fact-finding',
      label: '사실관계 정리',
      meaning: '자료와 진술에서 쟁점이 되는 사실을 가려냅니다.',
      competency: 'problem-solving',
    },
    {
      key: 'legal-writing',
      label: '법률 문서 작성',
      meaning: '소장, 의견서, 계약서를 정확한 표현으로 작성합니다.',
      competency: 'communication',
    },
    {
      key: 'client-counsel',
      label: '의뢰인 상담',
      meaning: '의뢰인의 이야기를 듣고 법적 선택지를 쉽게 설명합니다.',
      competency: 'communication',
    },
    {
      key: 'negotiation',
      label: '협상·조정',
      meaning: '당사자의 이해를 조율해 합의점을 찾습니다.',
      competency: 'interpersonal',
    },
    {
      key: 'damages-calculation',
      label: '손해액 산정',
      meaning: '배상액, 이자, 비용을 근거에 따라 계산합니다.',
      competency: 'numeracy',
    },
    {
      key: 'deadline-management',
      label: '기일 관리',
      meaning: '재판 기일과 서류 제출 기한을 빠짐없이 챙깁니다.',
      competency: 'resource-management',
    },
    {
      key: 'court-procedure',
      label: '사법 절차 이해',
      meaning: '법원과 관계 기관의 절차와 업무 흐름을 이해합니다.',
      competency: 'organisation',
    },
    {
      key: 'confidentiality',
      label: '비밀 유지',
      meaning: '업무로 알게 된 정보를 지키고 이해충돌을 피합니다.',
      competency: 'ethics',
    },
    {
      key: 'law-updates',
      label: '법 개정 파악',
      meaning: '법령 개정과 새 판례를 꾸준히 공부합니다.',
      competency: 'self-development',
    },
  ],
  // 사회복지·종교직
  '23': [
    {
      key: 'needs-assessment',
      label: '욕구 사정',
      meaning: '대상자의 상황과 필요를 면담과 자료로 파악합니다.',
      competency: 'problem-solving',
    },
    {
      key: 'crisis-intervention',
      label: '위기 개입',
      meaning: '위급한 상황에서 침착하게 안전을 확보하고 도움을 연결합니다.',
      competency: 'problem-solving',
    },
    {
      key: 'empathic-listening',
      label: '공감적 경청',
      meaning: '상대의 이야기를 판단 없이 듣고 마음을 헤아립니다.',
      competency: 'communication',
    },
    {
      key: 'rapport',
      label: '신뢰 관계 형성',
      meaning: '대상자와 꾸준히 만나며 믿을 수 있는 관계를 쌓습니다.',
      competency: 'interpersonal',
    },
    {
      key: 'case-management',
      label: '사례 관리',
      meaning: '필요한 서비스를 연결하고 지원 과정을 꾸준히 점검합니다.',
      competency: 'resource-management',
    },
    {
      key: 'resource-linking',
      label: '지역 자원 연계',
      meaning: '지역 기관과 후원처를 찾아 대상자에게 연결합니다.',
      competency: 'resource-management',
    },
    {
      key: 'program-planning',
      label: '프로그램 기획',
      meaning: '기관의 목적과 대상자의 필요에 맞는 프로그램을 기획합니다.',
      competency: 'organisation',
    },
    {
      key: 'case-records',
      label: '기록·행정',
      meaning: '상담 내용과 서비스 제공 과정을 정확하게 기록합니다.',
      competency: 'information',
    },
    {
      key: 'grant-settlement',
      label: '사업비 정산',
      meaning: '사업비 집행 내역을 계산하고 증빙에 맞게 정산합니다.',
      competency: 'numeracy',
    },
    {
      key: 'human-rights',
      label: '인권 존중',
      meaning: '대상자의 자기결정과 비밀을 존중하며 일합니다.',
      competency: 'ethics',
    },
    {
      key: 'self-care',
      label: '소진 관리',
      meaning: '감정 소모가 큰 일 속에서 스스로를 돌보고 회복합니다.',
      competency: 'self-development',
    },
  ],
  // 경찰·소방·교도직
  '24': [
    {
      key: 'situational-judgment',
      label: '상황 판단',
      meaning: '긴박한 상황에서 무엇부터 해야 할지 빠르게 판단합니다.',
      competency: 'problem-solving',
    },
    {
      key: 'evidence-gathering',
      label: '정보 수집',
      meaning: '현장과 기록에서 사건 해결에 필요한 단서를 모읍니다.',
      competency: 'information',
    },
    {
      key: 'civilian-communication',
      label: '시민 응대',
      meaning: '놀라거나 흥분한 시민에게 차분하고 분명하게 설명합니다.',
      competency: 'communication',
    },
    {
      key: 'report-writing',
      label: '보고서 작성',
      meaning: '사건과 조치 내용을 사실대로 빠짐없이 기록합니다.',
      competency: 'communication',
    },
    {
      key: 'team-mission',
      label: '팀 임무 수행',
      meaning: '동료와 역할을 나누고 신호를 맞춰 함께 움직입니다.',
      competency: 'interpersonal',
    },
    {
      key: 'chain-of-command',
      label: '지휘 체계 이해',
      meaning: '보고 체계와 지시를 이해하고 정확히 따릅니다.',
      competency: 'organisation',
    },
    {
      key: 'equipment-handling',
      label: '장비 숙달',
      meaning: '현장 장비를 안전하고 정확하게 다룹니다.',
      competency: 'technology',
    },
    {
      key: 'physical-fitness',
      label: '체력 관리',
      meaning: '현장 임무를 감당할 체력을 꾸준히 기르고 유지합니다.',
      competency: 'self-development',
    },
    {
      key: 'stress-control',
      label: '스트레스 관리',
      meaning: '위험과 긴장 속에서도 감정을 다스리고 회복합니다.',
      competency: 'self-development',
    },
    {
      key: 'lawful-conduct',
      label: '법 집행 원칙',
      meaning: '법과 절차에 따라 공정하고 절제된 방식으로 행동합니다.',
      competency: 'ethics',
    },
    {
      key: 'integrity',
      label: '청렴성',
      meaning: '부당한 요구를 거절하고 공직자로서 청렴을 지킵니다.',
      competency: 'ethics',
    },
  ],
  // 군인
  '25': [
    {
      key: 'leadership',
      label: '지휘 리더십',
      meaning: '부대원의 역할을 정하고 앞장서서 임무를 이끕니다.',
      competency: 'interpersonal',
    },
    {
      key: 'unit-care',
      label: '부대원 관리',
      meaning: '부대원의 고충을 듣고 서로 믿는 분위기를 만듭니다.',
      competency: 'interpersonal',
    },
    {
      key: 'mission-planning',
      label: '작전 계획',
      meaning: '임무 목표에 맞춰 상황을 분석하고 실행 계획을 세웁니다.',
      competency: 'problem-solving',
    },
    {
      key: 'crisis-response',
      label: '위기 대응',
      meaning: '예상하지 못한 상황에서 침착하게 대안을 찾습니다.',
      competency: 'problem-solving',
    },
    {
      key: 'clear-reporting',
      label: '명확한 보고',
      meaning: '상황을 간결하고 정확하게 보고하고 전달합니다.',
      competency: 'communication',
    },
    {
      key: 'chain-of-command',
      label: '지휘 체계 이해',
      meaning: '계급과 보고 체계 안에서 맡은 역할을 정확히 해냅니다.',
      competency: 'organisation',
    },
    {
      key: 'equipment-operation',
      label: '장비 운용',
      meaning: '무기와 통신 장비를 숙달하고 정비합니다.',
      competency: 'technology',
    },
    {
      key: 'logistics',
      label: '물자 관리',
      meaning: '보급 물자와 장비의 수량과 상태를 관리합니다.',
      competency: 'resource-management',
    },
    {
      key: 'information-security',
      label: '보안 유지',
      meaning: '군사 정보를 규정에 따라 다루고 새어 나가지 않게 합니다.',
      competency: 'information',
    },
    {
      key: 'discipline',
      label: '규율 준수',
      meaning: '규정과 명령 체계를 존중하며 책임 있게 행동합니다.',
      competency: 'ethics',
    },
    {
      key: 'physical-fitness',
      label: '체력 관리',
      meaning: '임무 수행에 필요한 체력을 꾸준히 단련합니다.',
      competency: 'self-development',
    },
  ],
  // 보건·의료직
  '30': [
    {
      key: 'patient-respect',
      label: '환자 응대',
      meaning: '환자의 불안을 살피며 존중하는 태도로 대합니다.',
      competency: 'interpersonal',
    },
    {
      key: 'interprofessional',
      label: '다직종 협업',
      meaning: '의사, 간호사, 치료사 등과 역할을 나누어 협력합니다.',
      competency: 'interpersonal',
    },
    {
      key: 'patient-education',
      label: '쉬운 설명',
      meaning: '검사, 치료, 복약 내용을 환자가 알아듣게 설명합니다.',
      competency: 'communication',
    },
    {
      key: 'handover',
      label: '인수인계',
      meaning: '교대할 때 환자 정보를 빠짐없이 전하고 확인합니다.',
      competency: 'communication',
    },
    {
      key: 'clinical-skill',
      label: '임상 술기',
      meaning: '배운 술기와 장비를 절차에 맞게 정확히 수행합니다.',
      competency: 'technology',
    },
    {
      key: 'dose-calculation',
      label: '투약 계산',
      meaning: '용량과 단위를 정확히 계산하고 다시 한번 확인합니다.',
      competency: 'numeracy',
    },
    {
      key: 'charting',
      label: '의무 기록',
      meaning: '환자 상태와 처치 내용을 정확하고 제때 기록합니다.',
      competency: 'information',
    },
    {
      key: 'triage',
      label: '우선순위 판단',
      meaning: '여러 환자 가운데 먼저 돌볼 사람을 상태에 따라 판단합니다.',
      competency: 'problem-solving',
    },
    {
      key: 'supply-management',
      label: '물품 관리',
      meaning: '의약품과 소모품 재고를 확인하고 관리합니다.',
      competency: 'resource-management',
    },
    {
      key: 'infection-control',
      label: '감염 관리',
      meaning: '감염 예방 지침을 지키고 위생 절차를 철저히 따릅니다.',
      competency: 'organisation',
    },
    {
      key: 'patient-privacy',
      label: '환자 정보 보호',
      meaning: '환자의 개인정보와 사생활을 철저히 지킵니다.',
      competency: 'ethics',
    },
    {
      key: 'clinical-learning',
      label: '최신 지식 학습',
      meaning: '새로운 진료 지침과 근거를 꾸준히 공부합니다.',
      competency: 'self-development',
    },
  ],
  // 예술·디자인·방송직
  '41': [
    {
      key: 'concept-planning',
      label: '콘셉트 기획',
      meaning: '목적과 대상에 맞는 표현 방향을 정하고 구체화합니다.',
      competency: 'problem-solving',
    },
    {
      key: 'craft-skill',
      label: '표현 기량',
      meaning: '머릿속 의도를 작품과 결과물로 옮겨 내는 기량입니다.',
      competency: 'technology',
    },
    {
      key: 'tool-proficiency',
      label: '제작 도구 활용',
      meaning: '디자인, 편집, 촬영 장비와 프로그램을 능숙하게 다룹니다.',
      competency: 'technology',
    },
    {
      key: 'client-brief',
      label: '요구 파악',
      meaning: '의뢰인이나 연출의 요구를 듣고 핵심을 정리합니다.',
      competency: 'communication',
    },
    {
      key: 'work-presentation',
      label: '작업물 정리',
      meaning: '작업 과정과 결과를 보기 쉽게 정리해 보여 줍니다.',
      competency: 'communication',
    },
    {
      key: 'feedback-handling',
      label: '피드백 반영',
      meaning: '비판을 받아들이고 작업에 반영해 결과를 개선합니다.',
      competency: 'interpersonal',
    },
    {
      key: 'production-teamwork',
      label: '제작 협업',
      meaning: '여러 분야의 제작진과 의견을 맞추며 함께 만듭니다.',
      competency: 'interpersonal',
    },
    {
      key: 'deadline',
      label: '마감 관리',
      meaning: '제작 일정과 예산 안에서 작업을 완성합니다.',
      competency: 'resource-management',
    },
    {
      key: 'trend-research',
      label: '트렌드 조사',
      meaning: '시장과 대중의 취향 변화를 살펴 작업에 참고합니다.',
      competency: 'information',
    },
    {
      key: 'production-process',
      label: '제작 과정 이해',
      meaning: '기획부터 배포까지 제작 흐름과 각자의 역할을 이해합니다.',
      competency: 'organisation',
    },
    {
      key: 'copyright',
      label: '저작권 존중',
      meaning: '타인의 창작물과 초상권을 존중하고 출처를 밝힙니다.',
      competency: 'ethics',
    },
    {
      key: 'practice',
      label: '꾸준한 연습',
      meaning: '작업과 연습을 쌓아 자신만의 표현을 다듬습니다.',
      competency: 'self-development',
    },
  ],
  // 스포츠·레크리에이션직
  '42': [
    {
      key: 'demonstration',
      label: '기술 시범',
      meaning: '동작을 정확한 자세로 보여 주고 요령을 알려 줍니다.',
      competency: 'technology',
    },
    {
      key: 'exercise-science',
      label: '운동 과학 지식',
      meaning: '운동 원리와 신체 구조 지식을 지도에 활용합니다.',
      competency: 'technology',
    },
    {
      key: 'program-design',
      label: '프로그램 구성',
      meaning: '참가자의 나이와 수준에 맞춘 운동·놀이 프로그램을 짭니다.',
      competency: 'problem-solving',
    },
    {
      key: 'progress-measurement',
      label: '기록 측정',
      meaning: '기록과 체력 측정 결과를 비교해 변화를 살핍니다.',
      competency: 'numeracy',
    },
    {
      key: 'group-leading',
      label: '단체 진행',
      meaning: '많은 인원 앞에서 분명한 말과 신호로 활동을 이끕니다.',
      competency: 'communication',
    },
    {
      key: 'motivation',
      label: '동기 부여',
      meaning: '참가자가 즐겁게 꾸준히 참여하도록 격려합니다.',
      competency: 'interpersonal',
    },
    {
      key: 'member-care',
      label: '회원 관리',
      meaning: '회원의 목표와 출석을 챙기며 관계를 이어 갑니다.',
      competency: 'interpersonal',
    },
    {
      key: 'event-operation',
      label: '행사 운영',
      meaning: '대회나 행사의 장소, 장비, 인력을 준비합니다.',
      competency: 'resource-management',
    },
    {
      key: 'rules-knowledge',
      label: '경기 규정 이해',
      meaning: '종목의 규정과 대회 운영 방식을 이해합니다.',
      competency: 'organisation',
    },
    {
      key: 'safety',
      label: '안전 관리',
      meaning: '부상을 예방하고 사고가 나면 응급조치를 합니다.',
      competency: 'ethics',
    },
    {
      key: 'fair-play',
      label: '공정성',
      meaning: '규칙을 지키고 모든 참가자를 공정하게 대합니다.',
      competency: 'ethics',
    },
    {
      key: 'self-conditioning',
      label: '자기 관리',
      meaning: '자신의 체력과 기량을 꾸준히 관리합니다.',
      competency: 'self-development',
    },
  ],
  // 미용·예식 서비스직
  '51': [
    {
      key: 'treatment-skill',
      label: '시술 기술',
      meaning: '커트, 메이크업, 관리 같은 시술을 정확하고 깔끔하게 합니다.',
      competency: 'technology',
    },
    {
      key: 'consultation',
      label: '고객 상담',
      meaning: '원하는 스타일과 고민을 듣고 알맞은 방법을 제안합니다.',
      competency: 'communication',
    },
    {
      key: 'regular-customers',
      label: '단골 관리',
      meaning: '고객의 취향을 기억하고 다시 찾고 싶은 관계를 만듭니다.',
      competency: 'interpersonal',
    },
    {
      key: 'complaint-handling',
      label: '불만 대처',
      meaning: '결과에 불만이 있으면 이유를 듣고 해결 방안을 찾습니다.',
      competency: 'problem-solving',
    },
    {
      key: 'trend-sense',
      label: '트렌드 감각',
      meaning: '유행하는 스타일과 제품 정보를 꾸준히 살핍니다.',
      competency: 'information',
    },
    {
      key: 'booking',
      label: '예약 관리',
      meaning: '예약 일정을 조정하고 약속한 시술 시간을 지킵니다.',
      competency: 'resource-management',
    },
    {
      key: 'price-guidance',
      label: '비용 안내',
      meaning: '시술과 상품 비용을 정확히 계산하고 미리 안내합니다.',
      competency: 'numeracy',
    },
    {
      key: 'ceremony-coordination',
      label: '예식 진행',
      meaning: '예식 순서와 관계자의 역할을 맞추어 진행합니다.',
      competency: 'organisation',
    },
    {
      key: 'hygiene',
      label: '위생 관리',
      meaning: '도구와 작업 공간을 위생 기준에 맞게 관리합니다.',
      competency: 'ethics',
    },
    {
      key: 'skill-practice',
      label: '기술 연마',
      meaning: '새 기법을 배우고 연습해 시술 범위를 넓힙니다.',
      competency: 'self-development',
    },
  ],
  // 여행·숙박·오락 서비스직
  '52': [
    {
      key: 'guest-service',
      label: '고객 응대',
      meaning: '방문객을 친절하게 맞이하고 요청을 정확히 처리합니다.',
      competency: 'communication',
    },
    {
      key: 'foreign-language',
      label: '외국어 소통',
      meaning: '외국인 손님과 필요한 내용을 외국어로 주고받습니다.',
      competency: 'communication',
    },
    {
      key: 'itinerary-planning',
      label: '일정 기획',
      meaning: '고객의 목적과 예산에 맞춘 여행 일정을 짭니다.',
      competency: 'problem-solving',
    },
    {
      key: 'complaint-handling',
      label: '불만 해결',
      meaning: '불편을 겪은 고객의 이야기를 듣고 해결책을 찾습니다.',
      competency: 'problem-solving',
    },
    {
      key: 'booking-system',
      label: '예약 시스템 활용',
      meaning: '예약과 객실 관리 프로그램을 정확하게 다룹니다.',
      competency: 'technology',
    },
    {
      key: 'local-information',
      label: '지역 정보 안내',
      meaning: '관광지, 교통, 음식점 정보를 알아 두고 안내합니다.',
      competency: 'information',
    },
    {
      key: 'billing',
      label: '요금 정산',
      meaning: '요금과 환율, 환불 금액을 정확히 계산합니다.',
      competency: 'numeracy',
    },
    {
      key: 'shift-teamwork',
      label: '교대 협업',
      meaning: '교대 근무자와 상황을 공유하며 빈틈없이 운영합니다.',
      competency: 'interpersonal',
    },
    {
      key: 'diversity-respect',
      label: '다양성 존중',
      meaning: '다른 문화와 배경을 가진 손님을 존중하며 대합니다.',
      competency: 'interpersonal',
    },
    {
      key: 'service-standards',
      label: '서비스 기준 이해',
      meaning: '업장의 서비스 기준과 절차를 익혀 한결같이 지킵니다.',
      competency: 'organisation',
    },
    {
      key: 'guest-safety',
      label: '안전 책임',
      meaning: '고객의 안전을 먼저 생각하고 비상 절차를 지킵니다.',
      competency: 'ethics',
    },
  ],
  // 음식 서비스직
  '53': [
    {
      key: 'hygiene',
      label: '위생 관리',
      meaning: '식재료와 조리 공간을 위생 기준에 맞게 관리합니다.',
      competency: 'ethics',
    },
    {
      key: 'guest-service',
      label: '손님 응대',
      meaning: '손님을 밝게 맞이하고 주문과 요청을 정확히 받습니다.',
      competency: 'communication',
    },
    {
      key: 'multitasking',
      label: '동시 처리',
      meaning: '손님이 몰리는 시간에도 여러 주문을 순서대로 빠르게 처리합니다.',
      competency: 'resource-management',
    },
    {
      key: 'inventory',
      label: '재고 관리',
      meaning: '식재료 양과 유통기한을 확인해 낭비를 줄입니다.',
      competency: 'resource-management',
    },
    {
      key: 'cooking-skill',
      label: '조리 기술',
      meaning: '레시피에 맞춰 맛과 모양을 한결같이 만들어 냅니다.',
      competency: 'technology',
    },
    {
      key: 'kitchen-hall-teamwork',
      label: '주방·홀 협업',
      meaning: '주방과 홀이 신호를 맞추어 음식을 제때 내보냅니다.',
      competency: 'interpersonal',
    },
    {
      key: 'cash-handling',
      label: '계산·정산',
      meaning: '주문 금액을 계산하고 마감 때 매출을 정산합니다.',
      competency: 'numeracy',
    },
    {
      key: 'complaint-handling',
      label: '불만 대처',
      meaning: '음식이나 서비스에 불만이 생기면 침착하게 해결합니다.',
      competency: 'problem-solving',
    },
    {
      key: 'menu-information',
      label: '메뉴 안내',
      meaning: '메뉴 재료와 알레르기 정보를 알고 정확히 안내합니다.',
      competency: 'information',
    },
    {
      key: 'store-rules',
      label: '매장 규칙 준수',
      meaning: '매장의 운영 기준과 역할 분담을 이해하고 따릅니다.',
      competency: 'organisation',
    },
    {
      key: 'cooking-growth',
      label: '조리 역량 향상',
      meaning: '새 요리법과 재료를 배우고 꾸준히 연습합니다.',
      competency: 'self-development',
    },
  ],
  // 경호·경비직
  '54': [
    {
      key: 'vigilance',
      label: '주의 관찰',
      meaning: '주변의 이상 징후를 놓치지 않고 살핍니다.',
      competency: 'information',
    },
    {
      key: 'emergency-response',
      label: '비상 대응',
      meaning: '사고나 위험 상황에서 정해진 절차대로 빠르게 대처합니다.',
      competency: 'problem-solving',
    },
    {
      key: 'access-control',
      label: '출입 통제',
      meaning: '출입 기준에 따라 사람과 차량을 확인합니다.',
      competency: 'organisation',
    },
    {
      key: 'security-equipment',
      label: '보안 장비 운용',
      meaning: '감시 카메라와 출입 시스템 같은 장비를 다룹니다.',
      competency: 'technology',
    },
    {
      key: 'polite-guidance',
      label: '정중한 응대',
      meaning: '방문객과 입주민에게 정중하고 분명하게 안내합니다.',
      competency: 'communication',
    },
    {
      key: 'duty-log',
      label: '근무 일지 작성',
      meaning: '순찰과 특이사항을 정확히 기록하고 다음 근무자에게 전합니다.',
      competency: 'communication',
    },
    {
      key: 'radio-teamwork',
      label: '근무자 협조',
      meaning: '동료와 무전으로 상황을 공유하며 함께 대응합니다.',
      competency: 'interpersonal',
    },
    {
      key: 'shift-readiness',
      label: '교대 근무 관리',
      meaning: '교대 일정에 맞춰 생활 리듬과 근무 준비를 관리합니다.',
      competency: 'resource-management',
    },
    {
      key: 'physical-readiness',
      label: '체력 관리',
      meaning: '오랜 시간 서서 하는 근무와 경호 임무를 위한 체력을 유지합니다.',
      competency: 'self-development',
    },
    {
      key: 'confidentiality',
      label: '비밀 유지',
      meaning: '근무 중 알게 된 정보와 일정을 외부에 말하지 않습니다.',
      competency: 'ethics',
    },
    {
      key: 'lawful-conduct',
      label: '권한 내 행동',
      meaning: '권한의 범위를 알고 법이 정한 한도 안에서 행동합니다.',
      competency: 'ethics',
    },
  ],
  // 돌봄 서비스직(간병·육아)
  '55': [
    {
      key: 'daily-living-support',
      label: '생활 지원',
      meaning: '식사, 씻기, 이동을 안전한 방법으로 돕습니다.',
      competency: 'technology',
    },
    {
      key: 'condition-observation',
      label: '상태 관찰',
      meaning: '돌보는 사람의 컨디션 변화를 살피고 기록합니다.',
      competency: 'information',
    },
    {
      key: 'vital-measurement',
      label: '체온·섭취량 측정',
      meaning: '체온과 먹은 양 같은 수치를 정확히 재고 기록합니다.',
      competency: 'numeracy',
    },
    {
      key: 'empathy',
      label: '공감과 배려',
      meaning: '돌봄 대상의 마음과 속도에 맞추어 대합니다.',
      competency: 'interpersonal',
    },
    {
      key: 'guardian-communication',
      label: '보호자 소통',
      meaning: '하루의 상태와 특이사항을 보호자에게 정확히 전합니다.',
      competency: 'communication',
    },
    {
      key: 'accident-prevention',
      label: '사고 예방',
      meaning: '넘어짐, 질식 같은 사고 위험을 미리 살펴 막습니다.',
      competency: 'problem-solving',
    },
    {
      key: 'emergency-care',
      label: '응급 대처',
      meaning: '갑작스러운 상황에서 응급조치를 하고 도움을 요청합니다.',
      competency: 'problem-solving',
    },
    {
      key: 'routine-management',
      label: '생활 시간 관리',
      meaning: '식사, 복약, 휴식 시간을 빠짐없이 챙깁니다.',
      competency: 'resource-management',
    },
    {
      key: 'care-plan',
      label: '돌봄 계획 준수',
      meaning: '기관과 가족이 정한 돌봄 계획과 규칙을 지킵니다.',
      competency: 'organisation',
    },
    {
      key: 'dignity',
      label: '존엄 존중',
      meaning: '대상자의 사생활과 스스로 정할 권리를 존중합니다.',
      competency: 'ethics',
    },
    {
      key: 'infection-prevention',
      label: '위생 관리',
      meaning: '손 씻기와 소독 같은 감염 예방 수칙을 지킵니다.',
      competency: 'ethics',
    },
    {
      key: 'self-care',
      label: '체력·감정 관리',
      meaning: '몸과 마음이 지치지 않도록 스스로를 돌봅니다.',
      competency: 'self-development',
    },
  ],
  // 청소 및 기타 개인 서비스직
  '56': [
    {
      key: 'cleaning-method',
      label: '청소 방법 숙지',
      meaning: '장소와 재질에 맞는 도구와 방법으로 청소합니다.',
      competency: 'technology',
    },
    {
      key: 'work-sequencing',
      label: '작업 순서 계획',
      meaning: '정해진 시간 안에 구역별 작업 순서를 정해 처리합니다.',
      competency: 'resource-management',
    },
    {
      key: 'supply-check',
      label: '비품 관리',
      meaning: '소모품과 장비의 수량을 확인하고 보충합니다.',
      competency: 'resource-management',
    },
    {
      key: 'workload-estimate',
      label: '작업량 산정',
      meaning: '면적과 작업량을 따져 필요한 시간과 비용을 가늠합니다.',
      competency: 'numeracy',
    },
    {
      key: 'request-handling',
      label: '요청 응대',
      meaning: '고객의 요청을 정확히 듣고 처리 결과를 알립니다.',
      competency: 'communication',
    },
    {
      key: 'issue-reporting',
      label: '이상 보고',
      meaning: '고장이나 파손을 발견하면 바로 알리고 조치합니다.',
      competency: 'problem-solving',
    },
    {
      key: 'teamwork',
      label: '동료 협업',
      meaning: '구역을 나누고 서로 도우며 작업을 마칩니다.',
      competency: 'interpersonal',
    },
    {
      key: 'site-rules',
      label: '작업 규정 준수',
      meaning: '건물과 업체의 작업 기준과 출입 규칙을 따릅니다.',
      competency: 'organisation',
    },
    {
      key: 'chemical-safety',
      label: '약품 안전 사용',
      meaning: '세제와 약품을 정해진 방법대로 안전하게 사용합니다.',
      competency: 'ethics',
    },
    {
      key: 'responsibility',
      label: '책임감',
      meaning: '눈에 잘 띄지 않는 곳까지 맡은 구역을 끝까지 책임집니다.',
      competency: 'ethics',
    },
    {
      key: 'physical-care',
      label: '체력 관리',
      meaning: '몸을 많이 쓰는 일에 맞게 체력과 건강을 관리합니다.',
      competency: 'self-development',
    },
  ],
  // 영업·판매직
  '61': [
    {
      key: 'needs-discovery',
      label: '고객 니즈 파악',
      meaning: '질문과 경청으로 고객이 원하는 것을 알아냅니다.',
      competency: 'communication',
    },
    {
      key: 'persuasion',
      label: '설득·제안',
      meaning: '고객의 이익을 중심으로 알맞은 해결책을 제안합니다.',
      competency: 'communication',
    },
    {
      key: 'product-knowledge',
      label: '상품 지식',
      meaning: '상품의 특징과 경쟁 제품과의 차이를 설명할 수 있습니다.',
      competency: 'information',
    },
    {
      key: 'market-research',
      label: '시장 조사',
      meaning: '경쟁사와 고객의 변화를 조사해 영업 전략에 반영합니다.',
      competency: 'information',
    },
    {
      key: 'relationship',
      label: '관계 관리',
      meaning: '거래처와 고객을 꾸준히 챙겨 신뢰를 쌓습니다.',
      competency: 'interpersonal',
    },
    {
      key: 'negotiation',
      label: '협상',
      meaning: '가격과 조건을 조율해 서로 받아들일 수 있는 합의를 만듭니다.',
      competency: 'interpersonal',
    },
    {
      key: 'objection-handling',
      label: '거절 대응',
      meaning: '고객이 망설이는 이유를 듣고 대안을 찾아 다시 제안합니다.',
      competency: 'problem-solving',
    },
    {
      key: 'sales-analysis',
      label: '매출 분석',
      meaning: '판매 데이터를 보고 잘 팔리는 상품과 그 이유를 찾습니다.',
      competency: 'numeracy',
    },
    {
      key: 'target-management',
      label: '목표 관리',
      meaning: '실적 목표를 나누어 계획하고 진행 상황을 점검합니다.',
      competency: 'resource-management',
    },
    {
      key: 'crm-tools',
      label: '고객 관리 도구',
      meaning: '고객 관리 프로그램에 상담 이력과 일정을 기록합니다.',
      competency: 'technology',
    },
    {
      key: 'honest-selling',
      label: '정직한 판매',
      meaning: '과장 없이 사실대로 안내하고 고객과의 약속을 지킵니다.',
      competency: 'ethics',
    },
    {
      key: 'resilience',
      label: '회복탄력성',
      meaning: '거절에 흔들리지 않고 다시 시도하며 배웁니다.',
      competency: 'self-development',
    },
  ],
  // 운전·운송직
  '62': [
    {
      key: 'safe-driving',
      label: '안전 운전',
      meaning: '교통 법규를 지키며 차량을 안정적으로 운행합니다.',
      competency: 'technology',
    },
    {
      key: 'vehicle-check',
      label: '차량 점검',
      meaning: '운행 전후로 차량 상태를 점검하고 이상을 알립니다.',
      competency: 'technology',
    },
    {
      key: 'route-planning',
      label: '경로 계획',
      meaning: '교통 상황과 배송지를 고려해 효율적인 경로를 짭니다.',
      competency: 'problem-solving',
    },
    {
      key: 'incident-response',
      label: '돌발 상황 대처',
      meaning: '사고나 지연이 생기면 침착하게 대응하고 보고합니다.',
      competency: 'problem-solving',
    },
    {
      key: 'punctuality',
      label: '시간 준수',
      meaning: '정해진 운행 시간과 배송 약속을 지킵니다.',
      competency: 'resource-management',
    },
    {
      key: 'cargo-handling',
      label: '화물 관리',
      meaning: '화물을 안전하게 싣고 수량과 상태를 확인합니다.',
      competency: 'resource-management',
    },
    {
      key: 'trip-records',
      label: '운행 기록 관리',
      meaning: '운행 거리, 연료, 배송 건수를 정확히 기록하고 계산합니다.',
      competency: 'numeracy',
    },
    {
      key: 'customer-courtesy',
      label: '승객·고객 응대',
      meaning: '승객과 수령인에게 친절하고 분명하게 안내합니다.',
      competency: 'communication',
    },
    {
      key: 'navigation-apps',
      label: '운송 앱 활용',
      meaning: '내비게이션과 배차 앱으로 정보를 확인하고 기록합니다.',
      competency: 'information',
    },
    {
      key: 'dispatch-coordination',
      label: '배차 협조',
      meaning: '배차 담당자와 연락하며 회사의 운송 계획에 맞춥니다.',
      competency: 'organisation',
    },
    {
      key: 'law-compliance',
      label: '법규 준수',
      meaning: '운행 시간, 음주, 적재 관련 규정을 철저히 지킵니다.',
      competency: 'ethics',
    },
    {
      key: 'health-management',
      label: '건강 관리',
      meaning: '오래 운전하는 일에 대비해 컨디션과 수면을 관리합니다.',
      competency: 'self-development',
    },
  ],
  // 건설·채굴직
  '70': [
    {
      key: 'blueprint-reading',
      label: '도면 읽기',
      meaning: '도면과 작업 지시서를 보고 시공 내용을 파악합니다.',
      competency: 'technology',
    },
    {
      key: 'tool-operation',
      label: '공구·장비 사용',
      meaning: '공구와 건설 장비를 안전하고 정확하게 다룹니다.',
      competency: 'technology',
    },
    {
      key: 'measurement',
      label: '치수 측정',
      meaning: '길이, 수평, 각도를 정확히 재고 계산합니다.',
      competency: 'numeracy',
    },
    {
      key: 'site-problem',
      label: '현장 문제 대처',
      meaning: '도면과 현장이 맞지 않으면 원인을 찾아 보고하고 해결합니다.',
      competency: 'problem-solving',
    },
    {
      key: 'instructions',
      label: '작업 지시 이해',
      meaning: '지시 내용을 정확히 이해하고 진행 상황을 보고합니다.',
      competency: 'communication',
    },
    {
      key: 'crew-teamwork',
      label: '작업조 협업',
      meaning: '작업조와 호흡을 맞추며 위험한 작업을 함께 해냅니다.',
      competency: 'interpersonal',
    },
    {
      key: 'material-management',
      label: '자재 관리',
      meaning: '자재를 아껴 쓰고 정리해 손실과 사고를 줄입니다.',
      competency: 'resource-management',
    },
    {
      key: 'work-sequence',
      label: '공정 이해',
      meaning: '전체 공사 흐름에서 내 작업의 순서와 역할을 압니다.',
      competency: 'organisation',
    },
    {
      key: 'safety-rules',
      label: '안전 수칙 준수',
      meaning: '보호구를 착용하고 현장 안전 수칙을 지킵니다.',
      competency: 'ethics',
    },
    {
      key: 'skill-certification',
      label: '기능 자격 준비',
      meaning: '필요한 기능 자격을 준비하며 기술 수준을 높입니다.',
      competency: 'self-development',
    },
  ],
  // 기계 설치·정비·생산직
  '81': [
    {
      key: 'machine-operation',
      label: '기계 조작',
      meaning: '공작기계와 생산 설비를 안전하게 조작합니다.',
      competency: 'technology',
    },
    {
      key: 'maintenance',
      label: '설비 정비',
      meaning: '정기 점검과 부품 교체로 설비 고장을 예방합니다.',
      competency: 'technology',
    },
    {
      key: 'drawing-reading',
      label: '도면 해독',
      meaning: '기계 도면의 치수와 공차를 읽고 작업에 반영합니다.',
      competency: 'information',
    },
    {
      key: 'precision-measurement',
      label: '정밀 측정',
      meaning: '측정 기구로 치수를 재고 허용 범위 안인지 확인합니다.',
      competency: 'numeracy',
    },
    {
      key: 'fault-diagnosis',
      label: '고장 진단',
      meaning: '소리, 진동, 증상으로 고장 원인을 좁혀 갑니다.',
      competency: 'problem-solving',
    },
    {
      key: 'work-log',
      label: '작업 일지',
      meaning: '작업과 정비 내용을 기록하고 다음 근무자에게 전합니다.',
      competency: 'communication',
    },
    {
      key: 'line-teamwork',
      label: '라인 협업',
      meaning: '앞뒤 공정 작업자와 소통하며 생산 흐름을 맞춥니다.',
      competency: 'interpersonal',
    },
    {
      key: 'production-schedule',
      label: '생산 계획 준수',
      meaning: '생산 목표와 일정에 맞춰 작업량을 조절합니다.',
      competency: 'resource-management',
    },
    {
      key: 'quality-standards',
      label: '품질 기준 이해',
      meaning: '회사의 품질 기준과 검사 절차를 이해하고 따릅니다.',
      competency: 'organisation',
    },
    {
      key: 'safety-rules',
      label: '안전 수칙 준수',
      meaning: '보호구 착용과 설비 잠금 같은 안전 수칙을 지킵니다.',
      competency: 'ethics',
    },
    {
      key: 'skill-upgrade',
      label: '기능 향상',
      meaning: '새 설비와 자동화 기술을 배우고 자격을 준비합니다.',
      competency: 'self-development',
    },
  ],
  // 금속·재료 설치·정비·생산직
  '82': [
    {
      key: 'welding',
      label: '용접 기술',
      meaning: '재료와 위치에 맞는 방법으로 튼튼하게 용접합니다.',
      competency: 'technology',
    },
    {
      key: 'equipment-care',
      label: '가공 설비 관리',
      meaning: '가공 설비의 상태를 점검하고 이상을 미리 찾습니다.',
      competency: 'technology',
    },
    {
      key: 'material-properties',
      label: '재료 특성 이해',
      meaning: '금속과 재료의 성질을 알고 가공 조건을 정합니다.',
      competency: 'information',
    },
    {
      key: 'process-conditions',
      label: '공정 조건 관리',
      meaning: '온도, 시간, 압력 같은 공정 조건을 정확히 맞춥니다.',
      competency: 'numeracy',
    },
    {
      key: 'defect-analysis',
      label: '결함 원인 분석',
      meaning: '균열이나 변형 같은 결함을 찾고 원인을 살핍니다.',
      competency: 'problem-solving',
    },
    {
      key: 'handover',
      label: '작업 인수인계',
      meaning: '공정 상태와 이상 여부를 교대 근무자에게 정확히 전합니다.',
      competency: 'communication',
    },
    {
      key: 'joint-work',
      label: '공동 작업',
      meaning: '크고 무거운 작업물을 동료와 신호를 맞추어 다룹니다.',
      competency: 'interpersonal',
    },
    {
      key: 'material-saving',
      label: '재료 손실 줄이기',
      meaning: '재료를 아껴 쓰고 불량과 자투리를 줄입니다.',
      competency: 'resource-management',
    },
    {
      key: 'work-standards',
      label: '작업 표준 준수',
      meaning: '작업 표준서의 순서와 기준에 따라 작업합니다.',
      competency: 'organisation',
    },
    {
      key: 'safety-rules',
      label: '안전 수칙 준수',
      meaning: '고열, 분진, 무거운 물건을 다루는 작업의 안전 수칙을 지킵니다.',
      competency: 'ethics',
    },
    {
      key: 'skill-certification',
      label: '기능 자격 준비',
      meaning: '용접과 금속 가공 관련 자격을 준비하며 기술을 쌓습니다.',
      competency: 'self-development',
    },
  ],
  // 전기·전자 설치·정비·생산직
  '83': [
    {
      key: 'circuit-understanding',
      label: '회로 이해',
      meaning: '회로도를 읽고 전기·전자 부품의 동작을 이해합니다.',
      competency: 'technology',
    },
    {
      key: 'wiring-installation',
      label: '배선·설치',
      meaning: '규격에 맞게 배선하고 기기를 설치합니다.',
      competency: 'technology',
    },
    {
      key: 'measurement',
      label: '계측기 활용',
      meaning: '전압, 전류, 저항을 측정하고 값을 해석합니다.',
      competency: 'numeracy',
    },
    {
      key: 'troubleshooting',
      label: '고장 진단',
      meaning: '증상을 확인하고 차례로 점검해 고장 부위를 찾습니다.',
      competency: 'problem-solving',
    },
    {
      key: 'technical-materials',
      label: '기술 자료 활용',
      meaning: '설명서와 기술 자료를 찾아 작업에 활용합니다.',
      competency: 'information',
    },
    {
      key: 'work-report',
      label: '작업 보고',
      meaning: '점검 결과와 조치 내용을 정리해 보고합니다.',
      competency: 'communication',
    },
    {
      key: 'site-teamwork',
      label: '현장 협업',
      meaning: '다른 공종, 관리자와 일정을 맞추며 작업합니다.',
      competency: 'interpersonal',
    },
    {
      key: 'parts-management',
      label: '부품 관리',
      meaning: '부품과 자재의 재고를 확인하고 낭비를 줄입니다.',
      competency: 'resource-management',
    },
    {
      key: 'work-standards',
      label: '작업 표준 준수',
      meaning: '조립과 검사 기준서에 따라 일정한 품질을 지킵니다.',
      competency: 'organisation',
    },
    {
      key: 'electrical-safety',
      label: '전기 안전',
      meaning: '전원 차단과 접지 같은 감전 예방 절차를 반드시 지킵니다.',
      competency: 'ethics',
    },
    {
      key: 'license-study',
      label: '자격 학습',
      meaning: '전기 관련 자격과 새 설비 기술을 공부합니다.',
      competency: 'self-development',
    },
  ],
  // 정보통신 설치·정비직
  '84': [
    {
      key: 'network-setup',
      label: '네트워크 구축',
      meaning: '장비를 설치하고 네트워크 연결을 설정합니다.',
      competency: 'technology',
    },
    {
      key: 'cabling',
      label: '통신 선로 시공',
      meaning: '케이블을 규격에 맞게 깔고 접속합니다.',
      competency: 'technology',
    },
    {
      key: 'fault-isolation',
      label: '장애 진단',
      meaning: '연결 문제를 단계별로 점검해 원인을 찾습니다.',
      competency: 'problem-solving',
    },
    {
      key: 'signal-measurement',
      label: '신호 측정',
      meaning: '측정 장비로 신호 세기와 속도를 재고 판단합니다.',
      competency: 'numeracy',
    },
    {
      key: 'configuration-records',
      label: '장비 정보 관리',
      meaning: '설치한 장비와 설정 정보를 정확히 기록합니다.',
      competency: 'information',
    },
    {
      key: 'on-site-explanation',
      label: '방문 고객 응대',
      meaning: '설치 현장에서 고객에게 작업 내용을 쉽게 설명합니다.',
      competency: 'communication',
    },
    {
      key: 'remote-teamwork',
      label: '협력 대응',
      meaning: '원격 지원 팀과 현장 인력이 힘을 모아 장애를 해결합니다.',
      competency: 'interpersonal',
    },
    {
      key: 'visit-schedule',
      label: '방문 일정 관리',
      meaning: '여러 현장 일정을 조율해 제때 방문합니다.',
      competency: 'resource-management',
    },
    {
      key: 'work-procedure',
      label: '작업 절차 준수',
      meaning: '회사의 작업 절차와 승인 과정을 지킵니다.',
      competency: 'organisation',
    },
    {
      key: 'information-security',
      label: '정보 보안',
      meaning: '고객 정보와 접속 권한을 규정에 따라 다룹니다.',
      competency: 'ethics',
    },
    {
      key: 'new-technology',
      label: '신기술 학습',
      meaning: '새 통신 방식과 장비를 꾸준히 익힙니다.',
      competency: 'self-development',
    },
  ],
  // 화학·환경 설치·정비·생산직
  '85': [
    {
      key: 'process-operation',
      label: '공정 운전',
      meaning: '화학 설비를 운전하며 공정을 안정적으로 유지합니다.',
      competency: 'technology',
    },
    {
      key: 'equipment-check',
      label: '설비 점검',
      meaning: '펌프와 배관 같은 설비의 누출과 마모를 점검합니다.',
      competency: 'technology',
    },
    {
      key: 'parameter-control',
      label: '공정 수치 관리',
      meaning: '온도, 압력, 농도 같은 수치를 확인하고 조정합니다.',
      competency: 'numeracy',
    },
    {
      key: 'sampling',
      label: '시료 채취·분석',
      meaning: '시료를 채취해 분석하고 결과를 기록합니다.',
      competency: 'information',
    },
    {
      key: 'abnormal-response',
      label: '이상 대응',
      meaning: '경보와 이상 징후에 절차에 따라 빠르게 대응합니다.',
      competency: 'problem-solving',
    },
    {
      key: 'shift-handover',
      label: '교대 인수인계',
      meaning: '공정 상태와 조치 내역을 다음 조에 정확히 전합니다.',
      competency: 'communication',
    },
    {
      key: 'safety-teamwork',
      label: '안전 협업',
      meaning: '동료와 서로의 안전을 확인하며 함께 작업합니다.',
      competency: 'interpersonal',
    },
    {
      key: 'resource-saving',
      label: '원료·에너지 절감',
      meaning: '원료와 에너지를 아끼는 운전 방법을 찾습니다.',
      competency: 'resource-management',
    },
    {
      key: 'environmental-rules',
      label: '환경 규정 준수',
      meaning: '배출 기준과 환경 법규에 맞게 설비를 운영합니다.',
      competency: 'organisation',
    },
    {
      key: 'hazardous-materials',
      label: '유해물질 취급',
      meaning: '화학물질을 안전 기준에 맞게 보관하고 다룹니다.',
      competency: 'ethics',
    },
    {
      key: 'qualification-study',
      label: '자격 학습',
      meaning: '화학·환경 분야 자격과 지식을 꾸준히 쌓습니다.',
      competency: 'self-development',
    },
  ],
  // 섬유·의복 생산직
  '86': [
    {
      key: 'sewing',
      label: '봉제 기술',
      meaning: '재봉틀을 다루어 정확하고 튼튼하게 바느질합니다.',
      competency: 'technology',
    },
    {
      key: 'machine-care',
      label: '장비 관리',
      meaning: '재봉틀과 재단기를 청소하고 간단히 정비합니다.',
      competency: 'technology',
    },
    {
      key: 'pattern-calculation',
      label: '치수·패턴 계산',
      meaning: '치수와 시접을 계산해 패턴과 재단에 반영합니다.',
      competency: 'numeracy',
    },
    {
      key: 'fabric-knowledge',
      label: '소재 이해',
      meaning: '원단의 특성과 관리 방법을 알고 작업에 맞춥니다.',
      competency: 'information',
    },
    {
      key: 'quality-check',
      label: '품질 검수',
      meaning: '바느질 불량과 오염을 찾아 원인을 바로잡습니다.',
      competency: 'problem-solving',
    },
    {
      key: 'work-order',
      label: '작업 지시서 이해',
      meaning: '작업 지시서와 사양을 정확히 읽고 궁금한 점을 확인합니다.',
      competency: 'communication',
    },
    {
      key: 'line-teamwork',
      label: '라인 협업',
      meaning: '앞뒤 공정과 속도를 맞추며 함께 생산합니다.',
      competency: 'interpersonal',
    },
    {
      key: 'efficiency',
      label: '작업 효율',
      meaning: '원단 낭비를 줄이고 정해진 시간 안에 물량을 맞춥니다.',
      competency: 'resource-management',
    },
    {
      key: 'work-standards',
      label: '작업 기준 준수',
      meaning: '생산 일정과 품질 기준, 작업장 규칙을 따릅니다.',
      competency: 'organisation',
    },
    {
      key: 'diligence',
      label: '성실성',
      meaning: '반복되는 작업도 고른 품질로 책임 있게 해냅니다.',
      competency: 'ethics',
    },
    {
      key: 'craft-improvement',
      label: '기술 숙련',
      meaning: '새 봉제 기법과 장비를 배워 숙련도를 높입니다.',
      competency: 'self-development',
    },
  ],
  // 식품 가공·생산직
  '87': [
    {
      key: 'processing-skill',
      label: '가공 기술',
      meaning: '원료를 배합, 가열, 포장하는 공정을 정확히 수행합니다.',
      competency: 'technology',
    },
    {
      key: 'equipment-operation',
      label: '설비 운전',
      meaning: '식품 가공 설비를 조작하고 깨끗이 청소합니다.',
      competency: 'technology',
    },
    { key: 'weighing', label: '배합 계량', meaning: '원료의 양과 비율을 정확히 계량합니다.', competency: 'numeracy' },
    {
      key: 'quality-inspection',
      label: '이물·품질 검사',
      meaning: '이물과 규격을 벗어난 제품을 찾아 원인을 확인합니다.',
      competency: 'problem-solving',
    },
    {
      key: 'production-records',
      label: '생산 기록',
      meaning: '생산량, 온도, 점검 결과를 정확히 기록합니다.',
      competency: 'information',
    },
    {
      key: 'stock-rotation',
      label: '선입선출',
      meaning: '유통기한을 확인해 먼저 들어온 원료부터 씁니다.',
      competency: 'resource-management',
    },
    {
      key: 'line-teamwork',
      label: '라인 협업',
      meaning: '동료와 역할을 나누어 생산 흐름을 맞춥니다.',
      competency: 'interpersonal',
    },
    {
      key: 'issue-reporting',
      label: '이상 보고',
      meaning: '문제가 생기면 바로 관리자에게 알리고 상황을 설명합니다.',
      competency: 'communication',
    },
    {
      key: 'haccp',
      label: '식품안전 관리 기준',
      meaning: '식품 안전 관리 기준의 점검 항목을 이해하고 기록합니다.',
      competency: 'organisation',
    },
    {
      key: 'food-hygiene',
      label: '식품 위생',
      meaning: '위생복 착용과 손 씻기 같은 위생 기준을 철저히 지킵니다.',
      competency: 'ethics',
    },
    {
      key: 'process-learning',
      label: '공정 학습',
      meaning: '새 제품과 공정을 빠르게 익히고 자격을 준비합니다.',
      competency: 'self-development',
    },
  ],
  // 인쇄·목재·공예 및 기타 설치·정비·생산직
  '88': [
    {
      key: 'material-handling',
      label: '재료 다루기',
      meaning: '종이, 목재, 공예 재료의 성질에 맞게 가공합니다.',
      competency: 'technology',
    },
    {
      key: 'equipment-operation',
      label: '장비 운용',
      meaning: '인쇄기나 목공 기계 같은 장비를 안전하게 조작합니다.',
      competency: 'technology',
    },
    {
      key: 'measuring-cutting',
      label: '치수 재단',
      meaning: '치수를 정확히 재고 재료를 알맞게 재단합니다.',
      competency: 'numeracy',
    },
    {
      key: 'finishing',
      label: '마감 품질',
      meaning: '마감의 작은 흠을 찾아 고치고 완성도를 높입니다.',
      competency: 'problem-solving',
    },
    {
      key: 'draft-reading',
      label: '시안·도면 해석',
      meaning: '시안과 도면을 읽고 완성된 모습을 미리 그려 봅니다.',
      competency: 'information',
    },
    {
      key: 'order-details',
      label: '주문 내용 파악',
      meaning: '고객의 주문과 요구 사항을 정확히 확인합니다.',
      competency: 'communication',
    },
    {
      key: 'process-teamwork',
      label: '공정 협업',
      meaning: '디자인, 생산, 납품 담당자와 일정을 맞춥니다.',
      competency: 'interpersonal',
    },
    {
      key: 'material-planning',
      label: '재료 관리',
      meaning: '재료 손실을 줄이고 필요한 양을 미리 준비합니다.',
      competency: 'resource-management',
    },
    {
      key: 'delivery-date',
      label: '납기 준수',
      meaning: '회사의 생산 일정에 맞춰 약속한 날짜에 납품합니다.',
      competency: 'organisation',
    },
    {
      key: 'work-safety',
      label: '작업 안전',
      meaning: '날카로운 공구와 기계 작업에서 안전 수칙을 지킵니다.',
      competency: 'ethics',
    },
    {
      key: 'craft-practice',
      label: '기술 연마',
      meaning: '꾸준한 연습으로 손기술과 표현력을 다듬습니다.',
      competency: 'self-development',
    },
  ],
  // 제조 단순직
  '89': [
    {
      key: 'assembly-packing',
      label: '조립·포장',
      meaning: '정해진 순서에 따라 부품을 조립하고 제품을 포장합니다.',
      competency: 'technology',
    },
    {
      key: 'quantity-check',
      label: '수량 확인',
      meaning: '작업 수량과 불량 수를 세어 정확히 기록합니다.',
      competency: 'numeracy',
    },
    {
      key: 'defect-spotting',
      label: '불량 발견',
      meaning: '이상한 제품을 발견하면 따로 모으고 바로 알립니다.',
      competency: 'problem-solving',
    },
    {
      key: 'instructions',
      label: '작업 지시 이해',
      meaning: '작업 방법과 지시를 정확히 이해하고 모르면 묻습니다.',
      competency: 'communication',
    },
    {
      key: 'work-records',
      label: '작업 기록',
      meaning: '작업 내용을 정해진 양식에 맞게 기록합니다.',
      competency: 'information',
    },
    {
      key: 'teamwork',
      label: '동료 협력',
      meaning: '같은 라인의 동료와 속도를 맞추고 서로 돕습니다.',
      competency: 'interpersonal',
    },
    {
      key: 'tidiness',
      label: '정리정돈',
      meaning: '작업 공간과 자재를 정돈해 효율과 안전을 높입니다.',
      competency: 'resource-management',
    },
    {
      key: 'workplace-rules',
      label: '작업장 규칙 이해',
      meaning: '작업장의 규칙과 보고 체계를 이해하고 따릅니다.',
      competency: 'organisation',
    },
    {
      key: 'attendance',
      label: '성실한 근태',
      meaning: '출퇴근 시간을 지키고 맡은 자리를 책임 있게 지킵니다.',
      competency: 'ethics',
    },
    {
      key: 'safety-rules',
      label: '안전 수칙 준수',
      meaning: '보호구를 착용하고 기계 주변 안전 수칙을 지킵니다.',
      competency: 'ethics',
    },
    {
      key: 'quick-learning',
      label: '빠른 습득',
      meaning: '새로운 작업도 빠르게 익혀 손에 붙입니다.',
      competency: 'self-development',
    },
  ],
  // 농림어업직
  '90': [
    {
      key: 'cultivation',
      label: '재배·사육 기술',
      meaning: '작물과 가축, 수산물을 기르는 방법을 알고 실천합니다.',
      competency: 'technology',
    },
    {
      key: 'machinery',
      label: '농기계 운용',
      meaning: '농기계와 어업 장비를 안전하게 다루고 관리합니다.',
      competency: 'technology',
    },
    {
      key: 'growth-observation',
      label: '생육 관찰',
      meaning: '작물과 가축의 상태 변화를 살펴 기록합니다.',
      competency: 'information',
    },
    {
      key: 'smart-farming',
      label: '스마트 농업 활용',
      meaning: '센서와 데이터로 재배 환경을 관리하는 방법을 익힙니다.',
      competency: 'information',
    },
    {
      key: 'pest-response',
      label: '병해충 대응',
      meaning: '병해충과 질병의 징후를 찾아 알맞게 대처합니다.',
      competency: 'problem-solving',
    },
    {
      key: 'seasonal-planning',
      label: '계절별 작업 계획',
      meaning: '계절과 생육 단계에 맞춰 작업 일정을 세웁니다.',
      competency: 'resource-management',
    },
    {
      key: 'cost-calculation',
      label: '생산비 계산',
      meaning: '비료, 사료, 인건비 같은 비용과 수익을 계산합니다.',
      competency: 'numeracy',
    },
    {
      key: 'sales-channels',
      label: '판로 개척',
      meaning: '직거래나 온라인 판매로 생산물을 알리고 판매합니다.',
      competency: 'communication',
    },
    {
      key: 'community',
      label: '지역 협력',
      meaning: '이웃 농가, 조합과 정보를 나누며 협력합니다.',
      competency: 'interpersonal',
    },
    {
      key: 'safe-food',
      label: '안전한 먹거리',
      meaning: '농약과 약품 사용 기준을 지켜 안전하게 생산합니다.',
      competency: 'ethics',
    },
    {
      key: 'farming-education',
      label: '영농 교육 참여',
      meaning: '교육과 견학으로 새 재배 기술을 배웁니다.',
      competency: 'self-development',
    },
  ],
};

/** The keywords of a middle group (empty for an unknown code). */
export function keywordsOf(code: string): readonly CompetencyKeyword[] {
  return Object.hasOwn(KEYWORDS_BY_GROUP, code) ? KEYWORDS_BY_GROUP[code as KecoMiddleCode] : [];
}
