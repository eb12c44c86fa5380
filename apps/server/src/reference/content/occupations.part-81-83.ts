import type { OccupationContent } from './types';

/** KECO 81 기계, 82 금속·재료, 83 전기·전자 설치·정비·생산직. */
export const PART_81_83: readonly OccupationContent[] = [
  {
    key: 'auto-mechanic',
    name: '자동차 정비원',
    summary: '자동차의 고장을 진단하고 부품을 수리·교체합니다.',
    description:
      '진단 장비로 엔진, 변속기, 브레이크, 전장 장치의 이상을 찾아 수리하고 정기 점검과 소모품 교환을 합니다. ' +
      '정비 공장, 제조사 서비스 센터, 카센터에서 일하며 자동차정비기능사 자격이 기본입니다. ' +
      '기계·전기 지식과 문제 원인을 찾는 분석력, 전기차 같은 신기술을 배우는 자세가 필요합니다.',
    keco: '81',
    holland: 'RIC',
    education: 'associate',
    majors: ['automotive-engineering', 'mechanical-engineering'],
    skills: ['고장 진단', '엔진 정비', '전장 수리', '진단 장비 사용'],
  },
  {
    key: 'aircraft-mechanic',
    name: '항공기 정비사',
    summary: '항공기의 기체, 엔진, 장비를 점검하고 정비합니다.',
    description:
      '비행 전후 점검과 정기 정비로 기체 구조, 엔진, 유압, 전자 장비의 결함을 찾아 정해진 매뉴얼대로 수리합니다. ' +
      '항공사나 정비 전문 업체에서 일하며 항공정비사 국가 면허가 필요합니다. ' +
      '꼼꼼함과 규정 준수, 영어 정비 매뉴얼을 읽는 능력이 필요합니다.',
    keco: '81',
    holland: 'RIC',
    education: 'associate',
    majors: ['aerospace-engineering', 'mechanical-engineering'],
    skills: ['기체 점검', '엔진 정비', '매뉴얼 해독', '품질 기록'],
  },
  {
    key: 'cnc-machinist',
    name: 'CNC 가공원',
    summary: 'CNC 공작기계로 금속 부품을 정밀하게 깎아 만듭니다.',
    description:
      '도면을 보고 가공 프로그램을 입력하거나 수정한 뒤 CNC 선반과 머시닝센터로 부품을 절삭 가공합니다. ' +
      '가공된 부품의 치수를 측정 기구로 검사하고 공구를 교체하며 기계를 관리합니다. ' +
      '도면 해독과 정밀 측정 능력, 가공 프로그램에 대한 이해가 필요합니다.',
    keco: '81',
    holland: 'RCI',
    education: 'high_school',
    majors: ['mechanical-engineering'],
    skills: ['도면 해독', 'CNC 프로그래밍', '정밀 측정', '공구 관리'],
  },
  {
    key: 'industrial-machinery-mechanic',
    name: '산업 기계 정비원',
    summary: '공장의 생산 설비를 점검하고 고장 난 기계를 고칩니다.',
    description:
      '생산 라인의 모터, 펌프, 컨베이어, 유공압 장치를 정기 점검하고 고장이 나면 원인을 찾아 수리합니다. ' +
      '제조 공장의 설비 보전 부서나 정비 협력 업체에서 일하며 교대 근무를 하기도 합니다. ' +
      '기계 구조 이해와 문제 해결 능력, 공구와 계측기를 다루는 기술이 필요합니다.',
    keco: '81',
    holland: 'RIC',
    education: 'associate',
    majors: ['mechanical-engineering', 'industrial-engineering'],
    skills: ['설비 점검', '고장 수리', '유공압 이해', '예방 정비'],
  },
  {
    key: 'industrial-robot-technician',
    name: '산업용 로봇 정비원',
    summary: '생산 라인의 산업용 로봇을 설치, 조정, 정비합니다.',
    description:
      '용접, 도장, 조립 라인의 로봇을 설치하고 동작을 티칭하며 센서와 구동부 이상을 점검하고 수리합니다. ' +
      '자동차, 전자 공장이나 자동화 설비 업체에서 일합니다. ' +
      '기계와 전기 제어 지식, 로봇 프로그램을 다루는 능력이 필요합니다.',
    keco: '81',
    holland: 'RIC',
    education: 'associate',
    majors: ['robotics', 'mechanical-engineering', 'electrical-engineering'],
    skills: ['로봇 티칭', '제어 장치 점검', '고장 진단', '설비 설치'],
  },
  {
    key: 'hvac-technician',
    name: '냉동공조 설비원',
    summary: '냉난방기와 냉동·공조 설비를 설치하고 정비합니다.',
    description:
      '에어컨, 냉동 창고, 건물 공조 시스템을 설치하고 냉매를 충전하며 고장 난 설비를 수리합니다. ' +
      '설비 업체나 건물 관리 회사에서 일하며 공조냉동기계기능사 자격이 도움이 됩니다. ' +
      '냉동 사이클에 대한 이해와 배관·전기 작업 기술이 필요합니다.',
    keco: '81',
    holland: 'RCI',
    education: 'associate',
    majors: ['mechanical-engineering', 'energy-engineering'],
    skills: ['설비 설치', '냉매 취급', '고장 진단', '배관 작업'],
  },
  {
    key: 'elevator-technician',
    name: '승강기 정비원',
    summary: '엘리베이터와 에스컬레이터를 설치하고 안전하게 정비합니다.',
    description:
      '건물에 승강기를 설치하고 월간 점검으로 구동 장치, 도어, 안전 장치를 확인하며 고장 시 출동해 수리합니다. ' +
      '승강기 제조사나 유지 관리 업체에서 일하며 승강기 관련 자격과 법정 교육이 필요합니다. ' +
      '기계·전기 지식과 안전 의식, 긴급 출동에 대응하는 책임감이 필요합니다.',
    keco: '81',
    holland: 'RIC',
    education: 'associate',
    majors: ['mechanical-engineering', 'electrical-engineering'],
    skills: ['승강기 설치', '정기 점검', '고장 수리', '안전 관리'],
  },
  {
    key: 'construction-equipment-mechanic',
    name: '건설기계 정비원',
    summary: '굴착기, 지게차 같은 건설기계를 점검하고 수리합니다.',
    description:
      '건설기계의 엔진, 유압 장치, 주행 장치를 진단하고 부품을 교체하며 정기 정비를 합니다. ' +
      '건설기계 정비 업체나 장비 제조사 서비스 센터에서 일하고 현장으로 출장 정비를 가기도 합니다. ' +
      '유압과 디젤 엔진에 대한 지식, 무거운 부품을 다루는 체력이 필요합니다.',
    keco: '81',
    holland: 'RIC',
    education: 'associate',
    majors: ['mechanical-engineering'],
    skills: ['유압 정비', '엔진 수리', '고장 진단', '출장 정비'],
  },
  {
    key: 'motorcycle-mechanic',
    name: '이륜차 정비원',
    summary: '오토바이와 전동 이륜차를 점검하고 수리합니다.',
    description:
      '오토바이의 엔진, 브레이크, 타이어, 전기 장치를 점검하고 소모품 교환과 고장 수리를 합니다. ' +
      '배달용 이륜차와 전동 스쿠터가 늘면서 정비 수요가 꾸준한 편입니다. ' +
      '기계 구조 이해와 손재주, 빠르게 원인을 찾는 진단 능력이 필요합니다.',
    keco: '81',
    holland: 'RIC',
    education: 'high_school',
    majors: ['automotive-engineering'],
    skills: ['엔진 정비', '브레이크 점검', '전기 장치 수리', '부품 교환'],
  },
  {
    key: 'welder',
    name: '용접원',
    summary: '열로 금속을 녹여 부재를 이어 붙입니다.',
    description:
      '도면에 따라 아크, CO2, TIG 용접 등으로 선박, 플랜트, 건축 구조물, 기계 부품의 금속을 접합합니다. ' +
      '조선소, 제조 공장, 건설 현장에서 일하며 용접기능사 같은 자격과 숙련도가 중요합니다. ' +
      '섬세한 손기술과 집중력, 보호구를 갖추는 안전 의식이 필요합니다.',
    keco: '82',
    holland: 'RCI',
    education: 'high_school',
    majors: ['materials-engineering', 'mechanical-engineering'],
    skills: ['용접 기술', '도면 해독', '용접부 검사', '안전 수칙'],
  },
  {
    key: 'sheet-metal-worker',
    name: '판금원',
    summary: '금속판을 자르고 구부려 제품과 구조물을 만듭니다.',
    description:
      '절단기, 절곡기, 프레스로 금속판을 가공해 함체, 덕트, 차량 외판 등을 만들고 조립합니다. ' +
      '제조 공장이나 자동차 정비소 판금 부서에서 일하며 손상된 차체를 복원하기도 합니다. ' +
      '도면 이해와 정밀한 치수 감각, 기계를 안전하게 다루는 능력이 필요합니다.',
    keco: '82',
    holland: 'RCI',
    education: 'high_school',
    majors: ['mechanical-engineering'],
    skills: ['절단·절곡', '도면 해독', '치수 측정', '조립'],
  },
  {
    key: 'mold-maker',
    name: '금형원',
    summary: '제품을 찍어 내는 금형을 가공하고 조립합니다.',
    description:
      '플라스틱 사출과 프레스 제품을 만드는 금형을 도면에 따라 가공, 연마, 조립하고 시험 생산으로 수정합니다. ' +
      '금형 전문 업체나 제조 공장에서 일하며 정밀 가공 장비를 다룹니다. ' +
      '높은 정밀도에 대한 감각과 도면 해독력, 오랜 숙련이 필요합니다.',
    keco: '82',
    holland: 'RIC',
    education: 'high_school',
    majors: ['mechanical-engineering', 'materials-engineering'],
    skills: ['정밀 가공', '금형 조립', '도면 해독', '시사출 수정'],
  },
  {
    key: 'casting-worker',
    name: '주조원',
    summary: '쇳물을 틀에 부어 금속 제품을 만듭니다.',
    description:
      '모래나 금속으로 만든 주형에 녹인 금속을 부어 굳힌 뒤 꺼내 다듬어 부품을 만듭니다. ' +
      '자동차 부품, 밸브, 기계 부품을 만드는 주물 공장에서 일하며 고온 작업이 많습니다. ' +
      '체력과 안전 의식, 재료의 성질에 대한 이해가 필요합니다.',
    keco: '82',
    holland: 'RCI',
    education: 'high_school',
    majors: ['materials-engineering'],
    skills: ['주형 제작', '용해 작업', '후처리', '안전 수칙'],
  },
  {
    key: 'forging-worker',
    name: '단조원',
    summary: '금속을 가열하고 두드리거나 눌러 모양을 만듭니다.',
    description:
      '금속 소재를 가열로에서 달군 뒤 프레스와 해머로 압력을 가해 축, 기어, 공구 같은 부품을 성형합니다. ' +
      '단조 공장에서 일하며 온도와 압력 조건을 지켜 품질을 맞춥니다. ' +
      '고온 환경을 견디는 체력과 장비 조작 능력, 안전 의식이 필요합니다.',
    keco: '82',
    holland: 'RCE',
    education: 'high_school',
    majors: ['materials-engineering'],
    skills: ['가열 관리', '프레스 조작', '성형', '안전 수칙'],
  },
  {
    key: 'heat-treatment-worker',
    name: '열처리원',
    summary: '금속을 가열·냉각해 강도와 경도를 높입니다.',
    description:
      '담금질, 뜨임, 풀림 등 열처리 공정으로 금속 부품의 단단함과 질긴 성질을 원하는 수준으로 맞춥니다. ' +
      '열처리 공장에서 가열로를 운전하며 처리 후 경도를 측정해 품질을 확인합니다. ' +
      '금속 재료에 대한 이해와 공정 조건을 지키는 꼼꼼함이 필요합니다.',
    keco: '82',
    holland: 'RCI',
    education: 'high_school',
    majors: ['materials-engineering'],
    skills: ['가열로 운전', '경도 측정', '공정 관리', '재료 이해'],
  },
  {
    key: 'auto-body-painter',
    name: '자동차 도장원',
    summary: '차체를 다듬고 페인트를 칠해 색과 광택을 입힙니다.',
    description:
      '차체 표면을 샌딩하고 퍼티로 메운 뒤 조색한 도료를 스프레이 건으로 뿌려 원래 색과 광택을 살립니다. ' +
      '자동차 공장 도장 라인이나 정비소 도장 부스에서 일합니다. ' +
      '색을 맞추는 감각과 균일하게 뿌리는 기술, 보호구를 갖추는 안전 의식이 필요합니다.',
    keco: '82',
    holland: 'RAC',
    education: 'high_school',
    majors: ['automotive-engineering'],
    skills: ['조색', '스프레이 도장', '표면 처리', '광택 작업'],
  },
  {
    key: 'glass-production-operator',
    name: '유리 제조원',
    summary: '유리 원료를 녹이고 성형해 유리 제품을 생산합니다.',
    description:
      '용해로와 성형 설비를 운전해 판유리, 병, 디스플레이용 유리 등을 만들고 절단과 검사를 합니다. ' +
      '유리 제조 공장에서 교대 근무를 하며 고온 설비를 다룹니다. ' +
      '설비 조작 능력과 품질을 보는 눈, 안전 수칙을 지키는 태도가 필요합니다.',
    keco: '82',
    holland: 'RCI',
    education: 'high_school',
    majors: ['materials-engineering'],
    skills: ['설비 운전', '성형 관리', '품질 검사', '안전 수칙'],
  },
  {
    key: 'electrician',
    name: '전기공',
    summary: '건물과 시설에 전기 배선과 설비를 설치하고 보수합니다.',
    description:
      '도면에 따라 배관과 전선을 깔고 분전반, 조명, 콘센트를 설치하며 누전과 고장을 찾아 수리합니다. ' +
      '건설 현장, 전기 공사 업체, 건물 관리 회사에서 일하며 전기기능사 자격이 기본입니다. ' +
      '전기 이론 지식과 감전 사고를 막는 안전 의식, 정확한 작업 습관이 필요합니다.',
    keco: '83',
    holland: 'RIC',
    education: 'high_school',
    majors: ['electrical-engineering'],
    skills: ['배선 작업', '전기 설비 설치', '고장 진단', '전기 안전'],
  },
  {
    key: 'power-line-worker',
    name: '송배전 설비원',
    summary: '전봇대와 송전탑의 전력선을 설치하고 유지 보수합니다.',
    description:
      '배전 선로와 변압기를 설치하고 점검하며 정전이 생기면 현장에 출동해 복구합니다. ' +
      '전력 회사의 협력 업체에서 일하며 높은 곳과 활선 작업에 대한 전문 교육을 받습니다. ' +
      '전기 지식과 고소 작업 능력, 철저한 안전 의식이 필요합니다.',
    keco: '83',
    holland: 'RCI',
    education: 'high_school',
    majors: ['electrical-engineering'],
    skills: ['배전 공사', '고소 작업', '정전 복구', '전기 안전'],
  },
  {
    key: 'power-plant-operator',
    name: '발전 설비 운전원',
    summary: '발전소의 설비를 운전하고 전력 생산 상태를 감시합니다.',
    description:
      '화력, 원자력, 수력, 복합 발전소의 제어실에서 보일러, 터빈, 발전기 상태를 감시하고 조작합니다. ' +
      '발전 공기업이나 민간 발전사에서 교대 근무를 하며 정기 점검과 비상 대응 훈련을 받습니다. ' +
      '설비 원리에 대한 이해와 집중력, 절차를 지키는 책임감이 필요합니다.',
    keco: '83',
    holland: 'RCI',
    education: 'associate',
    majors: ['electrical-engineering', 'energy-engineering', 'mechanical-engineering'],
    skills: ['설비 운전', '상태 감시', '비상 대응', '운전 기록'],
  },
  {
    key: 'solar-pv-installer',
    name: '태양광 설비 설치원',
    summary: '태양광 패널과 인버터를 설치하고 발전 설비를 관리합니다.',
    description:
      '건물 지붕과 부지에 구조물을 세워 태양광 모듈을 설치하고 인버터와 전기 배선을 연결합니다. ' +
      '설치 후 발전량을 점검하고 고장 부품을 교체하는 유지 관리도 합니다. ' +
      '전기 지식과 구조물 시공 기술, 높은 곳 작업의 안전 의식이 필요합니다.',
    keco: '83',
    holland: 'RCI',
    education: 'associate',
    majors: ['energy-engineering', 'electrical-engineering'],
    skills: ['모듈 설치', '전기 배선', '발전량 점검', '고소 작업'],
  },
  {
    key: 'appliance-repair-technician',
    name: '가전제품 수리원',
    summary: '냉장고, 세탁기, TV 같은 가전제품을 점검하고 고칩니다.',
    description:
      '고객의 집이나 서비스 센터에서 고장 증상을 확인하고 회로와 부품을 점검해 수리하거나 교체합니다. ' +
      '가전 제조사의 서비스 협력사에 소속되는 경우가 많고 고객에게 사용법도 안내합니다. ' +
      '전자 회로 지식과 진단 능력, 친절한 고객 응대가 필요합니다.',
    keco: '83',
    holland: 'RIS',
    education: 'associate',
    majors: ['electronic-engineering', 'electrical-engineering'],
    skills: ['고장 진단', '회로 점검', '부품 교체', '고객 응대'],
  },
  {
    key: 'semiconductor-equipment-technician',
    name: '반도체 장비 기술자',
    summary: '반도체 생산 장비를 설치하고 유지 보수합니다.',
    description:
      '노광, 식각, 증착 등 공정 장비를 설치하고 정기 예방 정비와 부품 교체로 장비가 멈추지 않게 관리합니다. ' +
      '반도체 제조사나 장비 회사의 필드 엔지니어로 클린룸에서 교대 근무를 하기도 합니다. ' +
      '기계·전기·진공 지식과 문제 해결 능력, 영어 매뉴얼을 읽는 능력이 필요합니다.',
    keco: '83',
    holland: 'RIC',
    education: 'associate',
    majors: ['electronic-engineering', 'mechanical-engineering', 'physics'],
    skills: ['장비 셋업', '예방 정비', '고장 분석', '클린룸 수칙'],
  },
  {
    key: 'semiconductor-process-operator',
    name: '반도체 공정 오퍼레이터',
    summary: '반도체 생산 라인에서 공정 장비를 조작하고 감시합니다.',
    description:
      '클린룸에서 웨이퍼를 장비에 투입하고 공정 조건과 진행 상태를 모니터링하며 이상이 생기면 보고합니다. ' +
      '반도체 제조 공장에서 4조 3교대 같은 교대 근무를 하는 경우가 많습니다. ' +
      '정해진 절차를 지키는 꼼꼼함과 집중력, 방진복 근무에 적응하는 능력이 필요합니다.',
    keco: '83',
    holland: 'RCI',
    education: 'high_school',
    majors: ['electronic-engineering'],
    skills: ['장비 조작', '공정 모니터링', '클린룸 수칙', '이상 보고'],
  },
  {
    key: 'electronics-assembler',
    name: '전자 부품 조립원',
    summary: '전자 부품과 회로 기판을 조립하고 검사합니다.',
    description:
      '표면 실장 장비와 납땜 공구로 회로 기판에 부품을 붙이고 완제품을 조립해 기능을 검사합니다. ' +
      '전자 제품과 부품 제조 공장의 생산 라인에서 일합니다. ' +
      '섬세한 손놀림과 집중력, 불량을 찾아내는 꼼꼼함이 필요합니다.',
    keco: '83',
    holland: 'RCI',
    education: 'high_school',
    majors: ['electronic-engineering'],
    skills: ['납땜', '부품 조립', '기능 검사', '불량 판별'],
  },
];
