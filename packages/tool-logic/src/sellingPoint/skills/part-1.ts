import type { SkillKeyword } from './types';

// Keywords for occupations' core skills, part 1 of 4 (by label, ㄱ-order): our own Korean text,
// written for this product from general knowledge of the work.

export const SKILL_KEYWORDS_1: Readonly<Record<string, SkillKeyword>> = {
  '3D 모델링': {
    key: 'modeling-3d',
    meaning: '제품이나 캐릭터의 형태를 3차원 모델로 만들어 구현합니다.',
    competency: 'technology',
  },
  '3D 애니메이션': {
    key: 'animation-3d',
    meaning: '3차원 캐릭터에 뼈대와 움직임을 입혀 자연스러운 동작을 만듭니다.',
    competency: 'technology',
  },
  '가공 공정': {
    key: 'seafood-processing-steps',
    meaning: '수산물을 손질, 세척, 냉동하는 공정을 순서대로 위생적으로 진행합니다.',
    competency: 'technology',
  },
  '가나슈 제조': {
    key: 'ganache-making',
    meaning: '초콜릿과 크림을 알맞은 온도와 비율로 섞어 매끄러운 가나슈를 만듭니다.',
    competency: 'technology',
  },
  '가마 소성': {
    key: 'kiln-firing',
    meaning: '가마의 온도와 시간을 조절해 도자기를 갈라짐 없이 구워 냅니다.',
    competency: 'technology',
  },
  가봉: {
    key: 'suit-basting-fitting',
    meaning: '임시로 꿰맨 옷을 입혀 보고 몸에 맞도록 치수와 선을 바로잡습니다.',
    competency: 'technology',
  },
  '가봉 수정': {
    key: 'fitting-pattern-correction',
    meaning: '가봉에서 드러난 맞음새 문제를 패턴에 반영해 고칩니다.',
    competency: 'problem-solving',
  },
  '가열 관리': {
    key: 'forging-heat-control',
    meaning: '소재를 단조에 알맞은 온도까지 고르게 가열하고 유지합니다.',
    competency: 'technology',
  },
  '가열로 운전': {
    key: 'heat-treat-furnace-operation',
    meaning: '열처리 조건에 맞게 가열로의 온도와 분위기를 설정하고 운전합니다.',
    competency: 'technology',
  },
  '가장자리 마감': {
    key: 'leather-edge-finishing',
    meaning: '가죽 단면을 다듬고 칠해 깔끔하고 튼튼하게 마감합니다.',
    competency: 'technology',
  },
  '가정 연계': {
    key: 'school-family-liaison',
    meaning: '학생의 가정과 연락해 어려움을 파악하고 학교의 지원과 이어 줍니다.',
    competency: 'interpersonal',
  },
  '가족 상담': {
    key: 'family-counseling',
    meaning: '가족 구성원의 이야기를 듣고 갈등의 원인과 관계 회복 방법을 함께 찾습니다.',
    competency: 'interpersonal',
  },
  '가족 지원': {
    key: 'child-family-support',
    meaning: '피해 아동의 가족에게 양육 상담을 하고 필요한 서비스를 연결합니다.',
    competency: 'interpersonal',
  },
  '가죽 재단': {
    key: 'leather-cutting',
    meaning: '가죽의 결과 흠을 살펴 패턴대로 낭비 없이 잘라 냅니다.',
    competency: 'technology',
  },
  가지치기: {
    key: 'tree-pruning',
    meaning: '나무의 생육과 모양을 고려해 불필요한 가지를 알맞게 잘라 냅니다.',
    competency: 'technology',
  },
  가창: {
    key: 'vocal-performance',
    meaning: '호흡과 발성을 다듬어 곡에 담긴 감정을 목소리로 전합니다.',
    competency: 'communication',
  },
  '가치 평가': {
    key: 'asset-valuation',
    meaning: '부동산이나 기업의 가치를 근거 자료와 평가 방법으로 산정합니다.',
    competency: 'numeracy',
  },
  '간판 디자인': {
    key: 'signboard-design',
    meaning: '가게의 성격과 설치 환경에 맞춰 눈에 잘 띄는 간판을 디자인합니다.',
    competency: 'technology',
  },
  간호: {
    key: 'military-nursing',
    meaning: '장병 환자를 돌보고 처치하며 상태 변화를 살펴 보고합니다.',
    competency: 'technology',
  },
  '감식 기법': {
    key: 'forensic-identification',
    meaning: '지문, 혈흔, 미세 증거를 찾아 채취하고 훼손 없이 보존합니다.',
    competency: 'technology',
  },
  '감염병 지식': {
    key: 'infectious-disease-knowledge',
    meaning: '감염병의 전파 경로와 잠복기를 알고 조사와 방역 판단에 씁니다.',
    competency: 'problem-solving',
  },
  '갑피 봉제': {
    key: 'shoe-upper-stitching',
    meaning: '구두 윗부분의 가죽 조각을 재봉틀로 정확하고 튼튼하게 이어 붙입니다.',
    competency: 'technology',
  },
  '강사 섭외': {
    key: 'instructor-recruiting',
    meaning: '교육 주제에 맞는 강사를 찾아 일정과 조건을 조율해 모십니다.',
    competency: 'resource-management',
  },
  강의: {
    key: 'lecture-delivery',
    meaning: '전문 내용을 청중의 수준에 맞게 정리해 알기 쉽게 강의합니다.',
    competency: 'communication',
  },
  강의력: {
    key: 'classroom-teaching-delivery',
    meaning: '설명의 흐름과 예시를 짜서 수강생이 집중하도록 수업을 이끕니다.',
    competency: 'communication',
  },
  '개념 설명': {
    key: 'math-concept-explanation',
    meaning: '수학 개념의 원리를 예와 그림으로 풀어 학생이 이해하게 돕습니다.',
    competency: 'communication',
  },
  '개별화 교육': {
    key: 'individualized-education',
    meaning: '학생마다 장애 특성과 수준을 살펴 맞춤 교육 계획을 세우고 실행합니다.',
    competency: 'problem-solving',
  },
  '개통 처리': {
    key: 'mobile-activation',
    meaning: '가입 서류를 확인하고 전산으로 휴대폰 개통 절차를 정확히 처리합니다.',
    competency: 'information',
  },
  '거래 절차': {
    key: 'used-car-transaction',
    meaning: '매매 계약, 명의 이전, 대금 정산 절차를 빠짐없이 진행합니다.',
    competency: 'organisation',
  },
  '거래 중개': {
    key: 'trade-brokerage',
    meaning: '수출입 상대를 연결하고 가격과 조건을 맞춰 거래를 성사시킵니다.',
    competency: 'interpersonal',
  },
  '거래처 관리': {
    key: 'account-relationship',
    meaning: '병원이나 매장 등 거래처를 꾸준히 찾아 요구를 듣고 관계를 이어 갑니다.',
    competency: 'interpersonal',
  },
  '거리 청소': {
    key: 'street-cleaning',
    meaning: '맡은 구역의 도로와 보도를 쓸고 쓰레기를 거둬 깨끗이 유지합니다.',
    competency: 'technology',
  },
  '거푸집 설치': {
    key: 'formwork-installation',
    meaning: '도면에 맞춰 콘크리트 거푸집을 정확한 위치에 반듯하게 세웁니다.',
    competency: 'technology',
  },
  '건강 교육': {
    key: 'health-education-delivery',
    meaning: '대상에 맞는 건강 주제를 골라 생활 습관을 바꾸도록 교육합니다.',
    competency: 'communication',
  },
  '건반 정비': {
    key: 'piano-action-regulation',
    meaning: '건반과 해머의 움직임을 조정해 고른 터치와 소리를 되살립니다.',
    competency: 'technology',
  },
  '건축 설계': {
    key: 'architectural-design',
    meaning: '용도와 법규, 대지 조건을 반영해 건물의 공간과 구조를 설계합니다.',
    competency: 'technology',
  },
  '검사 기록': {
    key: 'inspection-logging',
    meaning: '선별한 제품의 양품·불량 수량과 불량 유형을 빠짐없이 기록합니다.',
    competency: 'information',
  },
  '검사 장비': {
    key: 'lab-analyzer-operation',
    meaning: '검사 장비를 보정하고 점검해 정확한 결과가 나오도록 운용합니다.',
    competency: 'technology',
  },
  검증: {
    key: 'chip-design-verification',
    meaning: '설계한 회로가 사양대로 동작하는지 시뮬레이션으로 확인합니다.',
    competency: 'technology',
  },
  '검체 분석': {
    key: 'specimen-analysis',
    meaning: '혈액, 소변 등 검체를 처리하고 분석해 정확한 검사 결과를 냅니다.',
    competency: 'technology',
  },
  '게임 실력': {
    key: 'competitive-gameplay',
    meaning: '빠른 판단과 정교한 조작으로 실전 경기에서 이기는 플레이를 합니다.',
    competency: 'self-development',
  },
  '게임 엔진': {
    key: 'game-engine-use',
    meaning: '게임 엔진의 기능을 활용해 그래픽, 물리, 입력 처리를 구현합니다.',
    competency: 'technology',
  },
  '게임 원화': {
    key: 'game-concept-art',
    meaning: '게임 캐릭터와 배경의 기본 모습을 그림으로 설정합니다.',
    competency: 'technology',
  },
  '게임 진행': {
    key: 'casino-game-dealing',
    meaning: '규칙대로 카드를 나누고 베팅을 정리하며 게임을 공정하게 진행합니다.',
    competency: 'ethics',
  },
  '견적 작성': {
    key: 'quotation-writing',
    meaning: '제품 사양과 원가를 따져 고객에게 낼 견적서를 작성합니다.',
    competency: 'numeracy',
  },
  '결제 처리': {
    key: 'payment-processing',
    meaning: '현금, 카드, 간편결제를 정확히 받고 영수증과 거스름돈을 처리합니다.',
    competency: 'numeracy',
  },
  '결함 분석': {
    key: 'software-defect-analysis',
    meaning: '발견한 결함의 재현 조건과 원인을 찾아 개발자에게 정리해 알립니다.',
    competency: 'problem-solving',
  },
  '경기 분석': {
    key: 'match-analysis',
    meaning: '경기 영상과 기록을 보고 우리 선수와 상대의 강점과 약점을 파악합니다.',
    competency: 'problem-solving',
  },
  '경기 운영': {
    key: 'match-officiating',
    meaning: '경기 시간과 흐름을 관리하며 선수들이 규칙 안에서 겨루게 합니다.',
    competency: 'organisation',
  },
  '경도 측정': {
    key: 'hardness-testing',
    meaning: '열처리한 부품의 경도를 측정해 기준에 맞는지 판정합니다.',
    competency: 'technology',
  },
  '경매 진행': {
    key: 'produce-auction',
    meaning: '농수산물의 품질을 살피고 호가를 이끌어 공정하게 낙찰시킵니다.',
    competency: 'communication',
  },
  '경보 대응': {
    key: 'alarm-response',
    meaning: '경보가 울리면 원인을 확인하고 출동 요청 등 정해진 조치를 취합니다.',
    competency: 'problem-solving',
  },
  '경제 분석': {
    key: 'economic-analysis',
    meaning: '경제 지표와 자료를 분석해 경기 흐름과 정책 효과를 설명합니다.',
    competency: 'numeracy',
  },
  경청: {
    key: 'attentive-listening',
    meaning: '상대의 말과 감정을 끊지 않고 끝까지 들어 뜻을 정확히 이해합니다.',
    competency: 'communication',
  },
  '계량 분석': {
    key: 'econometric-analysis',
    meaning: '통계와 계량 모형으로 경제 변수 사이의 관계를 추정합니다.',
    competency: 'numeracy',
  },
  계량·혼합: {
    key: 'drug-weighing-mixing',
    meaning: '원료를 제조 기록서대로 정확히 달아 정해진 순서로 고르게 섞습니다.',
    competency: 'technology',
  },
  '계약 검토': {
    key: 'contract-review',
    meaning: '계약서 조항에 숨은 법적 위험을 찾아 수정안을 제시합니다.',
    competency: 'problem-solving',
  },
  '계약 관리': {
    key: 'contract-administration',
    meaning: '계약 조건, 납기, 대금 지급 일정을 챙겨 이행 여부를 관리합니다.',
    competency: 'resource-management',
  },
  '계약 실무': {
    key: 'property-contract-practice',
    meaning: '매매·임대차 계약서를 작성하고 권리관계와 특약을 꼼꼼히 확인합니다.',
    competency: 'communication',
  },
  '계약 협상': {
    key: 'car-deal-negotiation',
    meaning: '가격, 할부, 옵션 조건을 고객과 조율해 계약을 성사시킵니다.',
    competency: 'interpersonal',
  },
  '고객 관리': {
    key: 'customer-relationship-care',
    meaning: '고객의 상황과 요구를 기록해 두고 꾸준히 연락하며 신뢰를 쌓습니다.',
    competency: 'interpersonal',
  },
  '고객 방문': {
    key: 'door-to-door-visit',
    meaning: '고객의 집이나 사무실을 약속대로 찾아가 제품을 소개하고 상담합니다.',
    competency: 'interpersonal',
  },
  '고객 서비스': {
    key: 'cabin-guest-service',
    meaning: '승객의 요청을 살피고 기내식과 편의 서비스를 친절하게 제공합니다.',
    competency: 'interpersonal',
  },
  '고객 설명': {
    key: 'repair-explanation',
    meaning: '고장 원인과 수리 방법, 비용을 고객이 알기 쉽게 설명합니다.',
    competency: 'communication',
  },
  '고객 안내': {
    key: 'park-visitor-guidance',
    meaning: '방문객에게 시설 위치, 이용 규칙, 대기 순서를 친절히 안내합니다.',
    competency: 'communication',
  },
  '고문헌 독해': {
    key: 'classical-text-reading',
    meaning: '한문 등으로 쓰인 옛 문헌을 읽고 해석해 역사 연구의 근거로 삼습니다.',
    competency: 'communication',
  },
  '고소 작업': {
    key: 'work-at-height',
    meaning: '안전대를 갖추고 높은 곳에서도 침착하게 설치 작업을 해냅니다.',
    competency: 'technology',
  },
  '고소 작업 안전': {
    key: 'height-fall-safety',
    meaning: '높은 곳에서 일하기 전 안전대와 발판을 점검해 추락을 막습니다.',
    competency: 'ethics',
  },
  '고용 연계': {
    key: 'job-placement-linkage',
    meaning: '장애인의 능력에 맞는 일자리를 찾아 사업체와 연결하고 적응을 돕습니다.',
    competency: 'resource-management',
  },
  '고장 복구': {
    key: 'line-fault-restoration',
    meaning: '끊기거나 손상된 통신 선로를 찾아 빠르게 복구합니다.',
    competency: 'problem-solving',
  },
  '고장 분석': {
    key: 'equipment-failure-analysis',
    meaning: '장비 로그와 부품 상태를 살펴 장비가 멈춘 원인을 찾아냅니다.',
    competency: 'problem-solving',
  },
  '고장 수리': {
    key: 'breakdown-repair',
    meaning: '고장 난 부품을 찾아 교체하고 조정해 설비를 다시 돌아가게 합니다.',
    competency: 'technology',
  },
  '골프 규칙': {
    key: 'golf-rules',
    meaning: '골프 규칙과 코스 특성을 알고 경기 중 상황에 맞게 안내합니다.',
    competency: 'communication',
  },
  '공간 계획': {
    key: 'interior-space-planning',
    meaning: '생활 동선과 용도를 따져 가구 배치와 공간 구획을 계획합니다.',
    competency: 'technology',
  },
  '공간 구성': {
    key: 'spatial-composition',
    meaning: '형태와 빈 공간의 비례를 조화롭게 짜서 작품과 건물을 구성합니다.',
    competency: 'technology',
  },
  '공간 분석': {
    key: 'geospatial-analysis',
    meaning: '지도와 공간 자료를 분석해 입지, 분포, 접근성을 파악합니다.',
    competency: 'information',
  },
  '공간 설계': {
    key: 'interior-space-design',
    meaning: '실내 구조와 설비를 고려해 마감과 배치를 도면으로 설계합니다.',
    competency: 'technology',
  },
  '공간 연출': {
    key: 'store-display-styling',
    meaning: '상품과 조명, 소품을 배치해 매장을 보기 좋고 사고 싶게 꾸밉니다.',
    competency: 'technology',
  },
  '공감 능력': {
    key: 'emotional-attunement',
    meaning: '상대의 감정을 헤아리고 이해한다는 것을 말과 태도로 전합니다.',
    competency: 'interpersonal',
  },
  '공구 관리': {
    key: 'cutting-tool-management',
    meaning: '절삭 공구의 마모를 확인하고 제때 교체해 가공 품질을 지킵니다.',
    competency: 'resource-management',
  },
  '공구 사용': {
    key: 'hand-tool-use',
    meaning: '작업에 맞는 공구를 골라 안전하고 정확하게 다룹니다.',
    competency: 'technology',
  },
  '공급사 협상': {
    key: 'vendor-negotiation',
    meaning: '공급사와 가격, 물량, 판촉 조건을 협의해 유리한 거래를 만듭니다.',
    competency: 'interpersonal',
  },
  '공급업체 관리': {
    key: 'supplier-management',
    meaning: '공급업체의 납기와 품질을 평가하고 거래 관계를 관리합니다.',
    competency: 'resource-management',
  },
  공기역학: {
    key: 'aerodynamics',
    meaning: '공기 흐름이 기체에 주는 힘을 계산해 형상과 성능을 설계합니다.',
    competency: 'technology',
  },
  '공동체 운영': {
    key: 'congregation-leadership',
    meaning: '교인 모임과 행사를 이끌며 공동체가 화합하도록 돌봅니다.',
    competency: 'organisation',
  },
  '공소 유지': {
    key: 'prosecution-maintenance',
    meaning: '재판에서 증거와 논리로 기소한 내용을 입증해 나갑니다.',
    competency: 'communication',
  },
  '공연 기획': {
    key: 'stage-show-planning',
    meaning: '공연의 주제, 출연진, 일정, 예산을 정해 무대에 올릴 계획을 짭니다.',
    competency: 'problem-solving',
  },
  '공정 모니터링': {
    key: 'fab-process-monitoring',
    meaning: '장비 화면의 공정 수치를 지켜보고 이상이 보이면 즉시 보고합니다.',
    competency: 'technology',
  },
  '공정 설계': {
    key: 'chemical-process-design',
    meaning: '원료가 제품이 되는 반응과 분리 공정을 설계하고 운전 조건을 정합니다.',
    competency: 'technology',
  },
  '공정 최적화': {
    key: 'process-optimization',
    meaning: '작업 흐름과 설비 배치를 분석해 낭비를 줄이고 생산성을 높입니다.',
    competency: 'problem-solving',
  },
  '과학 지식': {
    key: 'science-subject-knowledge',
    meaning: '물리, 화학, 생명과학, 지구과학 개념을 정확히 알고 수업에 녹여 냅니다.',
    competency: 'self-development',
  },
  '관계 중재': {
    key: 'family-mediation',
    meaning: '갈등하는 가족 사이에서 서로의 입장을 전하며 대화를 이어 줍니다.',
    competency: 'interpersonal',
  },
  '관계자 조율': {
    key: 'production-partner-coordination',
    meaning: '출연진, 스태프, 공연장 사이의 일정과 요구를 맞춥니다.',
    competency: 'interpersonal',
  },
  '관리 기법': {
    key: 'skincare-technique',
    meaning: '피부 상태에 맞춰 클렌징, 마사지, 팩 등 관리 기법을 적용합니다.',
    competency: 'technology',
  },
  관세법: {
    key: 'customs-law',
    meaning: '관세법과 통관 규정을 해석해 수출입 신고와 세액을 바르게 처리합니다.',
    competency: 'problem-solving',
  },
  '관제 교신': {
    key: 'atc-radio-communication',
    meaning: '조종사와 정해진 관제 용어로 짧고 정확하게 교신합니다.',
    competency: 'communication',
  },
  '관제 시스템': {
    key: 'security-monitoring-system',
    meaning: '보안 관제 시스템의 경보와 화면을 다루며 위협 징후를 살핍니다.',
    competency: 'information',
  },
  관찰력: {
    key: 'keen-observation',
    meaning: '현장이나 사람의 작은 변화와 흔적을 놓치지 않고 알아챕니다.',
    competency: 'problem-solving',
  },
  '광고 제안': {
    key: 'ad-proposal',
    meaning: '광고주의 목표에 맞는 매체와 상품을 골라 제안서로 설득합니다.',
    competency: 'communication',
  },
  '광고주 관리': {
    key: 'advertiser-relations',
    meaning: '광고주와 꾸준히 소통하며 집행 결과를 알리고 재계약을 이끕니다.',
    competency: 'interpersonal',
  },
  '광케이블 접속': {
    key: 'fiber-splicing',
    meaning: '광섬유를 융착 접속하고 손실을 측정해 신호가 잘 통하게 합니다.',
    competency: 'technology',
  },
  '광택 작업': {
    key: 'paint-polishing',
    meaning: '도장 면의 잔흠을 연마해 매끈하고 윤이 나게 마무리합니다.',
    competency: 'technology',
  },
  '교육 과정 설계': {
    key: 'coding-curriculum-design',
    meaning: '수강생 수준에 맞춰 배울 개념과 실습 순서를 단계별로 짭니다.',
    competency: 'problem-solving',
  },
  '교육 기획': {
    key: 'training-program-planning',
    meaning: '교육 대상의 요구를 조사해 목표, 내용, 일정을 갖춘 과정을 기획합니다.',
    competency: 'problem-solving',
  },
  '교육 정책': {
    key: 'education-policy',
    meaning: '교육 정책의 취지를 이해하고 학교 현장에 맞게 안내하고 점검합니다.',
    competency: 'organisation',
  },
  '교육 평가': {
    key: 'educational-assessment',
    meaning: '평가 도구를 개발하고 결과를 분석해 교육의 효과를 검증합니다.',
    competency: 'problem-solving',
  },
  '교재 연구': {
    key: 'teaching-material-study',
    meaning: '교재와 기출 문제를 분석해 수업에 쓸 설명과 자료를 준비합니다.',
    competency: 'self-development',
  },
  교정: {
    key: 'translation-proofreading',
    meaning: '번역문의 오탈자, 오역, 어색한 표현을 찾아 바로잡습니다.',
    competency: 'communication',
  },
  '교통 분석': {
    key: 'traffic-analysis',
    meaning: '교통량과 통행 자료를 분석해 혼잡 원인과 개선 방안을 찾습니다.',
    competency: 'numeracy',
  },
  '구강 보건 교육': {
    key: 'oral-health-education',
    meaning: '환자에게 올바른 칫솔질과 구강 관리 습관을 알려 줍니다.',
    competency: 'communication',
  },
  '구강 의학': {
    key: 'oral-medicine',
    meaning: '치아와 잇몸 등 구강 질환을 진단하고 알맞은 치료를 정합니다.',
    competency: 'problem-solving',
  },
  '구도 감각': {
    key: 'photo-composition',
    meaning: '피사체와 배경의 배치를 잡아 보는 이의 시선을 이끄는 사진을 찍습니다.',
    competency: 'technology',
  },
  구성력: {
    key: 'program-structuring',
    meaning: '방송의 흐름과 장면 순서를 짜서 시청자가 끝까지 보게 만듭니다.',
    competency: 'communication',
  },
  '구조 계산': {
    key: 'structural-calculation',
    meaning: '하중과 재료 강도를 계산해 기둥과 보의 크기를 정합니다.',
    competency: 'numeracy',
  },
  '구조 기술': {
    key: 'rescue-technique',
    meaning: '로프와 절단기 등 장비로 갇히거나 고립된 사람을 안전하게 구해 냅니다.',
    competency: 'technology',
  },
  '구조 설계': {
    key: 'civil-structural-design',
    meaning: '교량이나 옹벽 등 구조물이 하중을 견디도록 형식과 부재를 설계합니다.',
    competency: 'technology',
  },
  '구조 해석': {
    key: 'structural-stress-analysis',
    meaning: '해석 프로그램으로 구조물의 응력과 변형을 계산해 안전성을 확인합니다.',
    competency: 'technology',
  },
  '굴착기 조작': {
    key: 'excavator-operation',
    meaning: '굴착기를 정밀하게 조종해 땅을 파고 흙을 옮깁니다.',
    competency: 'technology',
  },
  굽기: {
    key: 'oven-baking',
    meaning: '반죽 상태에 맞게 오븐 온도와 시간을 조절해 고르게 구워 냅니다.',
    competency: 'technology',
  },
  '규정 관리': {
    key: 'internal-rules-management',
    meaning: '사내 규정을 법 개정에 맞게 정비하고 임직원에게 알립니다.',
    competency: 'organisation',
  },
  '규정 준수': {
    key: 'rule-adherence',
    meaning: '정해진 규정과 절차를 예외 없이 지켜 업무의 신뢰를 지킵니다.',
    competency: 'ethics',
  },
  '규칙 숙지': {
    key: 'sport-rules-mastery',
    meaning: '경기 규칙과 개정 내용을 정확히 알고 판정의 근거로 씁니다.',
    competency: 'organisation',
  },
  '그래픽 디자인': {
    key: 'graphic-design-elements',
    meaning: '글자, 색, 도형을 조합해 영상에 쓸 그래픽 요소를 디자인합니다.',
    competency: 'technology',
  },
  글쓰기: {
    key: 'writing-for-readers',
    meaning: '보도자료나 전시 설명문을 읽기 쉽고 정확한 글로 씁니다.',
    competency: 'communication',
  },
  '글쓰기 지도': {
    key: 'writing-instruction',
    meaning: '학생의 글에 구체적으로 조언해 생각을 논리적으로 쓰도록 이끕니다.',
    competency: 'communication',
  },
  '금속 세공': {
    key: 'precious-metal-smithing',
    meaning: '금과 은을 자르고 두드리고 땜질해 장신구의 형태를 만듭니다.',
    competency: 'technology',
  },
  '금융 규제': {
    key: 'financial-regulation',
    meaning: '자본 규제와 감독 기준을 이해하고 회사가 이를 지키는지 점검합니다.',
    competency: 'organisation',
  },
  '금융 상품 이해': {
    key: 'auto-finance-products',
    meaning: '할부, 리스, 보험 상품의 조건을 비교해 고객에게 맞는 방식을 권합니다.',
    competency: 'information',
  },
  '금융 상품 지식': {
    key: 'banking-product-knowledge',
    meaning: '예금, 대출, 펀드 상품의 특징과 조건을 알고 고객에게 안내합니다.',
    competency: 'information',
  },
  '금형 교체': {
    key: 'mold-changeover',
    meaning: '생산할 제품에 맞게 금형을 안전하게 바꿔 달고 성형 조건을 맞춥니다.',
    competency: 'technology',
  },
  '금형 조립': {
    key: 'mold-assembly',
    meaning: '가공한 금형 부품을 맞춰 조립하고 작동과 틈새를 확인합니다.',
    competency: 'technology',
  },
  '급여 계산': {
    key: 'payroll-calculation',
    meaning: '근태, 수당, 세금과 4대 보험을 반영해 급여를 정확히 계산합니다.',
    competency: 'numeracy',
  },
  '기계 설계': {
    key: 'mechanical-design',
    meaning: '기능과 강도, 제작성을 따져 기계 부품과 장치를 설계합니다.',
    competency: 'technology',
  },
  '기계톱 사용': {
    key: 'chainsaw-operation',
    meaning: '기계톱을 안전하게 다뤄 나무를 베고 알맞은 길이로 자릅니다.',
    competency: 'technology',
  },
  '기관 운전': {
    key: 'marine-engine-operation',
    meaning: '선박의 주기관과 보조 기계를 운전하고 상태를 점검합니다.',
    competency: 'technology',
  },
  '기구 설계': {
    key: 'robot-mechanism-design',
    meaning: '로봇의 관절과 구동부, 프레임 구조를 설계합니다.',
    competency: 'technology',
  },
  '기구 운행': {
    key: 'ride-operation',
    meaning: '놀이기구를 점검하고 탑승객의 안전을 확인한 뒤 운행합니다.',
    competency: 'technology',
  },
  '기기 분석': {
    key: 'instrumental-analysis',
    meaning: '크로마토그래피, 분광기 등 분석 기기로 시료의 성분을 측정합니다.',
    competency: 'technology',
  },
  '기기 설계': {
    key: 'medical-device-design',
    meaning: '사용 환경과 안전 규격을 반영해 의료기기의 구조와 기능을 설계합니다.',
    competency: 'technology',
  },
  '기기 지식': {
    key: 'handset-knowledge',
    meaning: '휴대폰 기종별 성능과 기능 차이를 알고 고객에게 맞게 추천합니다.',
    competency: 'information',
  },
  '기내 안전': {
    key: 'cabin-safety',
    meaning: '이착륙 전 안전 점검과 비상시 대처로 승객을 보호합니다.',
    competency: 'ethics',
  },
  '기능 검사': {
    key: 'assembly-function-test',
    meaning: '조립한 제품에 전원을 넣어 기능이 제대로 동작하는지 확인합니다.',
    competency: 'technology',
  },
  '기록 관리': {
    key: 'record-keeping',
    meaning: '시험 결과나 돌봄 내용을 정해진 양식에 빠짐없이 기록하고 보관합니다.',
    competency: 'information',
  },
  '기본 간호': {
    key: 'basic-nursing-care',
    meaning: '활력 징후 측정, 투약 보조, 위생 관리 등 기본 간호를 합니다.',
    competency: 'technology',
  },
  '기사 작성': {
    key: 'news-writing',
    meaning: '취재한 사실을 정확하고 간결한 기사로 씁니다.',
    competency: 'communication',
  },
  '기술 상담': {
    key: 'technical-consultation',
    meaning: '고객의 기술 문제를 듣고 알맞은 제품과 해결책을 설명합니다.',
    competency: 'communication',
  },
  '기술 영업': {
    key: 'medical-technical-sales',
    meaning: '의료진에게 기기의 원리와 임상적 장점을 설명해 도입을 이끕니다.',
    competency: 'communication',
  },
  '기술 이해': {
    key: 'invention-understanding',
    meaning: '발명의 기술 내용과 기존 기술과의 차이를 정확히 파악합니다.',
    competency: 'technology',
  },
  '기술 전략': {
    key: 'it-strategy',
    meaning: '사업 목표에 맞춰 도입할 기술과 시스템 투자 방향을 정합니다.',
    competency: 'problem-solving',
  },
  '기술 평가': {
    key: 'technology-assessment',
    meaning: '연구 과제의 기술 수준과 사업화 가능성을 따져 평가합니다.',
    competency: 'problem-solving',
  },
  '기체 점검': {
    key: 'airframe-inspection',
    meaning: '항공기 동체와 날개, 부품의 손상을 점검 절차대로 살핍니다.',
    competency: 'technology',
  },
  '기초 설계': {
    key: 'foundation-design',
    meaning: '지반 조사 결과를 바탕으로 말뚝과 기초의 형식과 크기를 정합니다.',
    competency: 'technology',
  },
  '긴급 출동': {
    key: 'emergency-dispatch',
    meaning: '경보를 받으면 신속히 현장에 도착해 상황을 확인하고 조치합니다.',
    competency: 'problem-solving',
  },
  꼼꼼함: {
    key: 'meticulousness',
    meaning: '작은 차이도 한 번 더 확인해 실수 없이 일을 마무리합니다.',
    competency: 'ethics',
  },
  '남성 커트': {
    key: 'mens-haircut',
    meaning: '두상과 모질에 맞춰 가위와 클리퍼로 남성 머리를 깔끔하게 자릅니다.',
    competency: 'technology',
  },
  납땜: {
    key: 'soldering',
    meaning: '인두로 부품을 기판에 정확히 납땜해 접촉 불량을 막습니다.',
    competency: 'technology',
  },
  '납품 협상': {
    key: 'supply-deal-negotiation',
    meaning: '유통업체와 납품 가격, 물량, 진열 조건을 협의합니다.',
    competency: 'interpersonal',
  },
  '내진 설계': {
    key: 'seismic-design',
    meaning: '지진 하중을 고려해 건물이 흔들려도 무너지지 않게 설계합니다.',
    competency: 'technology',
  },
  냉난방: {
    key: 'hvac-design',
    meaning: '건물의 냉난방 부하를 계산하고 공조 설비를 설계합니다.',
    competency: 'technology',
  },
  '냉매 취급': {
    key: 'refrigerant-handling',
    meaning: '냉매를 규정대로 회수하고 충전하며 누설이 없는지 확인합니다.',
    competency: 'technology',
  },
  '네일 아트': {
    key: 'nail-art',
    meaning: '고객 취향에 맞춰 손톱에 색과 그림, 장식을 섬세하게 표현합니다.',
    competency: 'technology',
  },
  '네일 케어': {
    key: 'nail-care',
    meaning: '손톱 모양을 다듬고 큐티클을 정리해 건강하고 깔끔하게 관리합니다.',
    competency: 'technology',
  },
  네트워크: {
    key: 'computer-networking',
    meaning: '네트워크 구조와 프로토콜을 이해하고 통신 장애와 보안 문제를 다룹니다.',
    competency: 'technology',
  },
  '네트워크 기초': {
    key: 'network-basics',
    meaning: '케이블, 스위치, IP 설정 등 네트워크의 기본 원리를 알고 설치에 씁니다.',
    competency: 'technology',
  },
  '네트워크 분석': {
    key: 'network-traffic-analysis',
    meaning: '통신 기록과 패킷을 분석해 범행 경로와 흔적을 추적합니다.',
    competency: 'information',
  },
  '네트워크 설계': {
    key: 'network-architecture-design',
    meaning: '사용량과 보안 요구를 따져 장비 배치와 망 구성을 설계합니다.',
    competency: 'technology',
  },
  네트워킹: {
    key: 'business-networking',
    meaning: '업계 사람들과 인맥을 넓히고 꾸준히 교류해 거래 기회를 찾습니다.',
    competency: 'interpersonal',
  },
  노동법: {
    key: 'labor-law',
    meaning: '근로기준법 등 노동 법령을 해석해 분쟁 해결과 자문에 적용합니다.',
    competency: 'problem-solving',
  },
  '노무 관리': {
    key: 'labor-relations-management',
    meaning: '근로계약, 근태, 노사 문제를 법에 맞게 관리합니다.',
    competency: 'organisation',
  },
  녹음: {
    key: 'sound-recording',
    meaning: '마이크를 배치하고 레벨을 조절해 깨끗한 소리를 녹음합니다.',
    competency: 'technology',
  },
  '논리적 사고': {
    key: 'logical-thinking',
    meaning: '전제와 근거를 따져 결론까지 빈틈없이 추론합니다.',
    competency: 'problem-solving',
  },
  '논문 작성': {
    key: 'research-paper-writing',
    meaning: '연구 질문, 방법, 결과를 학술 형식에 맞춰 논문으로 씁니다.',
    competency: 'communication',
  },
  '놀이 지도': {
    key: 'play-guidance',
    meaning: '아이의 발달에 맞는 놀이를 골라 함께 놀며 배움과 어울림을 이끕니다.',
    competency: 'interpersonal',
  },
  '농기계 조작': {
    key: 'farm-machinery-operation',
    meaning: '트랙터와 이앙기 등 농기계를 안전하게 다뤄 농작업을 합니다.',
    competency: 'technology',
  },
  '누수 보수': {
    key: 'waterproof-leak-repair',
    meaning: '물이 새는 곳을 찾아 방수층을 보강하고 틈을 메웁니다.',
    competency: 'technology',
  },
  '누수 탐지': {
    key: 'pipe-leak-detection',
    meaning: '압력 시험과 탐지 장비로 배관에서 물이 새는 지점을 찾아냅니다.',
    competency: 'problem-solving',
  },
  다림질: {
    key: 'garment-ironing',
    meaning: '옷감에 맞는 온도로 다려 주름을 펴고 모양을 잡습니다.',
    competency: 'technology',
  },
  '단체 인솔': {
    key: 'tour-group-escort',
    meaning: '여행객을 이끌고 일정과 이동을 챙기며 인원을 빠짐없이 살핍니다.',
    competency: 'interpersonal',
  },
  '당직 근무': {
    key: 'navigation-watchkeeping',
    meaning: '당직 시간 동안 선교를 지키며 항로와 주변 선박을 감시합니다.',
    competency: 'ethics',
  },
  '대기 관리': {
    key: 'air-quality-management',
    meaning: '대기 오염 물질의 배출을 측정하고 저감 설비를 관리합니다.',
    competency: 'technology',
  },
  '대량 조리': {
    key: 'bulk-cooking',
    meaning: '수백 인분의 음식을 정해진 시간 안에 맛과 위생을 지켜 조리합니다.',
    competency: 'technology',
  },
  '대본 분석': {
    key: 'script-analysis',
    meaning: '대본을 읽고 인물의 성격과 감정, 장면의 의도를 파악합니다.',
    competency: 'communication',
  },
  '대본 작성': {
    key: 'broadcast-scriptwriting',
    meaning: '출연자가 말할 내용과 진행 순서를 방송 대본으로 씁니다.',
    competency: 'communication',
  },
  '대인 관계': {
    key: 'people-relations',
    meaning: '여러 사람과 원만히 지내며 부탁과 협조를 부드럽게 주고받습니다.',
    competency: 'interpersonal',
  },
  '대형 차량 운전': {
    key: 'large-vehicle-driving',
    meaning: '차체가 긴 버스를 좁은 길과 정류장에서도 안전하게 몹니다.',
    competency: 'technology',
  },
  '데이터 복구': {
    key: 'data-recovery',
    meaning: '손상된 저장 장치에서 지워지거나 읽히지 않는 자료를 되살립니다.',
    competency: 'technology',
  },
  '데이터 파이프라인': {
    key: 'data-pipeline',
    meaning: '여러 출처의 데이터를 모아 가공하고 저장하는 흐름을 자동화합니다.',
    competency: 'information',
  },
  데이터베이스: {
    key: 'database',
    meaning: '테이블 구조를 설계하고 데이터를 저장, 조회, 관리합니다.',
    competency: 'information',
  },
  데코레이션: {
    key: 'cake-decoration',
    meaning: '크림, 과일, 장식물로 케이크와 빵을 보기 좋게 꾸밉니다.',
    competency: 'technology',
  },
  '도로 설계': {
    key: 'road-design',
    meaning: '교통량과 지형을 고려해 도로의 선형과 차로, 교차로를 설계합니다.',
    competency: 'technology',
  },
  '도료 도장': {
    key: 'architectural-painting',
    meaning: '바탕을 정리하고 도료를 고르게 칠해 벽과 구조물을 보호하고 꾸밉니다.',
    competency: 'technology',
  },
  '도면 검토': {
    key: 'structural-drawing-review',
    meaning: '설계 도면의 치수와 구조 상세를 검토해 오류를 찾아냅니다.',
    competency: 'problem-solving',
  },
  '도면 작성': {
    key: 'technical-drafting',
    meaning: '설계 내용을 CAD로 치수와 기호가 정확한 도면으로 그립니다.',
    competency: 'technology',
  },
  '도면 해석': {
    key: 'drawing-interpretation',
    meaning: '도면의 치수, 기호, 상세를 읽어 시공과 물량 산출에 활용합니다.',
    competency: 'technology',
  },
  '도수 치료': {
    key: 'manual-therapy',
    meaning: '손으로 관절과 근육을 움직이고 풀어 통증을 줄이고 기능을 되살립니다.',
    competency: 'technology',
  },
  '도시 계획': {
    key: 'urban-planning',
    meaning: '토지 이용, 교통, 기반 시설을 종합해 도시의 발전 계획을 세웁니다.',
    competency: 'problem-solving',
  },
  도식화: {
    key: 'fashion-flat-sketch',
    meaning: '옷의 형태와 봉제선, 디테일을 생산용 평면 그림으로 정확히 그립니다.',
    competency: 'technology',
  },
  '도어락 설치': {
    key: 'door-lock-installation',
    meaning: '문의 두께와 구조에 맞게 도어락을 달고 작동을 확인합니다.',
    competency: 'technology',
  },
  '독서 프로그램 기획': {
    key: 'reading-program-planning',
    meaning: '이용자의 연령과 관심에 맞는 독서 행사와 모임을 기획해 운영합니다.',
    competency: 'problem-solving',
  },
  '동물 이해': {
    key: 'animal-behavior-understanding',
    meaning: '반려동물의 몸짓과 행동을 읽어 감정과 습성을 파악합니다.',
    competency: 'interpersonal',
  },
  '동물 진료': {
    key: 'veterinary-care',
    meaning: '동물의 증상을 진찰하고 검사 결과로 진단해 치료합니다.',
    competency: 'technology',
  },
  '동물 핸들링': {
    key: 'animal-handling',
    meaning: '겁먹거나 예민한 동물을 안정시키며 다치지 않게 붙잡고 다룹니다.',
    competency: 'technology',
  },
  '동작 관찰': {
    key: 'motion-observation',
    meaning: '사람과 동물의 실제 움직임을 살펴 동작의 타이밍과 무게감을 익힙니다.',
    competency: 'technology',
  },
  '동작 지도': {
    key: 'movement-coaching',
    meaning: '회원의 자세를 보고 호흡과 동작을 바르게 하도록 짚어 줍니다.',
    competency: 'communication',
  },
  드로잉: {
    key: 'freehand-drawing',
    meaning: '형태와 비례, 명암을 살려 대상과 장면을 손으로 그려 냅니다.',
    competency: 'technology',
  },
  '등기 실무': {
    key: 'registry-filing',
    meaning: '부동산과 법인 등기 서류를 갖춰 신청하고 보정 요구에 대응합니다.',
    competency: 'organisation',
  },
  '디자인 툴 활용': {
    key: 'design-software-use',
    meaning: '이미지 편집과 벡터 그래픽 프로그램을 능숙하게 다뤄 작업합니다.',
    competency: 'technology',
  },
  '디자인 해석': {
    key: 'jewelry-design-interpretation',
    meaning: '디자인 도안을 보고 제작 방법과 치수, 재료를 정확히 판단합니다.',
    competency: 'technology',
  },
  '디저트 디자인': {
    key: 'dessert-design',
    meaning: '맛의 조합과 모양, 색을 구상해 새로운 초콜릿 디저트를 만듭니다.',
    competency: 'technology',
  },
  '디지털 채색': {
    key: 'digital-coloring',
    meaning: '그래픽 프로그램으로 색과 명암을 입혀 그림의 분위기를 완성합니다.',
    competency: 'technology',
  },
  '디지털 포렌식': {
    key: 'digital-forensics',
    meaning: '컴퓨터와 휴대폰의 자료를 훼손 없이 수집, 분석해 증거로 만듭니다.',
    competency: 'information',
  },
  '떡 빚기': {
    key: 'rice-cake-shaping',
    meaning: '반죽과 소를 알맞게 나눠 송편 등 떡을 고른 모양으로 빚습니다.',
    competency: 'technology',
  },
  '라벨 부착': {
    key: 'product-labeling',
    meaning: '제품과 상자에 맞는 라벨을 정해진 위치에 반듯하게 붙입니다.',
    competency: 'technology',
  },
  '라인 공급': {
    key: 'line-feeding',
    meaning: '생산 라인에 부품과 자재를 끊기지 않게 제때 채워 넣습니다.',
    competency: 'resource-management',
  },
  '라테 아트': {
    key: 'latte-art',
    meaning: '우유 거품을 부어 커피 위에 하트나 나뭇잎 무늬를 그립니다.',
    competency: 'technology',
  },
  '레슨 계획': {
    key: 'arts-lesson-planning',
    meaning: '수강생의 수준과 목표에 맞춰 연습곡과 진도를 계획합니다.',
    competency: 'problem-solving',
  },
  '레이더 판독': {
    key: 'radar-reading',
    meaning: '레이더 화면에서 항공기의 위치, 고도, 간격을 읽고 판단합니다.',
    competency: 'information',
  },
  '로그 분석': {
    key: 'security-log-analysis',
    meaning: '시스템과 장비의 로그를 분석해 침입 시도와 이상 징후를 찾습니다.',
    competency: 'information',
  },
  '로봇 티칭': {
    key: 'robot-teaching',
    meaning: '티칭 펜던트로 로봇의 동작 경로와 위치를 입력해 작업을 가르칩니다.',
    competency: 'technology',
  },
  로스팅: {
    key: 'coffee-roasting',
    meaning: '생두의 특성에 맞춰 불과 시간을 조절해 원하는 맛으로 볶습니다.',
    competency: 'technology',
  },
  리더십: {
    key: 'team-leadership',
    meaning: '방향을 분명히 제시하고 구성원이 한뜻으로 움직이도록 이끕니다.',
    competency: 'interpersonal',
  },
  '리소스 최적화': {
    key: 'game-asset-optimization',
    meaning: '폴리곤 수와 텍스처 용량을 줄여 게임이 가볍게 돌아가게 합니다.',
    competency: 'technology',
  },
  '마감 도장': {
    key: 'wood-finish-coating',
    meaning: '목재 표면을 샌딩하고 오일이나 도료를 발라 결을 살려 마감합니다.',
    competency: 'technology',
  },
  '마감 처리': {
    key: 'wallpaper-edge-finishing',
    meaning: '벽지의 이음매와 모서리를 깔끔하게 정리해 들뜸 없이 마무리합니다.',
    competency: 'technology',
  },
  '마무리 작업': {
    key: 'sewing-finishing',
    meaning: '실밥을 정리하고 단추와 단을 달아 옷을 완성품으로 마무리합니다.',
    competency: 'technology',
  },
  '말뭉치 구축': {
    key: 'corpus-building',
    meaning: '실제 언어 자료를 모아 주석을 달고 분석할 수 있는 말뭉치로 만듭니다.',
    competency: 'information',
  },
  '매뉴얼 해독': {
    key: 'maintenance-manual-reading',
    meaning: '영문 정비 매뉴얼을 읽고 절차와 기준을 정확히 따릅니다.',
    competency: 'communication',
  },
  '매물 분석': {
    key: 'property-listing-analysis',
    meaning: '매물의 위치, 시세, 권리관계를 따져 고객에게 맞는지 판단합니다.',
    competency: 'information',
  },
  '매장 관리': {
    key: 'retail-shelf-management',
    meaning: '거래처 매장의 진열, 재고, 판촉물을 점검해 판매가 잘되게 합니다.',
    competency: 'resource-management',
  },
  '매체 이해': {
    key: 'ad-media-understanding',
    meaning: '방송, 인쇄, 디지털 매체별 도달 범위와 특성을 알고 광고에 활용합니다.',
    competency: 'information',
  },
  '머신 관리': {
    key: 'espresso-machine-care',
    meaning: '에스프레소 머신과 그라인더를 청소하고 점검해 맛을 일정하게 지킵니다.',
    competency: 'technology',
  },
  머신러닝: {
    key: 'machine-learning',
    meaning: '데이터로 모델을 학습시키고 성능을 평가해 예측 기능을 만듭니다.',
    competency: 'technology',
  },
  '메뉴 개발': {
    key: 'menu-development',
    meaning: '재료와 원가, 손님의 취향을 고려해 새 요리를 개발합니다.',
    competency: 'problem-solving',
  },
  메이크업: {
    key: 'makeup-artistry',
    meaning: '얼굴형과 피부, 촬영 목적에 맞춰 메이크업을 연출합니다.',
    competency: 'technology',
  },
  '메이크업 시연': {
    key: 'makeup-demonstration',
    meaning: '고객의 얼굴에 제품을 직접 발라 보이며 사용법과 효과를 보여 줍니다.',
    competency: 'communication',
  },
  면담: {
    key: 'structured-interviewing',
    meaning: '질문을 짜서 대화를 이끌며 필요한 사실과 진술을 얻어 냅니다.',
    competency: 'communication',
  },
  면도: {
    key: 'straight-razor-shave',
    meaning: '피부가 다치지 않게 면도날로 수염과 잔털을 깔끔하게 밉니다.',
    competency: 'technology',
  },
  '명세서 작성': {
    key: 'patent-specification',
    meaning: '발명을 권리 범위가 분명한 특허 명세서와 청구항으로 씁니다.',
    competency: 'communication',
  },
  모니터링: {
    key: 'system-monitoring',
    meaning: '서버와 서비스 지표를 실시간으로 살펴 장애를 미리 알아챕니다.',
    competency: 'information',
  },
  모델링: {
    key: 'system-modeling',
    meaning: '업무 흐름과 데이터를 다이어그램으로 그려 시스템의 구조를 정합니다.',
    competency: 'information',
  },
  '모듈 설치': {
    key: 'solar-module-installation',
    meaning: '구조물에 태양광 모듈을 단단히 고정하고 배선을 연결합니다.',
    competency: 'technology',
  },
  '모르타르 배합': {
    key: 'mortar-mixing',
    meaning: '시멘트, 모래, 물을 알맞은 비율로 섞어 바르기 좋은 모르타르를 만듭니다.',
    competency: 'technology',
  },
  '모바일 플랫폼': {
    key: 'mobile-platform-development',
    meaning: '안드로이드와 iOS의 구조와 규칙을 알고 그에 맞게 앱을 구현합니다.',
    competency: 'technology',
  },
  '모션 디자인': {
    key: 'motion-design',
    meaning: '글자와 그래픽에 움직임과 타이밍을 주어 영상으로 만듭니다.',
    competency: 'technology',
  },
  '목재 재단': {
    key: 'lumber-cutting',
    meaning: '치수를 재고 톱으로 목재를 정확히 잘라 부재를 준비합니다.',
    competency: 'technology',
  },
  '무늬 맞춤': {
    key: 'wallpaper-pattern-matching',
    meaning: '벽지 이음 부분의 무늬가 어긋나지 않게 맞춰 붙입니다.',
    competency: 'technology',
  },
  '무대 표현': {
    key: 'stage-presence',
    meaning: '표정, 동작, 눈빛으로 곡의 분위기를 무대에서 관객에게 전합니다.',
    competency: 'communication',
  },
  무도: {
    key: 'martial-arts',
    meaning: '무술을 꾸준히 익혀 위협이 닥치면 몸으로 막고 상대를 제압합니다.',
    competency: 'self-development',
  },
  '무브먼트 정비': {
    key: 'watch-movement-repair',
    meaning: '시계 내부 기계를 분해, 세척, 조립해 정확히 가게 합니다.',
    competency: 'technology',
  },
  '무선 기술': {
    key: 'wireless-comm-engineering',
    meaning: '전파와 안테나, 무선 통신 방식을 이해하고 통신망에 적용합니다.',
    competency: 'technology',
  },
  '무선 장비 설치': {
    key: 'base-station-equipment-install',
    meaning: '기지국 안테나와 무선 장비를 설치하고 신호 상태를 점검합니다.',
    competency: 'technology',
  },
  '무역 실무': {
    key: 'trade-operations',
    meaning: '신용장, 선적 서류, 통관 등 수출입 절차를 처리합니다.',
    competency: 'organisation',
  },
  '무역 지식': {
    key: 'trade-knowledge',
    meaning: '무역 조건과 원산지, 품목 분류 규정을 알고 통관 자문에 씁니다.',
    competency: 'organisation',
  },
  '문서 관리': {
    key: 'document-control',
    meaning: '문서의 버전과 승인 이력을 관리해 필요할 때 바로 찾게 합니다.',
    competency: 'information',
  },
  문서화: {
    key: 'system-documentation',
    meaning: '요구사항과 설계 내용을 다른 사람이 이해할 수 있게 문서로 남깁니다.',
    competency: 'communication',
  },
  '문장 표현': {
    key: 'translation-wording',
    meaning: '옮긴 글이 원문의 뜻을 살리면서 자연스럽게 읽히도록 다듬습니다.',
    competency: 'communication',
  },
  문장력: {
    key: 'prose-writing',
    meaning: '장면과 감정을 생생하게 그리는 문장으로 이야기를 씁니다.',
    competency: 'communication',
  },
  '문제 해결': {
    key: 'issue-resolution',
    meaning: '문제의 원인을 찾아 실행할 수 있는 해결책을 내고 끝까지 챙깁니다.',
    competency: 'problem-solving',
  },
  '문헌 조사': {
    key: 'pharma-literature-search',
    meaning: '논문과 특허를 찾아 읽고 연구에 필요한 근거를 정리합니다.',
    competency: 'information',
  },
  '문화 이해': {
    key: 'cultural-understanding',
    meaning: '학습자의 문화 배경을 존중하며 한국 문화를 함께 알려 줍니다.',
    competency: 'interpersonal',
  },
  '문화 해설': {
    key: 'cultural-interpretation',
    meaning: '관광지의 역사와 문화를 외국인 관광객이 알기 쉽게 설명합니다.',
    competency: 'communication',
  },
  '물레 성형': {
    key: 'wheel-throwing',
    meaning: '물레를 돌리며 흙을 손으로 끌어올려 그릇의 형태를 빚습니다.',
    competency: 'technology',
  },
  '물류 시스템': {
    key: 'logistics-it-system',
    meaning: '물류 전산 시스템으로 입출고와 재고, 배송 현황을 처리합니다.',
    competency: 'information',
  },
  '물질 수지': {
    key: 'mass-balance',
    meaning: '공정에 들고 나는 물질의 양을 계산해 수율과 손실을 따집니다.',
    competency: 'numeracy',
  },
};
