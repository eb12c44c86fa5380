import type { OccupationContent } from './types';

/** KECO 84 정보통신 설치·정비, 85 화학·환경, 86 섬유·의복, 87 식품 가공·생산직. */
export const PART_84_87: readonly OccupationContent[] = [
  {
    key: 'network-installer',
    name: '네트워크 설치원',
    summary: '건물과 사무실에 유무선 네트워크 장비를 설치하고 점검합니다.',
    description:
      '랜 케이블을 포설하고 스위치, 공유기, 무선 AP를 설치해 인터넷과 사내망이 연결되도록 구성합니다. ' +
      '통신 공사 업체나 IT 유지보수 업체에서 일하며 장애가 생기면 현장에 출동해 원인을 찾습니다. ' +
      '네트워크 기초 지식과 장비 설정 능력, 정리된 배선 작업 습관이 필요합니다.',
    keco: '84',
    holland: 'RIC',
    education: 'associate',
    majors: ['computer-science', 'electronic-engineering'],
    skills: ['케이블 포설', '장비 설정', '장애 처리', '네트워크 기초'],
  },
  {
    key: 'telecom-line-installer',
    name: '통신 케이블 설치원',
    summary: '광케이블과 통신 선로를 설치하고 유지 보수합니다.',
    description:
      '전주와 지하 관로, 건물 안에 광케이블과 통신선을 깔고 접속하며 선로 고장을 찾아 복구합니다. ' +
      '통신사 협력 업체에서 일하며 정보통신 관련 기능사 자격이 도움이 됩니다. ' +
      '광섬유 접속 기술과 고소 작업 능력, 안전 의식이 필요합니다.',
    keco: '84',
    holland: 'RCI',
    education: 'high_school',
    majors: ['electronic-engineering'],
    skills: ['광케이블 접속', '선로 포설', '고장 복구', '고소 작업'],
  },
  {
    key: 'internet-service-technician',
    name: '인터넷·IPTV 설치 기사',
    summary: '가정과 매장을 방문해 인터넷과 IPTV를 개통합니다.',
    description:
      '고객의 집이나 매장을 찾아가 모뎀, 공유기, 셋톱박스를 설치하고 회선을 연결해 서비스를 개통합니다. ' +
      '속도 저하나 연결 장애가 생기면 방문해 원인을 찾아 해결합니다. ' +
      '통신 장비 지식과 문제 해결 능력, 고객을 친절하게 응대하는 태도가 필요합니다.',
    keco: '84',
    holland: 'RSC',
    education: 'high_school',
    majors: ['electronic-engineering'],
    skills: ['장비 설치', '회선 개통', '장애 처리', '고객 응대'],
  },
  {
    key: 'computer-repair-technician',
    name: '컴퓨터 수리원',
    summary: '컴퓨터와 주변기기의 고장을 진단하고 수리합니다.',
    description:
      'PC와 노트북의 부품 불량, 운영체제 오류, 바이러스 문제를 진단해 부품을 교체하거나 복구합니다. ' +
      '수리 매장, 제조사 서비스 센터, 기업 전산 유지보수 업체에서 일합니다. ' +
      '하드웨어와 운영체제 지식, 원인을 차근차근 좁혀 가는 분석력이 필요합니다.',
    keco: '84',
    holland: 'RIC',
    education: 'associate',
    majors: ['computer-science', 'electronic-engineering'],
    skills: ['하드웨어 진단', '부품 교체', '운영체제 복구', '데이터 복구'],
  },
  {
    key: 'mobile-phone-repair-technician',
    name: '휴대폰 수리 기사',
    summary: '스마트폰의 화면, 배터리, 부품 고장을 수리합니다.',
    description:
      '깨진 화면과 배터리, 카메라, 충전 단자 등을 분해해 교체하고 소프트웨어 오류를 점검합니다. ' +
      '제조사 서비스 센터나 사설 수리점에서 일하며 정밀 공구를 다룹니다. ' +
      '섬세한 손재주와 전자 부품 지식, 고객에게 수리 내용을 설명하는 능력이 필요합니다.',
    keco: '84',
    holland: 'RIS',
    education: 'high_school',
    majors: ['electronic-engineering'],
    skills: ['정밀 분해', '부품 교체', '고장 진단', '고객 설명'],
  },
  {
    key: 'security-system-installer',
    name: '보안 장비 설치원',
    summary: 'CCTV와 출입 통제 장비를 설치하고 점검합니다.',
    description:
      '건물과 매장에 CCTV 카메라, 녹화기, 출입 통제기, 경보 센서를 설치하고 네트워크로 연결합니다. ' +
      '보안 업체나 설비 업체에 소속되어 정기 점검과 고장 수리를 맡습니다. ' +
      '전기·네트워크 기초 지식과 배선 기술, 고소 작업 안전 의식이 필요합니다.',
    keco: '84',
    holland: 'RCI',
    education: 'high_school',
    majors: ['electronic-engineering', 'information-security'],
    skills: ['CCTV 설치', '배선 작업', '장비 설정', '정기 점검'],
  },
  {
    key: 'cell-tower-technician',
    name: '이동통신 기지국 정비원',
    summary: '이동통신 기지국 장비를 설치하고 점검합니다.',
    description:
      '건물 옥상과 철탑에 있는 이동통신 기지국의 안테나와 무선 장비를 설치하고 신호 품질을 점검합니다. ' +
      '통신사나 협력 업체에 소속되어 장애가 생기면 현장에 출동해 원인을 찾고 복구합니다. ' +
      '전파와 통신 장비에 대한 지식, 높은 곳에서 안전하게 일하는 습관이 필요합니다.',
    keco: '84',
    holland: 'RIC',
    education: 'associate',
    majors: ['electronic-engineering', 'electrical-engineering'],
    skills: ['무선 장비 설치', '신호 측정', '장애 복구', '고소 작업 안전'],
  },
  {
    key: 'broadcast-equipment-technician',
    name: '방송 장비 기사',
    summary: '방송국의 송출·중계 장비를 설치하고 운용합니다.',
    description:
      '방송국과 중계 현장에서 카메라, 스위처, 송출 장비, 전송망을 설치하고 방송이 끊기지 않도록 운용합니다. ' +
      '정기 점검으로 고장을 예방하고 장애가 나면 예비 장비로 바꿔 빠르게 복구합니다. ' +
      '전자·통신 지식과 침착함, 생방송 일정에 맞춘 교대 근무를 감당하는 자세가 필요합니다.',
    keco: '84',
    holland: 'RIC',
    education: 'associate',
    majors: ['electronic-engineering', 'media-communication'],
    skills: ['방송 장비 운용', '신호 점검', '장애 복구', '전자 회로'],
  },
  {
    key: 'chemical-plant-operator',
    name: '화학 공정 운전원',
    summary: '석유화학 공장의 설비를 운전하고 공정 상태를 감시합니다.',
    description:
      '제어실과 현장에서 반응기, 증류탑, 펌프 등의 온도, 압력, 유량을 감시하고 조정해 제품을 생산합니다. ' +
      '석유화학, 정유, 정밀화학 공장에서 교대 근무를 하며 화학설비 관련 자격이 도움이 됩니다. ' +
      '공정 원리에 대한 이해와 안전 절차 준수, 이상을 빨리 알아채는 주의력이 필요합니다.',
    keco: '85',
    holland: 'RCI',
    education: 'associate',
    majors: ['chemical-engineering', 'chemistry'],
    skills: ['공정 운전', '설비 감시', '안전 관리', '운전 기록'],
  },
  {
    key: 'water-treatment-operator',
    name: '수처리 운전원',
    summary: '정수장과 하수처리장의 설비를 운전해 물을 깨끗하게 만듭니다.',
    description:
      '정수장, 하수·폐수 처리장에서 처리 설비를 운전하고 수질을 측정하며 약품 투입량을 조절합니다. ' +
      '지방자치단체 사업소나 위탁 운영 업체에서 교대 근무를 하며 수질환경 관련 자격이 도움이 됩니다. ' +
      '수질 관리 지식과 설비 운전 능력, 꼼꼼한 기록 습관이 필요합니다.',
    keco: '85',
    holland: 'RIC',
    education: 'associate',
    majors: ['environmental-engineering', 'chemical-engineering'],
    skills: ['설비 운전', '수질 측정', '약품 관리', '운전 기록'],
  },
  {
    key: 'waste-treatment-worker',
    name: '폐기물 처리원',
    summary: '생활·산업 폐기물을 선별하고 소각, 재활용 처리합니다.',
    description:
      '폐기물 처리 시설과 재활용 선별장에서 반입된 폐기물을 분류하고 소각로, 파쇄기 같은 설비를 운전합니다. ' +
      '폐기물 처리 업체나 공공 환경 시설에서 일하며 유해 물질을 다루는 안전 수칙을 지킵니다. ' +
      '체력과 안전 의식, 설비를 다루는 기술이 필요합니다.',
    keco: '85',
    holland: 'RCI',
    education: 'high_school',
    majors: ['environmental-engineering'],
    skills: ['폐기물 선별', '설비 운전', '안전 수칙', '재활용 분류'],
  },
  {
    key: 'injection-molding-operator',
    name: '플라스틱 사출 성형원',
    summary: '사출기로 플라스틱 원료를 녹여 부품과 제품을 만듭니다.',
    description:
      '금형을 사출기에 장착하고 온도, 압력, 속도 조건을 맞춰 플라스틱 부품을 생산하며 불량을 점검합니다. ' +
      '자동차 부품, 가전, 생활용품 공장에서 교대 근무를 하는 경우가 많습니다. ' +
      '설비 조작 능력과 불량 원인을 찾는 눈, 꼼꼼함이 필요합니다.',
    keco: '85',
    holland: 'RCI',
    education: 'high_school',
    majors: ['chemical-engineering', 'materials-engineering'],
    skills: ['사출기 조작', '성형 조건 설정', '금형 교체', '불량 판별'],
  },
  {
    key: 'pharmaceutical-production-operator',
    name: '의약품 제조원',
    summary: '제약 공장에서 의약품을 생산하는 설비를 운전합니다.',
    description:
      'GMP 기준에 따라 원료를 계량하고 혼합, 타정, 코팅, 포장 설비를 운전해 의약품을 생산합니다. ' +
      '작업 내용을 기록서에 정확히 남기고 청정 구역의 위생 수칙을 지킵니다. ' +
      '절차를 정확히 따르는 꼼꼼함과 기록 습관, 위생 의식이 필요합니다.',
    keco: '85',
    holland: 'RCI',
    education: 'associate',
    majors: ['chemical-engineering', 'chemistry', 'biology'],
    skills: ['설비 운전', 'GMP 준수', '계량·혼합', '제조 기록'],
  },
  {
    key: 'cosmetics-production-operator',
    name: '화장품 제조원',
    summary: '화장품 원료를 배합하고 충전·포장 설비를 운전합니다.',
    description:
      '제조 지시서에 따라 원료를 계량해 유화, 혼합 설비로 내용물을 만들고 용기에 충전해 포장합니다. ' +
      '화장품 제조사나 위탁 생산 업체에서 일하며 품질 기준과 위생 규정을 지킵니다. ' +
      '정확한 계량과 공정 관리 능력, 위생 의식이 필요합니다.',
    keco: '85',
    holland: 'RCI',
    education: 'associate',
    majors: ['chemical-engineering', 'chemistry'],
    skills: ['원료 계량', '배합 공정', '충전·포장', '위생 관리'],
  },
  {
    key: 'rubber-products-operator',
    name: '고무 제품 생산원',
    summary: '고무를 배합하고 성형해 타이어와 고무 제품을 만듭니다.',
    description:
      '원료 고무와 첨가제를 배합하고 압출기, 프레스, 가류기를 운전해 타이어, 호스, 패킹 같은 제품을 만듭니다. ' +
      '온도와 시간 조건을 맞춰 공정을 관리하고 완성품의 치수와 불량을 검사합니다. ' +
      '기계 조작 능력과 작업 안전 의식, 교대 근무 적응력이 필요합니다.',
    keco: '85',
    holland: 'RCI',
    education: 'high_school',
    majors: [],
    skills: ['원료 배합', '성형기 운전', '공정 관리', '품질 검사'],
  },
  {
    key: 'air-pollution-control-operator',
    name: '대기오염 방지 시설 운전원',
    summary: '공장의 배출 가스를 깨끗하게 처리하는 설비를 운전합니다.',
    description:
      '사업장의 집진기, 세정 장치, 탈황·탈질 설비를 운전해 배출 가스 속 먼지와 유해 물질을 줄입니다. ' +
      '측정 장비로 배출 농도를 확인하고 법정 기준에 맞게 운영 기록을 남깁니다. ' +
      '환경 법규와 화학 공정에 대한 이해가 필요하며 대기환경 기사 같은 자격이 도움이 됩니다.',
    keco: '85',
    holland: 'RIC',
    education: 'associate',
    majors: ['environmental-engineering', 'chemical-engineering'],
    skills: ['설비 운전', '배출 측정', '운영 기록', '설비 점검'],
  },
  {
    key: 'garment-sewer',
    name: '재봉사',
    summary: '재봉틀로 원단을 박아 옷과 봉제품을 만듭니다.',
    description:
      '재단된 원단을 공정에 맞게 재봉틀로 박고 단추, 지퍼를 달아 의류와 가방 등 봉제품을 완성합니다. ' +
      '봉제 공장이나 샘플실, 수선실에서 일하며 숙련도에 따라 맡는 공정이 달라집니다. ' +
      '섬세한 손기술과 집중력, 원단 특성에 대한 이해가 필요합니다.',
    keco: '86',
    holland: 'RAC',
    education: 'high_school',
    majors: ['clothing-textiles'],
    skills: ['재봉', '봉제 공정 이해', '원단 취급', '마무리 작업'],
  },
  {
    key: 'pattern-maker',
    name: '패턴사',
    summary: '디자인을 옷본으로 옮겨 옷의 형태와 치수를 만듭니다.',
    description:
      '디자이너의 도식화를 보고 옷본을 제도하며 샘플을 입혀 보고 실루엣과 치수를 수정합니다. ' +
      '의류 브랜드와 생산 업체에서 일하며 CAD로 사이즈별 패턴을 전개하기도 합니다. ' +
      '인체 구조와 봉제에 대한 이해, 정밀한 제도 능력이 필요합니다.',
    keco: '86',
    holland: 'RAC',
    education: 'associate',
    majors: ['fashion-design', 'clothing-textiles'],
    skills: ['패턴 제도', '가봉 수정', '의류 CAD', '치수 설계'],
  },
  {
    key: 'tailor',
    name: '양복 재단사',
    summary: '고객 몸에 맞춰 양복과 맞춤옷을 재단하고 만듭니다.',
    description:
      '고객의 치수를 재고 원단을 골라 재단한 뒤 가봉을 거쳐 몸에 꼭 맞는 양복과 코트를 완성합니다. ' +
      '맞춤 양복점이나 수선 공방에서 일하며 오랜 수련으로 기술을 익힙니다. ' +
      '정밀한 손기술과 체형을 읽는 눈, 고객과 소통하는 능력이 필요합니다.',
    keco: '86',
    holland: 'RAS',
    education: 'high_school',
    majors: ['fashion-design', 'clothing-textiles'],
    skills: ['치수 측정', '재단', '가봉', '수작업 봉제'],
  },
  {
    key: 'hanbok-maker',
    name: '한복 제조원',
    summary: '전통 방식과 현대 감각으로 한복을 짓습니다.',
    description:
      '고객의 치수를 재고 옷감과 색을 함께 골라 저고리, 치마, 바지 등을 재단하고 바느질해 한복을 만듭니다. ' +
      '한복집이나 공방에서 일하며 생활 한복을 디자인하기도 합니다. ' +
      '전통 바느질 기술과 색채 감각, 꼼꼼한 손끝이 필요합니다.',
    keco: '86',
    holland: 'ARS',
    education: 'high_school',
    majors: ['clothing-textiles', 'fashion-design'],
    skills: ['한복 재단', '전통 바느질', '색 배합', '고객 상담'],
  },
  {
    key: 'textile-machine-operator',
    name: '섬유 기계 조작원',
    summary: '방적기와 직기를 운전해 실과 원단을 생산합니다.',
    description:
      '방적, 직조, 편직 설비를 운전해 실을 뽑고 원단을 짜며 끊어진 실을 잇고 품질을 점검합니다. ' +
      '섬유 공장에서 교대 근무를 하며 기계 조건을 조정해 불량을 줄입니다. ' +
      '기계 조작 능력과 꼼꼼함, 소음 속에서 집중하는 능력이 필요합니다.',
    keco: '86',
    holland: 'RCI',
    education: 'high_school',
    majors: ['textile-engineering'],
    skills: ['직기 운전', '실 잇기', '품질 점검', '설비 조정'],
  },
  {
    key: 'textile-dyer',
    name: '염색원',
    summary: '실과 원단을 원하는 색으로 물들입니다.',
    description:
      '염료와 조제를 배합하고 염색기의 온도와 시간을 맞춰 실과 원단을 염색한 뒤 색상을 검사합니다. ' +
      '염색 가공 공장에서 일하며 색 재현과 폐수 관리 기준을 지킵니다. ' +
      '색을 구별하는 감각과 화학 약품 지식, 공정 조건을 지키는 꼼꼼함이 필요합니다.',
    keco: '86',
    holland: 'RAI',
    education: 'high_school',
    majors: ['textile-engineering', 'clothing-textiles'],
    skills: ['염료 배합', '염색기 운전', '색상 검사', '약품 취급'],
  },
  {
    key: 'shoemaker',
    name: '제화공',
    summary: '가죽과 부자재로 구두와 신발을 만듭니다.',
    description:
      '가죽을 재단하고 갑피를 박은 뒤 밑창을 붙여 구두를 완성하며 맞춤 제작과 수선도 합니다. ' +
      '수제화 공방이나 신발 제조 공장에서 일하며 숙련에 오랜 시간이 걸립니다. ' +
      '손기술과 발 구조에 대한 이해, 가죽 소재를 다루는 감각이 필요합니다.',
    keco: '86',
    holland: 'RAC',
    education: 'high_school',
    majors: ['crafts', 'fashion-design'],
    skills: ['가죽 재단', '갑피 봉제', '밑창 부착', '수선'],
  },
  {
    key: 'leather-goods-maker',
    name: '가죽 제품 제조원',
    summary: '가죽을 재단하고 꿰매 가방과 지갑 같은 제품을 만듭니다.',
    description:
      '가죽을 골라 본을 대고 재단한 뒤 손바느질이나 재봉틀로 꿰매 가방, 지갑, 벨트 같은 제품을 만듭니다. ' +
      '가죽 제품 공장이나 공방에서 일하며 경력을 쌓아 자기 브랜드를 내기도 합니다. ' +
      '손재주와 꼼꼼함, 가죽의 성질과 마감 기법에 대한 이해가 필요합니다.',
    keco: '86',
    holland: 'RAC',
    education: 'high_school',
    majors: ['crafts', 'fashion-design'],
    skills: ['가죽 재단', '바느질', '가장자리 마감', '패턴 이해'],
  },
  {
    key: 'baker',
    name: '제과제빵사',
    summary: '빵, 케이크, 과자를 만들고 새 제품을 개발합니다.',
    description:
      '반죽, 발효, 성형, 굽기 과정을 거쳐 빵과 케이크, 쿠키를 만들고 장식합니다. ' +
      '베이커리, 호텔, 제과 프랜차이즈에서 이른 아침부터 일하는 경우가 많고 제과·제빵기능사 자격을 갖춥니다. ' +
      '정확한 계량 습관과 손재주, 새 메뉴를 만드는 창의성이 필요합니다.',
    keco: '87',
    holland: 'RAC',
    education: 'associate',
    majors: ['culinary-arts', 'food-engineering'],
    skills: ['반죽·발효', '성형', '굽기', '데코레이션'],
  },
  {
    key: 'chocolatier',
    name: '쇼콜라티에',
    summary: '초콜릿을 다루어 수제 초콜릿과 디저트를 만듭니다.',
    description:
      '초콜릿을 녹여 온도를 맞추는 템퍼링을 하고 가나슈, 봉봉, 초콜릿 공예품을 만듭니다. ' +
      '디저트 숍, 호텔 제과부, 개인 공방에서 일하며 제과 기술을 바탕으로 전문성을 쌓습니다. ' +
      '섬세한 온도 관리와 손기술, 맛과 모양을 디자인하는 감각이 필요합니다.',
    keco: '87',
    holland: 'ARE',
    education: 'associate',
    majors: ['culinary-arts'],
    skills: ['템퍼링', '가나슈 제조', '디저트 디자인', '위생 관리'],
  },
  {
    key: 'rice-cake-maker',
    name: '떡 제조원',
    summary: '쌀을 찌고 빚어 전통 떡과 한과를 만듭니다.',
    description:
      '쌀을 불리고 빻아 찌거나 쳐서 송편, 인절미, 설기 등 다양한 떡을 만들고 포장합니다. ' +
      '떡집, 떡 공장, 전통 디저트 카페에서 일하며 떡제조기능사 자격을 따기도 합니다. ' +
      '재료 배합 감각과 손기술, 새벽 작업을 견디는 체력이 필요합니다.',
    keco: '87',
    holland: 'RAC',
    education: 'high_school',
    majors: ['culinary-arts', 'food-nutrition'],
    skills: ['쌀 가공', '떡 빚기', '찌기', '포장'],
  },
  {
    key: 'butcher',
    name: '정육원',
    summary: '고기를 부위별로 나누고 손질해 판매용으로 준비합니다.',
    description:
      '소, 돼지, 닭고기를 부위별로 발골, 정형하고 용도에 맞게 썰어 포장합니다. ' +
      '정육점, 대형 마트 정육 코너, 육가공 공장에서 일하며 식육처리기능사 자격이 도움이 됩니다. ' +
      '칼을 다루는 기술과 부위에 대한 지식, 위생 관리가 필요합니다.',
    keco: '87',
    holland: 'RCE',
    education: 'high_school',
    majors: ['animal-science'],
    skills: ['발골·정형', '칼 기술', '부위 지식', '위생 관리'],
  },
  {
    key: 'seafood-processor',
    name: '수산물 가공원',
    summary: '생선과 해산물을 손질하고 가공 식품으로 만듭니다.',
    description:
      '수산물을 세척하고 손질해 냉동, 건조, 훈제, 젓갈 등 가공품으로 만들고 포장합니다. ' +
      '수산물 가공 공장이나 수협 위판장에서 일하며 저온 환경에서 작업하는 경우가 많습니다. ' +
      '손질 기술과 위생 관념, 추운 작업장을 견디는 체력이 필요합니다.',
    keco: '87',
    holland: 'RCI',
    education: 'high_school',
    majors: ['marine-science', 'food-engineering'],
    skills: ['수산물 손질', '가공 공정', '위생 관리', '포장'],
  },
  {
    key: 'food-processing-operator',
    name: '식품 제조 기계 조작원',
    summary: '식품 공장에서 가공·포장 설비를 운전합니다.',
    description:
      '과자, 음료, 면, 즉석식품 등을 만드는 설비를 운전하며 배합, 가열, 살균, 포장 공정을 관리합니다. ' +
      'HACCP 기준에 따라 위생 점검과 작업 기록을 하고 교대 근무를 하는 경우가 많습니다. ' +
      '설비 조작 능력과 위생 의식, 이상을 빨리 알아채는 주의력이 필요합니다.',
    keco: '87',
    holland: 'RCI',
    education: 'high_school',
    majors: ['food-engineering'],
    skills: ['설비 운전', 'HACCP 준수', '공정 관리', '작업 기록'],
  },
  {
    key: 'brewer',
    name: '양조사',
    summary: '맥주, 막걸리, 전통주 등 술을 빚고 발효를 관리합니다.',
    description:
      '원료를 고르고 당화, 발효, 숙성 과정을 관리해 맥주, 막걸리, 약주 같은 술을 만듭니다. ' +
      '양조장, 수제 맥주 회사, 주류 제조사에서 일하며 품질과 맛을 꾸준히 맞춥니다. ' +
      '발효 미생물에 대한 지식과 섬세한 미각, 위생 관리 능력이 필요합니다.',
    keco: '87',
    holland: 'RIA',
    education: 'associate',
    majors: ['food-engineering', 'biology'],
    skills: ['발효 관리', '원료 선별', '품질 관리', '테이스팅'],
  },
  {
    key: 'coffee-roaster',
    name: '커피 로스터',
    summary: '생두를 볶아 원두의 맛과 향을 만들어 냅니다.',
    description:
      '산지와 품종이 다른 생두를 골라 로스팅 기계의 온도와 시간을 조절하며 원하는 맛과 향이 나도록 볶습니다. ' +
      '로스팅 공장이나 카페에서 일하며 커핑으로 맛을 평가하고 원두 배합을 개발합니다. ' +
      '섬세한 미각과 기록을 바탕으로 한 실험 태도, 위생 관리 능력이 필요합니다.',
    keco: '87',
    holland: 'RIA',
    education: 'associate',
    majors: ['food-engineering', 'culinary-arts', 'food-nutrition'],
    skills: ['로스팅', '커핑', '원두 배합', '위생 관리'],
  },
];
