import type { SkillKeyword } from './types';

// Keywords for occupations' core skills, part 4 of 4 (by label, ㄱ-order): our own Korean text,
// written for this product from general knowledge of the work.

export const SKILL_KEYWORDS_4: Readonly<Record<string, SkillKeyword>> = {
  '제품 사양 이해': {
    key: 'product-spec-understanding',
    meaning: '제품의 성능과 규격을 이해하고 고객 요구에 맞는 사양을 짚어 줍니다.',
    competency: 'technology',
  },
  '제품 지식': {
    key: 'product-efficacy-knowledge',
    meaning: '제품의 성분과 효능, 쓰는 법을 알고 고객 상황에 맞게 설명합니다.',
    competency: 'information',
  },
  '젤 시술': {
    key: 'gel-nail-application',
    meaning: '손톱 상태에 맞게 젤을 바르고 굳혀 오래가는 마감을 만듭니다.',
    competency: 'technology',
  },
  '조경 설계': {
    key: 'landscape-design',
    meaning: '땅의 조건과 쓰임을 살펴 나무와 시설의 배치를 도면에 담습니다.',
    competency: 'technology',
  },
  조립: {
    key: 'sheet-metal-assembly',
    meaning: '자르고 굽힌 판금 부품을 도면대로 맞추고 단단히 고정합니다.',
    competency: 'technology',
  },
  '조명 연출': {
    key: 'photo-lighting-direction',
    meaning: '빛의 방향과 세기를 조절해 피사체의 분위기와 질감을 살립니다.',
    competency: 'technology',
  },
  '조명 이해': {
    key: 'broadcast-lighting-understanding',
    meaning: '조명이 화면의 밝기와 색에 주는 영향을 읽고 촬영 설정을 맞춥니다.',
    competency: 'technology',
  },
  '조사 설계': {
    key: 'survey-study-design',
    meaning: '알고 싶은 질문에 맞춰 표본, 문항, 조사 방법을 짜임새 있게 정합니다.',
    competency: 'problem-solving',
  },
  조색: {
    key: 'paint-color-matching',
    meaning: '원래 차체 색과 같아지도록 도료를 섞어 색을 맞춥니다.',
    competency: 'technology',
  },
  조제: {
    key: 'prescription-dispensing',
    meaning: '처방을 검토하고 정확한 약과 용량을 골라 조제합니다.',
    competency: 'technology',
  },
  '조직 관리': {
    key: 'team-organisation-management',
    meaning: '부서의 역할과 인력을 배치해 조직이 목표대로 움직이게 합니다.',
    competency: 'organisation',
  },
  '조형 감각': {
    key: 'sculptural-form-sense',
    meaning: '덩어리와 비례, 균형을 가늠해 재료로 입체의 형태를 빚어냅니다.',
    competency: 'technology',
  },
  '종교 의식 진행': {
    key: 'religious-service-conduct',
    meaning: '예배와 의식을 순서에 맞게 이끌어 장병의 신앙생활을 돕습니다.',
    competency: 'communication',
  },
  '종교 지식': {
    key: 'theology-knowledge',
    meaning: '경전과 교리를 깊이 알고 신자의 물음에 바르게 풀어 줍니다.',
    competency: 'information',
  },
  '종목 기술': {
    key: 'sport-specific-skill',
    meaning: '자기 종목의 기술을 반복 훈련해 경기에서 정확하게 구사합니다.',
    competency: 'self-development',
  },
  '좌표 계산': {
    key: 'coordinate-calculation',
    meaning: '측량한 각과 거리로 지점의 좌표를 정확히 계산합니다.',
    competency: 'numeracy',
  },
  '주류 지식': {
    key: 'liquor-knowledge',
    meaning: '술의 종류와 도수, 맛의 특징을 알고 손님 취향에 맞게 권합니다.',
    competency: 'information',
  },
  '주문 관리': {
    key: 'order-intake-management',
    meaning: '주문을 빠짐없이 받아 전달하고 처리 상태를 끝까지 확인합니다.',
    competency: 'resource-management',
  },
  '주민 응대': {
    key: 'resident-service',
    meaning: '주민의 요청과 불편 사항을 친절히 듣고 알맞게 처리합니다.',
    competency: 'interpersonal',
  },
  '주방 관리': {
    key: 'kitchen-operations-management',
    meaning: '인력, 식재료, 설비를 챙겨 주방이 위생적이고 원활하게 돌아가게 합니다.',
    competency: 'resource-management',
  },
  주유: {
    key: 'fuel-dispensing',
    meaning: '차량에 맞는 유종을 확인하고 흘림 없이 안전하게 주유합니다.',
    competency: 'technology',
  },
  '주형 제작': {
    key: 'casting-mold-making',
    meaning: '모래나 금속으로 주형을 만들어 쇳물이 제품 모양대로 굳게 합니다.',
    competency: 'technology',
  },
  '줄눈 마감': {
    key: 'tile-grout-finishing',
    meaning: '타일 사이 줄눈을 고르게 채우고 닦아 깔끔하게 마감합니다.',
    competency: 'technology',
  },
  '증거 채취': {
    key: 'forensic-evidence-collection',
    meaning: '현장의 지문, 혈흔, 미세 증거를 훼손 없이 채취하고 보존합니다.',
    competency: 'technology',
  },
  '지게차 조작': {
    key: 'forklift-operation',
    meaning: '지게차로 화물을 안전하게 들어 올리고 정해진 자리에 옮깁니다.',
    competency: 'technology',
  },
  '지도 제작': {
    key: 'gis-map-making',
    meaning: '공간 자료를 모아 쓰임에 맞는 지도로 알기 쉽게 표현합니다.',
    competency: 'information',
  },
  '지리 감각': {
    key: 'local-geography-sense',
    meaning: '동네 길과 지역 지리를 잘 알아 목적지까지 빠른 길을 찾습니다.',
    competency: 'information',
  },
  '지반 조사': {
    key: 'ground-investigation',
    meaning: '시추와 시험으로 땅의 지층과 강도를 확인해 설계 자료를 만듭니다.',
    competency: 'technology',
  },
  '지질 분석': {
    key: 'geological-analysis',
    meaning: '암석과 지층 자료를 분석해 자원이 있을 만한 곳을 판단합니다.',
    competency: 'problem-solving',
  },
  '직기 운전': {
    key: 'loom-operation',
    meaning: '직기를 돌리며 실 끊김과 장력을 살펴 원단을 고르게 짭니다.',
    competency: 'technology',
  },
  '직무 지도': {
    key: 'job-coaching',
    meaning: '장애인이 일터에서 맡은 일을 익히도록 단계별로 가르치고 돕습니다.',
    competency: 'interpersonal',
  },
  '직업 정보': {
    key: 'occupational-information',
    meaning: '직업과 채용 동향 정보를 모아 내담자에게 맞게 전달합니다.',
    competency: 'information',
  },
  '직업 평가': {
    key: 'vocational-evaluation',
    meaning: '검사와 관찰로 장애인의 직업 능력과 적성을 평가합니다.',
    competency: 'problem-solving',
  },
  '직원 관리': {
    key: 'store-staff-management',
    meaning: '근무표를 짜고 직원을 교육해 매장이 빈틈없이 돌아가게 합니다.',
    competency: 'resource-management',
  },
  진단: {
    key: 'medical-diagnosis',
    meaning: '증상과 검사 결과를 종합해 병의 원인과 상태를 판단합니다.',
    competency: 'problem-solving',
  },
  '진단 장비 사용': {
    key: 'vehicle-diagnostic-tools',
    meaning: '진단기로 차량의 고장 코드와 센서 값을 읽어 원인을 찾습니다.',
    competency: 'technology',
  },
  '진로 상담': {
    key: 'career-counselling',
    meaning: '내담자의 흥미와 적성을 살펴 진로 방향을 함께 찾습니다.',
    competency: 'interpersonal',
  },
  진료: {
    key: 'military-medical-care',
    meaning: '장병의 증상을 살피고 진찰해 알맞은 치료를 합니다.',
    competency: 'technology',
  },
  '진료 보조': {
    key: 'dental-chairside-assist',
    meaning: '치과 진료에 쓸 기구를 준비하고 의사 곁에서 시술을 돕습니다.',
    competency: 'technology',
  },
  '진료 절차 안내': {
    key: 'hospital-visit-guidance',
    meaning: '접수부터 검사, 수납까지 진료 순서를 환자에게 알기 쉽게 안내합니다.',
    competency: 'communication',
  },
  진열: {
    key: 'merchandise-display',
    meaning: '상품이 잘 보이고 고르기 쉽게 매대를 채우고 정리합니다.',
    competency: 'resource-management',
  },
  진행: {
    key: 'broadcast-hosting',
    meaning: '방송 흐름과 시간을 지키며 출연자와 함께 프로그램을 이끕니다.',
    competency: 'communication',
  },
  '질병 관리': {
    key: 'fish-disease-control',
    meaning: '양식 생물의 상태를 살펴 질병을 일찍 발견하고 대처합니다.',
    competency: 'problem-solving',
  },
  '질병 분류': {
    key: 'disease-coding',
    meaning: '의무 기록의 진단명을 분류 기준에 맞는 코드로 정확히 옮깁니다.',
    competency: 'information',
  },
  '질병 예방': {
    key: 'livestock-disease-prevention',
    meaning: '방역과 예방 접종으로 가축 질병이 번지지 않게 막습니다.',
    competency: 'problem-solving',
  },
  '집단 지도': {
    key: 'youth-group-guidance',
    meaning: '청소년 집단을 이끌며 참여와 협력을 끌어냅니다.',
    competency: 'interpersonal',
  },
  집중력: {
    key: 'sustained-focus',
    meaning: '긴 시간 긴장을 놓지 않고 작은 변화와 실수를 잡아냅니다.',
    competency: 'self-development',
  },
  짜맞춤: {
    key: 'wood-joinery',
    meaning: '나무에 홈과 촉을 깎아 못 없이 단단하게 맞춥니다.',
    competency: 'technology',
  },
  찌기: {
    key: 'rice-cake-steaming',
    meaning: '떡 반죽을 알맞은 시간과 불로 쪄서 고르게 익힙니다.',
    competency: 'technology',
  },
  '차량 설계': {
    key: 'vehicle-design-engineering',
    meaning: '성능, 안전, 비용을 따져 차량의 구조와 부품을 설계합니다.',
    competency: 'technology',
  },
  '차량 안내': {
    key: 'parking-traffic-guidance',
    meaning: '들어오는 차를 빈자리로 안내하고 흐름이 막히지 않게 정리합니다.',
    competency: 'communication',
  },
  '창고 정리': {
    key: 'warehouse-organising',
    meaning: '자재를 종류별로 정리해 찾기 쉽고 안전하게 보관합니다.',
    competency: 'resource-management',
  },
  채굴: {
    key: 'mineral-extraction',
    meaning: '갱내에서 장비로 광석을 캐며 안전 수칙을 지킵니다.',
    competency: 'technology',
  },
  '채널 운영': {
    key: 'creator-channel-operation',
    meaning: '업로드 주기와 구독자 반응을 살피며 채널을 꾸준히 키웁니다.',
    competency: 'information',
  },
  채밀: {
    key: 'honey-harvesting',
    meaning: '꿀이 알맞게 익었을 때 벌집에서 떠내 깨끗하게 거릅니다.',
    competency: 'technology',
  },
  '채용 관리': {
    key: 'recruitment-administration',
    meaning: '채용 공고부터 서류, 면접 일정까지 절차를 빈틈없이 챙깁니다.',
    competency: 'organisation',
  },
  '철근 가공': {
    key: 'rebar-fabrication',
    meaning: '도면에 맞게 철근을 자르고 구부려 필요한 모양을 만듭니다.',
    competency: 'technology',
  },
  청소: {
    key: 'home-cleaning',
    meaning: '집 안 곳곳을 재질에 맞게 청소해 쾌적한 생활 공간을 만듭니다.',
    competency: 'technology',
  },
  '청소 장비 사용': {
    key: 'cleaning-machine-operation',
    meaning: '바닥 세척기 같은 장비를 안전하게 다뤄 넓은 곳을 효율적으로 청소합니다.',
    competency: 'technology',
  },
  '청소년 상담': {
    key: 'youth-counselling',
    meaning: '청소년의 고민을 들어 주고 스스로 해결하도록 돕습니다.',
    competency: 'interpersonal',
  },
  청음: {
    key: 'critical-listening',
    meaning: '소리의 높낮이와 미세한 차이를 귀로 정확히 가려냅니다.',
    competency: 'technology',
  },
  체력: {
    key: 'physical-stamina',
    meaning: '오래 서 있거나 몸을 쓰는 일을 지치지 않고 끝까지 해냅니다.',
    competency: 'self-development',
  },
  '체력 측정': {
    key: 'fitness-assessment',
    meaning: '근력, 지구력, 유연성을 측정해 회원의 운동 수준을 파악합니다.',
    competency: 'numeracy',
  },
  '체위 변경': {
    key: 'patient-repositioning',
    meaning: '욕창이 생기지 않도록 환자의 자세를 때맞춰 안전하게 바꿉니다.',
    competency: 'technology',
  },
  '초밥 조리': {
    key: 'sushi-making',
    meaning: '밥의 간과 온도를 맞추고 생선을 올려 초밥을 고르게 쥡니다.',
    competency: 'technology',
  },
  '초배 작업': {
    key: 'wallpaper-base-layer',
    meaning: '도배 전에 벽면에 초배지를 발라 바탕을 고르게 만듭니다.',
    competency: 'technology',
  },
  촬영: {
    key: 'photo-shooting',
    meaning: '구도와 노출을 맞춰 원하는 순간과 장면을 사진에 담습니다.',
    competency: 'technology',
  },
  최적화: {
    key: 'game-performance-optimisation',
    meaning: '프레임과 메모리 사용을 분석해 게임이 부드럽게 돌아가게 합니다.',
    competency: 'technology',
  },
  '축사 위생': {
    key: 'barn-sanitation',
    meaning: '축사를 청소하고 소독해 가축이 건강하게 자랄 환경을 지킵니다.',
    competency: 'ethics',
  },
  '출입 관리': {
    key: 'visitor-entry-control',
    meaning: '출입자를 확인하고 기록해 허가받지 않은 출입을 막습니다.',
    competency: 'organisation',
  },
  '출장 정비': {
    key: 'on-site-machine-repair',
    meaning: '작업 현장에 나가 건설기계를 점검하고 그 자리에서 고칩니다.',
    competency: 'technology',
  },
  '출하 관리': {
    key: 'shipment-management',
    meaning: '출하 시기와 물량, 품질을 맞춰 거래처에 제때 내보냅니다.',
    competency: 'resource-management',
  },
  '춤 기술': {
    key: 'dance-technique',
    meaning: '꾸준한 연습으로 동작을 정확하고 아름답게 표현합니다.',
    competency: 'self-development',
  },
  충전·포장: {
    key: 'cosmetic-filling-packing',
    meaning: '정해진 양을 용기에 채우고 새지 않게 밀봉해 포장합니다.',
    competency: 'technology',
  },
  '취약점 분석': {
    key: 'vulnerability-analysis',
    meaning: '시스템의 약한 곳을 찾아 공격 가능성과 대책을 정리합니다.',
    competency: 'information',
  },
  '취업 지원': {
    key: 'job-placement-support',
    meaning: '이력서 작성과 면접 준비를 도와 구직자가 일자리를 찾게 합니다.',
    competency: 'interpersonal',
  },
  취재: {
    key: 'news-gathering',
    meaning: '현장과 사람을 찾아가 사실을 확인하고 기사 거리를 모읍니다.',
    competency: 'information',
  },
  측량: {
    key: 'civil-surveying',
    meaning: '지형과 위치를 재서 설계와 시공에 쓸 기준점을 잡습니다.',
    competency: 'numeracy',
  },
  '측량 장비': {
    key: 'surveying-instruments',
    meaning: '토털스테이션과 GNSS 같은 장비를 다뤄 정확한 측정값을 얻습니다.',
    competency: 'technology',
  },
  '측정 분석': {
    key: 'environmental-measurement-analysis',
    meaning: '대기와 수질 측정값을 분석해 오염 정도와 원인을 판단합니다.',
    competency: 'numeracy',
  },
  '측정 장비': {
    key: 'electronic-test-equipment',
    meaning: '오실로스코프 같은 계측기로 회로 신호를 재고 해석합니다.',
    competency: 'technology',
  },
  '치과 진료': {
    key: 'dental-treatment',
    meaning: '치아와 잇몸을 진찰하고 알맞은 치료를 정확히 시행합니다.',
    competency: 'technology',
  },
  '치료 계획': {
    key: 'speech-therapy-planning',
    meaning: '평가 결과로 목표를 정하고 단계별 언어 치료 계획을 세웁니다.',
    competency: 'problem-solving',
  },
  '치수 설계': {
    key: 'garment-sizing-design',
    meaning: '체형과 사이즈 표를 바탕으로 옷의 부위별 치수를 정합니다.',
    competency: 'numeracy',
  },
  '치수 확인': {
    key: 'finish-dimension-check',
    meaning: '다듬은 제품의 치수를 재서 도면과 맞는지 확인합니다.',
    competency: 'numeracy',
  },
  친절: {
    key: 'visitor-friendliness',
    meaning: '밝은 표정과 말투로 방문객을 맞아 즐거운 경험을 만듭니다.',
    competency: 'interpersonal',
  },
  '침구 치료': {
    key: 'acupuncture-moxibustion',
    meaning: '증상에 맞는 혈자리에 침과 뜸을 놓아 치료합니다.',
    competency: 'technology',
  },
  '침해 대응': {
    key: 'security-incident-handling',
    meaning: '해킹 사고가 나면 원인을 찾고 피해를 막아 시스템을 복구합니다.',
    competency: 'problem-solving',
  },
  '침해 탐지': {
    key: 'intrusion-detection',
    meaning: '보안 장비의 로그와 경보를 살펴 공격 시도를 빠르게 찾아냅니다.',
    competency: 'information',
  },
  '카메라 운용': {
    key: 'broadcast-camera-operation',
    meaning: '카메라의 초점과 움직임을 다뤄 흔들림 없는 화면을 잡습니다.',
    competency: 'technology',
  },
  '카피 작성': {
    key: 'ad-copywriting',
    meaning: '제품의 핵심을 짧고 기억에 남는 문장으로 씁니다.',
    competency: 'communication',
  },
  '칵테일 제조': {
    key: 'cocktail-mixing',
    meaning: '레시피와 비율을 지켜 맛과 모양이 고른 칵테일을 만듭니다.',
    competency: 'technology',
  },
  '칼 기술': {
    key: 'knife-skills',
    meaning: '재료에 맞게 칼을 다뤄 빠르고 정확하게 손질하고 자릅니다.',
    competency: 'technology',
  },
  캐드: {
    key: 'cad-drafting',
    meaning: '캐드 프로그램으로 규격에 맞는 도면을 정확하게 그립니다.',
    competency: 'technology',
  },
  '캐릭터 디자인': {
    key: 'character-design',
    meaning: '성격과 이야기가 드러나는 캐릭터의 생김새를 그려 냅니다.',
    competency: 'technology',
  },
  커뮤니케이션: {
    key: 'stakeholder-communication',
    meaning: '함께 일하는 사람들과 필요한 내용을 제때 분명하게 주고받습니다.',
    competency: 'communication',
  },
  커트: {
    key: 'hair-cutting',
    meaning: '얼굴형과 모질에 맞게 머리를 잘라 원하는 형태를 만듭니다.',
    competency: 'technology',
  },
  커핑: {
    key: 'coffee-cupping',
    meaning: '원두의 향과 맛을 평가해 볶음 정도와 품질을 판단합니다.',
    competency: 'technology',
  },
  컨테이너: {
    key: 'container-orchestration',
    meaning: '서비스를 컨테이너로 묶어 배포하고 환경 차이 없이 운영합니다.',
    competency: 'technology',
  },
  '컬렉션 기획': {
    key: 'fashion-collection-planning',
    meaning: '시즌 주제에 맞춰 옷의 구성과 색, 소재를 하나의 흐름으로 짭니다.',
    competency: 'problem-solving',
  },
  '컴퓨터 활용': {
    key: 'office-computer-skills',
    meaning: '문서, 표, 메일 프로그램을 능숙하게 써서 사무를 처리합니다.',
    competency: 'information',
  },
  '케이블 포설': {
    key: 'network-cable-laying',
    meaning: '통신 케이블을 경로에 따라 깔고 정리해 연결을 준비합니다.',
    competency: 'technology',
  },
  '코드 리뷰': {
    key: 'student-code-review',
    meaning: '수강생의 코드를 읽고 고칠 점을 알기 쉽게 짚어 줍니다.',
    competency: 'communication',
  },
  '코스 안내': {
    key: 'golf-course-guidance',
    meaning: '홀의 거리와 지형을 알려 골퍼의 경기 운영을 돕습니다.',
    competency: 'communication',
  },
  코칭: {
    key: 'image-coaching',
    meaning: '고객이 말투와 태도를 스스로 바꿔 가도록 짚어 주고 이끌어 줍니다.',
    competency: 'interpersonal',
  },
  '콘텐츠 기획': {
    key: 'creator-content-planning',
    meaning: '시청자가 좋아할 주제와 구성을 정해 영상을 기획합니다.',
    competency: 'problem-solving',
  },
  '콘티 이해': {
    key: 'storyboard-interpretation',
    meaning: '콘티의 장면 구성과 연출 의도를 읽고 움직임으로 옮깁니다.',
    competency: 'communication',
  },
  '크레인 조작': {
    key: 'tower-crane-operation',
    meaning: '신호수와 호흡을 맞춰 크레인으로 자재를 정확한 위치에 옮깁니다.',
    competency: 'technology',
  },
  클라우드: {
    key: 'cloud-data-services',
    meaning: '클라우드의 저장소와 처리 서비스로 데이터 환경을 꾸립니다.',
    competency: 'technology',
  },
  '클라우드 플랫폼': {
    key: 'cloud-platform-operation',
    meaning: '클라우드 자원을 설계하고 비용과 안정성을 따져 운영합니다.',
    competency: 'technology',
  },
  '클린룸 수칙': {
    key: 'cleanroom-protocol',
    meaning: '방진복과 출입 절차를 지켜 공정에 오염이 생기지 않게 합니다.',
    competency: 'organisation',
  },
  '타이밍 연출': {
    key: 'motion-timing',
    meaning: '움직임의 속도와 간격을 조절해 화면에 리듬을 줍니다.',
    competency: 'technology',
  },
  타이포그래피: {
    key: 'typography',
    meaning: '글꼴과 자간, 배치를 골라 글이 잘 읽히고 돋보이게 합니다.',
    competency: 'technology',
  },
  '타일 재단': {
    key: 'tile-cutting',
    meaning: '붙일 자리에 맞게 타일을 재고 깨지지 않게 자릅니다.',
    competency: 'technology',
  },
  '테스트 설계': {
    key: 'test-case-design',
    meaning: '요구사항을 바탕으로 결함을 찾아낼 시험 항목과 절차를 짭니다.',
    competency: 'problem-solving',
  },
  '테이블 정리': {
    key: 'table-clearing',
    meaning: '손님이 떠난 테이블을 빠르게 치우고 다음 손님 맞을 준비를 합니다.',
    competency: 'resource-management',
  },
  테이스팅: {
    key: 'sensory-tasting',
    meaning: '향과 맛을 섬세하게 구별해 품질과 특징을 판단합니다.',
    competency: 'technology',
  },
  템퍼링: {
    key: 'chocolate-tempering',
    meaning: '초콜릿 온도를 정확히 올리고 내려 윤기 있고 단단하게 굳힙니다.',
    competency: 'technology',
  },
  '토공 작업': {
    key: 'earthwork-excavation',
    meaning: '굴착기로 땅을 파고 메워 설계한 높이와 모양을 만듭니다.',
    competency: 'technology',
  },
  '토론 지도': {
    key: 'debate-instruction',
    meaning: '학생이 근거를 들어 말하고 다른 의견을 존중하도록 토론을 이끕니다.',
    competency: 'communication',
  },
  '토질 시험': {
    key: 'soil-testing',
    meaning: '흙 시료의 강도와 성질을 시험해 지반 상태를 판단합니다.',
    competency: 'technology',
  },
  통계: {
    key: 'statistics',
    meaning: '표본과 분포를 따져 숫자가 말하는 것을 근거 있게 읽어 냅니다.',
    competency: 'numeracy',
  },
  '통계 모델링': {
    key: 'statistical-modelling',
    meaning: '자료에 맞는 통계 모형을 세워 현상을 설명하고 예측합니다.',
    competency: 'numeracy',
  },
  '통계 처리': {
    key: 'statistical-processing',
    meaning: '조사 자료를 검토하고 집계해 정확한 통계표로 만듭니다.',
    competency: 'numeracy',
  },
  '통계 프로그램': {
    key: 'statistical-software',
    meaning: '통계 프로그램으로 경제 자료를 분석하고 결과를 해석합니다.',
    competency: 'information',
  },
  '통관 실무': {
    key: 'customs-clearance',
    meaning: '수출입 신고 서류를 갖추고 통관 절차를 정확히 처리합니다.',
    competency: 'organisation',
  },
  '통신 이론': {
    key: 'telecom-theory',
    meaning: '신호와 변조, 전송의 원리를 알고 통신 시스템 설계에 씁니다.',
    competency: 'technology',
  },
  '통신 장비 운용': {
    key: 'military-comms-operation',
    meaning: '무전기와 통신 장비를 설치하고 운용해 부대의 연락을 유지합니다.',
    competency: 'technology',
  },
  퇴고: {
    key: 'manuscript-revision',
    meaning: '원고를 거듭 읽으며 문장과 구성을 다듬어 완성도를 높입니다.',
    competency: 'communication',
  },
  '투약 관리': {
    key: 'medication-administration',
    meaning: '처방된 약을 정확한 시간과 용량으로 투여하고 반응을 살핍니다.',
    competency: 'ethics',
  },
  '투자 상담': {
    key: 'investment-consultation',
    meaning: '고객의 목표와 위험 성향에 맞는 투자 방법을 설명하고 권합니다.',
    competency: 'communication',
  },
  '투자 판단': {
    key: 'investment-decision',
    meaning: '시장과 기업 자료를 따져 언제 무엇에 투자할지 결정합니다.',
    competency: 'problem-solving',
  },
  '트렌드 분석': {
    key: 'trend-analysis',
    meaning: '유행과 소비자 반응을 모아 다음에 뜰 흐름을 읽어 냅니다.',
    competency: 'information',
  },
  '특수 청소': {
    key: 'special-site-cleaning',
    meaning: '오염이 심한 현장을 약품과 장비로 청소하고 냄새를 없앱니다.',
    competency: 'technology',
  },
  특허법: {
    key: 'patent-law',
    meaning: '특허 요건과 절차를 알고 발명의 권리를 얻고 지키는 데 적용합니다.',
    competency: 'information',
  },
  '팀 조율': {
    key: 'production-team-coordination',
    meaning: '작가, 촬영, 출연자 사이 일정을 맞춰 제작이 흘러가게 합니다.',
    competency: 'interpersonal',
  },
  '팀 협업': {
    key: 'care-team-collaboration',
    meaning: '의사, 간호사 등 여러 직종과 정보를 나누며 환자를 함께 돌봅니다.',
    competency: 'interpersonal',
  },
  팀워크: {
    key: 'team-synergy',
    meaning: '동료와 역할을 나누고 호흡을 맞춰 함께 결과를 냅니다.',
    competency: 'interpersonal',
  },
  '판결문 작성': {
    key: 'judgment-writing',
    meaning: '사실과 법리를 논리적으로 정리해 판결의 이유를 글로 밝힙니다.',
    competency: 'communication',
  },
  판단력: {
    key: 'sound-judgment',
    meaning: '엇갈리는 사실과 자료를 따져 책임 있는 결론을 내립니다.',
    competency: 'problem-solving',
  },
  '판로 관리': {
    key: 'crop-sales-channels',
    meaning: '농산물을 팔 곳을 찾고 거래처와의 관계를 꾸준히 관리합니다.',
    competency: 'resource-management',
  },
  판매: {
    key: 'product-selling',
    meaning: '고객의 필요를 듣고 알맞은 상품을 권해 구매로 이어지게 합니다.',
    competency: 'communication',
  },
  '판매 데이터 분석': {
    key: 'sales-data-analysis',
    meaning: '판매량과 유입 자료를 분석해 잘 팔리는 상품과 그 이유를 찾습니다.',
    competency: 'numeracy',
  },
  '판촉 기획': {
    key: 'sales-promotion-planning',
    meaning: '시식, 할인, 매장 행사로 제품이 더 팔리도록 판촉을 짭니다.',
    competency: 'problem-solving',
  },
  '패턴 이해': {
    key: 'leather-pattern-reading',
    meaning: '패턴을 읽고 가죽에 정확히 옮겨 재단과 조립 순서를 잡습니다.',
    competency: 'technology',
  },
  '패턴 제도': {
    key: 'pattern-drafting',
    meaning: '디자인과 치수에 맞춰 옷본을 정확하게 그립니다.',
    competency: 'technology',
  },
  '퍼스널 컬러': {
    key: 'personal-color-analysis',
    meaning: '피부, 눈, 머리 색을 진단해 고객에게 어울리는 색을 찾아 줍니다.',
    competency: 'problem-solving',
  },
  펌·염색: {
    key: 'perm-coloring',
    meaning: '모발 상태를 보고 약제와 시간을 맞춰 펌과 염색을 합니다.',
    competency: 'technology',
  },
  편곡: {
    key: 'music-arrangement',
    meaning: '곡의 악기 구성과 화음을 바꿔 새로운 느낌으로 다시 짭니다.',
    competency: 'technology',
  },
  '편집 감각': {
    key: 'film-editing-sense',
    meaning: '장면의 길이와 순서를 가늠해 이야기가 자연스럽게 흐르게 합니다.',
    competency: 'problem-solving',
  },
  '편집 툴 활용': {
    key: 'video-editing-tools',
    meaning: '편집 프로그램을 능숙하게 다뤄 영상을 자르고 잇고 다듬습니다.',
    competency: 'technology',
  },
  평가: {
    key: 'student-assessment',
    meaning: '문항과 기준을 만들어 학생의 성취를 공정하게 평가합니다.',
    competency: 'problem-solving',
  },
  '평탄 마감': {
    key: 'level-surface-finishing',
    meaning: '수평을 확인하며 벽과 바닥을 울퉁불퉁함 없이 고르게 마감합니다.',
    competency: 'technology',
  },
  '폐기물 선별': {
    key: 'waste-sorting',
    meaning: '폐기물을 종류별로 가려 재활용할 것과 처리할 것을 나눕니다.',
    competency: 'resource-management',
  },
  포장: {
    key: 'product-packing',
    meaning: '제품이 상하지 않게 규격에 맞춰 포장하고 표시 사항을 확인합니다.',
    competency: 'technology',
  },
  '포트폴리오 관리': {
    key: 'portfolio-curation',
    meaning: '맡은 자산이나 그간의 작품을 목표에 맞게 구성하고 꾸준히 손봅니다.',
    competency: 'resource-management',
  },
  '표면 처리': {
    key: 'surface-preparation',
    meaning: '칠하기 전에 표면을 닦고 갈아 도료가 잘 붙게 만듭니다.',
    competency: 'technology',
  },
  표현력: {
    key: 'expressive-demonstration',
    meaning: '노래, 춤, 그림을 생생하게 보여 주며 학생이 따라 하고 싶게 만듭니다.',
    competency: 'communication',
  },
  '품종 개발': {
    key: 'crop-variety-breeding',
    meaning: '교배와 선발로 병에 강하고 수확이 많은 새 품종을 만듭니다.',
    competency: 'technology',
  },
  '품종 선택': {
    key: 'flower-variety-selection',
    meaning: '시장 수요와 재배 조건을 따져 기를 꽃 품종을 고릅니다.',
    competency: 'problem-solving',
  },
  '품질 검사': {
    key: 'product-quality-testing',
    meaning: '시료를 기준에 따라 시험하고 합격 여부를 판정합니다.',
    competency: 'technology',
  },
  '품질 관리': {
    key: 'quality-assurance',
    meaning: '공정마다 품질 기준을 정하고 점검해 불량을 줄입니다.',
    competency: 'problem-solving',
  },
  '품질 기록': {
    key: 'maintenance-quality-records',
    meaning: '정비 내용과 검사 결과를 규정 양식에 빠짐없이 기록합니다.',
    competency: 'ethics',
  },
  '품질 시험': {
    key: 'textile-quality-testing',
    meaning: '원단의 강도, 수축, 염색 견뢰도를 시험해 품질을 확인합니다.',
    competency: 'technology',
  },
  '품질 점검': {
    key: 'output-quality-monitoring',
    meaning: '작업 중 나오는 제품을 수시로 살펴 얼룩과 결함을 바로 잡습니다.',
    competency: 'problem-solving',
  },
  '품질 평가': {
    key: 'produce-grading',
    meaning: '농수산물의 신선도와 등급을 가려 값을 매길 근거를 만듭니다.',
    competency: 'problem-solving',
  },
  '프레스 조작': {
    key: 'forging-press-operation',
    meaning: '달군 금속을 프레스로 눌러 원하는 모양을 안전하게 만듭니다.',
    competency: 'technology',
  },
  프레젠테이션: {
    key: 'pitch-presentation',
    meaning: '핵심을 자료로 정리해 청중 앞에서 설득력 있게 발표합니다.',
    competency: 'communication',
  },
  '프로그램 운영': {
    key: 'care-program-operation',
    meaning: '아이와 학생을 위한 프로그램을 계획대로 운영하고 반응을 살핍니다.',
    competency: 'organisation',
  },
  '프로모션 기획': {
    key: 'online-promotion-planning',
    meaning: '할인과 기획전을 짜서 목표 매출을 올릴 방법을 만듭니다.',
    competency: 'problem-solving',
  },
  '프로젝트 관리': {
    key: 'it-project-management',
    meaning: '범위, 일정, 인력을 관리해 IT 프로젝트를 기한 안에 끝냅니다.',
    competency: 'resource-management',
  },
  프로토타이핑: {
    key: 'ux-prototyping',
    meaning: '아이디어를 빠르게 화면 시안으로 만들어 사용자와 함께 검증합니다.',
    competency: 'technology',
  },
  '피부 분석': {
    key: 'skin-analysis',
    meaning: '피부 타입과 상태를 살펴 알맞은 관리 방법을 정합니다.',
    competency: 'problem-solving',
  },
  '피부 상담': {
    key: 'skin-consultation',
    meaning: '고객의 피부 고민을 듣고 맞는 제품과 관리법을 권합니다.',
    competency: 'interpersonal',
  },
  '피부 표현': {
    key: 'makeup-skin-finish',
    meaning: '피부 톤과 결을 살려 자연스럽고 고른 바탕 화장을 합니다.',
    competency: 'technology',
  },
  피킹·패킹: {
    key: 'picking-packing',
    meaning: '주문서대로 물건을 골라 담고 빠짐없이 포장합니다.',
    competency: 'resource-management',
  },
  '하드웨어 관리': {
    key: 'it-hardware-management',
    meaning: '사내 PC와 주변 기기를 설치하고 점검해 고장 없이 쓰게 합니다.',
    competency: 'technology',
  },
  '하드웨어 시험': {
    key: 'hardware-validation',
    meaning: '시제품 보드의 기능과 성능을 시험해 설계 문제를 찾습니다.',
    competency: 'technology',
  },
  '하드웨어 이해': {
    key: 'embedded-hardware-understanding',
    meaning: '칩과 회로의 동작을 알고 그에 맞게 소프트웨어를 짭니다.',
    competency: 'technology',
  },
  '하드웨어 진단': {
    key: 'pc-hardware-diagnosis',
    meaning: '부품을 하나씩 점검해 컴퓨터 고장의 원인을 찾아냅니다.',
    competency: 'problem-solving',
  },
  '하중 판단': {
    key: 'crane-load-assessment',
    meaning: '화물 무게와 작업 반경을 따져 크레인이 들 수 있는지 판단합니다.',
    competency: 'numeracy',
  },
  '학부모 상담': {
    key: 'parent-consultation',
    meaning: '학생의 학습 상황을 학부모에게 알리고 지도 방향을 함께 정합니다.',
    competency: 'communication',
  },
  '학생 관리': {
    key: 'student-progress-management',
    meaning: '출결과 진도를 챙기며 학생이 꾸준히 배우도록 돌봅니다.',
    competency: 'interpersonal',
  },
  '학생 상담': {
    key: 'student-counselling',
    meaning: '학생의 고민과 진로 이야기를 들어 주고 해결 방향을 함께 찾습니다.',
    competency: 'interpersonal',
  },
  '학생 지도': {
    key: 'student-mentoring',
    meaning: '학생의 학업과 생활을 살피고 알맞게 이끌어 줍니다.',
    competency: 'interpersonal',
  },
  '학습 지도': {
    key: 'home-tutoring-guidance',
    meaning: '아이의 수준에 맞춰 문제를 풀게 하고 모르는 부분을 다시 설명합니다.',
    competency: 'communication',
  },
  '한국어 문법': {
    key: 'korean-grammar',
    meaning: '한국어 문법을 정확히 알고 외국인 학습자에게 쉽게 풀어 가르칩니다.',
    competency: 'communication',
  },
  '한방 진단': {
    key: 'korean-medicine-diagnosis',
    meaning: '맥과 안색, 증상을 살펴 한의학의 방식으로 병을 진단합니다.',
    competency: 'problem-solving',
  },
  '한복 재단': {
    key: 'hanbok-cutting',
    meaning: '치수에 맞춰 한복 옷감을 선과 품이 살도록 재단합니다.',
    competency: 'technology',
  },
  '한약 처방': {
    key: 'herbal-prescription',
    meaning: '진단에 맞는 약재와 양을 골라 한약을 처방합니다.',
    competency: 'technology',
  },
  합주: {
    key: 'ensemble-playing',
    meaning: '다른 연주자의 소리를 들으며 박자와 음량을 맞춰 연주합니다.',
    competency: 'interpersonal',
  },
  '항공기 정비': {
    key: 'military-aircraft-maintenance',
    meaning: '항공기를 점검하고 부품을 교환해 비행 준비를 갖춥니다.',
    competency: 'technology',
  },
  '항공기 조종': {
    key: 'aircraft-piloting',
    meaning: '계기와 절차에 따라 항공기를 안전하게 이착륙하고 운항합니다.',
    competency: 'technology',
  },
  '항해 계획': {
    key: 'voyage-planning',
    meaning: '기상과 해도를 보고 안전하고 경제적인 항로를 세웁니다.',
    competency: 'problem-solving',
  },
  '항해 장비 운용': {
    key: 'nautical-equipment-operation',
    meaning: '레이더와 전자 해도 같은 항해 장비로 배의 위치와 주변을 살핍니다.',
    competency: 'technology',
  },
  '해부학 지식': {
    key: 'anatomy-knowledge',
    meaning: '뼈와 근육, 장기의 위치와 구조를 알고 검사와 치료에 적용합니다.',
    competency: 'information',
  },
  '해상 구조': {
    key: 'maritime-rescue',
    meaning: '바다에서 조난자를 찾아 빠르고 안전하게 구조합니다.',
    competency: 'problem-solving',
  },
  '해석 프로그램': {
    key: 'structural-analysis-software',
    meaning: '해석 프로그램으로 구조물과 지반의 거동을 계산하고 검토합니다.',
    competency: 'technology',
  },
  해설: {
    key: 'tour-commentary',
    meaning: '유적과 문화재의 이야기를 관람객 눈높이에 맞게 풀어 설명합니다.',
    competency: 'communication',
  },
  '해충 방제': {
    key: 'pest-extermination',
    meaning: '해충의 종류와 서식지를 찾아 알맞은 약제로 방제합니다.',
    competency: 'technology',
  },
  '행동 교정': {
    key: 'pet-behavior-correction',
    meaning: '반려동물의 문제 행동 원인을 찾고 훈련으로 바로잡습니다.',
    competency: 'problem-solving',
  },
  '행동 지원': {
    key: 'positive-behavior-support',
    meaning: '학생의 행동 원인을 살펴 바람직한 행동을 하도록 돕습니다.',
    competency: 'interpersonal',
  },
  '행사 진행': {
    key: 'event-emceeing',
    meaning: '순서와 분위기를 이끌며 참가자와 함께 행사를 진행합니다.',
    competency: 'communication',
  },
  '행정 실무': {
    key: 'administrative-practice',
    meaning: '법령과 규정에 맞춰 공문, 예산, 민원 업무를 처리합니다.',
    competency: 'organisation',
  },
  '현장 감식': {
    key: 'fire-scene-examination',
    meaning: '화재 현장을 살펴 발화 지점과 탄 흔적을 찾아 기록합니다.',
    competency: 'problem-solving',
  },
  '현장 경험': {
    key: 'industry-field-experience',
    meaning: '산업 현장에서 익힌 기술과 사례로 실제에 맞게 가르칩니다.',
    competency: 'self-development',
  },
  '현장 설치': {
    key: 'sign-on-site-installation',
    meaning: '현장에서 간판을 안전하게 고정하고 전기 연결까지 마칩니다.',
    competency: 'technology',
  },
  '현장 소통': {
    key: 'site-crew-communication',
    meaning: '작업자와 협력 업체에 지시 사항을 분명히 전하고 의견을 듣습니다.',
    competency: 'communication',
  },
  '현장 운영': {
    key: 'event-site-operation',
    meaning: '행사 당일 인력과 동선을 관리하고 돌발 상황에 대처합니다.',
    competency: 'resource-management',
  },
  '현장 점검': {
    key: 'pest-site-inspection',
    meaning: '방역할 곳을 돌며 해충 흔적과 위생 상태를 확인합니다.',
    competency: 'problem-solving',
  },
  '현장 조사': {
    key: 'site-field-survey',
    meaning: '현장을 직접 찾아가 자료를 모으고 대상의 상태를 확인합니다.',
    competency: 'information',
  },
  '현장 지휘': {
    key: 'film-set-direction',
    meaning: '촬영장에서 배우와 스태프를 이끌어 구상한 장면을 만들어 냅니다.',
    competency: 'interpersonal',
  },
  '현장 확인': {
    key: 'alarm-site-verification',
    meaning: '경보가 울린 곳에 출동해 침입이나 이상 여부를 확인합니다.',
    competency: 'problem-solving',
  },
  '현지 업체 협상': {
    key: 'local-vendor-negotiation',
    meaning: '현지 호텔, 교통, 가이드 업체와 조건과 가격을 협상합니다.',
    competency: 'interpersonal',
  },
  협력: {
    key: 'co-teaching-collaboration',
    meaning: '담임교사, 보호자, 치료사와 협력해 학생에게 맞는 지원을 만듭니다.',
    competency: 'interpersonal',
  },
  협업: {
    key: 'cross-role-collaboration',
    meaning: '다른 부서와 의견을 나누고 역할을 맞춰 일을 함께 완성합니다.',
    competency: 'interpersonal',
  },
  홍보: {
    key: 'performance-publicity',
    meaning: '공연을 알릴 매체와 메시지를 정해 관객을 모읍니다.',
    competency: 'communication',
  },
  '화면 구성': {
    key: 'shot-composition',
    meaning: '구도와 앵글을 정해 전하려는 내용이 잘 드러나는 화면을 잡습니다.',
    competency: 'technology',
  },
  '화면 설계': {
    key: 'screen-wireframing',
    meaning: '화면별 요소와 흐름을 정리해 와이어프레임으로 그립니다.',
    competency: 'problem-solving',
  },
  '화물 운송': {
    key: 'freight-transport',
    meaning: '화물을 싣고 정해진 시간 안에 목적지까지 안전하게 옮깁니다.',
    competency: 'resource-management',
  },
  '화물 적재': {
    key: 'forklift-cargo-loading',
    meaning: '화물의 무게와 크기를 보고 무너지지 않게 쌓습니다.',
    competency: 'technology',
  },
  화성학: {
    key: 'harmony-theory',
    meaning: '화음과 진행의 원리를 알고 곡의 분위기에 맞게 씁니다.',
    competency: 'technology',
  },
  '화재 원인 분석': {
    key: 'fire-cause-analysis',
    meaning: '현장 증거와 감정 결과를 종합해 불이 난 원인을 밝혀냅니다.',
    competency: 'problem-solving',
  },
  '화재 진압': {
    key: 'fire-suppression',
    meaning: '불의 성질과 건물 구조를 보고 알맞은 방법으로 불을 끕니다.',
    competency: 'technology',
  },
  '화훼 재배': {
    key: 'flower-cultivation',
    meaning: '온도, 빛, 물을 맞춰 꽃을 품질 좋게 기릅니다.',
    competency: 'technology',
  },
  '확률 통계': {
    key: 'actuarial-probability',
    meaning: '확률과 통계로 사고 발생률을 계산해 보험료의 근거를 만듭니다.',
    competency: 'numeracy',
  },
  '환경 법규': {
    key: 'environmental-regulation-knowledge',
    meaning: '대기, 수질, 폐기물 관련 법 기준을 알고 설계와 관리에 지킵니다.',
    competency: 'organisation',
  },
  '환경 제어': {
    key: 'greenhouse-climate-control',
    meaning: '센서 값을 보고 온도, 습도, 양분을 작물에 맞게 조절합니다.',
    competency: 'technology',
  },
  '환자 간호': {
    key: 'patient-nursing',
    meaning: '환자의 상태를 살피고 처치와 돌봄으로 회복을 돕습니다.',
    competency: 'technology',
  },
  '환자 교육': {
    key: 'advanced-patient-teaching',
    meaning: '질환과 자기 관리 방법을 환자 눈높이에 맞춰 설명합니다.',
    competency: 'communication',
  },
  '환자 돌봄': {
    key: 'bedside-patient-care',
    meaning: '식사, 위생, 이동을 도우며 환자 곁에서 하루를 돌봅니다.',
    competency: 'interpersonal',
  },
  '환자 보조': {
    key: 'nursing-assistance',
    meaning: '간호사를 도와 환자의 검사와 처치 준비, 이동을 돕습니다.',
    competency: 'technology',
  },
  '환자 상담': {
    key: 'patient-counselling',
    meaning: '환자의 걱정과 필요를 듣고 치료와 지원 방법을 알기 쉽게 안내합니다.',
    competency: 'interpersonal',
  },
  '환자 소통': {
    key: 'patient-communication',
    meaning: '증상을 잘 묻고 치료 내용을 쉬운 말로 설명해 신뢰를 쌓습니다.',
    competency: 'communication',
  },
  '환자 이송': {
    key: 'patient-transport',
    meaning: '환자를 안전하게 옮기고 이동 중에도 상태를 살핍니다.',
    competency: 'technology',
  },
  '환자 평가': {
    key: 'occupational-therapy-assessment',
    meaning: '일상 동작과 인지 기능을 평가해 치료 목표를 세웁니다.',
    competency: 'problem-solving',
  },
  '활동 기획': {
    key: 'youth-activity-planning',
    meaning: '청소년이 참여하고 배울 수 있는 활동을 주제에 맞게 짭니다.',
    competency: 'problem-solving',
  },
  '활동 지원': {
    key: 'disability-activity-support',
    meaning: '장애인이 일상과 외출을 스스로 해 나가도록 곁에서 돕습니다.',
    competency: 'interpersonal',
  },
  '회계 감사': {
    key: 'financial-audit',
    meaning: '재무제표와 증빙을 검토해 회계 처리가 바른지 확인합니다.',
    competency: 'numeracy',
  },
  '회계 처리': {
    key: 'accounting-bookkeeping',
    meaning: '거래를 계정에 맞게 기록하고 장부와 결산 자료를 맞춥니다.',
    competency: 'numeracy',
  },
  '회로 설계': {
    key: 'circuit-design',
    meaning: '필요한 기능과 전력에 맞춰 회로를 구성하고 도면으로 만듭니다.',
    competency: 'technology',
  },
  '회로 점검': {
    key: 'appliance-circuit-check',
    meaning: '계측기로 가전제품 회로를 점검해 고장 난 부품을 찾습니다.',
    competency: 'problem-solving',
  },
  '회선 개통': {
    key: 'line-activation',
    meaning: '가정에 회선을 연결하고 설정해 인터넷과 방송이 나오게 합니다.',
    competency: 'technology',
  },
  '회원 상담': {
    key: 'gym-member-consultation',
    meaning: '회원의 목표와 몸 상태를 듣고 맞는 운동 방법을 안내합니다.',
    competency: 'interpersonal',
  },
  '회화 기법': {
    key: 'painting-technique',
    meaning: '재료와 붓질을 다뤄 생각한 이미지를 화면에 표현합니다.',
    competency: 'technology',
  },
  '효율 분석': {
    key: 'energy-efficiency-analysis',
    meaning: '에너지 사용 자료를 분석해 낭비되는 곳과 개선 방안을 찾습니다.',
    competency: 'numeracy',
  },
  후처리: {
    key: 'casting-post-processing',
    meaning: '주물의 군더더기를 떼어 내고 다듬어 제품 모양을 마무리합니다.',
    competency: 'technology',
  },
  '훈련 계획': {
    key: 'athlete-training-plan',
    meaning: '선수의 수준과 경기 일정에 맞춰 훈련 내용과 강도를 짭니다.',
    competency: 'problem-solving',
  },
  '훈련 과정 설계': {
    key: 'vocational-curriculum-design',
    meaning: '현장에 필요한 기술을 단계별 훈련 과정과 교재로 짭니다.',
    competency: 'problem-solving',
  },
  '훈련 기법': {
    key: 'pet-training-methods',
    meaning: '보상과 반복으로 반려동물이 원하는 행동을 익히게 합니다.',
    competency: 'technology',
  },
  '흙손 작업': {
    key: 'trowel-work',
    meaning: '흙손을 능숙하게 놀려 모르타르를 고르고 얇게 펴 바릅니다.',
    competency: 'technology',
  },
  'C 프로그래밍': {
    key: 'c-programming',
    meaning: 'C 언어로 메모리와 하드웨어를 직접 다루는 코드를 작성합니다.',
    competency: 'technology',
  },
  CAD: {
    key: 'mechanical-cad-modelling',
    meaning: 'CAD로 기계 부품을 모델링하고 제작용 도면을 만듭니다.',
    competency: 'technology',
  },
  'CCTV 설치': {
    key: 'cctv-installation',
    meaning: '감시 구역에 맞게 카메라를 달고 녹화 장비와 연결합니다.',
    competency: 'technology',
  },
  'CNC 프로그래밍': {
    key: 'cnc-programming',
    meaning: '도면을 보고 가공 순서와 좌표를 CNC 프로그램으로 짭니다.',
    competency: 'technology',
  },
  'GIS 소프트웨어': {
    key: 'gis-software',
    meaning: 'GIS 프로그램으로 공간 자료를 입력하고 분석합니다.',
    competency: 'information',
  },
  'GMP 준수': {
    key: 'gmp-compliance',
    meaning: '의약품 제조 기준에 따라 작업하고 기록해 품질을 보증합니다.',
    competency: 'organisation',
  },
  'HACCP 준수': {
    key: 'haccp-compliance',
    meaning: '위해 요소 관리 기준에 맞춰 온도와 위생을 점검하고 기록합니다.',
    competency: 'organisation',
  },
  'LED 배선': {
    key: 'led-sign-wiring',
    meaning: '간판 속 LED 모듈을 배선하고 전원 장치에 안전하게 연결합니다.',
    competency: 'technology',
  },
  SQL: {
    key: 'sql-querying',
    meaning: 'SQL로 데이터를 조회하고 가공해 필요한 자료를 뽑아냅니다.',
    competency: 'information',
  },
  'UI 구현': {
    key: 'mobile-ui-implementation',
    meaning: '디자인 시안대로 앱 화면과 동작을 코드로 구현합니다.',
    competency: 'technology',
  },
  'UI 디자인': {
    key: 'game-ui-design',
    meaning: '게임 화면의 메뉴와 아이콘을 보기 쉽고 쓰기 편하게 디자인합니다.',
    competency: 'technology',
  },
  'X-ray 판독': {
    key: 'xray-screening',
    meaning: '엑스레이 영상에서 위험 물품의 형태를 놓치지 않고 가려냅니다.',
    competency: 'information',
  },
};
