import type { OccupationContent } from './types';

/** KECO 52 여행·숙박·오락 서비스직, 53 음식 서비스직. */
export const PART_52_53: readonly OccupationContent[] = [
  {
    key: 'travel-product-planner',
    name: '여행 상품 기획자',
    summary: '여행지를 조사해 패키지와 맞춤 여행 상품을 만듭니다.',
    description:
      '여행 트렌드와 현지 정보를 조사해 일정, 숙소, 교통, 관광지를 묶은 상품을 기획하고 가격을 정합니다. ' +
      '여행사나 온라인 여행 플랫폼에서 일하며 현지 업체와 계약하고 답사를 다녀오기도 합니다. ' +
      '시장 분석력과 협상력, 외국어 능력이 도움이 됩니다.',
    keco: '52',
    holland: 'EAC',
    education: 'bachelor',
    majors: ['tourism-management', 'business-administration'],
    skills: ['상품 기획', '시장 조사', '원가 계산', '현지 업체 협상'],
  },
  {
    key: 'tour-guide',
    name: '관광통역안내사',
    summary: '외국인 관광객에게 우리나라 관광지를 외국어로 안내합니다.',
    description:
      '방한 관광객과 동행하며 명소의 역사와 문화를 외국어로 설명하고 일정 전반을 챙깁니다. ' +
      '외국인 대상 여행업에 종사하려면 관광통역안내사 국가자격이 필요합니다. ' +
      '외국어 실력과 역사·문화 지식, 단체를 이끄는 친화력이 필요합니다.',
    keco: '52',
    holland: 'SEA',
    education: 'associate',
    majors: ['tourism-management', 'english-language-literature', 'chinese-language-literature'],
    skills: ['외국어 안내', '문화 해설', '일정 관리', '고객 응대'],
  },
  {
    key: 'tour-conductor',
    name: '국외여행 인솔자',
    summary: '해외 단체 여행객과 동행하며 일정을 진행합니다.',
    description:
      '출국 수속부터 귀국까지 단체 여행객과 함께하며 현지 가이드와 일정, 숙박, 식사를 조율합니다. ' +
      '항공편 지연이나 분실, 건강 문제 같은 돌발 상황에도 대응합니다. ' +
      '외국어 능력과 위기 대처 능력, 장거리 이동을 견디는 체력이 필요합니다.',
    keco: '52',
    holland: 'SEC',
    education: 'associate',
    majors: ['tourism-management'],
    skills: ['단체 인솔', '위기 대처', '외국어', '일정 조율'],
  },
  {
    key: 'travel-agent',
    name: '여행 상담원',
    summary: '고객에게 맞는 여행 상품을 안내하고 예약을 처리합니다.',
    description:
      '여행사 매장이나 전화, 온라인으로 고객의 여행 목적과 예산을 듣고 상품을 추천합니다. ' +
      '항공권과 숙소 예약, 비자와 여행자 보험 안내, 일정 변경과 환불 처리를 맡습니다. ' +
      '여행지 정보와 예약 시스템 활용 능력, 친절한 응대가 필요합니다.',
    keco: '52',
    holland: 'SCE',
    education: 'associate',
    majors: ['tourism-management'],
    skills: ['상품 상담', '예약 시스템', '고객 응대', '여행지 정보'],
  },
  {
    key: 'hotelier',
    name: '호텔리어',
    summary: '호텔에서 투숙객에게 객실과 부대 서비스를 제공합니다.',
    description:
      '프런트 데스크, 객실, 식음료, 컨시어지 등 부서에서 투숙객의 체크인부터 체크아웃까지를 돕습니다. ' +
      '호텔과 리조트에서 교대 근무를 하며 경력을 쌓아 부서 관리자로 성장합니다. ' +
      '서비스 마인드와 외국어 실력, 고객 불만을 침착하게 처리하는 능력이 필요합니다.',
    keco: '52',
    holland: 'SEC',
    education: 'associate',
    majors: ['hotel-management', 'tourism-management'],
    skills: ['고객 응대', '예약 관리', '외국어', '불만 처리'],
  },
  {
    key: 'flight-attendant',
    name: '항공기 객실 승무원',
    summary: '비행 중 승객의 안전을 지키고 기내 서비스를 제공합니다.',
    description:
      '탑승 안내, 안전 시범, 기내식과 음료 제공을 하고 비상시에는 승객 대피를 책임집니다. ' +
      '항공사 공채를 거쳐 안전 훈련을 이수한 뒤 국내선과 국제선에 탑승합니다. ' +
      '안전 의식과 서비스 마인드, 시차와 장시간 근무를 견디는 체력이 필요합니다.',
    keco: '52',
    holland: 'SER',
    education: 'associate',
    majors: ['tourism-management', 'hotel-management', 'english-language-literature'],
    skills: ['기내 안전', '고객 서비스', '외국어', '비상 대응'],
  },
  {
    key: 'casino-dealer',
    name: '카지노 딜러',
    summary: '카지노에서 게임을 진행하고 칩을 정산합니다.',
    description:
      '블랙잭, 바카라, 룰렛 등 테이블 게임에서 카드를 나누고 규칙에 따라 승패와 배당을 처리합니다. ' +
      '외국인 전용 카지노나 리조트 카지노에서 교대 근무를 합니다. ' +
      '빠르고 정확한 계산 능력과 손놀림, 외국어 응대 능력이 필요합니다.',
    keco: '52',
    holland: 'ECR',
    education: 'associate',
    majors: ['tourism-management', 'hotel-management'],
    skills: ['게임 진행', '배당 계산', '외국어 응대', '집중력'],
  },
  {
    key: 'culture-tourism-guide',
    name: '문화관광해설사',
    summary: '문화재와 관광지에서 방문객에게 역사와 이야기를 해설합니다.',
    description:
      '궁궐, 사찰, 박물관, 지역 관광지 등에서 방문객을 안내하며 역사와 얽힌 이야기를 들려줍니다. ' +
      '지방자치단체가 운영하는 양성 과정을 거쳐 위촉되어 활동하는 경우가 많습니다. ' +
      '역사·문화 지식과 말솜씨, 방문객을 배려하는 태도가 필요합니다.',
    keco: '52',
    holland: 'SAI',
    education: 'high_school',
    majors: ['history', 'tourism-management'],
    skills: ['해설', '역사 지식', '스토리텔링', '방문객 응대'],
  },
  {
    key: 'theme-park-attendant',
    name: '테마파크 운영원',
    summary: '놀이공원에서 놀이기구를 운행하고 방문객을 안내합니다.',
    description:
      '놀이기구 탑승 전 안전 장치를 확인하고 기구를 운행하며 대기열과 방문객 안내를 맡습니다. ' +
      '공연 진행이나 퍼레이드 지원 등 방문객이 즐겁게 머물도록 돕는 일도 합니다. ' +
      '안전 수칙을 지키는 꼼꼼함과 밝은 응대, 교대 근무에 맞는 체력이 필요합니다.',
    keco: '52',
    holland: 'SRC',
    education: 'high_school',
    majors: [],
    skills: ['안전 점검', '기구 운행', '고객 안내', '친절'],
  },
  {
    key: 'head-chef',
    name: '주방장',
    summary: '주방을 책임지고 메뉴 개발과 조리 인력을 관리합니다.',
    description:
      '음식점이나 호텔 주방에서 메뉴를 개발하고 식재료 구매, 원가, 위생, 조리 인력을 총괄합니다. ' +
      '조리사로 오랜 경력을 쌓은 뒤 맡게 되며 자기 식당을 여는 경우도 많습니다. ' +
      '뛰어난 조리 실력과 리더십, 원가와 위생을 관리하는 능력이 필요합니다.',
    keco: '53',
    holland: 'ERA',
    education: 'associate',
    majors: ['culinary-arts', 'hotel-management'],
    skills: ['메뉴 개발', '주방 관리', '원가 관리', '위생 관리'],
    experienceFirst: '조리 경력',
  },
  {
    key: 'cook',
    name: '조리사',
    summary: '식당이나 호텔 주방에서 음식을 조리합니다.',
    description:
      '한식, 양식, 중식, 일식 등 분야의 메뉴를 레시피에 맞게 준비하고 조리해 손님상에 냅니다. ' +
      '식재료 손질, 주방 정리, 위생 관리도 함께 하며 조리기능사 국가자격을 따는 경우가 많습니다. ' +
      '조리 기술과 손놀림, 바쁜 시간대를 버티는 체력이 필요합니다.',
    keco: '53',
    holland: 'RAC',
    education: 'associate',
    majors: ['culinary-arts'],
    skills: ['조리 기술', '식재료 손질', '위생 관리', '팀워크'],
  },
  {
    key: 'japanese-cuisine-cook',
    name: '일식 조리사',
    summary: '초밥, 회, 덮밥 등 일본 요리를 조리합니다.',
    description:
      '생선을 손질해 회와 초밥을 만들고 튀김, 구이, 면 요리 등 일본식 메뉴를 조리합니다. ' +
      '일식당이나 호텔 일식 주방에서 일하며 칼 다루는 기술을 오래 익힙니다. ' +
      '신선한 재료를 고르는 안목과 정교한 칼질, 위생 관념이 필요합니다.',
    keco: '53',
    holland: 'RAS',
    education: 'associate',
    majors: ['culinary-arts'],
    skills: ['생선 손질', '칼 기술', '초밥 조리', '위생 관리'],
  },
  {
    key: 'barista',
    name: '바리스타',
    summary: '커피를 추출하고 음료를 만들어 손님에게 제공합니다.',
    description:
      '원두를 갈아 에스프레소를 추출하고 라테, 핸드드립 등 다양한 커피 음료를 만듭니다. ' +
      '카페에서 일하며 머신 관리와 매장 운영을 함께 하고 경력을 쌓아 창업하기도 합니다. ' +
      '커피에 대한 지식과 일정한 맛을 내는 기술, 친절한 응대가 필요합니다.',
    keco: '53',
    holland: 'RAS',
    education: 'high_school',
    majors: ['culinary-arts'],
    skills: ['에스프레소 추출', '라테 아트', '머신 관리', '고객 응대'],
  },
  {
    key: 'bartender',
    name: '바텐더',
    summary: '칵테일과 주류를 만들어 손님에게 제공합니다.',
    description:
      '바와 호텔 라운지에서 술과 재료를 배합해 칵테일을 만들고 손님의 취향에 맞는 주류를 추천합니다. ' +
      '재고와 바 위생을 관리하며 주로 저녁과 밤 시간에 일합니다. ' +
      '주류 지식과 손놀림, 손님과 편안하게 대화하는 능력이 필요합니다.',
    keco: '53',
    holland: 'ESR',
    education: 'high_school',
    majors: ['culinary-arts', 'hotel-management'],
    skills: ['칵테일 제조', '주류 지식', '고객 응대', '재고 관리'],
  },
  {
    key: 'sommelier',
    name: '소믈리에',
    summary: '와인을 고르고 관리하며 음식에 맞는 와인을 추천합니다.',
    description:
      '레스토랑과 호텔에서 와인 목록을 구성하고 보관 상태를 관리하며 손님에게 어울리는 와인을 추천합니다. ' +
      '와인 수입사나 판매점에서 일하기도 하며 민간 자격과 시음 경험을 꾸준히 쌓습니다. ' +
      '섬세한 미각과 와인 산지·품종 지식, 서비스 매너가 필요합니다.',
    keco: '53',
    holland: 'ASE',
    education: 'associate',
    majors: ['culinary-arts', 'hotel-management'],
    skills: ['테이스팅', '와인 지식', '음식 페어링', '서비스 매너'],
  },
  {
    key: 'institutional-cook',
    name: '급식 조리원',
    summary: '학교와 기업 구내식당에서 대량 급식을 조리합니다.',
    description:
      '영양사가 짠 식단에 따라 수백 명분의 밥과 반찬을 대량으로 조리하고 배식합니다. ' +
      '학교, 병원, 기업, 공공기관의 급식실에서 일하며 위생 기준을 엄격히 지킵니다. ' +
      '대량 조리 기술과 위생 관념, 무거운 조리 도구를 다루는 체력이 필요합니다.',
    keco: '53',
    holland: 'RCS',
    education: 'high_school',
    majors: ['culinary-arts', 'food-nutrition'],
    skills: ['대량 조리', '위생 관리', '배식', '팀워크'],
  },
  {
    key: 'restaurant-server',
    name: '홀 서빙원',
    summary: '음식점에서 주문을 받고 음식을 나르며 손님을 응대합니다.',
    description:
      '손님을 자리로 안내하고 주문을 받아 주방에 전달하며 음식을 서빙하고 테이블을 정리합니다. ' +
      '음식점, 레스토랑, 연회장 등에서 일하며 결제와 예약 응대를 맡기도 합니다. ' +
      '친절한 태도와 빠른 움직임, 메뉴를 정확히 설명하는 능력이 필요합니다.',
    keco: '53',
    holland: 'SER',
    education: 'high_school',
    majors: [],
    skills: ['고객 응대', '주문 관리', '서빙', '테이블 정리'],
  },
];
