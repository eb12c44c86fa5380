import type { TrainingPathContent } from './types';

/** Certificates, programs and courses that lead to occupations; our own descriptions. */
export const TRAINING_PATHS: readonly TrainingPathContent[] = [
  // Certificates and licences
  {
    key: 'engineer-information-processing',
    name: '정보처리기사',
    type: 'certificate',
    length: '약 6개월 준비',
    description:
      '소프트웨어 설계와 개발, 데이터베이스, 운영체제와 네트워크, 정보 시스템 관리 전반의 지식을 확인하는 ' +
      '국가기술자격입니다. IT 기업 채용과 공공기관 전산직 지원에서 기본 자격으로 널리 인정됩니다.',
    occupations: ['software-developer', 'web-developer', 'systems-analyst', 'database-administrator', 'qa-engineer'],
  },
  {
    key: 'engineer-information-security',
    name: '정보보안기사',
    type: 'certificate',
    length: '약 6개월~1년 준비',
    description:
      '시스템·네트워크·애플리케이션 보안과 정보보호 관리 체계, 관련 법규를 폭넓게 다루는 국가기술자격입니다. ' +
      '실기 시험에서 실제 공격과 대응 상황을 서술해야 하므로 실무 감각을 함께 길러야 합니다.',
    occupations: ['security-specialist', 'security-monitoring-agent', 'cyber-investigator', 'network-engineer'],
  },
  {
    key: 'engineer-big-data-analysis',
    name: '빅데이터분석기사',
    type: 'certificate',
    length: '약 4~6개월 준비',
    description:
      '데이터 수집과 전처리, 통계 분석, 머신러닝 모델링과 결과 해석 능력을 평가하는 국가기술자격입니다. ' +
      '실기 시험에서 프로그래밍 언어로 직접 분석을 수행하므로 코딩 연습이 필요합니다.',
    occupations: ['data-analyst', 'data-engineer', 'ai-engineer', 'statistics-researcher'],
  },
  {
    key: 'engineer-electricity',
    name: '전기기사',
    type: 'certificate',
    length: '약 6개월~1년 준비',
    description:
      '전기 설비의 설계, 시공, 감리와 유지 관리에 필요한 이론과 실무 능력을 평가하는 국가기술자격입니다. ' +
      '건물과 공장의 전기 안전관리자 선임 등에 쓰여 전기 분야에서 활용도가 매우 높습니다.',
    occupations: ['electrical-engineer', 'building-services-engineer', 'energy-engineer', 'power-plant-operator'],
  },
  {
    key: 'craftsman-electricity',
    name: '전기기능사',
    type: 'certificate',
    length: '약 3~4개월 준비',
    description:
      '전기 기초 이론과 배선, 배관, 기기 설치 작업을 실습으로 평가하는 국가기술자격입니다. ' +
      '학력 제한 없이 응시할 수 있어 전기 시공 현장에 들어가려는 사람이 처음 많이 취득합니다.',
    occupations: ['electrician', 'power-line-worker', 'solar-pv-installer', 'elevator-technician'],
  },
  {
    key: 'engineer-architecture',
    name: '건축기사',
    type: 'certificate',
    length: '약 6개월 준비',
    description:
      '건축 계획, 시공, 구조, 설비, 관련 법규에 관한 지식을 평가하는 국가기술자격입니다. ' +
      '건설사와 설계사무소, 감리 회사에서 현장 관리와 기술 업무를 맡을 때 중요한 자격으로 쓰입니다.',
    occupations: ['architect', 'construction-engineer', 'structural-engineer', 'cost-estimator'],
  },
  {
    key: 'engineer-civil',
    name: '토목기사',
    type: 'certificate',
    length: '약 6개월 준비',
    description:
      '도로, 교량, 터널, 상하수도 같은 사회기반시설의 설계와 시공에 필요한 역학과 측량 지식을 평가합니다. ' +
      '토목 분야 공기업과 건설사 채용에서 기본 자격으로 여겨집니다.',
    occupations: ['civil-engineer', 'geotechnical-engineer', 'construction-engineer', 'transportation-engineer'],
  },
  {
    key: 'engineer-industrial-safety',
    name: '산업안전기사',
    type: 'certificate',
    length: '약 4~6개월 준비',
    description:
      '산업 현장의 위험 요인을 찾고 재해를 예방하는 안전관리 기법과 관련 법령을 평가하는 국가기술자격입니다. ' +
      '제조업과 건설 현장의 안전관리자로 일하는 데 널리 쓰입니다.',
    occupations: ['safety-manager', 'production-manager', 'industrial-engineer'],
  },
  {
    key: 'engineer-general-machinery',
    name: '일반기계기사',
    type: 'certificate',
    length: '약 6개월 준비',
    description:
      '재료역학, 열역학, 유체역학, 기계 설계 등 기계공학의 핵심 이론과 도면 작성 능력을 평가합니다. ' +
      '자동차, 조선, 플랜트, 설비 분야의 기계 직무에서 기본 자격으로 인정받습니다.',
    occupations: ['mechanical-engineer', 'automotive-engineer', 'shipbuilding-engineer', 'robot-engineer'],
  },
  {
    key: 'engineer-fire-equipment',
    name: '소방설비기사',
    type: 'certificate',
    length: '약 6개월 준비',
    description:
      '소화 설비와 경보 설비 등 소방 시설의 설계, 시공, 점검에 필요한 지식을 평가하는 국가기술자격입니다. ' +
      '기계 분야와 전기 분야로 나뉘어 있으며 소방 설계·감리 업체와 건물 관리 분야에서 찾습니다.',
    occupations: ['fire-protection-engineer', 'building-services-engineer', 'safety-manager'],
  },
  {
    key: 'craftsman-welding',
    name: '용접기능사',
    type: 'certificate',
    length: '약 3~6개월 준비',
    description:
      '피복 아크 용접 등 기본 용접법으로 규격에 맞는 접합부를 만드는 실기 능력을 평가하는 국가기술자격입니다. ' +
      '조선소, 플랜트, 철골 구조물 현장에 진입할 때 기본으로 요구되는 경우가 많습니다.',
    occupations: ['welder', 'sheet-metal-worker', 'plumber'],
  },
  {
    key: 'craftsman-automobile-maintenance',
    name: '자동차정비기능사',
    type: 'certificate',
    length: '약 3~6개월 준비',
    description:
      '엔진, 섀시, 전기 장치의 점검과 정비 실습 능력을 평가하는 국가기술자격입니다. ' +
      '정비 업체 취업의 출발점이 되며 경력을 쌓은 뒤 상위 자격으로 나아갈 수 있습니다.',
    occupations: ['auto-mechanic', 'motorcycle-mechanic', 'construction-equipment-mechanic'],
  },
  {
    key: 'craftsman-forklift-operation',
    name: '지게차운전기능사',
    type: 'certificate',
    length: '약 1~2개월 준비',
    description:
      '지게차의 구조와 안전 수칙을 익히고 정해진 코스에서 화물을 싣고 옮기는 실기를 치르는 국가기술자격입니다. ' +
      '물류센터와 공장, 항만에서 일하려는 사람이 비교적 짧은 기간에 준비할 수 있습니다.',
    occupations: ['forklift-operator', 'warehouse-worker', 'logistics-clerk'],
  },
  {
    key: 'computerized-accounting-level-1',
    name: '전산회계 1급',
    type: 'certificate',
    length: '약 2~3개월 준비',
    description:
      '회계 원리와 원가 회계, 부가가치세의 기초를 익히고 회계 프로그램으로 장부를 처리하는 능력을 평가합니다. ' +
      '기업의 회계·경리 사무직에 지원할 때 자주 요구되는 실무 자격입니다.',
    occupations: ['accounting-clerk', 'general-affairs-clerk', 'office-assistant'],
  },
  {
    key: 'computer-specialist-spreadsheet-level-1',
    name: '컴퓨터활용능력 1급',
    type: 'certificate',
    length: '약 2~3개월 준비',
    description:
      '스프레드시트와 데이터베이스 프로그램을 활용해 자료를 정리하고 분석하는 능력을 평가하는 국가기술자격입니다. ' +
      '사무직과 공공기관 채용에서 가산점이나 우대 요건으로 자주 쓰입니다.',
    occupations: [
      'office-assistant',
      'general-affairs-clerk',
      'statistics-clerk',
      'public-institution-clerk',
      'civil-servant',
    ],
  },
  {
    key: 'certified-public-accountant',
    name: '공인회계사',
    type: 'certificate',
    length: '약 2~4년 준비',
    description:
      '회계 감사와 세무, 재무 자문을 전문으로 수행할 수 있는 국가 전문 자격입니다. ' +
      '시험 합격 뒤 일정 기간 실무 수습을 거쳐야 하며 회계법인과 기업 재무 부서에서 활약합니다.',
    occupations: ['accountant', 'finance-manager', 'investment-analyst', 'management-consultant'],
  },
  {
    key: 'certified-tax-accountant',
    name: '세무사',
    type: 'certificate',
    length: '약 2~3년 준비',
    description:
      '세무 신고 대리와 세무 조정, 조세 불복 절차 등을 맡을 수 있는 국가 전문 자격입니다. ' +
      '세법과 회계학을 깊이 공부해야 하며 세무사무소 개업이나 기업 세무팀 진출로 이어집니다.',
    occupations: ['tax-accountant', 'accountant', 'accounting-clerk'],
  },
  {
    key: 'certified-labor-attorney',
    name: '공인노무사',
    type: 'certificate',
    length: '약 2년 준비',
    description:
      '노동 관계 법령에 따라 인사·노무 자문, 노동 사건 대리, 임금과 보험 업무를 수행하는 국가 전문 자격입니다. ' +
      '노무법인 개업 외에도 기업 인사팀에서 전문성을 인정받을 수 있습니다.',
    occupations: ['labor-attorney', 'hr-specialist', 'hr-manager'],
  },
  {
    key: 'licensed-real-estate-agent',
    name: '공인중개사',
    type: 'certificate',
    length: '약 6개월~1년 준비',
    description:
      '부동산 거래를 중개할 수 있는 국가 전문 자격으로, 민법과 부동산 공법, 세법 등을 공부합니다. ' +
      '응시 자격 제한이 없어 폭넓은 연령대가 준비하며 개업하거나 중개법인에 소속되어 일합니다.',
    occupations: ['real-estate-agent', 'appraiser'],
  },
  {
    key: 'customs-broker-license',
    name: '관세사',
    type: 'certificate',
    length: '약 2년 준비',
    description:
      '수출입 통관 절차를 대리하고 관세와 무역 법규에 관해 자문하는 국가 전문 자격입니다. ' +
      '관세법과 무역 실무를 깊이 다루며 관세법인, 물류 회사, 무역 기업으로 진출합니다.',
    occupations: ['customs-broker', 'trade-clerk', 'logistics-clerk'],
  },
  {
    key: 'international-trade-english-level-1',
    name: '무역영어 1급',
    type: 'certificate',
    length: '약 2~3개월 준비',
    description:
      '무역 서신과 계약서, 신용장 같은 무역 문서를 영어로 이해하고 작성하는 능력을 평가하는 자격입니다. ' +
      '무역 회사와 수출 기업의 해외 업무 담당자가 되려는 사람이 많이 준비합니다.',
    occupations: ['trade-clerk', 'overseas-sales-rep', 'trade-broker'],
  },
  {
    key: 'distribution-manager-level-2',
    name: '유통관리사 2급',
    type: 'certificate',
    length: '약 2~3개월 준비',
    description:
      '유통 경영과 상권 분석, 매장 관리, 유통 마케팅의 기초를 평가하는 국가 자격입니다. ' +
      '대형 마트와 편의점, 온라인 유통 기업의 매장 운영과 상품 관리 직무에 도움이 됩니다.',
    occupations: ['convenience-store-manager', 'store-salesperson', 'online-shopping-md', 'purchasing-clerk'],
  },
  {
    key: 'investment-manager',
    name: '투자자산운용사',
    type: 'certificate',
    length: '약 2~3개월 준비',
    description:
      '금융 상품과 투자 분석, 포트폴리오 운용, 관련 법규를 평가하는 금융 자격입니다. ' +
      '자산운용사와 증권사에서 투자 권유와 운용 업무를 맡으려는 사람에게 유용합니다.',
    occupations: ['fund-manager', 'investment-analyst', 'securities-broker', 'private-banker'],
  },
  {
    key: 'social-research-analyst-level-2',
    name: '사회조사분석사 2급',
    type: 'certificate',
    length: '약 3개월 준비',
    description:
      '설문 설계와 표본 추출, 자료 수집과 통계 분석까지 사회조사의 전 과정을 평가하는 국가기술자격입니다. ' +
      '리서치 회사와 연구기관, 공공기관의 조사·통계 업무에서 활용됩니다.',
    occupations: ['market-researcher', 'statistics-clerk', 'policy-researcher', 'sociologist'],
  },
  {
    key: 'vocational-counselor-level-2',
    name: '직업상담사 2급',
    type: 'certificate',
    length: '약 3~4개월 준비',
    description:
      '직업 심리와 직업 정보, 노동 시장, 상담 이론을 바탕으로 구직자를 돕는 능력을 평가하는 국가기술자격입니다. ' +
      '고용센터와 취업 지원 기관, 대학 취업지원실 등에서 일할 때 도움이 됩니다.',
    occupations: ['career-counselor', 'vocational-rehabilitation-counselor', 'hr-specialist'],
  },
  {
    key: 'social-worker-level-1',
    name: '사회복지사 1급',
    type: 'certificate',
    length: '약 6개월 준비',
    description:
      '사회복지학 관련 교육 과정을 마친 사람이 국가시험에 합격하여 받는 자격으로, 사회복지 실천의 전문성을 ' +
      '인정받습니다. 복지관과 병원, 정신건강 기관, 학교 등 다양한 현장에서 일할 수 있습니다.',
    occupations: [
      'social-worker',
      'medical-social-worker',
      'mental-health-social-worker',
      'school-social-worker',
      'child-protection-counselor',
    ],
  },
  {
    key: 'youth-counselor-level-3',
    name: '청소년상담사 3급',
    type: 'certificate',
    length: '약 6개월 준비',
    description:
      '청소년의 심리와 발달을 이해하고 개인·집단 상담을 진행하는 능력을 인정하는 국가 자격입니다. ' +
      '청소년상담복지센터와 학교, 청소년 시설에서 상담 업무를 맡을 수 있습니다.',
    occupations: ['youth-worker', 'school-counselor', 'counseling-psychologist', 'family-counselor'],
  },
  {
    key: 'clinical-psychologist-level-2',
    name: '임상심리사 2급',
    type: 'certificate',
    length: '약 1년 준비',
    description:
      '심리 평가와 심리 치료의 기초, 임상 현장 실습을 바탕으로 취득하는 국가기술자격입니다. ' +
      '병원과 상담 센터에서 심리 검사와 상담을 보조하며 상위 전문 자격으로 나아가는 발판이 됩니다.',
    occupations: ['clinical-psychologist', 'counseling-psychologist', 'psychology-researcher'],
  },
  {
    key: 'childcare-teacher-level-2',
    name: '보육교사 2급',
    type: 'certificate',
    length: '약 1~2년',
    description:
      '보육 관련 교과목과 보육 실습을 이수하면 받을 수 있는 국가 자격으로, 어린이집 교사로 일하는 데 필요합니다. ' +
      '학위 과정이나 학점은행제로 준비할 수 있으며 경력을 쌓으면 상위 등급으로 올라갈 수 있습니다.',
    occupations: ['child-caregiver', 'kindergarten-teacher', 'postpartum-caregiver'],
  },
  {
    key: 'care-worker-certificate',
    name: '요양보호사',
    type: 'certificate',
    length: '약 2개월',
    description:
      '지정 교육기관에서 이론과 실기, 현장 실습을 마친 뒤 시험에 합격하면 받는 국가 자격입니다. ' +
      '요양원과 재가 방문 요양 기관에서 어르신의 일상생활과 신체 활동을 돕는 일을 합니다.',
    occupations: ['care-worker', 'caregiver', 'disability-support-worker'],
  },
  {
    key: 'registered-nurse-license',
    name: '간호사 면허',
    type: 'certificate',
    length: '간호학 과정 4년 후 취득',
    description:
      '간호학 학위 과정을 마친 뒤 국가시험에 합격하면 받는 면허로, 병원과 지역사회에서 간호 업무를 할 수 있습니다. ' +
      '경력을 쌓은 뒤 전문간호사나 조산사 같은 상위 과정으로 나아갈 수 있습니다.',
    occupations: ['nurse', 'nurse-practitioner', 'midwife', 'health-educator', 'hospital-coordinator'],
  },
  {
    key: 'nursing-assistant-certificate',
    name: '간호조무사',
    type: 'certificate',
    length: '약 1년',
    description:
      '지정 교육기관에서 이론 교육과 병원 실습을 마친 뒤 국가시험에 합격하여 받는 자격입니다. ' +
      '의원과 병원, 요양 시설에서 간호사를 도와 환자를 돌보는 일을 합니다.',
    occupations: ['nursing-assistant', 'hospital-coordinator', 'caregiver'],
  },
  {
    key: 'physical-therapist-license',
    name: '물리치료사 면허',
    type: 'certificate',
    length: '관련 학과 3~4년 후 취득',
    description:
      '물리치료 관련 학과를 졸업하고 국가시험에 합격하면 받는 면허입니다. ' +
      '병원 재활치료실과 요양 병원, 스포츠 재활 분야에서 운동 치료와 물리적 치료를 담당합니다.',
    occupations: ['physical-therapist', 'fitness-trainer', 'occupational-therapist'],
  },
  {
    key: 'dietitian-license',
    name: '영양사 면허',
    type: 'certificate',
    length: '관련 학과 졸업 후 취득',
    description:
      '식품영양 관련 학과에서 정해진 과목을 이수한 뒤 국가시험에 합격하면 받는 면허입니다. ' +
      '학교와 병원, 기업 급식소에서 식단을 짜고 위생과 영양 상담을 맡습니다.',
    occupations: ['dietitian', 'institutional-cook', 'health-educator', 'food-engineer'],
  },
  {
    key: 'craftsman-korean-cuisine',
    name: '한식조리기능사',
    type: 'certificate',
    length: '약 2~3개월 준비',
    description:
      '한식 재료 손질과 기본 조리법, 위생 관리 능력을 실기로 평가하는 국가기술자격입니다. ' +
      '식당과 단체 급식소 조리 인력으로 일하는 데 가장 기본이 되는 자격입니다.',
    occupations: ['cook', 'head-chef', 'institutional-cook'],
  },
  {
    key: 'barista-level-2',
    name: '바리스타 2급',
    type: 'certificate',
    length: '약 1~2개월 준비',
    description:
      '커피 원두에 대한 이해와 에스프레소 추출, 우유 스티밍 같은 기본 음료 제조 능력을 확인하는 민간자격입니다. ' +
      '발급 기관마다 시험 방식이 조금씩 다르며 카페 취업이나 창업을 준비할 때 많이 취득합니다.',
    occupations: ['barista', 'restaurant-server'],
  },
  {
    key: 'craftsman-bartending',
    name: '조주기능사',
    type: 'certificate',
    length: '약 2개월 준비',
    description:
      '주류의 종류와 특성, 칵테일 조주 기법과 바 운영의 기초를 평가하는 국가기술자격입니다. ' +
      '호텔 바와 라운지, 레스토랑에서 일하려는 사람에게 도움이 됩니다.',
    occupations: ['bartender', 'sommelier', 'hotelier'],
  },
  {
    key: 'hairdresser-general',
    name: '미용사(일반)',
    type: 'certificate',
    length: '약 3~6개월 준비',
    description:
      '커트와 펌, 드라이, 두피 관리 같은 헤어 미용 기술을 실기로 평가하는 국가기술자격입니다. ' +
      '미용실에서 일하거나 개업하려면 이 면허가 필요합니다.',
    occupations: ['hair-designer', 'image-consultant'],
  },
  {
    key: 'hairdresser-makeup',
    name: '미용사(메이크업)',
    type: 'certificate',
    length: '약 3개월 준비',
    description:
      '기초 메이크업부터 웨딩, 무대, 미디어 메이크업까지 상황별 화장 기술을 실기로 평가하는 국가기술자격입니다. ' +
      '웨딩숍과 방송·공연 분야, 화장품 매장에서 활용됩니다.',
    occupations: ['makeup-artist', 'beauty-advisor', 'image-consultant', 'wedding-planner'],
  },
  {
    key: 'hairdresser-nail',
    name: '미용사(네일)',
    type: 'certificate',
    length: '약 2~3개월 준비',
    description:
      '손발톱 관리와 컬러링, 인조 네일 시술 능력을 실기로 평가하는 국가기술자격입니다. ' +
      '네일숍에 취업하거나 직접 숍을 운영하려면 갖추어야 합니다.',
    occupations: ['nail-artist'],
  },
  {
    key: 'hairdresser-skin-care',
    name: '미용사(피부)',
    type: 'certificate',
    length: '약 3~4개월 준비',
    description:
      '피부 분석과 얼굴·몸 관리, 제모 같은 피부 미용 기술을 실기로 평가하는 국가기술자격입니다. ' +
      '피부관리실과 에스테틱 숍, 스파에서 일하는 데 필요합니다.',
    occupations: ['esthetician', 'beauty-advisor'],
  },
  {
    key: 'craftsman-bread-making',
    name: '제빵기능사',
    type: 'certificate',
    length: '약 2~3개월 준비',
    description:
      '반죽과 발효, 성형, 굽기까지 여러 종류의 빵을 정해진 시간 안에 만드는 실기 능력을 평가하는 국가기술자격입니다. ' +
      '제과점과 베이커리 카페, 식품 공장의 제빵 직무에 들어갈 때 기본이 됩니다.',
    occupations: ['baker', 'chocolatier', 'food-processing-operator'],
  },
  {
    key: 'craftsman-organic-agriculture',
    name: '유기농업기능사',
    type: 'certificate',
    length: '약 3개월 준비',
    description:
      '화학 비료와 농약에 기대지 않는 작물 재배, 토양 관리, 병해충 방제의 기초를 평가하는 국가기술자격입니다. ' +
      '친환경 농업을 시작하거나 농업 관련 기관에서 일하려는 사람에게 도움이 됩니다.',
    occupations: ['crop-farmer', 'smart-farm-operator', 'flower-grower', 'agricultural-researcher'],
  },
  {
    key: 'cargo-transport-qualification',
    name: '화물운송종사 자격',
    type: 'certificate',
    length: '약 2~4주 준비',
    description:
      '사업용 화물차를 운전하려면 갖추어야 하는 자격으로, 교통 법규와 화물 취급 요령, 안전 운행을 다룹니다. ' +
      '운전면허와 운전 경력 요건이 있으므로 응시 전에 자신의 조건을 먼저 확인하는 것이 좋습니다.',
    occupations: ['truck-driver', 'parcel-courier', 'delivery-rider'],
  },
  {
    key: 'tourist-interpreter-guide',
    name: '관광통역안내사',
    type: 'certificate',
    length: '약 6개월~1년 준비',
    description:
      '외국인 관광객에게 우리나라의 역사와 문화를 외국어로 안내하는 데 필요한 국가 자격입니다. ' +
      '필기에서 역사와 관광 지식을, 면접에서 외국어 안내 능력을 확인합니다.',
    occupations: ['tour-guide', 'culture-tourism-guide', 'translator', 'travel-product-planner'],
  },
  {
    key: 'sports-instructor-level-2',
    name: '생활스포츠지도사 2급',
    type: 'certificate',
    length: '약 4~6개월 준비',
    description:
      '수영, 헬스, 축구 같은 종목을 정해 필기와 실기·구술 시험, 연수를 거쳐 받는 국가 자격입니다. ' +
      '체육 시설과 스포츠 센터에서 일반인에게 운동을 지도하는 일에 쓰입니다.',
    occupations: [
      'fitness-trainer',
      'swimming-instructor',
      'sports-coach',
      'pilates-instructor',
      'recreation-instructor',
    ],
  },
  {
    key: 'security-instructor',
    name: '경비지도사',
    type: 'certificate',
    length: '약 4~6개월 준비',
    description:
      '경비업법과 경비 실무, 범죄 예방과 경호 이론을 평가하는 국가 자격으로, 경비 인력을 교육하고 감독하는 역할을 ' +
      '맡습니다. 경비 업체와 시설 관리 회사의 관리자로 성장하려는 사람에게 유리합니다.',
    occupations: ['security-guard', 'bodyguard', 'cash-transport-guard', 'security-control-operator'],
  },
  // Programs
  {
    key: 'k-digital-training-web-development',
    name: 'K-디지털 트레이닝 웹 개발 과정',
    type: 'program',
    length: '약 6개월',
    description:
      '국민내일배움카드로 참여하는 집중 훈련 과정으로, 프런트엔드와 백엔드 개발을 배우고 팀 프로젝트를 완성합니다. ' +
      '비전공자도 많이 참여하며 수료 뒤 포트폴리오를 들고 신입 개발자로 지원할 수 있습니다.',
    occupations: ['web-developer', 'software-developer', 'mobile-app-developer'],
  },
  {
    key: 'k-digital-training-data-ai',
    name: 'K-디지털 트레이닝 데이터·AI 과정',
    type: 'program',
    length: '약 6개월',
    description:
      '파이썬과 SQL로 데이터를 다루는 법부터 머신러닝과 딥러닝 모델 구현까지 단계적으로 익히는 훈련 과정입니다. ' +
      '기업 데이터로 진행하는 프로젝트를 통해 실무에 가까운 경험을 쌓습니다.',
    occupations: ['data-analyst', 'ai-engineer', 'data-engineer'],
  },
  {
    key: 'k-digital-training-cloud',
    name: 'K-디지털 트레이닝 클라우드 엔지니어 과정',
    type: 'program',
    length: '약 5~6개월',
    description:
      '리눅스와 네트워크 기초에서 시작해 클라우드 인프라 구축, 컨테이너, 자동화 배포를 실습하는 훈련 과정입니다. ' +
      '서비스를 안정적으로 운영하는 인프라 직무를 목표로 하는 사람에게 맞습니다.',
    occupations: ['cloud-engineer', 'devops-engineer', 'system-administrator', 'network-engineer'],
  },
  {
    key: 'naeil-card-tax-accounting',
    name: '국민내일배움카드 전산세무회계 실무 과정',
    type: 'program',
    length: '약 3개월',
    description:
      '회계 원리와 세무 기초를 배우고 회계 프로그램으로 결산과 부가가치세 신고를 실습하는 직업훈련 과정입니다. ' +
      '과정 중에 전산회계·전산세무 자격을 함께 준비하는 경우가 많습니다.',
    occupations: ['accounting-clerk', 'tax-accountant', 'general-affairs-clerk'],
  },
  {
    key: 'naeil-card-web-design',
    name: '국민내일배움카드 웹디자인·UI 과정',
    type: 'program',
    length: '약 4~6개월',
    description:
      '그래픽 도구 사용법과 웹 퍼블리싱, 화면 설계와 UI 디자인을 함께 배우는 직업훈련 과정입니다. ' +
      '수료할 때까지 개인 포트폴리오 사이트를 만들어 디자인 직무 지원에 활용합니다.',
    occupations: ['graphic-designer', 'ux-designer', 'web-planner'],
  },
  {
    key: 'naeil-card-interior-finishing',
    name: '국민내일배움카드 건축 인테리어 시공 과정',
    type: 'program',
    length: '약 3~4개월',
    description:
      '도배, 타일, 미장, 도장 같은 실내 마감 공사의 기본 기술을 실습장에서 직접 익히는 직업훈련 과정입니다. ' +
      '관련 기능사 자격을 함께 준비하고 수료 뒤 현장 기술자로 일을 시작할 수 있습니다.',
    occupations: ['wallpaper-installer', 'tile-setter', 'plasterer', 'building-painter', 'waterproofing-worker'],
  },
  {
    key: 'polytechnic-high-tech',
    name: '한국폴리텍대학 하이테크 과정',
    type: 'program',
    length: '1년',
    description:
      '대학을 졸업한 청년이 반도체, 로봇, 임베디드 같은 신기술 분야를 1년 동안 집중적으로 배우는 과정입니다. ' +
      '장비를 직접 다루는 실습 비중이 높아 산업 현장에 바로 투입될 역량을 기릅니다.',
    occupations: [
      'semiconductor-equipment-technician',
      'industrial-robot-technician',
      'embedded-developer',
      'semiconductor-process-engineer',
    ],
  },
  {
    key: 'polytechnic-vocational-technical',
    name: '한국폴리텍대학 전문기술 과정',
    type: 'program',
    length: '6개월~1년',
    description:
      '기계 가공, 용접, 전기, 자동차, 냉동공조 같은 기술 분야를 실습 중심으로 배우는 직업훈련 과정입니다. ' +
      '관련 기능사 자격 취득과 산업체 취업을 함께 목표로 합니다.',
    occupations: ['cnc-machinist', 'welder', 'electrician', 'mold-maker', 'auto-mechanic', 'hvac-technician'],
  },
  {
    key: 'youth-work-experience',
    name: '청년 일경험 프로그램',
    type: 'program',
    length: '약 1~6개월',
    description:
      '청년이 기업과 기관에서 실제 업무를 경험하며 직무를 탐색하도록 돕는 정부 지원 프로그램입니다. ' +
      '인턴형, 프로젝트형 등 여러 형태가 있어 경력이 없는 구직자가 첫 경력을 쌓는 데 도움이 됩니다.',
    occupations: [
      'office-assistant',
      'business-planner',
      'marketing-specialist',
      'general-affairs-clerk',
      'product-planner',
    ],
  },
  {
    key: 'secondary-teacher-certification-course',
    name: '교직 이수 과정',
    type: 'program',
    length: '학부 재학 중 약 3년',
    description:
      '사범대학이 아닌 학과의 학생이 교육학과 교과 교육 과목, 교육 실습을 이수하여 중등 교원 자격을 얻는 과정입니다. ' +
      '학과마다 이수 인원이 정해져 있으며 정교사 자격을 얻은 뒤 임용시험을 준비합니다.',
    occupations: [
      'korean-teacher',
      'english-teacher',
      'math-teacher',
      'science-teacher',
      'social-studies-teacher',
      'pe-teacher',
    ],
  },
  {
    key: 'education-university-bachelor',
    name: '교육대학교 초등교육 학사 과정',
    type: 'program',
    length: '4년',
    description:
      '초등학교 모든 교과의 내용과 가르치는 방법, 아동 발달을 배우고 여러 차례 교육 실습을 거치는 학위 과정입니다. ' +
      '졸업하면 초등 정교사 자격을 얻고 임용시험을 거쳐 초등 교사가 됩니다.',
    occupations: ['elementary-teacher', 'education-researcher'],
  },
  {
    key: 'early-childhood-education-bachelor',
    name: '유아교육과 학위 과정',
    type: 'program',
    length: '3~4년',
    description:
      '유아의 발달과 놀이 중심 교육, 유아 교육 과정 운영을 배우는 학위 과정으로 유치원 교사 자격으로 이어집니다. ' +
      '보육 관련 과목을 함께 이수하여 어린이집으로 진로를 넓히는 학생도 많습니다.',
    occupations: ['kindergarten-teacher', 'child-caregiver'],
  },
  {
    key: 'nursing-bachelor',
    name: '간호학 학사 과정',
    type: 'program',
    length: '4년',
    description:
      '인체와 질병에 대한 기초 의학, 성인·아동·모성·정신 간호를 배우고 병원 임상 실습을 거치는 학위 과정입니다. ' +
      '졸업 후 국가시험에 합격하면 간호사 면허를 받습니다.',
    occupations: ['nurse', 'nurse-practitioner', 'midwife', 'health-educator', 'clinical-research-coordinator'],
  },
  {
    key: 'medical-school-residency',
    name: '의학 교육과 전공의 수련 과정',
    type: 'program',
    length: '의대 6년, 수련 약 5년',
    description:
      '의과대학에서 기초 의학과 임상 의학을 배우고 의사 면허를 딴 뒤, 병원에서 인턴과 레지던트 수련을 거치는 긴 ' +
      '과정입니다. 수련을 마치면 전문의 시험을 통해 전공 분야의 전문의가 됩니다.',
    occupations: ['physician', 'surgeon', 'psychiatrist', 'pediatrician', 'military-doctor'],
  },
  {
    key: 'pharmacy-school',
    name: '약학대학 학위 과정',
    type: 'program',
    length: '6년',
    description:
      '약의 작용과 제조, 약물 치료와 복약 지도를 배우고 약국과 병원, 제약 현장 실습을 거치는 학위 과정입니다. ' +
      '졸업 후 국가시험에 합격하면 약사 면허를 받습니다.',
    occupations: ['pharmacist', 'pharma-researcher', 'pharmaceutical-sales-rep'],
  },
  {
    key: 'law-school',
    name: '법학전문대학원 과정',
    type: 'program',
    length: '3년',
    description:
      '학부 전공과 관계없이 입학해 헌법, 민법, 형법과 소송 실무를 배우는 전문 대학원 과정입니다. ' +
      '졸업 후 변호사 시험에 합격하면 변호사가 되며 경력을 쌓아 법관이나 검사로도 나아갈 수 있습니다.',
    occupations: ['lawyer', 'judge', 'prosecutor', 'corporate-legal-officer'],
  },
  {
    key: 'graduate-masters',
    name: '일반대학원 석사 과정',
    type: 'program',
    length: '2년',
    description:
      '학부에서 배운 전공을 깊이 파고들며 연구 방법을 익히고 학위 논문을 쓰는 과정입니다. ' +
      '연구소와 기업 연구 부서, 정책 연구 기관의 연구직에 지원할 때 기본 요건이 되는 경우가 많습니다.',
    occupations: ['economist', 'biologist', 'chemist', 'physicist', 'policy-researcher', 'education-researcher'],
  },
  {
    key: 'graduate-doctoral',
    name: '대학원 박사 과정',
    type: 'program',
    length: '약 4~5년',
    description:
      '독자적인 연구 주제를 정해 수년간 연구하고 학술 논문과 박사 학위 논문을 완성하는 과정입니다. ' +
      '대학 교수나 연구 책임자로 일하려면 대부분 박사 학위가 필요합니다.',
    occupations: [
      'university-professor',
      'research-manager',
      'historian',
      'linguist',
      'marine-scientist',
      'epidemiologist',
    ],
  },
  {
    key: 'military-academy',
    name: '사관학교 과정',
    type: 'program',
    length: '4년',
    description:
      '육·해·공군 사관학교에서 학사 학위 교육과 군사 훈련을 함께 받고 졸업과 동시에 장교로 임관하는 과정입니다. ' +
      '공군 사관생도는 졸업 후 비행 교육을 거쳐 조종사로 성장할 수 있습니다.',
    occupations: ['military-officer', 'military-pilot'],
  },
  {
    key: 'social-worker-credit-bank',
    name: '사회복지사 2급 학점은행제 과정',
    type: 'program',
    length: '약 1~2년',
    description:
      '학점은행제로 사회복지 교과목과 현장 실습을 이수해 사회복지사 2급 자격을 얻는 과정입니다. ' +
      '일하면서 온라인 수업으로 준비할 수 있어 진로를 바꾸려는 성인 학습자가 많이 선택합니다.',
    occupations: ['social-worker', 'youth-worker', 'disability-support-worker', 'lifelong-educator'],
  },
  {
    key: 'korean-language-teacher-training',
    name: '한국어교원 양성 과정',
    type: 'program',
    length: '약 3~6개월',
    description:
      '한국어학, 외국어로서의 한국어 교수법, 한국 문화를 배우고 강의 실습을 하는 비학위 양성 과정입니다. ' +
      '수료 후 관련 시험을 거쳐 외국인과 다문화 가정에 한국어를 가르치는 길로 나아갈 수 있습니다.',
    occupations: ['korean-language-teacher', 'foreign-language-instructor', 'lifelong-educator'],
  },
  {
    key: 'flight-attendant-preparation',
    name: '항공 객실 승무원 준비 과정',
    type: 'program',
    length: '약 3~6개월',
    description:
      '서비스 매너와 기내 안전 절차의 기초, 영어 인터뷰와 면접 이미지 연출을 집중적으로 연습하는 취업 준비 ' +
      '과정입니다. 항공사뿐 아니라 호텔과 고급 서비스 업계 면접을 준비하는 데도 활용됩니다.',
    occupations: ['flight-attendant', 'hotelier', 'airport-security-screener'],
  },
  {
    key: 'pilot-flight-training',
    name: '조종사 비행훈련 과정',
    type: 'program',
    length: '약 2년',
    description:
      '항공 이론 교육과 모의 비행, 실제 비행 훈련을 거쳐 조종사 자격과 비행 시간을 쌓는 과정입니다. ' +
      '비용과 기간이 많이 드는 만큼 신체검사 기준과 항공사 채용 요건을 먼저 살펴보는 것이 좋습니다.',
    occupations: ['airline-pilot', 'military-pilot'],
  },
  {
    key: 'maritime-officer-training',
    name: '해기사 양성 과정(오션폴리텍)',
    type: 'program',
    length: '약 1년',
    description:
      '비전공 청년이 항해나 기관 분야 교육과 승선 실습을 거쳐 선박 해기사로 진출하도록 돕는 양성 과정입니다. ' +
      '수료 뒤 해기사 면허를 취득해 상선의 항해사나 기관사로 일할 수 있습니다.',
    occupations: ['ship-navigator', 'ship-engineer'],
  },
  {
    key: 'paramedic-bachelor',
    name: '응급구조학과 학위 과정',
    type: 'program',
    length: '3~4년',
    description:
      '응급 상황에서의 환자 평가와 처치, 구급차 운용을 배우고 병원과 소방 현장 실습을 거치는 학위 과정입니다. ' +
      '졸업 후 응급구조사 자격을 얻어 병원 응급실이나 소방 구급대로 진출할 수 있습니다.',
    occupations: ['paramedic', 'rescue-worker', 'firefighter'],
  },
  {
    key: 'smart-farm-youth-incubation',
    name: '스마트팜 청년창업 보육 과정',
    type: 'program',
    length: '1년 이상',
    description:
      '청년이 스마트팜 시설에서 작물 재배와 환경 제어, 경영을 이론과 실습으로 배우는 장기 교육 과정입니다. ' +
      '교육을 마친 뒤 직접 스마트팜을 창업하거나 농업 법인에 취업하는 길로 이어집니다.',
    occupations: ['smart-farm-operator', 'crop-farmer', 'flower-grower', 'agricultural-researcher'],
  },
  // Courses
  {
    key: 'data-analysis-intro-online',
    name: '데이터 분석 입문 강좌(온라인)',
    type: 'course',
    length: '4주',
    description:
      '스프레드시트와 기초 통계로 데이터를 정리하고 시각화하여 의미를 읽어 내는 방법을 배우는 온라인 강좌입니다. ' +
      '데이터 직무가 자신에게 맞는지 가볍게 확인해 보려는 사람에게 좋은 출발점입니다.',
    occupations: ['data-analyst', 'market-researcher', 'business-planner', 'statistics-clerk'],
  },
  {
    key: 'ux-design-basics',
    name: 'UX 디자인 기초 강좌',
    type: 'course',
    length: '6주',
    description:
      '사용자 인터뷰와 문제 정의, 정보 구조 설계, 와이어프레임과 프로토타입 제작까지 UX 디자인의 흐름을 익힙니다. ' +
      '작은 과제를 하나 완성하며 포트폴리오의 첫 작품을 만들 수 있습니다.',
    occupations: ['ux-designer', 'web-planner', 'product-planner'],
  },
  {
    key: 'video-editing-practice',
    name: '영상 편집 실무 강좌',
    type: 'course',
    length: '8주',
    description:
      '편집 프로그램으로 컷 편집, 자막, 색 보정, 사운드 정리를 실습하며 짧은 영상을 완성하는 강좌입니다. ' +
      '유튜브 콘텐츠와 기업 홍보 영상 제작에 바로 쓸 수 있는 작업 순서를 배웁니다.',
    occupations: ['video-editor', 'content-creator', 'motion-graphic-designer'],
  },
  {
    key: 'business-english-conversation',
    name: '비즈니스 영어 회화 강좌',
    type: 'course',
    length: '3개월',
    description:
      '회의와 전화 응대, 이메일, 발표처럼 업무에서 자주 쓰는 영어 표현을 상황별로 연습하는 강좌입니다. ' +
      '외국 고객과 소통해야 하는 직무를 준비하는 사람에게 도움이 됩니다.',
    occupations: ['overseas-sales-rep', 'trade-clerk', 'secretary', 'flight-attendant', 'hotelier'],
  },
  {
    key: 'python-programming-basics',
    name: '파이썬 프로그래밍 기초 강좌',
    type: 'course',
    length: '6주',
    description:
      '변수와 조건문, 반복문, 함수 같은 프로그래밍의 기본 개념을 파이썬으로 배우고 간단한 프로그램을 만들어 봅니다. ' +
      '개발이나 데이터 분야로 진로를 바꾸기 전에 첫걸음으로 듣기 좋습니다.',
    occupations: ['software-developer', 'data-analyst', 'ai-engineer', 'coding-instructor'],
  },
  {
    key: 'excel-for-work',
    name: '엑셀 실무 활용 강좌',
    type: 'course',
    length: '2주',
    description:
      '자주 쓰는 함수와 피벗 테이블, 차트를 활용해 업무 자료를 빠르게 정리하고 보고용 표를 만드는 방법을 익힙니다. ' +
      '사무직 업무 효율을 높이는 데 바로 쓸 수 있는 내용으로 구성됩니다.',
    occupations: ['office-assistant', 'accounting-clerk', 'purchasing-clerk', 'production-clerk', 'quality-clerk'],
  },
  {
    key: 'digital-marketing-practice',
    name: '디지털 마케팅 실무 강좌',
    type: 'course',
    length: '6주',
    description:
      '검색 광고와 SNS 광고 운영, 성과 지표 분석, 콘텐츠 마케팅의 기본을 사례 중심으로 배우는 강좌입니다. ' +
      '작은 예산으로 광고를 집행해 보는 실습을 통해 실무 감각을 익힙니다.',
    occupations: ['marketing-specialist', 'advertising-planner', 'online-shopping-md', 'advertising-sales-rep'],
  },
  {
    key: 'report-writing-presentation',
    name: '보고서 작성과 프레젠테이션 강좌',
    type: 'course',
    length: '2주',
    description:
      '핵심을 먼저 전달하는 보고서 구성법과 읽기 쉬운 슬라이드 디자인, 발표 요령을 연습하는 강좌입니다. ' +
      '기획과 컨설팅처럼 문서와 발표로 성과를 보여 주는 직무에 특히 유용합니다.',
    occupations: ['business-planner', 'management-consultant', 'pr-specialist', 'secretary'],
  },
  {
    key: 'webtoon-drawing-basics',
    name: '웹툰 드로잉 기초 강좌',
    type: 'course',
    length: '8주',
    description:
      '디지털 드로잉 도구 사용법과 인물 표현, 칸 연출, 채색의 기초를 배우며 짧은 웹툰 한 편을 완성합니다. ' +
      '공모전이나 플랫폼 연재에 도전하기 전에 작업 흐름을 익히기 좋습니다.',
    occupations: ['webtoon-artist', 'illustrator', 'animator'],
  },
  {
    key: 'photography-basics',
    name: '사진 촬영 기초 강좌',
    type: 'course',
    length: '6주',
    description:
      '카메라의 노출과 초점, 구도와 빛 다루기를 익히고 인물·제품 촬영과 보정을 실습하는 강좌입니다. ' +
      '상업 사진과 콘텐츠 제작의 기본기를 다지는 데 도움이 됩니다.',
    occupations: ['photographer', 'content-creator', 'broadcast-camera-operator'],
  },
  {
    key: 'cpr-first-aid',
    name: '심폐소생술·응급처치 교육',
    type: 'course',
    length: '1일',
    description:
      '심폐소생술과 자동심장충격기 사용법, 기도 막힘과 출혈 같은 상황의 응급처치를 실습으로 익히는 교육입니다. ' +
      '사람을 돌보거나 이용객의 안전을 책임지는 직무에서 기본 소양으로 여겨집니다.',
    occupations: ['swimming-instructor', 'fitness-trainer', 'child-caregiver', 'care-worker', 'security-guard'],
  },
  {
    key: 'customer-service-skills',
    name: '고객 응대 서비스 강좌',
    type: 'course',
    length: '2주',
    description:
      '고객의 요구를 듣고 공감하며 응대하는 대화법과 불만 고객 대응 요령, 서비스 매너를 배우는 강좌입니다. ' +
      '매장과 콜센터, 병원 안내 데스크처럼 사람을 직접 만나는 일에 두루 쓰입니다.',
    occupations: [
      'customer-service-rep',
      'receptionist',
      'telemarketer',
      'store-salesperson',
      'cashier',
      'hospital-coordinator',
    ],
  },
  {
    key: 'online-store-startup',
    name: '온라인 쇼핑몰 창업 강좌',
    type: 'course',
    length: '4주',
    description:
      '판매할 상품을 고르고 상세 페이지를 만들고 오픈마켓에 입점해 주문과 배송을 관리하는 과정을 차례로 배웁니다. ' +
      '부업이나 소규모 창업으로 온라인 판매를 시작하려는 사람에게 맞습니다.',
    occupations: ['online-seller', 'online-shopping-md'],
  },
  {
    key: 'youtube-content-planning',
    name: '유튜브 콘텐츠 기획 강좌',
    type: 'course',
    length: '4주',
    description:
      '채널 콘셉트를 정하고 시청자를 분석해 기획안과 대본을 쓰는 방법을 배우는 강좌입니다. ' +
      '직접 짧은 영상을 기획해 올려 보면서 반응을 확인하는 실습을 합니다.',
    occupations: ['content-creator', 'broadcast-writer', 'broadcast-producer', 'video-editor'],
  },
  {
    key: 'copywriting-practice',
    name: '카피라이팅과 글쓰기 강좌',
    type: 'course',
    length: '6주',
    description:
      '읽는 사람을 움직이는 문장을 쓰는 법을 광고 문구, 보도 자료, 기사 등 다양한 글로 연습하는 강좌입니다. ' +
      '매주 쓴 글을 첨삭받으며 자신만의 문체를 다듬을 수 있습니다.',
    occupations: ['copywriter', 'advertising-planner', 'journalist', 'pr-specialist'],
  },
  {
    key: 'personal-color-image-consulting',
    name: '퍼스널 컬러·이미지 컨설팅 강좌',
    type: 'course',
    length: '4주',
    description:
      '색채 이론을 바탕으로 개인에게 어울리는 색과 스타일을 진단하고 상담하는 방법을 배우는 강좌입니다. ' +
      '뷰티와 패션 분야에서 고객 상담 역량을 높이는 데 활용됩니다.',
    occupations: ['image-consultant', 'makeup-artist', 'beauty-advisor', 'visual-merchandiser'],
  },
  {
    key: 'wine-basics',
    name: '와인 입문 강좌',
    type: 'course',
    length: '4주',
    description:
      '주요 포도 품종과 산지별 특징, 시음 방법과 음식과의 조화를 배우는 입문 강좌입니다. ' +
      '레스토랑과 호텔에서 고객에게 술을 추천하는 일을 준비하는 데 도움이 됩니다.',
    occupations: ['sommelier', 'bartender', 'restaurant-server', 'hotelier'],
  },
  {
    key: 'pet-grooming-basics',
    name: '반려견 미용 기초 강좌',
    type: 'course',
    length: '8주',
    description:
      '목욕과 드라이, 발톱 관리, 기본 클리핑과 가위 컷을 실습하며 반려견을 안전하게 다루는 법을 배웁니다. ' +
      '반려동물 미용실 취업이나 관련 민간자격 준비의 첫 단계로 적합합니다.',
    occupations: ['pet-groomer', 'pet-trainer'],
  },
  {
    key: 'mens-haircut-basics',
    name: '남성 헤어 커트 기초 강좌',
    type: 'course',
    length: '8주',
    description:
      '남성 커트의 기본 형태와 클리퍼·가위 사용법, 스타일링을 마네킹과 모델 실습으로 익히는 강좌입니다. ' +
      '바버숍이나 남성 전문 미용실에서 일하려는 사람이 기초를 다지기에 좋습니다.',
    occupations: ['barber', 'hair-designer'],
  },
];
