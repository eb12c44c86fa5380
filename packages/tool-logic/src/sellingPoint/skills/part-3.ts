import type { SkillKeyword } from './types';

// Keywords for occupations' core skills, part 3 of 4 (by label, ㄱ-order): our own Korean text,
// written for this product from general knowledge of the work.

export const SKILL_KEYWORDS_3: Readonly<Record<string, SkillKeyword>> = {
  '쌀 가공': {
    key: 'rice-flour-processing',
    meaning: '쌀을 불리고 빻아 떡 반죽에 알맞은 쌀가루로 만듭니다.',
    competency: 'technology',
  },
  '쓰레기 분리': {
    key: 'building-waste-separation',
    meaning: '건물에서 나온 쓰레기를 종류별로 나눠 정해진 곳에 모읍니다.',
    competency: 'ethics',
  },
  '쓰레기 수거': {
    key: 'street-waste-collection',
    meaning: '맡은 구역을 돌며 쓰레기를 빠짐없이 거두어 차에 싣습니다.',
    competency: 'resource-management',
  },
  '아동 돌봄': {
    key: 'after-school-childcare',
    meaning: '방과 후 아이들의 안전과 생활을 살피며 하루를 함께 보냅니다.',
    competency: 'interpersonal',
  },
  '아동 상담': {
    key: 'child-protection-counselling',
    meaning: '아이의 말과 행동에서 학대 징후와 마음의 상처를 살핍니다.',
    competency: 'communication',
  },
  '아동 이해': {
    key: 'child-development-understanding',
    meaning: '학년별 발달 특성을 알고 아이마다 다른 배움의 속도를 헤아립니다.',
    competency: 'interpersonal',
  },
  '아이 돌봄': {
    key: 'in-home-childcare',
    meaning: '가정을 찾아가 아이를 먹이고 재우며 놀이와 안전을 챙깁니다.',
    competency: 'interpersonal',
  },
  '아이디어 발상': {
    key: 'copy-idea-generation',
    meaning: '제품의 특징에서 소비자의 마음을 움직일 한마디를 떠올립니다.',
    competency: 'problem-solving',
  },
  '악기 연주': {
    key: 'instrument-performance',
    meaning: '꾸준한 연습으로 다진 기교로 곡을 무대에서 정확히 연주합니다.',
    competency: 'technology',
  },
  안내: {
    key: 'visitor-guidance',
    meaning: '방문객의 용건을 듣고 찾는 곳과 담당자를 알기 쉽게 알려 줍니다.',
    competency: 'communication',
  },
  '안무 표현': {
    key: 'choreographic-expression',
    meaning: '안무에 담긴 의도와 감정을 몸짓과 동작으로 무대에 그려 냅니다.',
    competency: 'communication',
  },
  '안부 확인': {
    key: 'senior-wellbeing-check',
    meaning: '홀로 지내는 어르신을 찾아가거나 전화해 건강과 생활을 살핍니다.',
    competency: 'interpersonal',
  },
  '안전 교육': {
    key: 'worker-safety-training',
    meaning: '작업자에게 현장의 위험과 지켜야 할 수칙을 알기 쉽게 가르칩니다.',
    competency: 'communication',
  },
  '안전 법규': {
    key: 'occupational-safety-law',
    meaning: '산업안전 관련 법령을 알고 현장이 그 기준을 지키는지 확인합니다.',
    competency: 'ethics',
  },
  '안전 분석': {
    key: 'nuclear-safety-analysis',
    meaning: '사고 상황을 가정해 계산하고 원자력 시설의 안전 여유를 평가합니다.',
    competency: 'problem-solving',
  },
  '안전 수칙': {
    key: 'safety-rule-observance',
    meaning: '보호구를 갖추고 정해진 작업 수칙을 지켜 사고를 막습니다.',
    competency: 'ethics',
  },
  '안전 운행': {
    key: 'safe-road-operation',
    meaning: '교통 법규와 제한 속도를 지키며 승객과 물건을 안전하게 나릅니다.',
    competency: 'technology',
  },
  '안전 점검': {
    key: 'pre-work-safety-inspection',
    meaning: '작업 전 시설과 장비에 이상이 없는지 살펴 위험을 미리 없앱니다.',
    competency: 'technology',
  },
  '안전 지도': {
    key: 'trainee-safety-guidance',
    meaning: '실습 중 훈련생이 장비를 바르게 다루도록 안전 수칙을 지도합니다.',
    competency: 'communication',
  },
  알고리즘: {
    key: 'algorithm-design',
    meaning: '문제를 효율적으로 푸는 절차와 자료 구조를 설계해 코드로 옮깁니다.',
    competency: 'problem-solving',
  },
  '암호 기술': {
    key: 'cryptography',
    meaning: '해시와 전자서명 같은 암호 기법으로 거래의 위변조를 막습니다.',
    competency: 'technology',
  },
  '약물 분석': {
    key: 'drug-analysis',
    meaning: '분석 기기로 의약품의 성분과 순도, 안정성을 확인합니다.',
    competency: 'technology',
  },
  '약물 치료': {
    key: 'pharmacotherapy',
    meaning: '증상에 맞는 약을 골라 용량을 조절하고 부작용을 살핍니다.',
    competency: 'problem-solving',
  },
  '약제 취급': {
    key: 'disinfectant-handling',
    meaning: '방역 약제를 정해진 비율로 희석하고 보호구를 갖춰 안전하게 뿌립니다.',
    competency: 'technology',
  },
  '약품 관리': {
    key: 'water-treatment-chemicals',
    meaning: '수질에 맞춰 응집제와 소독제의 투입량을 조절하고 재고를 챙깁니다.',
    competency: 'resource-management',
  },
  '약품 취급': {
    key: 'dyeing-chemical-handling',
    meaning: '염색에 쓰는 약품을 보호구를 갖추고 정확한 양으로 다룹니다.',
    competency: 'technology',
  },
  '약학 지식': {
    key: 'pharmaceutical-knowledge',
    meaning: '약의 효능과 상호작용을 알고 처방을 검토해 복약을 안내합니다.',
    competency: 'information',
  },
  '양액 관리': {
    key: 'nutrient-solution-management',
    meaning: '작물 생육에 맞춰 양액의 농도와 산도를 맞추고 공급합니다.',
    competency: 'technology',
  },
  '어구 조작': {
    key: 'fishing-gear-operation',
    meaning: '그물과 낚시 같은 어구를 바다 상황에 맞게 펼치고 거둡니다.',
    competency: 'technology',
  },
  '어장 판단': {
    key: 'fishing-ground-judgement',
    meaning: '물때와 수온, 날씨를 읽어 고기가 모이는 곳을 가늠합니다.',
    competency: 'problem-solving',
  },
  '언론 대응': {
    key: 'media-relations',
    meaning: '기자의 문의에 정확히 답하고 보도 자료와 인터뷰를 준비합니다.',
    competency: 'communication',
  },
  '언어 분석': {
    key: 'linguistic-analysis',
    meaning: '말과 글의 자료를 모아 소리와 문법, 의미의 규칙을 밝힙니다.',
    competency: 'information',
  },
  '언어 평가': {
    key: 'speech-language-assessment',
    meaning: '검사 도구로 말과 언어 발달 수준을 평가해 치료 목표를 세웁니다.',
    competency: 'problem-solving',
  },
  '얼룩 제거': {
    key: 'stain-removal',
    meaning: '얼룩의 종류와 옷감에 맞는 약제로 옷을 상하지 않게 얼룩을 뺍니다.',
    competency: 'technology',
  },
  '업무 분석': {
    key: 'business-process-analysis',
    meaning: '고객사의 업무 흐름을 살펴 시스템으로 개선할 지점을 찾습니다.',
    competency: 'problem-solving',
  },
  '업체 협상': {
    key: 'wedding-vendor-negotiation',
    meaning: '예식장과 스튜디오 같은 업체와 일정, 가격, 조건을 조율합니다.',
    competency: 'interpersonal',
  },
  '에너지 효율': {
    key: 'building-energy-efficiency',
    meaning: '냉난방과 환기 설비를 설계해 건물의 에너지 사용을 줄입니다.',
    competency: 'technology',
  },
  '에스프레소 추출': {
    key: 'espresso-extraction',
    meaning: '분쇄도와 추출 시간을 맞춰 맛이 고른 에스프레소를 뽑습니다.',
    competency: 'technology',
  },
  '엔진 수리': {
    key: 'heavy-equipment-engine-repair',
    meaning: '굴착기 같은 건설기계의 엔진을 분해해 고장 난 부품을 고칩니다.',
    competency: 'technology',
  },
  '엔진 정비': {
    key: 'engine-servicing',
    meaning: '엔진 상태를 점검하고 닳은 부품을 바꿔 제 성능을 되살립니다.',
    competency: 'technology',
  },
  '여론 조사': {
    key: 'opinion-polling',
    meaning: '설문을 설계하고 결과를 분석해 유권자의 생각을 읽어 냅니다.',
    competency: 'numeracy',
  },
  '여행지 정보': {
    key: 'destination-knowledge',
    meaning: '여행지의 날씨, 교통, 볼거리를 알고 고객에게 맞게 추천합니다.',
    competency: 'information',
  },
  '역사 지식': {
    key: 'heritage-history-knowledge',
    meaning: '유적과 유물에 얽힌 역사를 알고 관람객에게 흥미롭게 전합니다.',
    competency: 'information',
  },
  역학: {
    key: 'engineering-mechanics',
    meaning: '힘과 운동, 응력을 계산해 기계가 견딜 수 있는 구조를 설계합니다.',
    competency: 'numeracy',
  },
  '역학 조사': {
    key: 'epidemiological-investigation',
    meaning: '감염병 환자의 동선과 접촉자를 추적해 전파 경로를 밝힙니다.',
    competency: 'problem-solving',
  },
  연구: {
    key: 'academic-research',
    meaning: '연구 주제를 정해 탐구하고 그 결과를 논문으로 발표합니다.',
    competency: 'problem-solving',
  },
  '연구 기획': {
    key: 'research-programme-planning',
    meaning: '연구 과제의 목표와 예산, 일정을 세우고 수행 체계를 짭니다.',
    competency: 'resource-management',
  },
  연기: {
    key: 'stage-screen-acting',
    meaning: '인물의 성격과 감정을 이해해 목소리와 몸짓으로 표현합니다.',
    competency: 'communication',
  },
  연마: {
    key: 'surface-polishing',
    meaning: '연마 도구로 표면을 갈고 다듬어 매끄럽게 마감합니다.',
    competency: 'technology',
  },
  연출: {
    key: 'production-directing',
    meaning: '기획 의도에 맞게 출연자와 제작진을 이끌어 작품을 완성합니다.',
    competency: 'interpersonal',
  },
  '열쇠 복사': {
    key: 'key-duplication',
    meaning: '원래 열쇠의 홈을 그대로 따라 깎아 똑같은 열쇠를 만듭니다.',
    competency: 'technology',
  },
  '열차 운전': {
    key: 'train-driving',
    meaning: '신호와 운행 시각을 지키며 열차를 정확하고 안전하게 몹니다.',
    competency: 'technology',
  },
  열처리: {
    key: 'metal-heat-treatment',
    meaning: '가열과 냉각 조건을 정해 금속의 강도와 성질을 바꿉니다.',
    competency: 'technology',
  },
  '염료 배합': {
    key: 'dye-recipe-mixing',
    meaning: '원하는 색이 나오도록 염료와 조제의 비율을 재어 섞습니다.',
    competency: 'technology',
  },
  '염색 기술': {
    key: 'textile-dyeing-technology',
    meaning: '섬유 종류에 맞는 염색 공정과 조건을 개발해 색 품질을 높입니다.',
    competency: 'technology',
  },
  '염색기 운전': {
    key: 'dyeing-machine-operation',
    meaning: '염색기의 온도와 시간을 맞춰 돌리고 색이 고르게 드는지 봅니다.',
    competency: 'technology',
  },
  '영법 지도': {
    key: 'swimming-stroke-coaching',
    meaning: '영법별 호흡과 팔다리 동작을 시범 보이고 수강생의 자세를 고쳐 줍니다.',
    competency: 'communication',
  },
  '영상 감시': {
    key: 'cctv-monitoring',
    meaning: 'CCTV 화면을 지켜보며 이상 상황을 빠르게 알아채고 알립니다.',
    competency: 'information',
  },
  '영상 장비 조작': {
    key: 'radiographic-equipment-operation',
    meaning: 'X선과 CT 장비를 다뤄 진단에 쓸 선명한 영상을 얻습니다.',
    competency: 'technology',
  },
  '영상 촬영·편집': {
    key: 'video-shooting-editing',
    meaning: '콘텐츠를 직접 찍고 편집해 시청자가 끝까지 볼 영상을 만듭니다.',
    competency: 'technology',
  },
  '영상 툴 활용': {
    key: 'motion-graphics-software',
    meaning: '모션 그래픽 프로그램으로 글자와 그림에 움직임을 입힙니다.',
    competency: 'information',
  },
  '영상 편집': {
    key: 'video-cut-editing',
    meaning: '촬영본을 골라 잇고 흐름과 호흡을 살려 한 편의 영상으로 엮습니다.',
    competency: 'technology',
  },
  '영양 상담': {
    key: 'nutrition-counselling',
    meaning: '식습관과 건강 상태를 듣고 알맞은 식단과 먹는 방법을 안내합니다.',
    competency: 'communication',
  },
  '영어 교신': {
    key: 'aviation-english-radio',
    meaning: '관제사와 표준 항공 영어로 짧고 정확하게 교신합니다.',
    competency: 'communication',
  },
  '영어 구사': {
    key: 'english-medium-teaching',
    meaning: '수업을 영어로 이끌며 학생이 듣고 말할 기회를 만듭니다.',
    competency: 'communication',
  },
  영업: {
    key: 'client-sales',
    meaning: '고객을 찾아 만나고 필요에 맞는 상품을 권해 계약으로 잇습니다.',
    competency: 'interpersonal',
  },
  '영업 전략': {
    key: 'sales-strategy',
    meaning: '시장과 실적을 분석해 목표와 공략할 고객, 방법을 정합니다.',
    competency: 'problem-solving',
  },
  '예방 접종': {
    key: 'child-vaccination',
    meaning: '접종 일정에 맞춰 아이의 상태를 살피고 예방 백신을 놓습니다.',
    competency: 'technology',
  },
  '예방 정비': {
    key: 'preventive-maintenance',
    meaning: '정해진 주기로 부품을 점검하고 바꿔 고장을 미리 막습니다.',
    competency: 'technology',
  },
  예법: {
    key: 'funeral-etiquette',
    meaning: '장례 의식의 예절을 지켜 고인과 유족을 정중하게 모십니다.',
    competency: 'ethics',
  },
  '예보 판단': {
    key: 'forecast-judgement',
    meaning: '관측 자료와 수치 모델을 종합해 날씨의 변화를 판단합니다.',
    competency: 'problem-solving',
  },
  '예약 시스템': {
    key: 'travel-reservation-system',
    meaning: '항공권과 숙소 예약 전산을 다뤄 예약을 잡고 변경합니다.',
    competency: 'information',
  },
  '온라인 마케팅': {
    key: 'online-marketing',
    meaning: '상세 페이지와 광고, SNS로 상품을 알리고 구매를 이끕니다.',
    competency: 'information',
  },
  '온실 관리': {
    key: 'greenhouse-management',
    meaning: '온실의 온도, 습도, 빛을 맞춰 꽃이 잘 자랄 환경을 만듭니다.',
    competency: 'technology',
  },
  '와인 지식': {
    key: 'wine-knowledge',
    meaning: '품종과 산지, 빈티지에 따른 와인의 맛과 특징을 압니다.',
    competency: 'information',
  },
  '외관 검사': {
    key: 'visual-appearance-inspection',
    meaning: '제품의 흠집, 변색, 찍힘을 눈으로 살펴 불량품을 골라냅니다.',
    competency: 'problem-solving',
  },
  외국어: {
    key: 'foreign-language-use',
    meaning: '외국어로 자료를 읽고 상대와 막힘없이 뜻을 주고받습니다.',
    competency: 'communication',
  },
  '외국어 구사': {
    key: 'foreign-language-fluency',
    meaning: '가르치는 언어를 정확한 발음과 자연스러운 표현으로 구사합니다.',
    competency: 'communication',
  },
  '외국어 능력': {
    key: 'translation-language-proficiency',
    meaning: '원문의 뜻과 뉘앙스를 정확히 읽어 낼 만큼 외국어에 능숙합니다.',
    competency: 'communication',
  },
  '외국어 안내': {
    key: 'foreign-language-tour-guiding',
    meaning: '외국인 관광객에게 관광지와 문화를 그 나라 말로 설명합니다.',
    competency: 'communication',
  },
  '외국어 응대': {
    key: 'foreign-guest-service',
    meaning: '외국인 손님에게 게임 규칙과 진행을 외국어로 안내합니다.',
    competency: 'communication',
  },
  '외국어 협상': {
    key: 'foreign-language-negotiation',
    meaning: '해외 바이어와 외국어로 가격과 거래 조건을 협상합니다.',
    competency: 'communication',
  },
  '요구 분석': {
    key: 'training-needs-analysis',
    meaning: '교육 대상이 바라는 것과 부족한 점을 조사해 교육 목표를 잡습니다.',
    competency: 'problem-solving',
  },
  '요구사항 관리': {
    key: 'requirements-change-management',
    meaning: '고객 요구사항의 변경을 기록하고 범위와 일정에 미칠 영향을 따집니다.',
    competency: 'organisation',
  },
  '요구사항 분석': {
    key: 'requirements-analysis',
    meaning: '사용자의 요구를 기능과 조건으로 나눠 시스템 설계의 근거로 삼습니다.',
    competency: 'problem-solving',
  },
  '요구사항 정리': {
    key: 'requirements-specification',
    meaning: '관계자들의 요청을 모아 화면과 기능 명세로 정리합니다.',
    competency: 'communication',
  },
  '요금 안내': {
    key: 'fare-information',
    meaning: '요금 체계와 할인 조건을 알기 쉽게 설명하고 표를 끊어 줍니다.',
    competency: 'communication',
  },
  '요금제 상담': {
    key: 'mobile-plan-consulting',
    meaning: '고객의 사용 습관을 듣고 알맞은 요금제와 할인을 권합니다.',
    competency: 'communication',
  },
  '용접부 검사': {
    key: 'weld-inspection',
    meaning: '용접한 부위의 균열과 기공을 살펴 결함이 없는지 확인합니다.',
    competency: 'technology',
  },
  '용지 관리': {
    key: 'paper-stock-management',
    meaning: '인쇄에 맞는 용지를 준비하고 보관 습도와 재고를 관리합니다.',
    competency: 'resource-management',
  },
  '용해 작업': {
    key: 'metal-melting',
    meaning: '노에서 금속을 알맞은 온도로 녹여 주형에 부을 쇳물을 만듭니다.',
    competency: 'technology',
  },
  '운동 지도': {
    key: 'pe-skills-instruction',
    meaning: '종목별 기술과 규칙을 시범과 함께 가르치고 안전하게 이끕니다.',
    competency: 'communication',
  },
  '운동 처방': {
    key: 'exercise-prescription',
    meaning: '체력과 목표를 평가해 운동의 종류와 강도, 횟수를 정합니다.',
    competency: 'problem-solving',
  },
  '운동 치료': {
    key: 'therapeutic-exercise',
    meaning: '환자의 기능에 맞는 운동으로 근력과 관절의 움직임을 되살립니다.',
    competency: 'technology',
  },
  운송: {
    key: 'cash-in-transit',
    meaning: '정해진 경로와 절차에 따라 현금을 안전하게 옮깁니다.',
    competency: 'ethics',
  },
  '운영 기록': {
    key: 'emission-facility-log',
    meaning: '방지 시설의 가동 상태와 배출 농도를 정해진 양식에 기록합니다.',
    competency: 'information',
  },
  운영체제: {
    key: 'os-administration',
    meaning: '서버 운영체제를 설치하고 계정과 권한, 업데이트를 관리합니다.',
    competency: 'technology',
  },
  '운영체제 복구': {
    key: 'os-recovery',
    meaning: '부팅이 안 되는 컴퓨터의 운영체제를 복구하거나 다시 설치합니다.',
    competency: 'technology',
  },
  운전: {
    key: 'vehicle-driving-skill',
    meaning: '도로 사정을 살피며 차량을 능숙하고 안전하게 몹니다.',
    competency: 'technology',
  },
  '운전 기록': {
    key: 'plant-operation-log',
    meaning: '설비의 압력, 온도, 유량을 정해진 때마다 확인해 운전일지에 남깁니다.',
    competency: 'information',
  },
  '운행 기록': {
    key: 'driving-hours-log',
    meaning: '운행 시간과 거리, 휴식 시간을 빠짐없이 기록합니다.',
    competency: 'information',
  },
  '원가 계산': {
    key: 'unit-cost-calculation',
    meaning: '재료비, 인건비, 경비를 항목별로 더해 원가를 산출합니다.',
    competency: 'numeracy',
  },
  '원가 관리': {
    key: 'cost-rate-management',
    meaning: '재료비와 원가율을 따져 품질을 지키면서 비용을 아낍니다.',
    competency: 'resource-management',
  },
  '원가 분석': {
    key: 'purchase-cost-analysis',
    meaning: '견적을 항목별로 비교해 구매 가격이 적정한지 따집니다.',
    competency: 'numeracy',
  },
  '원단 취급': {
    key: 'fabric-handling',
    meaning: '원단의 결과 두께를 살펴 밀리거나 상하지 않게 다룹니다.',
    competency: 'technology',
  },
  '원두 배합': {
    key: 'coffee-bean-blending',
    meaning: '산지별 원두의 맛을 조합해 원하는 향미의 블렌드를 만듭니다.',
    competency: 'technology',
  },
  '원료 계량': {
    key: 'ingredient-weighing',
    meaning: '제조 지시서대로 원료를 정확한 양으로 달고 기록합니다.',
    competency: 'numeracy',
  },
  '원료 배합': {
    key: 'rubber-compound-mixing',
    meaning: '고무와 첨가제를 정해진 비율로 섞어 배합 고무를 만듭니다.',
    competency: 'technology',
  },
  '원료 선별': {
    key: 'brewing-ingredient-selection',
    meaning: '곡물과 과실의 상태를 살펴 양조에 알맞은 원료를 고릅니다.',
    competency: 'technology',
  },
  '원자로 이해': {
    key: 'reactor-physics',
    meaning: '원자로의 구조와 핵분열 원리를 알고 운전 특성을 분석합니다.',
    competency: 'technology',
  },
  원화·동화: {
    key: 'key-inbetween-animation',
    meaning: '핵심 동작을 그리고 사이 그림을 이어 자연스러운 움직임을 만듭니다.',
    competency: 'technology',
  },
  '웹 표준': {
    key: 'web-standards',
    meaning: 'HTML과 CSS 표준을 지켜 어느 브라우저에서나 제대로 보이게 합니다.',
    competency: 'technology',
  },
  '위기 관리': {
    key: 'pr-crisis-management',
    meaning: '부정적인 이슈가 생기면 사실을 확인하고 빠르게 입장을 밝힙니다.',
    competency: 'problem-solving',
  },
  '위기 대처': {
    key: 'travel-emergency-handling',
    meaning: '여행 중 분실, 사고, 일정 차질이 생기면 침착하게 수습합니다.',
    competency: 'problem-solving',
  },
  '위험 관리': {
    key: 'risk-mitigation',
    meaning: '손실이나 차질이 생길 위험을 미리 따져 한도와 대책을 세웁니다.',
    competency: 'problem-solving',
  },
  '위험 대응': {
    key: 'cash-transit-threat-response',
    meaning: '습격이나 사고 같은 위급 상황에 정해진 절차대로 대처합니다.',
    competency: 'problem-solving',
  },
  '위험 분석': {
    key: 'protective-threat-analysis',
    meaning: '행사장과 이동 경로의 위험 요소를 미리 살펴 경호 계획에 담습니다.',
    competency: 'problem-solving',
  },
  '위험 측정': {
    key: 'financial-risk-measurement',
    meaning: 'VaR 같은 지표로 시장과 신용 위험의 크기를 계산합니다.',
    competency: 'numeracy',
  },
  '위험 평가': {
    key: 'underwriting-risk-assessment',
    meaning: '가입자의 건강, 재산, 직업을 따져 인수 여부와 보험료를 정합니다.',
    competency: 'problem-solving',
  },
  '위험물 식별': {
    key: 'prohibited-item-detection',
    meaning: 'X선 영상과 검색으로 기내 반입 금지 물품을 찾아냅니다.',
    competency: 'problem-solving',
  },
  '위험성 평가': {
    key: 'workplace-hazard-assessment',
    meaning: '작업별 유해·위험 요인을 찾아 크기를 따지고 개선책을 세웁니다.',
    competency: 'problem-solving',
  },
  '유가족 상담': {
    key: 'bereaved-family-consultation',
    meaning: '유족의 뜻을 들어 장례 방식과 절차, 비용을 함께 정합니다.',
    competency: 'interpersonal',
  },
  '유가족 응대': {
    key: 'bereaved-family-care',
    meaning: '슬픔에 잠긴 유족을 배려하며 정리 범위와 방법을 협의합니다.',
    competency: 'interpersonal',
  },
  '유공압 이해': {
    key: 'hydraulic-pneumatic-systems',
    meaning: '유압과 공압 회로의 원리를 알고 실린더와 밸브의 고장을 찾습니다.',
    competency: 'technology',
  },
  '유아 관찰': {
    key: 'early-childhood-observation',
    meaning: '놀이와 생활 속 유아의 행동을 지켜보고 발달 과정을 기록합니다.',
    competency: 'interpersonal',
  },
  '유압 정비': {
    key: 'hydraulic-system-repair',
    meaning: '유압 펌프와 호스, 실린더의 누유와 고장을 점검해 고칩니다.',
    competency: 'technology',
  },
  '유약 배합': {
    key: 'glaze-mixing',
    meaning: '원하는 색과 질감이 나오도록 유약 원료를 섞고 시험해 봅니다.',
    competency: 'technology',
  },
  '유품 분류': {
    key: 'belongings-sorting',
    meaning: '고인의 물건을 보관, 기증, 폐기로 나눠 유족에게 전합니다.',
    competency: 'resource-management',
  },
  '음식 페어링': {
    key: 'food-wine-pairing',
    meaning: '요리의 맛과 향에 어울리는 와인을 골라 손님에게 권합니다.',
    competency: 'problem-solving',
  },
  '음악 해석': {
    key: 'musical-interpretation',
    meaning: '곡의 구조와 정서를 읽어 자신만의 표현으로 들려줍니다.',
    competency: 'communication',
  },
  음악성: {
    key: 'dance-musicality',
    meaning: '음악의 박자와 흐름을 타고 동작의 강약과 호흡을 맞춥니다.',
    competency: 'self-development',
  },
  '음정 조율': {
    key: 'piano-pitch-tuning',
    meaning: '현의 장력을 조절해 각 음을 정확한 음높이에 맞춥니다.',
    competency: 'technology',
  },
  '음향 장비 운용': {
    key: 'audio-equipment-operation',
    meaning: '믹서와 마이크, 스피커를 다뤄 깨끗하고 균형 잡힌 소리를 만듭니다.',
    competency: 'technology',
  },
  '응급 처치': {
    key: 'first-aid-response',
    meaning: '환자 상태를 빠르게 살펴 지혈, 심폐소생술 같은 처치를 합니다.',
    competency: 'problem-solving',
  },
  '의료 법규': {
    key: 'healthcare-law',
    meaning: '의료법과 건강보험 기준을 알고 병원 운영이 이를 지키게 합니다.',
    competency: 'ethics',
  },
  '의료 지식': {
    key: 'medical-basics-knowledge',
    meaning: '진료과와 검사, 시술의 기본을 알아 환자에게 쉽게 안내합니다.',
    competency: 'information',
  },
  '의료 통계': {
    key: 'health-statistics',
    meaning: '진료 기록을 모아 질병과 진료 실적에 관한 통계를 냅니다.',
    competency: 'numeracy',
  },
  '의료비 지원 연계': {
    key: 'medical-cost-aid-linking',
    meaning: '치료비가 부담스러운 환자를 공적 지원과 후원 기관에 연결합니다.',
    competency: 'resource-management',
  },
  '의류 CAD': {
    key: 'apparel-cad-patterning',
    meaning: '의류 CAD로 패턴을 그리고 치수별로 늘리거나 줄여 작업에 씁니다.',
    competency: 'technology',
  },
  '의무 기록 관리': {
    key: 'medical-records-management',
    meaning: '의무 기록을 빠짐없이 점검하고 규정에 맞게 보관하고 내어 줍니다.',
    competency: 'information',
  },
  의사소통: {
    key: 'workplace-communication',
    meaning: '상대의 말을 끝까지 듣고 필요한 내용을 분명하게 전합니다.',
    competency: 'communication',
  },
  의전: {
    key: 'executive-protocol',
    meaning: '손님 맞이와 자리 배치, 행사 순서를 격식에 맞게 준비합니다.',
    competency: 'organisation',
  },
  '의학 지식': {
    key: 'medical-science-knowledge',
    meaning: '인체와 질병의 원리를 알고 진단과 치료, 기기 개발에 적용합니다.',
    competency: 'information',
  },
  '이동 보조': {
    key: 'mobility-assistance',
    meaning: '휠체어 이동과 옮겨 앉기를 이용자에게 맞춰 안전하게 돕습니다.',
    competency: 'interpersonal',
  },
  '이동 양봉': {
    key: 'migratory-beekeeping',
    meaning: '꽃 피는 시기를 따라 벌통을 옮기며 꿀을 모읍니다.',
    competency: 'resource-management',
  },
  '이동 지원': {
    key: 'hospital-escort-mobility',
    meaning: '집에서 병원까지 함께 움직이며 접수와 검사실 이동을 돕습니다.',
    competency: 'interpersonal',
  },
  '이륜차 운전': {
    key: 'motorcycle-riding',
    meaning: '오토바이를 능숙하게 몰아 골목과 도로를 안전하게 오갑니다.',
    competency: 'technology',
  },
  '이용자 안내': {
    key: 'library-user-guidance',
    meaning: '찾는 자료와 시설 이용 방법을 이용자에게 친절히 알려 줍니다.',
    competency: 'communication',
  },
  인내심: {
    key: 'patience-under-pressure',
    meaning: '더딘 변화나 거친 반응에도 감정을 다스리며 꾸준히 대합니다.',
    competency: 'self-development',
  },
  '인력 관리': {
    key: 'production-staffing',
    meaning: '작업량에 맞춰 인원을 배치하고 근무와 숙련도를 관리합니다.',
    competency: 'resource-management',
  },
  '인명 구조': {
    key: 'fire-rescue-operations',
    meaning: '화재와 사고 현장에서 갇힌 사람을 찾아 안전하게 구해 냅니다.',
    competency: 'problem-solving',
  },
  '인성 교육': {
    key: 'character-education',
    meaning: '장병에게 생명 존중과 배려의 가치를 강연과 상담으로 전합니다.',
    competency: 'ethics',
  },
  '인쇄기 운전': {
    key: 'printing-press-operation',
    meaning: '잉크와 압력, 속도를 맞춰 인쇄기를 돌리고 색을 확인합니다.',
    competency: 'technology',
  },
  '인지 재활': {
    key: 'cognitive-rehabilitation',
    meaning: '기억력과 주의력을 높이는 활동으로 일상 기능의 회복을 돕습니다.',
    competency: 'technology',
  },
  인터뷰: {
    key: 'journalistic-interviewing',
    meaning: '취재원에게 핵심을 묻고 답을 끌어내 기사의 근거로 삼습니다.',
    competency: 'communication',
  },
  '인프라 자동화': {
    key: 'infrastructure-as-code',
    meaning: '서버와 네트워크 구성을 코드로 작성해 자동으로 만들고 바꿉니다.',
    competency: 'technology',
  },
  '인허가 이해': {
    key: 'medical-device-approval',
    meaning: '의료기기 허가 절차와 필요한 시험을 알고 개발 단계부터 대비합니다.',
    competency: 'organisation',
  },
  '일상생활 훈련': {
    key: 'daily-living-skills-training',
    meaning: '옷 입기, 식사 같은 일상 동작을 스스로 하도록 연습시킵니다.',
    competency: 'technology',
  },
  '일정 조율': {
    key: 'tour-schedule-coordination',
    meaning: '현지 사정에 맞춰 일정의 순서와 시간을 바꾸고 일행에게 알립니다.',
    competency: 'resource-management',
  },
  '임상 판단': {
    key: 'clinical-judgement',
    meaning: '환자의 증상과 검사 결과를 종합해 필요한 간호와 처치를 정합니다.',
    competency: 'problem-solving',
  },
  '임상시험 관리': {
    key: 'clinical-trial-coordination',
    meaning: '시험 계획서에 따라 대상자 방문과 자료 수집을 관리합니다.',
    competency: 'organisation',
  },
  '입찰 대응': {
    key: 'hospital-tender-response',
    meaning: '병원 입찰 공고를 확인해 서류와 가격 제안을 기한 안에 준비합니다.',
    competency: 'organisation',
  },
  입출고: {
    key: 'inbound-outbound-handling',
    meaning: '들어오고 나가는 물품을 확인해 제자리에 두고 정확히 내보냅니다.',
    competency: 'resource-management',
  },
  '자금 관리': {
    key: 'treasury-management',
    meaning: '현금 흐름을 예측해 필요한 자금을 조달하고 운용합니다.',
    competency: 'resource-management',
  },
  '자동화 도구': {
    key: 'test-automation-tools',
    meaning: '자동화 도구로 테스트를 스크립트로 만들어 반복해 검증합니다.',
    competency: 'information',
  },
  '자료 분류': {
    key: 'library-cataloguing',
    meaning: '분류 체계에 따라 자료에 번호를 매기고 목록을 만듭니다.',
    competency: 'information',
  },
  '자료 분석': {
    key: 'research-data-analysis',
    meaning: '모은 자료를 정리하고 비교해 판단에 쓸 결론을 끌어냅니다.',
    competency: 'information',
  },
  '자료 입력': {
    key: 'statistical-data-entry',
    meaning: '조사표의 응답을 정해진 형식대로 빠짐없이 전산에 입력합니다.',
    competency: 'information',
  },
  '자료 제작': {
    key: 'health-education-materials',
    meaning: '대상에 맞는 건강 교육 자료와 홍보물을 알기 쉽게 만듭니다.',
    competency: 'communication',
  },
  '자료 조사': {
    key: 'background-research',
    meaning: '필요한 문헌과 사례, 통계를 찾아 모으고 믿을 만한지 가립니다.',
    competency: 'information',
  },
  '자료 해석': {
    key: 'experimental-data-interpretation',
    meaning: '분석 기기의 스펙트럼과 수치를 읽어 물질의 성질을 판단합니다.',
    competency: 'numeracy',
  },
  '자막·효과 작업': {
    key: 'subtitles-effects',
    meaning: '자막과 효과음, 화면 효과를 넣어 영상의 전달력을 높입니다.',
    competency: 'technology',
  },
  '자산 관리': {
    key: 'asset-holdings-management',
    meaning: '회사 비품이나 고객 자산의 현황을 파악하고 알맞게 관리합니다.',
    competency: 'resource-management',
  },
  '자산 배분': {
    key: 'asset-allocation',
    meaning: '고객의 목표와 위험 성향에 맞춰 예금, 주식, 채권의 비중을 정합니다.',
    competency: 'resource-management',
  },
  '자세 교정': {
    key: 'posture-correction',
    meaning: '틀어진 자세를 살펴 운동과 동작 지도로 바르게 잡아 줍니다.',
    competency: 'technology',
  },
  '자원 연계': {
    key: 'welfare-resource-linking',
    meaning: '대상자에게 필요한 복지 서비스와 지역 기관을 찾아 연결합니다.',
    competency: 'resource-management',
  },
  '자원 탐사': {
    key: 'resource-exploration',
    meaning: '지질 조사와 물리 탐사로 광물과 에너지 자원의 위치를 찾습니다.',
    competency: 'technology',
  },
  '자재 선정': {
    key: 'interior-material-selection',
    meaning: '공간의 분위기와 예산에 맞는 마감재와 가구를 고릅니다.',
    competency: 'resource-management',
  },
  '자재 운반': {
    key: 'material-transport',
    meaning: '원자재와 부품을 필요한 곳에 제때 안전하게 옮깁니다.',
    competency: 'resource-management',
  },
  '자재 지식': {
    key: 'building-material-knowledge',
    meaning: '마감재와 구조재의 특성과 시공법을 알고 알맞게 씁니다.',
    competency: 'information',
  },
  작곡: {
    key: 'music-composition',
    meaning: '선율과 화성, 리듬을 엮어 새로운 곡을 만듭니다.',
    competency: 'problem-solving',
  },
  '작물 재배': {
    key: 'field-crop-cultivation',
    meaning: '씨뿌리기부터 수확까지 작물의 생육에 맞춰 밭을 가꿉니다.',
    competency: 'technology',
  },
  '작업장 정리': {
    key: 'workstation-housekeeping',
    meaning: '공구와 자재를 제자리에 두고 바닥을 치워 작업장을 안전하게 둡니다.',
    competency: 'resource-management',
  },
  '작품 기획': {
    key: 'artwork-planning',
    meaning: '주제와 재료, 형식을 정해 작품과 전시의 방향을 세웁니다.',
    competency: 'problem-solving',
  },
  '작품 해설': {
    key: 'artwork-commentary',
    meaning: '작품의 배경과 의미를 관람객이 이해하기 쉽게 설명합니다.',
    competency: 'communication',
  },
  '잔디 관리': {
    key: 'lawn-care',
    meaning: '잔디를 깎고 물과 비료를 주며 병충해를 막아 고르게 가꿉니다.',
    competency: 'technology',
  },
  '잠금 해제': {
    key: 'lock-opening',
    meaning: '의뢰인을 확인한 뒤 잠긴 문과 금고를 손상 없이 엽니다.',
    competency: 'technology',
  },
  '장거리 운전': {
    key: 'long-haul-driving',
    meaning: '휴식을 챙기며 먼 거리를 졸음 없이 안전하게 운전합니다.',
    competency: 'self-development',
  },
  '장례 절차': {
    key: 'funeral-procedures',
    meaning: '입관부터 발인, 장지까지 장례 순서를 빈틈없이 진행합니다.',
    competency: 'organisation',
  },
  '장비 설정': {
    key: 'device-configuration',
    meaning: '라우터, 카메라 같은 장비의 설정값을 넣어 제대로 작동하게 합니다.',
    competency: 'technology',
  },
  '장비 설치': {
    key: 'home-equipment-installation',
    meaning: '고객 집에 모뎀과 셋톱박스를 설치하고 연결 상태를 확인합니다.',
    competency: 'technology',
  },
  '장비 셋업': {
    key: 'semiconductor-equipment-setup',
    meaning: '새 장비를 설치하고 조건을 맞춰 양산에 쓸 수 있게 만듭니다.',
    competency: 'technology',
  },
  '장비 운전': {
    key: 'mining-equipment-operation',
    meaning: '굴진기와 운반 장비를 갱내 여건에 맞게 안전하게 다룹니다.',
    competency: 'technology',
  },
  '장비 이해': {
    key: 'process-equipment-understanding',
    meaning: '공정 장비의 원리를 알고 조건 변화가 결과에 미치는 영향을 읽습니다.',
    competency: 'technology',
  },
  '장비 점검': {
    key: 'pre-use-equipment-inspection',
    meaning: '작업 전 장비의 작동과 이상 여부를 확인하고 문제를 알립니다.',
    competency: 'technology',
  },
  '장비 조작': {
    key: 'fab-equipment-operation',
    meaning: '작업 지시에 따라 장비에 웨이퍼를 넣고 공정을 돌리며 상태를 봅니다.',
    competency: 'technology',
  },
  '장애 대응': {
    key: 'outage-response',
    meaning: '서비스 장애를 감지하면 원인을 좁혀 빠르게 복구하고 기록합니다.',
    competency: 'problem-solving',
  },
  '장애 복구': {
    key: 'failure-restoration',
    meaning: '고장 난 장비를 찾아 부품을 바꾸거나 우회시켜 신호를 되살립니다.',
    competency: 'technology',
  },
  '장애 이해': {
    key: 'disability-understanding',
    meaning: '장애 유형별 특성을 알고 이용자가 원하는 방식으로 돕습니다.',
    competency: 'interpersonal',
  },
  '장애 처리': {
    key: 'connectivity-fault-resolution',
    meaning: '접속 불량과 장비 오류를 점검해 원인을 찾고 바로 해결합니다.',
    competency: 'problem-solving',
  },
  '장학 지도': {
    key: 'school-supervision',
    meaning: '학교를 찾아 수업과 운영을 살피고 교사에게 개선 방안을 조언합니다.',
    competency: 'organisation',
  },
  '재고 정리': {
    key: 'store-stock-arrangement',
    meaning: '매장 상품을 종류와 크기별로 채우고 남은 수량을 확인해 둡니다.',
    competency: 'resource-management',
  },
  재단: {
    key: 'tailoring-cutting',
    meaning: '치수와 패턴에 맞춰 원단을 정확히 마름질합니다.',
    competency: 'technology',
  },
  '재료 가공': {
    key: 'material-shaping',
    meaning: '나무, 금속, 수지 같은 재료를 자르고 깎아 원하는 모양을 만듭니다.',
    competency: 'technology',
  },
  '재료 분석': {
    key: 'materials-characterisation',
    meaning: '현미경과 시험 장비로 재료의 조직과 성분, 강도를 분석합니다.',
    competency: 'technology',
  },
  '재료 선택': {
    key: 'waterproofing-material-selection',
    meaning: '시공 부위와 환경에 맞는 방수재를 골라 씁니다.',
    competency: 'technology',
  },
  '재료 이해': {
    key: 'material-behaviour-understanding',
    meaning: '재료의 성질과 가공 특성을 알고 설계와 작업에 알맞게 씁니다.',
    competency: 'technology',
  },
  '재무 상담': {
    key: 'financial-counselling',
    meaning: '고객의 소득, 지출, 목표를 듣고 알맞은 재무 계획을 제안합니다.',
    competency: 'communication',
  },
  '재무 이해': {
    key: 'executive-financial-literacy',
    meaning: '재무제표를 읽고 투자와 비용이 회사 가치에 미칠 영향을 판단합니다.',
    competency: 'numeracy',
  },
  '재배 실험': {
    key: 'cultivation-trials',
    meaning: '품종과 재배 조건을 달리해 시험 재배하고 결과를 비교합니다.',
    competency: 'problem-solving',
  },
  재봉: {
    key: 'garment-sewing',
    meaning: '재봉틀로 옷의 각 부분을 바느질 선에 맞춰 곱게 박습니다.',
    competency: 'technology',
  },
  '재질 구분': {
    key: 'material-type-sorting',
    meaning: '플라스틱, 유리, 금속 같은 재질을 눈과 손으로 가려 나눕니다.',
    competency: 'resource-management',
  },
  '재활 지원': {
    key: 'psychosocial-rehabilitation',
    meaning: '정신질환을 겪은 사람이 일상과 일자리로 돌아가도록 돕습니다.',
    competency: 'interpersonal',
  },
  '재활용 분류': {
    key: 'recyclable-sorting',
    meaning: '폐기물에서 재활용할 수 있는 것을 골라 종류별로 모읍니다.',
    competency: 'resource-management',
  },
  적재: {
    key: 'pallet-stacking',
    meaning: '포장된 제품을 무게와 크기에 맞춰 무너지지 않게 쌓습니다.',
    competency: 'resource-management',
  },
  적재·고정: {
    key: 'load-securing',
    meaning: '화물을 고르게 싣고 끈과 장비로 단단히 묶어 쏠림을 막습니다.',
    competency: 'technology',
  },
  '전기 배선': {
    key: 'solar-electrical-wiring',
    meaning: '태양광 모듈과 인버터를 규격에 맞는 전선으로 연결합니다.',
    competency: 'technology',
  },
  '전기 법규': {
    key: 'electrical-codes',
    meaning: '전기설비 기술기준과 관련 법령에 맞게 설계하고 검토합니다.',
    competency: 'ethics',
  },
  '전기 설비 설치': {
    key: 'electrical-installation',
    meaning: '배관과 배선, 분전반, 조명을 도면대로 설치합니다.',
    competency: 'technology',
  },
  '전기 장치 수리': {
    key: 'motorcycle-electrical-repair',
    meaning: '배터리와 충전 장치, 등화 장치의 고장을 찾아 고칩니다.',
    competency: 'technology',
  },
  전기화학: {
    key: 'electrochemistry',
    meaning: '전극과 전해질의 반응 원리를 이해해 전지 성능을 개선합니다.',
    competency: 'technology',
  },
  '전략 분석': {
    key: 'game-strategy-analysis',
    meaning: '상대 팀의 경기 영상을 분석해 대응 전략과 전술을 세웁니다.',
    competency: 'problem-solving',
  },
  '전력 설비': {
    key: 'power-equipment-engineering',
    meaning: '변압기와 배전반 같은 전력 설비를 설계하고 용량을 산정합니다.',
    competency: 'technology',
  },
  '전문 간호': {
    key: 'advanced-nursing-practice',
    meaning: '전문 분야 환자에게 깊이 있는 간호를 제공하고 동료 간호사를 돕습니다.',
    competency: 'technology',
  },
  '전산 입력': {
    key: 'consultation-data-entry',
    meaning: '상담 내용과 처리 결과를 시스템에 정확히 입력합니다.',
    competency: 'information',
  },
  '전산 처리': {
    key: 'transaction-processing',
    meaning: '입출금, 계약 변경 같은 업무를 전산으로 정확하게 처리합니다.',
    competency: 'information',
  },
  '전시 기획': {
    key: 'exhibition-planning',
    meaning: '전시 주제를 정하고 작품을 골라 공간과 관람 동선을 구성합니다.',
    competency: 'problem-solving',
  },
  '전자 회로': {
    key: 'electronic-circuits',
    meaning: '회로도를 읽고 계측기로 전자 회로의 이상 부위를 찾습니다.',
    competency: 'technology',
  },
  '전장 수리': {
    key: 'automotive-electrical-repair',
    meaning: '차량의 배선과 센서, 전자 제어 장치의 고장을 진단해 고칩니다.',
    competency: 'technology',
  },
  '전장 이해': {
    key: 'vehicle-electronics-understanding',
    meaning: '차량 전기·전자 시스템의 구조를 알고 설계와 시험에 반영합니다.',
    competency: 'technology',
  },
  '전통 바느질': {
    key: 'traditional-hand-sewing',
    meaning: '한복의 곡선과 솔기를 전통 방식의 손바느질로 곱게 짓습니다.',
    competency: 'technology',
  },
  '전투 기술': {
    key: 'combat-skills',
    meaning: '사격과 전술 기동 같은 전투 기술을 익히고 병사에게 가르칩니다.',
    competency: 'technology',
  },
  '전표 작성': {
    key: 'voucher-preparation',
    meaning: '거래 내용을 계정과목에 맞게 분류해 전표를 작성합니다.',
    competency: 'numeracy',
  },
  '전화 상담': {
    key: 'telephone-sales-consulting',
    meaning: '전화로 고객의 필요를 묻고 상품을 알기 쉽게 소개합니다.',
    competency: 'communication',
  },
  '전화 응대': {
    key: 'telephone-call-handling',
    meaning: '전화를 친절히 받아 용건을 정리하고 담당자에게 정확히 전합니다.',
    competency: 'communication',
  },
  절단·절곡: {
    key: 'sheet-cutting-bending',
    meaning: '철판을 도면 치수대로 자르고 구부려 원하는 형태를 만듭니다.',
    competency: 'technology',
  },
  점검: {
    key: 'fire-system-inspection',
    meaning: '소화기, 스프링클러, 감지기가 제대로 작동하는지 확인합니다.',
    competency: 'technology',
  },
  '점검 기록': {
    key: 'aircraft-inspection-records',
    meaning: '점검 항목과 결과, 조치 내용을 정비 기록에 정확히 남깁니다.',
    competency: 'information',
  },
  '접수 응대': {
    key: 'clinic-front-reception',
    meaning: '내원한 환자를 접수하고 대기와 진료 순서를 친절히 안내합니다.',
    competency: 'communication',
  },
  '정기 점검': {
    key: 'scheduled-inspection',
    meaning: '정해진 주기마다 장비를 살펴 닳은 부품을 갈고 결과를 기록합니다.',
    competency: 'technology',
  },
  '정리 정돈': {
    key: 'sorting-line-tidiness',
    meaning: '선별장 주변을 치우고 분류한 자재를 정해진 자리에 둡니다.',
    competency: 'resource-management',
  },
  '정밀 가공': {
    key: 'precision-machining',
    meaning: '공작기계로 금형 부품을 아주 작은 오차 안에서 깎고 다듬습니다.',
    competency: 'technology',
  },
  '정밀 분해': {
    key: 'precision-disassembly',
    meaning: '작은 부품을 상하지 않게 뜯어내고 순서대로 다시 조립합니다.',
    competency: 'technology',
  },
  '정밀 작업': {
    key: 'precision-aircraft-work',
    meaning: '정해진 규격과 토크값을 지켜 항공기 부품을 조이고 맞춥니다.',
    competency: 'technology',
  },
  '정보 검색': {
    key: 'information-retrieval',
    meaning: '데이터베이스와 목록을 뒤져 이용자가 찾는 자료를 찾아 줍니다.',
    competency: 'information',
  },
  '정보 구조 설계': {
    key: 'information-architecture',
    meaning: '메뉴와 화면 구조를 짜 사용자가 원하는 정보를 쉽게 찾게 합니다.',
    competency: 'information',
  },
  '정보 보호': {
    key: 'health-data-protection',
    meaning: '환자 정보의 접근 권한을 관리하고 밖으로 새지 않게 지킵니다.',
    competency: 'ethics',
  },
  정비: {
    key: 'signal-equipment-maintenance',
    meaning: '통신 장비를 점검하고 고장을 고쳐 언제든 쓸 수 있게 유지합니다.',
    competency: 'technology',
  },
  정산: {
    key: 'ticket-sales-settlement',
    meaning: '하루 판매 금액과 표 매수를 맞춰 보고 차이 없이 마감합니다.',
    competency: 'numeracy',
  },
  '정서 지원': {
    key: 'senior-emotional-support',
    meaning: '어르신의 말벗이 되어 외로움과 불안을 덜어 드립니다.',
    competency: 'interpersonal',
  },
  '정신 진단': {
    key: 'psychiatric-diagnosis',
    meaning: '면담과 검사로 증상을 평가해 정신질환을 진단합니다.',
    competency: 'problem-solving',
  },
  '정신건강 상담': {
    key: 'mental-health-counselling',
    meaning: '마음의 어려움을 겪는 사람과 가족의 이야기를 듣고 대처를 돕습니다.',
    competency: 'communication',
  },
  '정전 복구': {
    key: 'power-outage-restoration',
    meaning: '정전 구간을 찾아 고장 난 설비를 고치고 전기를 다시 보냅니다.',
    competency: 'technology',
  },
  '정책 결정': {
    key: 'policy-decision-making',
    meaning: '여러 의견과 자료를 따져 공익에 맞는 정책을 결정합니다.',
    competency: 'problem-solving',
  },
  '정책 분석': {
    key: 'policy-analysis',
    meaning: '정책의 효과와 비용을 자료로 따져 개선 방안을 제시합니다.',
    competency: 'problem-solving',
  },
  '정치 분석': {
    key: 'political-analysis',
    meaning: '선거와 정치 제도, 여론의 흐름을 분석해 그 의미를 밝힙니다.',
    competency: 'problem-solving',
  },
  정확성: {
    key: 'clerical-accuracy',
    meaning: '기준과 절차대로 처리하고 결과를 다시 확인해 오류를 막습니다.',
    competency: 'numeracy',
  },
  '제도 규격': {
    key: 'drafting-standards',
    meaning: '도면 규격과 기호, 치수 표기법을 지켜 정확한 도면을 그립니다.',
    competency: 'technology',
  },
  '제안서 작성': {
    key: 'proposal-writing',
    meaning: '고객의 과제와 해결책, 기대 효과를 담은 제안서를 설득력 있게 씁니다.',
    competency: 'communication',
  },
  '제어 공학': {
    key: 'control-engineering',
    meaning: '센서 값에 따라 모터를 움직이는 제어 알고리즘을 설계합니다.',
    competency: 'technology',
  },
  '제어 장치 점검': {
    key: 'robot-controller-inspection',
    meaning: '로봇 제어기와 센서, 배선을 점검해 오작동 원인을 찾습니다.',
    competency: 'technology',
  },
  '제조 기록': {
    key: 'batch-manufacturing-records',
    meaning: '제조 공정의 단계별 작업과 수치를 기록서에 정확히 적습니다.',
    competency: 'information',
  },
  '제품 개발': {
    key: 'food-product-development',
    meaning: '원료와 배합, 공정을 시험해 새 식품을 만들어 냅니다.',
    competency: 'problem-solving',
  },
  '제품 교육': {
    key: 'device-user-training',
    meaning: '의료진에게 기기의 사용법과 주의점을 시연하며 설명합니다.',
    competency: 'communication',
  },
};
