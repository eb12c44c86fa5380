import type { SkillKeyword } from './types';

// Keywords for occupations' core skills, part 2 of 4 (by label, ㄱ-order): our own Korean text,
// written for this product from general knowledge of the work.

export const SKILL_KEYWORDS_2: Readonly<Record<string, SkillKeyword>> = {
  '물품 분류': {
    key: 'parcel-sorting',
    meaning: '배송 지역과 크기에 맞춰 택배 물품을 빠르고 정확하게 나눕니다.',
    competency: 'resource-management',
  },
  '미디 작업': {
    key: 'midi-sequencing',
    meaning: '가상 악기와 미디 신호로 곡의 편곡과 연주를 만들어 냅니다.',
    competency: 'technology',
  },
  '미용 기술': {
    key: 'pet-grooming-technique',
    meaning: '견종과 털 상태에 맞춰 목욕, 털 깎기, 다듬기를 해냅니다.',
    competency: 'technology',
  },
  믹싱: {
    key: 'audio-mixing',
    meaning: '여러 소리의 크기와 음색을 조절해 균형 잡힌 음향을 만듭니다.',
    competency: 'technology',
  },
  '민원 안내': {
    key: 'civil-petition-guidance',
    meaning: '찾아온 민원인에게 담당 부서와 절차를 친절하게 알려 줍니다.',
    competency: 'communication',
  },
  '민원 응대': {
    key: 'civil-petition-handling',
    meaning: '민원인의 요구를 듣고 규정에 따라 처리 방법을 설명합니다.',
    competency: 'communication',
  },
  '밑창 부착': {
    key: 'shoe-sole-attaching',
    meaning: '접착과 압착으로 신발 밑창을 어긋남 없이 단단히 붙입니다.',
    competency: 'technology',
  },
  바느질: {
    key: 'leather-hand-stitching',
    meaning: '가죽 두께에 맞춰 땀 간격을 고르게 잡아 튼튼하게 꿰맵니다.',
    competency: 'technology',
  },
  '바이어 발굴': {
    key: 'overseas-buyer-sourcing',
    meaning: '전시회와 시장 조사로 거래할 해외 구매자를 찾아 접촉합니다.',
    competency: 'interpersonal',
  },
  '바탕 처리': {
    key: 'waterproofing-surface-prep',
    meaning: '시공 전 바닥의 균열과 이물질을 없애 표면을 고르게 만듭니다.',
    competency: 'technology',
  },
  반죽·발효: {
    key: 'dough-mixing-fermentation',
    meaning: '반죽의 온도와 시간을 살펴 알맞게 부풀도록 발효시킵니다.',
    competency: 'technology',
  },
  발골·정형: {
    key: 'meat-deboning-trimming',
    meaning: '뼈를 발라내고 부위별로 지방과 힘줄을 다듬어 나눕니다.',
    competency: 'technology',
  },
  발권: {
    key: 'ticket-issuing',
    meaning: '요금과 좌석을 확인해 승차권과 입장권을 정확히 발급합니다.',
    competency: 'information',
  },
  발성: {
    key: 'stage-voice-projection',
    meaning: '호흡을 조절해 무대 끝까지 또렷하게 들리는 목소리를 냅니다.',
    competency: 'communication',
  },
  '발음 지도': {
    key: 'pronunciation-coaching',
    meaning: '입 모양과 소리를 짚어 주며 정확한 발음을 익히도록 돕습니다.',
    competency: 'communication',
  },
  발음·발성: {
    key: 'broadcast-diction-voice',
    meaning: '정확한 발음과 안정된 목소리로 뉴스와 안내를 전달합니다.',
    competency: 'communication',
  },
  '발전량 점검': {
    key: 'solar-output-check',
    meaning: '태양광 설비의 발전량을 확인해 이상이 있는 모듈을 찾아냅니다.',
    competency: 'technology',
  },
  '발주 관리': {
    key: 'store-order-management',
    meaning: '판매 추이를 보고 상품별 주문 수량과 시기를 정합니다.',
    competency: 'resource-management',
  },
  '발파 설계': {
    key: 'blasting-design',
    meaning: '암반 조건에 맞춰 화약량과 발파 순서를 안전하게 설계합니다.',
    competency: 'technology',
  },
  발표: {
    key: 'consulting-presentation',
    meaning: '분석 결과를 자료로 정리해 청중 앞에서 알기 쉽게 설명합니다.',
    competency: 'communication',
  },
  '발효 관리': {
    key: 'brewing-fermentation-control',
    meaning: '온도와 당도를 살펴 술이 원하는 맛으로 익도록 관리합니다.',
    competency: 'technology',
  },
  '방문객 응대': {
    key: 'visitor-reception',
    meaning: '찾아온 관람객을 반갑게 맞고 궁금한 점에 친절하게 답합니다.',
    competency: 'interpersonal',
  },
  '방사선 안전': {
    key: 'radiation-safety',
    meaning: '피폭 선량을 관리하고 차폐 수칙을 지켜 사람과 환경을 보호합니다.',
    competency: 'ethics',
  },
  '방송 장비 운용': {
    key: 'broadcast-equipment-operation',
    meaning: '카메라, 음향, 송출 장비를 다뤄 방송이 끊기지 않게 합니다.',
    competency: 'technology',
  },
  '방수 시공': {
    key: 'waterproofing-installation',
    meaning: '방수재를 빈틈없이 바르고 덮어 물이 새지 않게 시공합니다.',
    competency: 'technology',
  },
  '방수 점검': {
    key: 'watch-water-resistance-test',
    meaning: '시계의 방수 성능을 검사하고 패킹을 바꿔 습기를 막습니다.',
    competency: 'technology',
  },
  '방역 지식': {
    key: 'animal-disease-control',
    meaning: '가축 전염병의 전파 경로를 알고 확산을 막는 조치를 합니다.',
    competency: 'technology',
  },
  '배관 시공': {
    key: 'pipe-installation',
    meaning: '도면에 따라 관을 자르고 이어 건물의 배관을 설치합니다.',
    competency: 'technology',
  },
  '배관 연결': {
    key: 'pipe-joint-connection',
    meaning: '나사, 용접, 이음쇠로 관과 관을 새는 곳 없이 연결합니다.',
    competency: 'technology',
  },
  '배관 작업': {
    key: 'refrigerant-piping-work',
    meaning: '냉매관을 구부리고 용접해 냉동공조 설비를 연결합니다.',
    competency: 'technology',
  },
  배근: {
    key: 'rebar-placement',
    meaning: '도면의 간격과 위치대로 철근을 배치하고 단단히 결속합니다.',
    competency: 'technology',
  },
  '배당 계산': {
    key: 'payout-calculation',
    meaning: '게임 결과에 따라 배당금을 빠르고 정확하게 계산합니다.',
    competency: 'numeracy',
  },
  '배선 작업': {
    key: 'cable-wiring-work',
    meaning: '전선을 규격에 맞게 깔고 연결해 전기와 신호가 통하게 합니다.',
    competency: 'technology',
  },
  '배송 동선 관리': {
    key: 'delivery-route-optimisation',
    meaning: '배송지 순서를 짜 짧은 동선으로 제시간에 물건을 전합니다.',
    competency: 'resource-management',
  },
  배식: {
    key: 'meal-serving-portioning',
    meaning: '정해진 양을 고르게 나눠 담아 제시간에 음식을 배식합니다.',
    competency: 'resource-management',
  },
  '배전 공사': {
    key: 'power-distribution-construction',
    meaning: '전주와 변압기, 전선을 설치해 전기를 수용가까지 보냅니다.',
    competency: 'technology',
  },
  '배출 측정': {
    key: 'emission-measurement',
    meaning: '굴뚝 배출 가스의 오염물질 농도를 측정하고 기록합니다.',
    competency: 'technology',
  },
  '배포 자동화': {
    key: 'deployment-automation',
    meaning: '빌드와 배포를 자동화해 잦은 변경도 안정적으로 내보냅니다.',
    competency: 'technology',
  },
  '배합 공정': {
    key: 'cosmetic-formula-mixing',
    meaning: '처방에 따라 원료를 계량하고 순서대로 섞어 제품을 만듭니다.',
    competency: 'technology',
  },
  '백업 관리': {
    key: 'database-backup-management',
    meaning: '정기적으로 데이터를 백업하고 실제로 복구되는지 점검합니다.',
    competency: 'information',
  },
  '번식 관리': {
    key: 'livestock-breeding-management',
    meaning: '발정과 임신 상태를 살펴 가축의 교배와 분만을 관리합니다.',
    competency: 'technology',
  },
  벌채: {
    key: 'tree-felling',
    meaning: '쓰러질 방향을 정해 나무를 안전하게 베고 정리합니다.',
    competency: 'technology',
  },
  '벌통 관리': {
    key: 'beehive-management',
    meaning: '벌통을 열어 여왕벌과 꿀, 벌무리의 건강 상태를 살핍니다.',
    competency: 'technology',
  },
  '법 집행': {
    key: 'law-enforcement',
    meaning: '법에 정한 절차에 따라 단속하고 위법 행위에 대응합니다.',
    competency: 'ethics',
  },
  '법규 검토': {
    key: 'building-code-review',
    meaning: '설계안이 건축 법규와 기준에 맞는지 하나하나 검토합니다.',
    competency: 'problem-solving',
  },
  '법규 이해': {
    key: 'applicable-law-understanding',
    meaning: '업무에 걸린 법과 규정을 알고 그 테두리 안에서 일을 진행합니다.',
    competency: 'organisation',
  },
  '법규 해석': {
    key: 'administrative-law-interpretation',
    meaning: '법령과 지침의 뜻을 따져 실제 사안에 맞게 적용합니다.',
    competency: 'problem-solving',
  },
  '법률 서류 작성': {
    key: 'legal-document-drafting',
    meaning: '등기와 소송 서류를 형식과 요건에 맞게 정확히 작성합니다.',
    competency: 'communication',
  },
  '법률 자문': {
    key: 'corporate-legal-advice',
    meaning: '사업 결정의 법적 위험을 검토해 대안을 조언합니다.',
    competency: 'problem-solving',
  },
  '법률 지식': {
    key: 'statute-case-law-knowledge',
    meaning: '법령과 판례를 알고 사건에 맞는 쟁점과 근거를 찾아냅니다.',
    competency: 'information',
  },
  '법리 해석': {
    key: 'legal-doctrine-interpretation',
    meaning: '법 조문과 판례를 따져 사건에 적용할 법리를 세웁니다.',
    competency: 'problem-solving',
  },
  '법원 실무': {
    key: 'court-clerical-practice',
    meaning: '소송 서류 접수와 송달, 기록 관리를 절차대로 처리합니다.',
    competency: 'organisation',
  },
  '벽지 재단': {
    key: 'wallpaper-cutting',
    meaning: '벽 치수를 재고 무늬를 맞춰 벽지를 알맞게 자릅니다.',
    competency: 'technology',
  },
  변론: {
    key: 'court-advocacy',
    meaning: '법정에서 주장과 증거를 논리적으로 펼쳐 의뢰인을 변호합니다.',
    competency: 'communication',
  },
  '병력 관리': {
    key: 'troop-personnel-management',
    meaning: '부대원의 인원, 건강, 근무 상태를 파악해 관리합니다.',
    competency: 'resource-management',
  },
  '병원 경영': {
    key: 'hospital-administration',
    meaning: '병원의 인력, 재정, 시설을 운영해 진료가 잘 돌아가게 합니다.',
    competency: 'organisation',
  },
  '병충해 관리': {
    key: 'crop-pest-management',
    meaning: '작물의 병과 해충을 일찍 찾아 알맞은 방제를 합니다.',
    competency: 'technology',
  },
  '병충해 방제': {
    key: 'landscape-pest-control',
    meaning: '나무와 화초에 약제를 뿌려 병과 해충 피해를 막습니다.',
    competency: 'technology',
  },
  '병해충 관리': {
    key: 'bee-pest-disease-control',
    meaning: '응애와 벌 질병을 살펴 약제와 관리로 벌무리를 지킵니다.',
    competency: 'technology',
  },
  보고: {
    key: 'security-incident-reporting',
    meaning: '탐지한 보안 이상을 정해진 체계로 빠르고 정확하게 알립니다.',
    competency: 'communication',
  },
  '보석 세팅': {
    key: 'gemstone-setting',
    meaning: '보석이 빠지지 않도록 물림을 다듬어 금속 틀에 고정합니다.',
    competency: 'technology',
  },
  보안: {
    key: 'it-system-security',
    meaning: '접근 권한과 암호화로 시스템과 데이터를 공격에서 지킵니다.',
    competency: 'technology',
  },
  '보안 관리': {
    key: 'prison-security-control',
    meaning: '출입과 물품을 통제해 수용 시설의 질서와 안전을 지킵니다.',
    competency: 'organisation',
  },
  '보안 기술': {
    key: 'security-engineering',
    meaning: '취약점 분석과 침입 탐지 기술로 공격을 막고 대응합니다.',
    competency: 'technology',
  },
  '보안 절차': {
    key: 'cash-transit-security-procedure',
    meaning: '정해진 인수인계와 이동 절차를 지켜 현금을 안전하게 옮깁니다.',
    competency: 'ethics',
  },
  '보조기 제작': {
    key: 'orthosis-fabrication',
    meaning: '측정한 신체에 맞춰 보조기를 본뜨고 만들어 맞춥니다.',
    competency: 'technology',
  },
  '보조기구 활용': {
    key: 'assistive-device-use',
    meaning: '환자에게 맞는 보조기구를 골라 일상 동작을 쉽게 돕습니다.',
    competency: 'technology',
  },
  '보험 상품 지식': {
    key: 'insurance-product-knowledge',
    meaning: '보장 내용과 보험료 차이를 알고 고객 상황에 맞게 설명합니다.',
    competency: 'information',
  },
  '보험 약관': {
    key: 'insurance-policy-terms',
    meaning: '약관의 보장 범위와 면책 조항을 따져 사안에 적용합니다.',
    competency: 'problem-solving',
  },
  '보험 지식': {
    key: 'actuarial-insurance-knowledge',
    meaning: '보험 상품의 구조와 위험 보장 원리를 알고 계산에 반영합니다.',
    competency: 'numeracy',
  },
  '보호자 상담': {
    key: 'guardian-consultation',
    meaning: '보호자에게 상태와 관리 방법을 설명하고 걱정을 들어 줍니다.',
    competency: 'communication',
  },
  '복약 지도': {
    key: 'medication-counselling',
    meaning: '복용 시간과 용량, 부작용을 환자가 알기 쉽게 설명합니다.',
    competency: 'communication',
  },
  '봉제 공정 이해': {
    key: 'sewing-process-understanding',
    meaning: '재단부터 마무리까지 봉제 순서를 알고 내 공정을 맞춥니다.',
    competency: 'technology',
  },
  '부동산 법규': {
    key: 'real-estate-law',
    meaning: '거래 관련 법규를 알고 계약이 법에 맞게 이뤄지도록 합니다.',
    competency: 'ethics',
  },
  '부동산 지식': {
    key: 'real-estate-market-knowledge',
    meaning: '입지, 용도, 시장 동향을 알고 부동산의 가치를 판단합니다.',
    competency: 'information',
  },
  '부모 소통': {
    key: 'parent-communication',
    meaning: '아이의 하루와 변화를 부모에게 전하고 요청을 돌봄에 반영합니다.',
    competency: 'communication',
  },
  '부위 지식': {
    key: 'meat-cut-knowledge',
    meaning: '고기 부위별 특징과 쓰임을 알고 손님에게 알맞게 권합니다.',
    competency: 'technology',
  },
  '부착 시공': {
    key: 'tile-adhesion-laying',
    meaning: '접착제를 고르게 바르고 줄눈을 맞춰 타일을 붙입니다.',
    competency: 'technology',
  },
  '부품 교체': {
    key: 'faulty-part-replacement',
    meaning: '고장 난 부품을 찾아 맞는 부품으로 바꿔 제 기능을 살립니다.',
    competency: 'technology',
  },
  '부품 교환': {
    key: 'motorcycle-part-replacement',
    meaning: '닳거나 망가진 이륜차 부품을 규격에 맞는 것으로 바꿉니다.',
    competency: 'technology',
  },
  '부품 수리': {
    key: 'piano-action-repair',
    meaning: '해머와 현 등 피아노 부품을 고치고 조정해 소리를 살립니다.',
    competency: 'technology',
  },
  '부품 조립': {
    key: 'component-assembly',
    meaning: '작업 지시에 따라 부품을 순서대로 정확히 끼우고 조입니다.',
    competency: 'technology',
  },
  '분만 관리': {
    key: 'labour-delivery-care',
    meaning: '진통 과정을 지켜보며 안전한 분만을 돕고 이상에 대처합니다.',
    competency: 'technology',
  },
  '분산 시스템': {
    key: 'distributed-systems',
    meaning: '여러 노드가 합의해 데이터를 안정적으로 처리하도록 설계합니다.',
    competency: 'technology',
  },
  '분석적 사고': {
    key: 'financial-analytical-thinking',
    meaning: '재무 자료를 쪼개 보며 숫자 뒤의 이상과 원인을 찾아냅니다.',
    competency: 'problem-solving',
  },
  '분야 지식': {
    key: 'translation-domain-knowledge',
    meaning: '번역하는 분야의 전문 용어와 배경을 알고 정확히 옮깁니다.',
    competency: 'self-development',
  },
  '분위기 조성': {
    key: 'recreation-mood-setting',
    meaning: '참가자가 편하게 어울리도록 흥겹고 밝은 분위기를 만듭니다.',
    competency: 'interpersonal',
  },
  '분자생물학 기법': {
    key: 'molecular-biology-techniques',
    meaning: 'PCR, 유전자 클로닝 같은 기법으로 유전자와 단백질을 다룹니다.',
    competency: 'technology',
  },
  '분쟁 대응': {
    key: 'ip-dispute-response',
    meaning: '특허 침해와 무효 분쟁에서 근거를 찾아 의뢰인의 권리를 지킵니다.',
    competency: 'problem-solving',
  },
  '불량 판별': {
    key: 'defective-product-sorting',
    meaning: '외관과 치수를 보고 불량품을 가려내 다음 공정으로 넘기지 않습니다.',
    competency: 'problem-solving',
  },
  '불량 확인': {
    key: 'sewing-defect-check',
    meaning: '봉제품의 뜯김, 오염, 땀 불량을 찾아 표시하고 알립니다.',
    competency: 'problem-solving',
  },
  '불만 처리': {
    key: 'guest-complaint-resolution',
    meaning: '투숙객의 불만을 듣고 빠르게 해결해 만족으로 바꿉니다.',
    competency: 'interpersonal',
  },
  '브레이크 점검': {
    key: 'brake-inspection',
    meaning: '브레이크 패드와 오일을 점검해 제동이 확실한지 확인합니다.',
    competency: 'technology',
  },
  '비계 조립': {
    key: 'scaffold-assembly',
    meaning: '작업 발판과 기둥을 규격대로 조립하고 고정 상태를 확인합니다.',
    competency: 'technology',
  },
  '비상 절차': {
    key: 'flight-emergency-procedures',
    meaning: '비상 상황에서 정해진 절차를 침착하게 따라 안전하게 대응합니다.',
    competency: 'problem-solving',
  },
  '비행 계획': {
    key: 'flight-planning',
    meaning: '기상, 항로, 연료를 검토해 안전한 비행 계획을 세웁니다.',
    competency: 'resource-management',
  },
  '비행 조종': {
    key: 'military-aircraft-piloting',
    meaning: '계기와 조종 장치를 다뤄 임무에 맞게 항공기를 조종합니다.',
    competency: 'technology',
  },
  '빠른 판단': {
    key: 'rapid-market-judgment',
    meaning: '시시각각 바뀌는 환율을 보고 짧은 순간에 매매를 결정합니다.',
    competency: 'problem-solving',
  },
  '사고 조사': {
    key: 'accident-investigation',
    meaning: '사고 현장과 자료를 살펴 원인과 책임, 피해 규모를 밝혀냅니다.',
    competency: 'problem-solving',
  },
  '사료 급이': {
    key: 'fish-feeding',
    meaning: '물고기의 크기와 먹는 양을 보고 사료를 알맞게 줍니다.',
    competency: 'resource-management',
  },
  '사료 해석': {
    key: 'historical-source-interpretation',
    meaning: '옛 기록의 맥락과 신뢰성을 따져 역사적 사실을 읽어 냅니다.',
    competency: 'information',
  },
  '사무 관리': {
    key: 'office-administration',
    meaning: '비품, 문서, 시설 등 사무 업무를 빠짐없이 챙겨 처리합니다.',
    competency: 'organisation',
  },
  '사실 확인': {
    key: 'news-fact-checking',
    meaning: '취재한 내용을 여러 출처와 대조해 사실인지 검증합니다.',
    competency: 'information',
  },
  '사양 관리': {
    key: 'livestock-husbandry',
    meaning: '사료, 물, 축사 환경을 관리해 가축을 건강하게 기릅니다.',
    competency: 'technology',
  },
  '사업 검토': {
    key: 'energy-project-feasibility',
    meaning: '에너지 사업의 기술성과 경제성을 따져 추진 여부를 판단합니다.',
    competency: 'problem-solving',
  },
  '사업 계획': {
    key: 'business-planning',
    meaning: '목표와 예산, 일정을 담은 사업 계획을 세워 문서로 만듭니다.',
    competency: 'organisation',
  },
  '사업 관리': {
    key: 'public-program-management',
    meaning: '사업 일정과 예산 집행을 점검하며 계획대로 추진합니다.',
    competency: 'resource-management',
  },
  '사용자 관찰': {
    key: 'user-observation',
    meaning: '사람들이 제품을 쓰는 모습을 지켜보며 불편한 점을 찾습니다.',
    competency: 'problem-solving',
  },
  '사용자 조사': {
    key: 'ux-user-research',
    meaning: '인터뷰와 사용성 테스트로 사용자의 필요와 행동을 파악합니다.',
    competency: 'information',
  },
  '사진 보정': {
    key: 'photo-retouching',
    meaning: '밝기, 색감, 잡티를 보정해 사진을 의도한 느낌으로 완성합니다.',
    competency: 'technology',
  },
  '사출기 조작': {
    key: 'injection-machine-operation',
    meaning: '사출기에 금형을 걸고 조작해 플라스틱 제품을 찍어 냅니다.',
    competency: 'technology',
  },
  '사회 지식': {
    key: 'social-studies-knowledge',
    meaning: '정치, 경제, 사회 현상을 이해하고 학생에게 알기 쉽게 풀어 줍니다.',
    competency: 'self-development',
  },
  '산림 조사': {
    key: 'forest-inventory-survey',
    meaning: '표본 구역의 나무 종류와 크기, 생육 상태를 조사해 기록합니다.',
    competency: 'information',
  },
  '산모 관리': {
    key: 'postpartum-mother-care',
    meaning: '산모의 회복 상태를 살피고 몸조리와 수유를 돕습니다.',
    competency: 'technology',
  },
  '산불 예방': {
    key: 'wildfire-prevention',
    meaning: '위험 지역을 순찰하고 탈 것을 치워 산불이 나지 않게 막습니다.',
    competency: 'ethics',
  },
  '산업 분석': {
    key: 'industry-analysis',
    meaning: '업종의 시장 구조와 경쟁, 전망을 분석해 투자 판단에 씁니다.',
    competency: 'information',
  },
  '산전 관리': {
    key: 'prenatal-care',
    meaning: '임신부의 검진과 건강 상태를 살피고 출산을 준비시킵니다.',
    competency: 'technology',
  },
  상담: {
    key: 'expert-advisory-consultation',
    meaning: '고객의 상황을 듣고 전문 지식으로 알맞은 해법을 안내합니다.',
    competency: 'communication',
  },
  '상담 기록': {
    key: 'call-record-keeping',
    meaning: '통화 내용과 고객 요청을 시스템에 빠짐없이 기록합니다.',
    competency: 'information',
  },
  '상담 기법': {
    key: 'counselling-techniques',
    meaning: '경청, 공감, 질문 기법으로 내담자가 마음을 열도록 돕습니다.',
    competency: 'interpersonal',
  },
  '상세 페이지 제작': {
    key: 'product-detail-page',
    meaning: '상품의 장점을 사진과 글로 담아 구매를 이끄는 페이지를 만듭니다.',
    competency: 'communication',
  },
  '상태 감시': {
    key: 'plant-condition-monitoring',
    meaning: '계기와 경보로 발전 설비의 운전 상태를 쉬지 않고 살핍니다.',
    competency: 'technology',
  },
  '상품 기획': {
    key: 'travel-product-planning',
    meaning: '여행지와 일정, 가격을 엮어 팔릴 만한 여행 상품을 만듭니다.',
    competency: 'problem-solving',
  },
  '상품 상담': {
    key: 'travel-product-consultation',
    meaning: '고객의 일정과 예산을 듣고 맞는 여행 상품을 안내합니다.',
    competency: 'communication',
  },
  '상품 선정': {
    key: 'merchandise-selection',
    meaning: '판매 데이터와 유행을 보고 쇼핑몰에 올릴 상품을 고릅니다.',
    competency: 'information',
  },
  '상품 설명': {
    key: 'product-explanation',
    meaning: '상품의 특징과 장점을 고객 눈높이에 맞춰 설명합니다.',
    competency: 'communication',
  },
  '상품 소싱': {
    key: 'product-sourcing',
    meaning: '팔릴 상품을 찾아 공급처와 가격, 조건을 협의해 들여옵니다.',
    competency: 'resource-management',
  },
  '상품 진열': {
    key: 'visual-display-arrangement',
    meaning: '동선과 색을 고려해 상품이 돋보이도록 매장에 진열합니다.',
    competency: 'resource-management',
  },
  '상품 추천': {
    key: 'product-recommendation',
    meaning: '손님의 취향과 용도를 물어 알맞은 상품을 골라 권합니다.',
    competency: 'interpersonal',
  },
  '상황 보고': {
    key: 'situation-reporting',
    meaning: '현장 상황을 정리해 관제실과 상급자에게 즉시 알립니다.',
    competency: 'communication',
  },
  '색 배합': {
    key: 'colour-mixing',
    meaning: '도료와 염료를 섞어 원하는 색을 정확히 만들어 냅니다.',
    competency: 'technology',
  },
  '색상 검사': {
    key: 'dye-colour-inspection',
    meaning: '염색된 원단을 표준 색과 비교해 색 차이를 확인합니다.',
    competency: 'problem-solving',
  },
  '색상 조정': {
    key: 'print-colour-adjustment',
    meaning: '잉크 양을 조절해 인쇄물의 색을 교정쇄와 맞춥니다.',
    competency: 'technology',
  },
  '색채 감각': {
    key: 'colour-sense',
    meaning: '색의 조화와 느낌을 살려 보는 사람에게 원하는 인상을 줍니다.',
    competency: 'technology',
  },
  '생산 계획': {
    key: 'production-planning',
    meaning: '수요와 설비 능력에 맞춰 무엇을 언제 얼마나 만들지 정합니다.',
    competency: 'resource-management',
  },
  '생산 관리': {
    key: 'shipbuilding-production-control',
    meaning: '건조 공정의 일정과 자재, 인력을 조율해 납기를 맞춥니다.',
    competency: 'resource-management',
  },
  '생선 손질': {
    key: 'fish-filleting',
    meaning: '생선의 비늘과 뼈를 발라 회와 초밥에 맞게 살을 뜹니다.',
    competency: 'technology',
  },
  '생육 데이터 분석': {
    key: 'crop-growth-data-analysis',
    meaning: '온도, 습도, 생육 자료를 분석해 재배 환경을 조절합니다.',
    competency: 'information',
  },
  '서류 심사': {
    key: 'claim-document-review',
    meaning: '보험금 청구 서류가 요건을 갖췄는지 꼼꼼히 검토합니다.',
    competency: 'information',
  },
  '서류 작성': {
    key: 'trade-document-preparation',
    meaning: '송장, 선하증권 등 무역 서류를 거래 조건에 맞게 작성합니다.',
    competency: 'communication',
  },
  '서버 관리': {
    key: 'server-administration',
    meaning: '서버의 상태와 용량을 점검하고 장애 없이 운영합니다.',
    competency: 'technology',
  },
  '서비스 기획': {
    key: 'web-service-planning',
    meaning: '사용자 필요를 바탕으로 웹 서비스의 기능과 화면 흐름을 설계합니다.',
    competency: 'problem-solving',
  },
  '서비스 매너': {
    key: 'wine-service-manners',
    meaning: '격식 있는 자세와 말투로 손님에게 와인을 권하고 따릅니다.',
    competency: 'interpersonal',
  },
  서빙: {
    key: 'table-serving',
    meaning: '주문한 음식을 제때 자리로 나르고 테이블을 살핍니다.',
    competency: 'interpersonal',
  },
  '서사 구성': {
    key: 'narrative-structuring',
    meaning: '인물과 사건을 엮어 처음부터 끝까지 이어지는 이야기를 짭니다.',
    competency: 'communication',
  },
  '선로 포설': {
    key: 'cable-line-laying',
    meaning: '통신 케이블을 관로와 전주를 따라 깔고 고정합니다.',
    competency: 'technology',
  },
  '선박 설계': {
    key: 'ship-design',
    meaning: '선박의 용도와 성능 조건에 맞춰 선체와 설비를 설계합니다.',
    competency: 'technology',
  },
  '선별 작업': {
    key: 'recycling-line-sorting',
    meaning: '컨베이어 위 재활용품을 재질별로 빠르게 골라냅니다.',
    competency: 'resource-management',
  },
  '선상 안전': {
    key: 'onboard-safety',
    meaning: '구명 장비를 갖추고 안전 수칙을 지켜 바다 위 사고를 막습니다.',
    competency: 'ethics',
  },
  '선수 관리': {
    key: 'athlete-management',
    meaning: '선수의 컨디션과 훈련 상태를 살펴 경기력을 끌어올립니다.',
    competency: 'interpersonal',
  },
  '설계 자동화 도구': {
    key: 'eda-design-tools',
    meaning: '회로 설계와 검증에 쓰는 EDA 도구를 능숙하게 다룹니다.',
    competency: 'technology',
  },
  설교: {
    key: 'sermon-delivery',
    meaning: '경전의 가르침을 오늘의 삶과 이어 신도에게 전합니다.',
    competency: 'communication',
  },
  설득: {
    key: 'phone-persuasion',
    meaning: '전화로 고객의 망설임을 풀고 상품 가입을 이끌어 냅니다.',
    competency: 'communication',
  },
  '설문 설계': {
    key: 'questionnaire-design',
    meaning: '조사 목적에 맞게 치우침 없는 문항과 응답 방식을 만듭니다.',
    competency: 'information',
  },
  '설비 감시': {
    key: 'process-equipment-monitoring',
    meaning: '온도, 압력, 유량 계기를 지켜보며 설비 이상을 찾아냅니다.',
    competency: 'technology',
  },
  '설비 관리': {
    key: 'facility-equipment-management',
    meaning: '설비를 정기적으로 점검하고 정비해 안정적으로 가동합니다.',
    competency: 'technology',
  },
  '설비 설계': {
    key: 'building-services-design',
    meaning: '냉난방, 급배수, 소방 등 설비 계통을 건물에 맞게 설계합니다.',
    competency: 'technology',
  },
  '설비 설치': {
    key: 'equipment-installation',
    meaning: '설비를 제자리에 놓고 연결한 뒤 시운전으로 작동을 확인합니다.',
    competency: 'technology',
  },
  '설비 조정': {
    key: 'textile-machine-adjustment',
    meaning: '원사와 제품에 맞춰 섬유 기계의 속도와 장력을 맞춥니다.',
    competency: 'technology',
  },
  '섬유 판별': {
    key: 'laundry-fibre-identification',
    meaning: '옷감의 섬유를 구별해 알맞은 세탁 방법과 세제를 고릅니다.',
    competency: 'technology',
  },
  섭외: {
    key: 'broadcast-guest-booking',
    meaning: '방송에 맞는 출연자를 찾아 연락하고 출연을 설득합니다.',
    competency: 'interpersonal',
  },
  '성과 보고': {
    key: 'ad-performance-reporting',
    meaning: '광고 집행 결과를 수치로 정리해 광고주에게 보고합니다.',
    competency: 'communication',
  },
  '성과 평가': {
    key: 'program-outcome-evaluation',
    meaning: '교육 후 만족도와 학습 성과를 측정해 개선점을 찾습니다.',
    competency: 'problem-solving',
  },
  '성능 튜닝': {
    key: 'database-performance-tuning',
    meaning: '느린 쿼리와 인덱스를 손봐 데이터베이스 응답을 빠르게 합니다.',
    competency: 'technology',
  },
  '성인 교육': {
    key: 'adult-education',
    meaning: '성인 학습자의 경험과 필요에 맞춰 배움의 기회를 만듭니다.',
    competency: 'self-development',
  },
  '성장 발달 평가': {
    key: 'child-growth-assessment',
    meaning: '키, 몸무게, 발달 단계를 재어 아이가 잘 크는지 판단합니다.',
    competency: 'problem-solving',
  },
  성형: {
    key: 'forging-dough-shaping',
    meaning: '재료를 두드리고 빚어 원하는 모양과 크기로 만들어 냅니다.',
    competency: 'technology',
  },
  '성형 관리': {
    key: 'glass-forming-control',
    meaning: '녹은 유리의 온도와 시간을 맞춰 제품 모양을 고르게 잡습니다.',
    competency: 'technology',
  },
  '성형 조건 설정': {
    key: 'moulding-condition-setting',
    meaning: '온도, 압력, 속도를 맞춰 불량 없이 찍히는 조건을 찾습니다.',
    competency: 'technology',
  },
  '성형기 운전': {
    key: 'rubber-moulding-press-operation',
    meaning: '고무 성형기에 재료를 넣고 가열, 가압해 제품을 만듭니다.',
    competency: 'technology',
  },
  '세무 신고': {
    key: 'tax-filing',
    meaning: '소득과 비용을 정리해 세금 신고서를 기한 안에 제출합니다.',
    competency: 'numeracy',
  },
  '세무 지식': {
    key: 'tax-knowledge',
    meaning: '세금 구조를 알고 자산과 거래에 따르는 세 부담을 따져 봅니다.',
    competency: 'numeracy',
  },
  '세법 지식': {
    key: 'tax-law-knowledge',
    meaning: '세법 조항과 개정 내용을 익혀 사례에 맞게 적용합니다.',
    competency: 'self-development',
  },
  세탁: {
    key: 'household-laundry',
    meaning: '옷감과 얼룩에 맞춰 빨래를 나눠 빨고 말리고 갭니다.',
    competency: 'technology',
  },
  '센서 기술': {
    key: 'robot-sensor-technology',
    meaning: '센서를 골라 달고 신호를 처리해 로봇이 주변을 인식하게 합니다.',
    competency: 'technology',
  },
  소독: {
    key: 'space-disinfection',
    meaning: '약품과 장비로 공간을 소독해 세균과 해충, 악취를 없앱니다.',
    competency: 'technology',
  },
  '소방 법규': {
    key: 'fire-safety-code',
    meaning: '소방 관련 법과 기준에 맞게 설비를 계획하고 검토합니다.',
    competency: 'ethics',
  },
  '소비자 이해': {
    key: 'consumer-insight',
    meaning: '소비자의 마음과 말투를 읽어 와닿는 광고 문구를 찾습니다.',
    competency: 'communication',
  },
  '소아 진료': {
    key: 'paediatric-care',
    meaning: '아이의 증상을 살피고 나이와 체중에 맞춰 치료합니다.',
    competency: 'technology',
  },
  '소장품 관리': {
    key: 'museum-collection-management',
    meaning: '소장품을 기록하고 온습도를 맞춰 상하지 않게 보관합니다.',
    competency: 'resource-management',
  },
  '소재 개발': {
    key: 'textile-material-development',
    meaning: '새 섬유와 원단을 연구해 기능과 품질을 높입니다.',
    competency: 'technology',
  },
  '소재 분석': {
    key: 'battery-material-analysis',
    meaning: '전극과 전해질 소재의 구조와 성능을 분석 장비로 측정합니다.',
    competency: 'technology',
  },
  '소재 선정': {
    key: 'fashion-fabric-selection',
    meaning: '디자인과 계절에 맞는 원단과 부자재를 골라 씁니다.',
    competency: 'resource-management',
  },
  '손 기술': {
    key: 'dental-manual-dexterity',
    meaning: '좁은 입안에서 작은 기구를 정밀하게 움직여 치료합니다.',
    competency: 'technology',
  },
  '손공구 사용': {
    key: 'hand-tool-finishing',
    meaning: '줄과 그라인더 같은 손공구로 표면을 매끈하게 다듬습니다.',
    competency: 'technology',
  },
  손작업: {
    key: 'sewing-handwork',
    meaning: '단추 달기, 시접 정리 등 손으로 하는 일을 꼼꼼히 해냅니다.',
    competency: 'technology',
  },
  '솔루션 제안': {
    key: 'it-solution-proposal',
    meaning: '고객의 문제를 듣고 맞는 IT 솔루션과 도입 방안을 제시합니다.',
    competency: 'problem-solving',
  },
  '수강생 관리': {
    key: 'swim-student-management',
    meaning: '수강생의 출석과 실력을 살펴 반 배정과 지도를 맞춥니다.',
    competency: 'interpersonal',
  },
  '수리 능력': {
    key: 'fx-numerical-ability',
    meaning: '환율과 금리를 빠르게 계산해 손익을 즉시 따져 봅니다.',
    competency: 'numeracy',
  },
  '수리 모델링': {
    key: 'mathematical-modelling',
    meaning: '현상을 수식으로 나타내고 모형을 세워 결과를 예측합니다.',
    competency: 'numeracy',
  },
  '수목 생리': {
    key: 'tree-physiology',
    meaning: '나무가 자라고 병드는 원리를 알고 생육 상태를 진단합니다.',
    competency: 'technology',
  },
  '수목 식재': {
    key: 'tree-planting',
    meaning: '나무를 옮겨 심고 지주를 세워 뿌리가 잘 내리도록 합니다.',
    competency: 'technology',
  },
  수사: {
    key: 'prosecutorial-investigation',
    meaning: '증거와 진술을 모아 범죄 사실을 밝히고 기소 여부를 정합니다.',
    competency: 'problem-solving',
  },
  '수사 기법': {
    key: 'investigative-techniques',
    meaning: '탐문, 감식, 디지털 추적으로 범인과 증거를 찾아냅니다.',
    competency: 'problem-solving',
  },
  '수산물 손질': {
    key: 'seafood-cleaning-prep',
    meaning: '생선과 해산물을 씻고 내장을 빼 손질해 상품으로 만듭니다.',
    competency: 'technology',
  },
  '수상 안전': {
    key: 'water-safety-rescue',
    meaning: '물놀이 위험을 살피고 사고가 나면 바로 구조합니다.',
    competency: 'ethics',
  },
  수선: {
    key: 'shoe-repair',
    meaning: '닳은 굽과 뜯어진 부분을 고쳐 신발을 다시 신게 합니다.',
    competency: 'technology',
  },
  수술: {
    key: 'veterinary-surgery',
    meaning: '마취와 수술로 동물의 질병과 상처를 치료합니다.',
    competency: 'technology',
  },
  '수술 기술': {
    key: 'surgical-technique',
    meaning: '정확한 절개와 봉합으로 수술을 안전하게 마칩니다.',
    competency: 'technology',
  },
  '수업 구성': {
    key: 'pilates-class-design',
    meaning: '회원 수준에 맞춰 동작 순서와 강도를 짜 수업을 만듭니다.',
    competency: 'problem-solving',
  },
  수영: {
    key: 'rescue-swimming',
    meaning: '거친 바다에서도 헤엄쳐 구조가 필요한 사람에게 다가갑니다.',
    competency: 'self-development',
  },
  '수작업 봉제': {
    key: 'hand-tailoring-stitching',
    meaning: '손바느질로 양복의 안감과 단춧구멍을 정교하게 마무리합니다.',
    competency: 'technology',
  },
  '수질 관리': {
    key: 'water-quality-management',
    meaning: '물속 산소와 오염도를 관리해 기준에 맞는 수질을 유지합니다.',
    competency: 'technology',
  },
  '수질 측정': {
    key: 'water-quality-testing',
    meaning: '시료를 채취해 탁도, pH, 잔류 염소 등을 측정합니다.',
    competency: 'technology',
  },
  '수치 모델링': {
    key: 'numerical-modelling',
    meaning: '컴퓨터 모델로 대기와 바다의 변화를 계산해 예측합니다.',
    competency: 'numeracy',
  },
  수학: {
    key: 'ai-mathematics',
    meaning: '선형대수, 확률, 미적분으로 모델의 원리를 이해하고 다룹니다.',
    competency: 'numeracy',
  },
  '수학 지식': {
    key: 'math-teaching-knowledge',
    meaning: '수학 개념을 깊이 알고 학생 수준에 맞게 풀어 설명합니다.',
    competency: 'numeracy',
  },
  '수학적 사고': {
    key: 'game-math-thinking',
    meaning: '벡터와 물리 계산으로 게임 속 움직임과 충돌을 구현합니다.',
    competency: 'numeracy',
  },
  순발력: {
    key: 'quick-wittedness',
    meaning: '예상 못 한 상황에서도 재치 있게 말을 이어 진행합니다.',
    competency: 'problem-solving',
  },
  순찰: { key: 'security-patrol', meaning: '정해진 경로를 돌며 시설의 이상과 위험을 살핍니다.', competency: 'ethics' },
  '숲 가꾸기': {
    key: 'forest-tending',
    meaning: '가지치기와 솎아베기로 숲이 건강하게 자라도록 돌봅니다.',
    competency: 'technology',
  },
  '스캐너 사용': {
    key: 'barcode-scanner-use',
    meaning: '바코드 스캐너로 입출고 물품을 찍어 재고 정보를 맞춥니다.',
    competency: 'information',
  },
  스케일링: {
    key: 'dental-scaling',
    meaning: '기구로 치석을 제거하고 잇몸이 상하지 않게 마무리합니다.',
    competency: 'technology',
  },
  스케치: {
    key: 'product-sketching',
    meaning: '떠오른 형태를 손이나 태블릿으로 빠르게 그려 보여 줍니다.',
    competency: 'technology',
  },
  '스크립트 작성': {
    key: 'automation-scripting',
    meaning: '반복 작업을 셸이나 파이썬 스크립트로 자동화합니다.',
    competency: 'technology',
  },
  '스타일 상담': {
    key: 'hairstyle-consultation',
    meaning: '얼굴형과 취향을 살펴 어울리는 머리 모양을 제안합니다.',
    competency: 'communication',
  },
  스타일링: {
    key: 'image-styling',
    meaning: '옷, 색, 소품을 골라 고객의 목적에 맞는 인상을 만듭니다.',
    competency: 'technology',
  },
  '스토리 구성': {
    key: 'edit-story-structuring',
    meaning: '촬영 분량을 골라 이어 흐름이 살아 있는 이야기로 엮습니다.',
    competency: 'communication',
  },
  스토리텔링: {
    key: 'storytelling',
    meaning: '인물과 사건을 살려 듣는 이가 빠져드는 이야기로 전합니다.',
    competency: 'communication',
  },
  스프레드시트: {
    key: 'spreadsheet-calculation',
    meaning: '엑셀 함수와 표로 숫자를 계산하고 자료를 정리합니다.',
    competency: 'information',
  },
  '스프레이 도장': {
    key: 'spray-painting',
    meaning: '도장 건을 일정한 거리와 속도로 움직여 고르게 칠합니다.',
    competency: 'technology',
  },
  '승강기 설치': {
    key: 'elevator-installation',
    meaning: '승강로에 레일과 기계를 설치하고 안전 장치를 맞춥니다.',
    competency: 'technology',
  },
  '승객 응대': {
    key: 'passenger-service',
    meaning: '승객에게 친절히 안내하고 불편이나 요청에 대응합니다.',
    competency: 'interpersonal',
  },
  '시각 디자인': {
    key: 'visual-design',
    meaning: '글자, 이미지, 색을 배치해 메시지를 한눈에 전합니다.',
    competency: 'communication',
  },
  시각화: {
    key: 'data-visualisation',
    meaning: '분석 결과를 그래프와 대시보드로 만들어 쉽게 보여 줍니다.',
    competency: 'information',
  },
  '시간 관리': {
    key: 'delivery-time-management',
    meaning: '주문마다 약속 시간을 지키도록 배달 순서와 속도를 조절합니다.',
    competency: 'resource-management',
  },
  '시공 관리': {
    key: 'construction-supervision',
    meaning: '공정, 품질, 안전을 점검하며 설계대로 공사가 되게 관리합니다.',
    competency: 'resource-management',
  },
  '시나리오 해석': {
    key: 'screenplay-interpretation',
    meaning: '대본의 의도와 인물의 감정을 읽어 장면으로 풀어냅니다.',
    competency: 'communication',
  },
  시뮬레이션: {
    key: 'system-simulation',
    meaning: '컴퓨터 모형으로 교통 흐름이나 공정을 미리 돌려 봅니다.',
    competency: 'technology',
  },
  시범: {
    key: 'swim-demonstration',
    meaning: '동작을 직접 보여 주며 수강생이 따라 할 수 있게 합니다.',
    competency: 'technology',
  },
  '시사 상식': {
    key: 'current-affairs-knowledge',
    meaning: '정치, 경제, 사회 소식을 꾸준히 익혀 방송에 정확히 씁니다.',
    competency: 'self-development',
  },
  '시사출 수정': {
    key: 'trial-shot-mould-correction',
    meaning: '시험 사출품의 불량을 보고 금형을 고쳐 치수를 맞춥니다.',
    competency: 'technology',
  },
  '시설 점검': {
    key: 'building-facility-inspection',
    meaning: '조명, 소방 시설, 출입문 등을 돌아보며 고장을 찾아 알립니다.',
    competency: 'technology',
  },
  '시세 분석': {
    key: 'market-price-analysis',
    meaning: '거래 시세와 수급 동향을 비교해 적정 가격을 판단합니다.',
    competency: 'numeracy',
  },
  '시스템 설계': {
    key: 'system-architecture-design',
    meaning: '요구 사항에 맞춰 시스템의 구조와 구성 요소, 연결을 설계합니다.',
    competency: 'technology',
  },
  시식·시연: {
    key: 'tasting-demo-promotion',
    meaning: '손님이 직접 맛보고 써 보게 해 상품의 장점을 보여 줍니다.',
    competency: 'communication',
  },
  '시장 분석': {
    key: 'market-analysis',
    meaning: '시장 규모와 경쟁, 고객 동향을 분석해 전략의 근거를 만듭니다.',
    competency: 'information',
  },
  '시재 관리': {
    key: 'cash-drawer-reconciliation',
    meaning: '근무 전후 계산대의 현금을 세어 매출 기록과 맞춥니다.',
    competency: 'numeracy',
  },
  '시험 장비': {
    key: 'materials-testing-equipment',
    meaning: '압축 시험기 같은 장비를 다뤄 자재의 강도를 측정합니다.',
    competency: 'technology',
  },
  '시험 평가': {
    key: 'prototype-test-evaluation',
    meaning: '시제품을 시험해 성능과 안전이 기준에 맞는지 평가합니다.',
    competency: 'technology',
  },
  '식단 관리': {
    key: 'meal-plan-management',
    meaning: '영양 기준과 예산에 맞춰 식단을 짜고 조리를 관리합니다.',
    competency: 'resource-management',
  },
  '식물 지식': {
    key: 'plant-knowledge-landscaping',
    meaning: '식물의 생육 특성을 알고 장소에 맞는 수종을 고릅니다.',
    competency: 'technology',
  },
  '식사 준비': {
    key: 'postpartum-meal-prep',
    meaning: '산모 회복에 좋은 재료를 골라 식사를 차립니다.',
    competency: 'technology',
  },
  '식재료 손질': {
    key: 'ingredient-prep',
    meaning: '재료를 씻고 다듬고 썰어 조리에 바로 쓸 수 있게 합니다.',
    competency: 'technology',
  },
  신뢰: {
    key: 'household-trustworthiness',
    meaning: '맡겨진 집안과 물건을 정직하게 다뤄 믿음을 얻습니다.',
    competency: 'ethics',
  },
  '신변 보호': {
    key: 'close-protection',
    meaning: '경호 대상자 곁에서 위협을 살피고 몸으로 막아 지킵니다.',
    competency: 'problem-solving',
  },
  '신생아 돌봄': {
    key: 'newborn-care',
    meaning: '신생아를 씻기고 먹이며 체온과 황달 등 상태를 살핍니다.',
    competency: 'technology',
  },
  '신용 평가': {
    key: 'credit-assessment',
    meaning: '재무 자료와 상환 이력을 분석해 빚을 갚을 능력을 평가합니다.',
    competency: 'numeracy',
  },
  '신재생 에너지': {
    key: 'renewable-energy-tech',
    meaning: '태양광, 풍력 등 재생 에너지 기술을 알고 사업에 적용합니다.',
    competency: 'technology',
  },
  '신체 검색': {
    key: 'passenger-body-search',
    meaning: '금속 탐지기와 촉수 검색으로 위험 물품 반입을 막습니다.',
    competency: 'technology',
  },
  '신체 돌봄': {
    key: 'elderly-personal-care',
    meaning: '식사, 목욕, 옮기기를 도우며 어르신의 몸을 편히 돌봅니다.',
    competency: 'technology',
  },
  '신체 측정': {
    key: 'limb-measurement',
    meaning: '절단 부위와 신체 치수를 정확히 재 보조기 제작에 씁니다.',
    competency: 'numeracy',
  },
  '신호 이해': {
    key: 'crane-signal-reading',
    meaning: '신호수의 수신호와 무전을 정확히 알아듣고 짐을 들어 올립니다.',
    competency: 'communication',
  },
  '신호 점검': {
    key: 'broadcast-signal-check',
    meaning: '영상과 음성 신호의 품질을 측정해 송출 이상을 잡아냅니다.',
    competency: 'technology',
  },
  '신호 준수': {
    key: 'railway-signal-compliance',
    meaning: '신호와 속도 제한을 철저히 지켜 열차를 안전하게 운행합니다.',
    competency: 'ethics',
  },
  '실 잇기': {
    key: 'yarn-piecing',
    meaning: '끊어진 실을 재빨리 이어 기계가 멈추지 않게 합니다.',
    competency: 'technology',
  },
  '실기 지도': {
    key: 'practical-skills-coaching',
    meaning: '직접 해 보게 하며 동작과 요령을 하나씩 바로잡아 줍니다.',
    competency: 'technology',
  },
  '실밥 정리': {
    key: 'thread-trimming',
    meaning: '완성된 옷의 남은 실밥을 깔끔하게 잘라 정리합니다.',
    competency: 'technology',
  },
  '실시간 시스템': {
    key: 'real-time-systems',
    meaning: '정해진 시간 안에 반응해야 하는 소프트웨어를 설계하고 검증합니다.',
    competency: 'technology',
  },
  실험: {
    key: 'marine-experiment',
    meaning: '바다에서 채취한 시료로 실험하고 결과를 분석합니다.',
    competency: 'technology',
  },
  '실험 지도': {
    key: 'science-lab-teaching',
    meaning: '실험 방법과 안전 수칙을 알려 학생이 직접 탐구하게 합니다.',
    competency: 'communication',
  },
  '심리 검사': {
    key: 'psychological-testing',
    meaning: '표준화된 검사를 실시하고 결과를 해석해 상담에 씁니다.',
    competency: 'information',
  },
  '심리 치료': {
    key: 'psychotherapy',
    meaning: '치료 기법으로 내담자의 증상과 어려움이 나아지도록 돕습니다.',
    competency: 'interpersonal',
  },
  '심리 평가': {
    key: 'psychological-assessment',
    meaning: '검사와 면담 결과를 종합해 마음의 상태와 문제를 판단합니다.',
    competency: 'problem-solving',
  },
};
