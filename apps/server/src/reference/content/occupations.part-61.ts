import type { OccupationContent } from './types';

/** KECO 61 영업·판매직. */
export const PART_61: readonly OccupationContent[] = [
  {
    key: 'car-salesperson',
    name: '자동차 영업원',
    summary: '고객에게 차량을 소개하고 구매 계약까지 돕습니다.',
    description:
      '전시장을 찾은 고객에게 차종별 성능과 옵션, 가격, 할부 조건을 설명하고 시승과 계약을 진행합니다. ' +
      '출고와 등록 절차를 챙기고 기존 고객을 관리해 재구매와 소개로 실적을 쌓습니다. ' +
      '차량 지식과 설득력, 꾸준한 고객 관리 능력이 필요합니다.',
    keco: '61',
    holland: 'ESC',
    education: 'bachelor',
    majors: ['business-administration', 'automotive-engineering'],
    skills: ['상품 설명', '계약 협상', '고객 관리', '금융 상품 이해'],
  },
  {
    key: 'used-car-dealer',
    name: '중고차 딜러',
    summary: '중고 자동차를 매입하고 상태를 설명해 판매합니다.',
    description:
      '차량의 사고 이력과 상태를 점검해 매입 가격을 정하고 온라인 매물로 올려 구매자에게 판매합니다. ' +
      '중고차 매매 단지나 매매 상사에 소속되어 명의 이전과 대금 정산 절차도 처리합니다. ' +
      '차량을 보는 안목과 시세 감각, 정직한 거래 태도가 필요합니다.',
    keco: '61',
    holland: 'ECR',
    education: 'high_school',
    majors: ['automotive-engineering'],
    skills: ['차량 점검', '시세 분석', '협상', '거래 절차'],
  },
  {
    key: 'pharmaceutical-sales-rep',
    name: '제약 영업원',
    summary: '병원과 약국에 의약품 정보를 전하고 처방과 판매를 늘립니다.',
    description:
      '의사와 약사를 방문해 자사 의약품의 효능, 안전성, 임상 자료를 설명하고 거래처를 관리합니다. ' +
      '제약 회사나 의약품 유통 회사에서 일하며 공정경쟁규약 같은 윤리 규정을 지켜야 합니다. ' +
      '의약 지식을 익히는 학습력과 관계 형성 능력, 실적 관리 능력이 필요합니다.',
    keco: '61',
    holland: 'ESI',
    education: 'bachelor',
    majors: ['biology', 'chemistry', 'business-administration'],
    skills: ['제품 지식', '거래처 관리', '프레젠테이션', '실적 관리'],
  },
  {
    key: 'medical-device-sales-rep',
    name: '의료기기 영업원',
    summary: '병원에 의료기기를 소개하고 납품과 사용 교육을 맡습니다.',
    description:
      '영상 장비, 수술 기구, 체외진단 기기 등을 병원에 소개하고 입찰과 계약, 납품을 진행합니다. ' +
      '수술실이나 검사실에서 의료진에게 기기 사용법을 안내하고 사후 관리를 돕기도 합니다. ' +
      '제품의 기술적 이해와 의료 현장에 대한 지식, 신뢰를 쌓는 소통 능력이 필요합니다.',
    keco: '61',
    holland: 'EIS',
    education: 'bachelor',
    majors: ['biomedical-engineering', 'business-administration'],
    skills: ['기술 영업', '제품 교육', '입찰 대응', '고객 관리'],
  },
  {
    key: 'it-solution-sales-rep',
    name: 'IT 솔루션 영업원',
    summary: '기업에 소프트웨어와 IT 시스템을 제안하고 판매합니다.',
    description:
      '고객사의 업무 문제를 파악해 클라우드, 보안, ERP 같은 솔루션을 제안하고 계약을 이끌어 냅니다. ' +
      '기술 담당자와 함께 제안서를 쓰고 시연하며 도입 이후에도 고객 관계를 관리합니다. ' +
      'IT 기술에 대한 이해와 제안서 작성, 협상 능력이 필요합니다.',
    keco: '61',
    holland: 'ESI',
    education: 'bachelor',
    majors: ['management-information-systems', 'computer-science', 'business-administration'],
    skills: ['솔루션 제안', '제안서 작성', '협상', '고객 관리'],
  },
  {
    key: 'technical-sales-engineer',
    name: '기술 영업원',
    summary: '산업용 장비와 부품을 기업 고객에게 기술적으로 설명해 판매합니다.',
    description:
      '기계, 전기, 화학 제품의 사양과 성능을 고객사 엔지니어에게 설명하고 맞춤 사양과 견적을 제시합니다. ' +
      '제조 기업의 영업 부서에서 일하며 설계·생산 부서와 고객 사이를 연결합니다. ' +
      '공학 지식과 협상력, 고객 요구를 정확히 옮기는 소통 능력이 필요합니다.',
    keco: '61',
    holland: 'EIR',
    education: 'bachelor',
    majors: ['mechanical-engineering', 'electrical-engineering', 'industrial-engineering'],
    skills: ['제품 사양 이해', '견적 작성', '협상', '기술 상담'],
  },
  {
    key: 'overseas-sales-rep',
    name: '해외 영업원',
    summary: '해외 바이어를 찾아 자사 제품을 수출합니다.',
    description:
      '전시회와 온라인 채널로 해외 거래처를 발굴하고 가격, 납기, 결제 조건을 협상해 수출 계약을 맺습니다. ' +
      '무역 서류와 선적 일정을 관리하며 해외 출장이 잦은 편입니다. ' +
      '외국어 실력과 무역 실무 지식, 문화 차이를 이해하는 협상력이 필요합니다.',
    keco: '61',
    holland: 'ESC',
    education: 'bachelor',
    majors: ['international-trade', 'business-administration', 'english-language-literature', 'spanish-studies'],
    skills: ['외국어 협상', '무역 실무', '바이어 발굴', '계약 관리'],
  },
  {
    key: 'trade-broker',
    name: '무역 중개인',
    summary: '국내외 판매자와 구매자를 연결해 거래를 성사시킵니다.',
    description:
      '원자재, 농산물, 공산품 등을 사고팔려는 기업을 연결하고 조건을 조율해 수수료를 받습니다. ' +
      '무역 중개 회사에 소속되거나 독립적으로 활동하며 시장 시세와 규제 정보를 챙깁니다. ' +
      '넓은 인맥과 시장 분석력, 외국어 실력이 필요합니다.',
    keco: '61',
    holland: 'ECS',
    education: 'bachelor',
    majors: ['international-trade', 'economics', 'russian-studies', 'spanish-studies'],
    skills: ['거래 중개', '시장 분석', '외국어', '네트워킹'],
  },
  {
    key: 'agricultural-auctioneer',
    name: '농수산물 경매사',
    summary: '도매시장에서 농수산물 경매를 진행해 가격을 정합니다.',
    description:
      '산지에서 들어온 농수산물의 품질을 평가하고 중도매인을 상대로 경매를 진행해 낙찰가를 정합니다. ' +
      '공영 도매시장의 도매 법인에서 일하며 경매사 자격 시험에 합격해야 합니다. ' +
      '품질을 보는 안목과 빠른 판단력, 새벽 근무를 견디는 체력이 필요합니다.',
    keco: '61',
    holland: 'ECS',
    education: 'associate',
    majors: ['agriculture', 'logistics-management'],
    skills: ['품질 평가', '경매 진행', '시세 분석', '판단력'],
  },
  {
    key: 'real-estate-agent',
    name: '공인중개사',
    summary: '부동산의 매매와 임대차 거래를 중개합니다.',
    description:
      '아파트, 상가, 토지 등의 매물을 확보하고 고객에게 소개하며 계약서 작성과 권리 관계 확인을 돕습니다. ' +
      '공인중개사 국가자격을 취득해 중개사무소를 열거나 소속 공인중개사로 일합니다. ' +
      '부동산 법규와 시세 지식, 양측을 조율하는 협상력이 필요합니다.',
    keco: '61',
    holland: 'ECS',
    education: 'associate',
    majors: ['real-estate', 'law'],
    skills: ['매물 분석', '계약 실무', '부동산 법규', '협상'],
  },
  {
    key: 'online-shopping-md',
    name: '온라인 쇼핑몰 MD',
    summary: '온라인 쇼핑몰에서 팔 상품을 고르고 판매 전략을 세웁니다.',
    description:
      '판매 데이터와 트렌드를 분석해 상품을 선정하고 공급 업체와 가격, 물량, 프로모션을 협상합니다. ' +
      '상세 페이지와 기획전을 준비하고 매출과 재고를 관리하며 판매 실적을 책임집니다. ' +
      '상품을 보는 눈과 데이터 분석력, 협상 능력이 필요합니다.',
    keco: '61',
    holland: 'ECA',
    education: 'bachelor',
    majors: ['business-administration', 'international-trade', 'fashion-design'],
    skills: ['상품 선정', '판매 데이터 분석', '공급사 협상', '프로모션 기획'],
  },
  {
    key: 'online-seller',
    name: '온라인 판매원',
    summary: '오픈마켓과 스마트스토어에 상품을 올려 직접 판매합니다.',
    description:
      '상품을 소싱해 사진과 상세 설명을 만들고 오픈마켓, 자사몰, SNS 채널에서 판매합니다. ' +
      '주문 처리, 배송, 교환·환불, 고객 문의 응대까지 혼자 또는 소규모 팀으로 해냅니다. ' +
      '상품 소싱 감각과 온라인 마케팅, 꼼꼼한 운영 능력이 필요합니다.',
    keco: '61',
    holland: 'ECA',
    education: 'high_school',
    majors: ['business-administration'],
    skills: ['상품 소싱', '상세 페이지 제작', '온라인 마케팅', '주문 관리'],
  },
  {
    key: 'advertising-sales-rep',
    name: '광고 영업원',
    summary: '기업에 광고 지면과 매체를 제안해 판매합니다.',
    description:
      '방송, 신문, 온라인 플랫폼, 옥외 광고 등 매체의 광고 상품을 광고주와 대행사에 제안하고 계약합니다. ' +
      '광고 효과 자료를 준비하고 집행 결과를 보고하며 광고주와 관계를 이어 갑니다. ' +
      '매체와 마케팅에 대한 이해, 제안과 설득 능력이 필요합니다.',
    keco: '61',
    holland: 'EAS',
    education: 'bachelor',
    majors: ['advertising-pr', 'media-communication'],
    skills: ['광고 제안', '매체 이해', '광고주 관리', '성과 보고'],
  },
  {
    key: 'food-sales-rep',
    name: '식품 영업원',
    summary: '식품 제품을 마트, 식당, 유통 업체에 공급합니다.',
    description:
      '대형 마트, 편의점, 식자재 유통사, 음식점을 찾아 신제품을 소개하고 납품 조건을 협의합니다. ' +
      '매장 진열 상태와 재고를 점검하고 판촉 행사를 기획해 판매를 늘립니다. ' +
      '제품 지식과 적극성, 거래처와 꾸준히 관계를 쌓는 능력이 필요합니다.',
    keco: '61',
    holland: 'ESC',
    education: 'associate',
    majors: ['food-engineering', 'business-administration'],
    skills: ['거래처 관리', '납품 협상', '매장 관리', '판촉 기획'],
  },
  {
    key: 'telemarketer',
    name: '텔레마케터',
    summary: '전화로 상품과 서비스를 안내하고 판매합니다.',
    description:
      '고객에게 전화를 걸어 보험, 통신, 렌털 등 상품을 설명하고 가입을 권유하거나 들어온 문의에 응대합니다. ' +
      '콜센터에서 정해진 스크립트와 시스템을 활용하며 상담 내용을 기록합니다. ' +
      '전달력 있는 말투와 인내심, 거절에도 흔들리지 않는 마음가짐이 필요합니다.',
    keco: '61',
    holland: 'ESC',
    education: 'high_school',
    majors: [],
    skills: ['전화 상담', '상품 설명', '설득', '상담 기록'],
  },
  {
    key: 'door-to-door-salesperson',
    name: '방문 판매원',
    summary: '고객을 직접 찾아가 생활용품과 렌털 상품을 판매합니다.',
    description:
      '정수기, 화장품, 건강식품, 학습지 등의 상품을 가정과 사무실에 방문해 소개하고 계약합니다. ' +
      '판매 후에도 정기 점검이나 배송으로 고객을 만나며 재구매와 소개를 이끌어 냅니다. ' +
      '친화력과 꾸준함, 일정을 스스로 관리하는 자기 관리 능력이 필요합니다.',
    keco: '61',
    holland: 'ESC',
    education: 'high_school',
    majors: [],
    skills: ['고객 방문', '상품 설명', '관계 관리', '일정 관리'],
  },
  {
    key: 'store-salesperson',
    name: '매장 판매원',
    summary: '매장에서 손님에게 상품을 안내하고 판매합니다.',
    description:
      '의류, 가전, 생활용품 매장 등에서 손님의 필요를 듣고 상품을 추천하며 결제와 포장을 돕습니다. ' +
      '상품 진열, 재고 정리, 교환·환불 응대도 함께 맡습니다. ' +
      '친절한 응대와 상품 지식, 오래 서서 일하는 체력이 필요합니다.',
    keco: '61',
    holland: 'SEC',
    education: 'high_school',
    majors: [],
    skills: ['고객 응대', '상품 추천', '진열', '재고 정리'],
  },
  {
    key: 'beauty-advisor',
    name: '뷰티 어드바이저',
    summary: '화장품 매장에서 피부에 맞는 제품을 상담하고 판매합니다.',
    description:
      '백화점, 면세점, 화장품 매장에서 고객의 피부 타입과 고민을 듣고 제품을 추천하며 메이크업을 시연합니다. ' +
      '신제품 교육을 받아 성분과 사용법을 익히고 판매 목표를 관리합니다. ' +
      '화장품 지식과 메이크업 실력, 상담 능력이 필요합니다.',
    keco: '61',
    holland: 'SEA',
    education: 'high_school',
    majors: ['beauty-arts'],
    skills: ['피부 상담', '제품 지식', '메이크업 시연', '판매'],
  },
  {
    key: 'mobile-phone-salesperson',
    name: '휴대폰 판매원',
    summary: '휴대폰과 통신 요금제를 안내하고 개통을 처리합니다.',
    description:
      '매장에서 고객의 사용 습관에 맞는 단말기와 요금제, 할인 조건을 비교해 설명하고 개통을 처리합니다. ' +
      '데이터 이전, 부가 서비스 설정 같은 사후 안내도 하며 판매 실적을 관리합니다. ' +
      '통신 상품에 대한 지식과 설명력, 정확한 계약 처리가 필요합니다.',
    keco: '61',
    holland: 'ESC',
    education: 'high_school',
    majors: [],
    skills: ['요금제 상담', '개통 처리', '기기 지식', '판매'],
  },
  {
    key: 'convenience-store-manager',
    name: '편의점 점장',
    summary: '편의점의 상품, 재고, 직원, 매출을 관리합니다.',
    description:
      '상품 발주와 진열, 유통 기한과 재고를 관리하고 아르바이트 직원의 근무 일정을 짭니다. ' +
      '본사 영업 담당자와 함께 매출을 분석해 상품 구성과 행사를 조정합니다. ' +
      '매장 운영 감각과 인력 관리, 숫자를 다루는 꼼꼼함이 필요합니다.',
    keco: '61',
    holland: 'ECS',
    education: 'high_school',
    majors: ['business-administration'],
    skills: ['발주 관리', '재고 관리', '직원 관리', '매출 분석'],
  },
  {
    key: 'cashier',
    name: '계산원',
    summary: '매장에서 상품 값을 계산하고 결제를 처리합니다.',
    description:
      '마트와 상점 계산대에서 상품 바코드를 찍고 현금, 카드, 간편 결제를 처리하며 영수증을 발급합니다. ' +
      '근무가 끝나면 시재를 맞추고 포장, 교환 안내 등 간단한 고객 응대도 합니다. ' +
      '정확한 계산과 빠른 손놀림, 친절한 태도가 필요합니다.',
    keco: '61',
    holland: 'CSR',
    education: 'high_school',
    majors: [],
    skills: ['결제 처리', '시재 관리', '고객 응대', '정확성'],
  },
  {
    key: 'ticket-agent',
    name: '매표원',
    summary: '역, 터미널, 공연장에서 표를 판매하고 안내합니다.',
    description:
      '기차역, 버스 터미널, 극장, 관광지 매표소에서 요금과 시간표를 안내하고 승차권과 입장권을 발권합니다. ' +
      '예매 변경과 환불을 처리하고 근무를 마치면 판매 금액을 정산합니다. ' +
      '발권 시스템 사용 능력과 정확성, 친절한 안내가 필요합니다.',
    keco: '61',
    holland: 'CSE',
    education: 'high_school',
    majors: [],
    skills: ['발권', '요금 안내', '정산', '고객 응대'],
  },
  {
    key: 'sales-promoter',
    name: '판촉원',
    summary: '매장과 행사장에서 시식, 시연으로 상품 판매를 돕습니다.',
    description:
      '대형 마트, 백화점, 박람회에서 시식과 시연, 사은품 증정 등으로 손님의 관심을 끌고 구매를 권합니다. ' +
      '제조사나 판촉 대행사에 소속되어 행사 기간 동안 일하는 경우가 많습니다. ' +
      '밝은 태도와 말솜씨, 장시간 서서 일하는 체력이 필요합니다.',
    keco: '61',
    holland: 'ESA',
    education: 'high_school',
    majors: [],
    skills: ['시식·시연', '고객 응대', '상품 설명', '행사 운영'],
  },
  {
    key: 'gas-station-attendant',
    name: '주유원',
    summary: '주유소에서 차량에 연료를 넣고 결제를 처리합니다.',
    description:
      '차량에 맞는 연료를 주유하고 결제를 받으며 세차, 엔진오일 같은 부가 서비스를 안내합니다. ' +
      '화재 위험이 있어 정해진 안전 수칙을 지키며 야외에서 교대로 근무합니다. ' +
      '안전 의식과 친절함, 날씨 변화를 견디는 체력이 필요합니다.',
    keco: '61',
    holland: 'RSC',
    education: 'high_school',
    majors: [],
    skills: ['주유', '결제 처리', '안전 수칙', '고객 응대'],
  },
];
