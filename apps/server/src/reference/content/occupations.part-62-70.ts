import type { OccupationContent } from './types';

/** KECO 62 운전·운송직, 70 건설·채굴직. */
export const PART_62_70: readonly OccupationContent[] = [
  {
    key: 'airline-pilot',
    name: '항공기 조종사',
    summary: '여객기나 화물기를 조종해 승객과 화물을 운송합니다.',
    description:
      '비행 전 기상과 항로, 기체 상태를 점검하고 이륙부터 착륙까지 항공기를 조종합니다. ' +
      '항공사 조종 훈련 과정이나 공군, 비행 교육원을 거쳐 사업용 조종사 면장과 비행 경력을 갖춰야 합니다. ' +
      '침착한 판단력과 공간 감각, 엄격한 절차 준수와 건강 관리가 필요합니다.',
    keco: '62',
    holland: 'RIE',
    education: 'bachelor',
    majors: ['aerospace-engineering', 'military-studies'],
    skills: ['항공기 조종', '비행 계획', '비상 절차', '영어 교신'],
  },
  {
    key: 'air-traffic-controller',
    name: '항공교통관제사',
    summary: '항공기의 이착륙과 비행 경로를 지시해 충돌을 막습니다.',
    description:
      '관제탑과 관제 센터에서 레이더와 무선 교신으로 항공기 간격을 유지하고 이착륙 순서를 정합니다. ' +
      '항공교통관제사 자격을 취득한 뒤 국토교통부나 공항 운영 기관에서 교대 근무를 합니다. ' +
      '높은 집중력과 빠른 판단력, 정확한 영어 교신 능력이 필요합니다.',
    keco: '62',
    holland: 'CRI',
    education: 'bachelor',
    majors: ['aerospace-engineering'],
    skills: ['관제 교신', '상황 판단', '레이더 판독', '집중력'],
  },
  {
    key: 'train-driver',
    name: '철도 기관사',
    summary: '열차와 지하철을 운전해 승객과 화물을 운송합니다.',
    description:
      '운행 전 차량 상태를 점검하고 신호와 운행 시간표에 맞춰 열차를 안전하게 운전합니다. ' +
      '철도차량 운전면허를 취득한 뒤 철도 운영 기관이나 도시철도 공사에 입사해 교대 근무를 합니다. ' +
      '규정을 지키는 책임감과 집중력, 비상 상황 대처 능력이 필요합니다.',
    keco: '62',
    holland: 'RCI',
    education: 'associate',
    majors: ['mechanical-engineering', 'electrical-engineering'],
    skills: ['열차 운전', '신호 준수', '차량 점검', '비상 대응'],
  },
  {
    key: 'ship-navigator',
    name: '항해사',
    summary: '선박의 항로를 정하고 안전한 운항을 책임집니다.',
    description:
      '해도와 항해 장비를 이용해 항로를 계획하고 당직을 서며 선박을 운항하고 화물 적재를 관리합니다. ' +
      '해양 계열 대학이나 해사고를 졸업하고 해기사 면허를 받아 상선에 승선합니다. ' +
      '책임감과 판단력, 오랜 기간 바다에서 지내는 생활에 적응하는 능력이 필요합니다.',
    keco: '62',
    holland: 'RIE',
    education: 'bachelor',
    majors: ['marine-science', 'naval-architecture', 'logistics-management'],
    skills: ['항해 계획', '항해 장비 운용', '당직 근무', '화물 관리'],
  },
  {
    key: 'ship-engineer',
    name: '선박 기관사',
    summary: '선박의 엔진과 기관 설비를 운전하고 정비합니다.',
    description:
      '주기관, 발전기, 펌프 등 선박 기관실의 설비를 운전하고 고장 없이 항해하도록 점검하고 수리합니다. ' +
      '해양 계열 학교를 졸업하고 해기사 면허를 받아 상선에 승선해 일합니다. ' +
      '기계 지식과 문제 해결 능력, 좁고 더운 기관실에서 일하는 체력이 필요합니다.',
    keco: '62',
    holland: 'RIC',
    education: 'bachelor',
    majors: ['mechanical-engineering', 'naval-architecture'],
    skills: ['기관 운전', '설비 정비', '고장 진단', '안전 관리'],
  },
  {
    key: 'bus-driver',
    name: '버스 운전원',
    summary: '정해진 노선을 따라 버스를 운전해 승객을 태웁니다.',
    description:
      '시내버스, 시외버스, 고속버스를 배차 시간에 맞춰 운행하며 승객의 승하차와 안전을 살핍니다. ' +
      '1종 대형 면허와 버스운전 자격을 갖춰 운수 회사에 입사하며 교대 근무를 합니다. ' +
      '안전 운전 습관과 집중력, 승객을 대하는 친절함이 필요합니다.',
    keco: '62',
    holland: 'RSC',
    education: 'high_school',
    majors: [],
    skills: ['대형 차량 운전', '안전 운행', '승객 응대', '차량 점검'],
  },
  {
    key: 'taxi-driver',
    name: '택시 운전원',
    summary: '승객이 원하는 목적지까지 택시로 데려다줍니다.',
    description:
      '거리나 호출 앱으로 승객을 태워 빠르고 안전한 경로로 목적지까지 운행합니다. ' +
      '택시운전 자격을 취득해 법인 택시 회사에 입사하거나 경력을 쌓아 개인택시를 운영합니다. ' +
      '지리 감각과 안전 운전, 다양한 승객을 대하는 응대 능력이 필요합니다.',
    keco: '62',
    holland: 'RSE',
    education: 'high_school',
    majors: [],
    skills: ['운전', '지리 감각', '승객 응대', '안전 운행'],
  },
  {
    key: 'truck-driver',
    name: '화물차 운전원',
    summary: '화물차로 물건을 싣고 목적지까지 운송합니다.',
    description:
      '화물을 싣고 고정한 뒤 정해진 일정에 맞춰 공장, 물류센터, 항만 사이를 운송합니다. ' +
      '화물운송 자격을 갖춰 운송 회사에 소속되거나 개인 차량으로 지입·위탁 운송을 합니다. ' +
      '장거리 운전을 견디는 체력과 안전 운전, 화물 적재 요령이 필요합니다.',
    keco: '62',
    holland: 'RCE',
    education: 'high_school',
    majors: ['logistics-management'],
    skills: ['화물 운송', '적재·고정', '장거리 운전', '운행 기록'],
  },
  {
    key: 'parcel-courier',
    name: '택배원',
    summary: '택배 물품을 받아 정해진 구역의 고객에게 배송합니다.',
    description:
      '터미널에서 담당 구역 물량을 분류해 싣고 가정과 사무실에 배송하며 반품 물품을 수거합니다. ' +
      '택배 회사의 대리점과 계약해 일하는 경우가 많고 배송 앱으로 일정을 관리합니다. ' +
      '동선을 짜는 요령과 체력, 시간 약속을 지키는 성실함이 필요합니다.',
    keco: '62',
    holland: 'RCS',
    education: 'high_school',
    majors: [],
    skills: ['배송 동선 관리', '물품 분류', '운전', '고객 응대'],
  },
  {
    key: 'delivery-rider',
    name: '배달원',
    summary: '음식과 물건을 오토바이나 자전거로 빠르게 배달합니다.',
    description:
      '배달 앱이나 매장에서 주문을 받아 음식과 생필품을 픽업해 고객에게 전달합니다. ' +
      '배달 대행 업체나 플랫폼과 계약해 일하는 경우가 많아 근무 시간을 스스로 정할 수 있습니다. ' +
      '안전 운전과 지리 감각, 날씨에 상관없이 움직이는 체력이 필요합니다.',
    keco: '62',
    holland: 'RSE',
    education: 'high_school',
    majors: [],
    skills: ['이륜차 운전', '지리 감각', '안전 운행', '시간 관리'],
  },
  {
    key: 'forklift-operator',
    name: '지게차 운전원',
    summary: '지게차로 창고와 공장의 화물을 옮기고 쌓습니다.',
    description:
      '물류 창고, 공장, 항만에서 지게차를 운전해 팔레트 화물을 싣고 내리며 정해진 위치에 적재합니다. ' +
      '지게차운전기능사 국가자격을 갖추는 것이 일반적이며 작업 전 장비를 점검합니다. ' +
      '정확한 조작 능력과 공간 감각, 주변 작업자를 살피는 안전 의식이 필요합니다.',
    keco: '62',
    holland: 'RCI',
    education: 'high_school',
    majors: ['logistics-management'],
    skills: ['지게차 조작', '화물 적재', '장비 점검', '안전 관리'],
  },
  {
    key: 'warehouse-worker',
    name: '물류센터 작업원',
    summary: '물류센터에서 상품을 입고, 분류, 포장, 출고합니다.',
    description:
      '입고된 상품을 검수해 선반에 보관하고 주문에 맞춰 상품을 꺼내 포장하고 출고 차량에 싣습니다. ' +
      '스캐너와 창고 관리 시스템을 사용하며 주간·야간 교대로 일하는 경우가 많습니다. ' +
      '정확성과 체력, 정해진 작업 속도를 맞추는 성실함이 필요합니다.',
    keco: '62',
    holland: 'RCE',
    education: 'high_school',
    majors: ['logistics-management'],
    skills: ['입출고', '피킹·패킹', '스캐너 사용', '체력'],
  },
  {
    key: 'formwork-carpenter',
    name: '형틀 목공',
    summary: '콘크리트를 부어 넣을 거푸집을 짜고 해체합니다.',
    description:
      '건축 도면에 따라 합판과 각재, 철제 폼으로 기둥과 벽, 슬래브의 거푸집을 설치하고 타설 후 해체합니다. ' +
      '아파트와 빌딩 건설 현장에서 팀 단위로 일하며 현장 경험을 쌓아 기능을 익힙니다. ' +
      '도면 해독 능력과 공구 사용 기술, 높은 곳에서 일하는 안전 의식이 필요합니다.',
    keco: '70',
    holland: 'RCI',
    education: 'high_school',
    majors: ['architectural-engineering'],
    skills: ['도면 해독', '거푸집 설치', '공구 사용', '안전 수칙'],
  },
  {
    key: 'rebar-worker',
    name: '철근공',
    summary: '건물 뼈대가 되는 철근을 가공하고 엮어 배치합니다.',
    description:
      '구조 도면에 맞게 철근을 자르고 구부려 기초, 기둥, 보, 슬래브에 간격을 맞춰 배근하고 결속합니다. ' +
      '건설 현장에서 팀으로 일하며 철근기능사 자격을 따기도 합니다. ' +
      '도면 이해와 체력, 무거운 자재를 안전하게 다루는 요령이 필요합니다.',
    keco: '70',
    holland: 'RCE',
    education: 'high_school',
    majors: ['architectural-engineering'],
    skills: ['철근 가공', '배근', '도면 해독', '체력'],
  },
  {
    key: 'plasterer',
    name: '미장공',
    summary: '벽과 바닥에 시멘트 모르타르를 발라 평평하게 마감합니다.',
    description:
      '시멘트와 모래를 섞은 모르타르를 흙손으로 벽, 천장, 바닥에 바르고 평탄하게 다듬습니다. ' +
      '신축과 리모델링 현장에서 일하며 미장기능사 자격과 오랜 숙련이 중요합니다. ' +
      '손기술과 평탄도를 보는 눈, 반복 작업을 견디는 체력이 필요합니다.',
    keco: '70',
    holland: 'RCA',
    education: 'high_school',
    majors: [],
    skills: ['모르타르 배합', '흙손 작업', '평탄 마감', '체력'],
  },
  {
    key: 'tile-setter',
    name: '타일공',
    summary: '욕실, 주방, 바닥, 벽에 타일을 붙여 마감합니다.',
    description:
      '바탕면을 고르고 치수를 재어 타일을 재단한 뒤 접착제로 붙이고 줄눈을 채워 마감합니다. ' +
      '주택 리모델링과 신축 현장에서 일하며 경력을 쌓아 독립 시공을 하기도 합니다. ' +
      '정밀한 손기술과 치수 감각, 무릎을 꿇고 오래 일하는 체력이 필요합니다.',
    keco: '70',
    holland: 'RAC',
    education: 'high_school',
    majors: [],
    skills: ['타일 재단', '부착 시공', '줄눈 마감', '치수 측정'],
  },
  {
    key: 'building-painter',
    name: '건축 도장공',
    summary: '건물의 내외벽과 구조물에 페인트를 칠해 보호하고 꾸밉니다.',
    description:
      '표면을 정리하고 퍼티로 메운 뒤 붓, 롤러, 스프레이로 도료를 칠해 건물을 보호하고 색을 입힙니다. ' +
      '아파트 외벽처럼 높은 곳에서는 달비계나 고소 작업대를 이용합니다. ' +
      '도료에 대한 지식과 균일하게 칠하는 기술, 높은 곳 작업의 안전 의식이 필요합니다.',
    keco: '70',
    holland: 'RAC',
    education: 'high_school',
    majors: [],
    skills: ['표면 처리', '도료 도장', '색 배합', '고소 작업 안전'],
  },
  {
    key: 'wallpaper-installer',
    name: '도배사',
    summary: '벽과 천장에 벽지를 바르고 마감합니다.',
    description:
      '벽면을 정리하고 초배지를 바른 뒤 벽지를 재단해 무늬를 맞추며 주름 없이 붙입니다. ' +
      '인테리어 업체나 도배 팀에 소속되거나 독립적으로 주택과 상가 시공을 합니다. ' +
      '꼼꼼한 손기술과 무늬를 맞추는 미적 감각, 고객 응대 능력이 필요합니다.',
    keco: '70',
    holland: 'RAC',
    education: 'high_school',
    majors: ['interior-design'],
    skills: ['벽지 재단', '초배 작업', '무늬 맞춤', '마감 처리'],
  },
  {
    key: 'plumber',
    name: '배관공',
    summary: '건물의 급수, 배수, 난방, 가스 배관을 설치하고 수리합니다.',
    description:
      '도면에 따라 배관을 자르고 연결해 상하수도, 난방, 소방 설비 배관을 설치하고 누수를 찾아 고칩니다. ' +
      '건설 현장이나 설비 업체에서 일하며 배관기능사 같은 자격이 도움이 됩니다. ' +
      '도면 해독과 배관 용접·연결 기술, 문제 원인을 찾는 능력이 필요합니다.',
    keco: '70',
    holland: 'RIC',
    education: 'high_school',
    majors: ['architectural-engineering', 'mechanical-engineering'],
    skills: ['배관 시공', '누수 탐지', '도면 해독', '배관 연결'],
  },
  {
    key: 'waterproofing-worker',
    name: '방수공',
    summary: '옥상, 욕실, 지하에 물이 새지 않도록 방수층을 시공합니다.',
    description:
      '바탕면을 정리하고 방수 시트, 우레탄, 도막 방수재를 발라 건물 부위별로 방수층을 만듭니다. ' +
      '신축 현장과 누수 보수 현장에서 일하며 재료별 시공 방법을 익혀야 합니다. ' +
      '꼼꼼함과 재료에 대한 지식, 야외 작업을 견디는 체력이 필요합니다.',
    keco: '70',
    holland: 'RCI',
    education: 'high_school',
    majors: [],
    skills: ['방수 시공', '재료 선택', '누수 보수', '바탕 처리'],
  },
  {
    key: 'scaffolder',
    name: '비계공',
    summary: '건설 현장에서 작업 발판이 되는 비계를 설치하고 해체합니다.',
    description:
      '강관과 클램프, 시스템 비계를 조립해 높은 곳에서 일할 수 있는 발판과 통로를 만들고 공사 후 해체합니다. ' +
      '건물 외벽, 플랜트, 교량 현장에서 팀으로 일하며 추락 방지 설비를 철저히 점검합니다. ' +
      '높은 곳에 대한 적응력과 체력, 구조를 이해하는 능력이 필요합니다.',
    keco: '70',
    holland: 'RCE',
    education: 'high_school',
    majors: ['safety-engineering'],
    skills: ['비계 조립', '고소 작업', '안전 점검', '팀워크'],
  },
  {
    key: 'excavator-operator',
    name: '굴착기 운전원',
    summary: '굴착기를 조종해 땅을 파고 흙과 자재를 옮깁니다.',
    description:
      '건설, 토목, 상하수도 공사 현장에서 굴착기로 터파기, 흙 싣기, 정지 작업을 합니다. ' +
      '굴착기운전기능사 국가자격이 필요하며 작업 전후 장비를 점검합니다. ' +
      '정밀한 조작 감각과 지형 판단력, 주변 작업자를 살피는 안전 의식이 필요합니다.',
    keco: '70',
    holland: 'RCE',
    education: 'high_school',
    majors: ['civil-engineering'],
    skills: ['굴착기 조작', '토공 작업', '장비 점검', '안전 관리'],
  },
  {
    key: 'tower-crane-operator',
    name: '타워크레인 운전원',
    summary: '높은 조종실에서 크레인으로 건설 자재를 들어 옮깁니다.',
    description:
      '신호수의 신호에 따라 철근, 거푸집, 자재를 인양해 건물 층마다 정확한 위치로 옮깁니다. ' +
      '타워크레인운전기능사 국가자격이 필요하며 바람과 하중 조건을 엄격히 확인합니다. ' +
      '높은 곳에 대한 적응력과 집중력, 정밀한 조작 능력이 필요합니다.',
    keco: '70',
    holland: 'RCI',
    education: 'high_school',
    majors: ['civil-engineering'],
    skills: ['크레인 조작', '신호 이해', '하중 판단', '집중력'],
  },
  {
    key: 'miner',
    name: '광원',
    summary: '광산에서 석탄과 광물을 캐내는 작업을 합니다.',
    description:
      '갱도나 노천 광산에서 발파, 굴진, 채굴 장비 운전으로 석탄, 석회석 등 광물을 캐내고 운반합니다. ' +
      '광업 회사에 소속되어 엄격한 안전 수칙과 환기·가스 점검 절차를 따릅니다. ' +
      '강한 체력과 안전 의식, 어둡고 좁은 환경에서 일하는 적응력이 필요합니다.',
    keco: '70',
    holland: 'RCE',
    education: 'high_school',
    majors: ['earth-science'],
    skills: ['채굴', '장비 운전', '안전 점검', '체력'],
  },
];
