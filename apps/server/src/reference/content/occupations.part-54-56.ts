import type { OccupationContent } from './types';

/** KECO 54 경호·경비직, 55 돌봄 서비스직(간병·육아), 56 청소 및 기타 개인 서비스직. */
export const PART_54_56: readonly OccupationContent[] = [
  {
    key: 'bodyguard',
    name: '경호원',
    summary: '의뢰인의 신변을 위험으로부터 보호합니다.',
    description:
      '주요 인사, 연예인, 기업인 등을 근접 경호하고 이동 경로와 행사장의 위험 요소를 미리 점검합니다. ' +
      '경호 업체에 소속되어 일하며 신임 경비원 교육과 무도 실력을 갖추는 경우가 많습니다. ' +
      '체력과 순간 판단력, 책임감과 절제된 태도가 필요합니다.',
    keco: '54',
    holland: 'RES',
    education: 'associate',
    majors: ['police-administration', 'physical-education'],
    skills: ['신변 보호', '위험 분석', '무도', '상황 판단'],
  },
  {
    key: 'security-guard',
    name: '시설 경비원',
    summary: '건물과 시설을 순찰하며 출입과 안전을 관리합니다.',
    description:
      '빌딩, 공장, 물류 창고 등에서 출입자를 확인하고 정해진 경로를 순찰하며 이상 상황에 대응합니다. ' +
      '경비 업체에 소속되어 교대 근무를 하며 신임 경비원 교육을 받아야 합니다. ' +
      '성실함과 책임감, 위급 상황에서 침착하게 신고하고 대처하는 능력이 필요합니다.',
    keco: '54',
    holland: 'RCE',
    education: 'high_school',
    majors: [],
    skills: ['순찰', '출입 관리', '비상 대응', '보고서 작성'],
  },
  {
    key: 'apartment-security-guard',
    name: '아파트 경비원',
    summary: '아파트 단지의 출입, 순찰, 주민 안내를 맡습니다.',
    description:
      '단지 출입 차량과 방문객을 확인하고 순찰하며 택배 보관, 분리수거 관리 등 생활 지원 업무도 합니다. ' +
      '관리사무소나 경비 용역 업체에 소속되어 교대로 근무합니다. ' +
      '주민을 대하는 친절함과 성실함, 안전 사고에 대처하는 침착함이 필요합니다.',
    keco: '54',
    holland: 'RSC',
    education: 'high_school',
    majors: [],
    skills: ['순찰', '주민 응대', '출입 관리', '시설 점검'],
  },
  {
    key: 'security-control-operator',
    name: '보안 관제원',
    summary: 'CCTV와 보안 시스템을 지켜보며 이상 상황에 대응합니다.',
    description:
      '관제 센터에서 여러 대의 CCTV 화면과 출입 통제·경보 시스템을 모니터링하고 이상 징후를 찾아냅니다. ' +
      '사고나 침입이 감지되면 출동 요원과 경찰에 알리고 기록을 남깁니다. ' +
      '오랜 시간 집중하는 주의력과 보안 장비를 다루는 능력이 필요합니다.',
    keco: '54',
    holland: 'CRI',
    education: 'high_school',
    majors: ['police-administration'],
    skills: ['영상 감시', '경보 대응', '상황 보고', '집중력'],
  },
  {
    key: 'airport-security-screener',
    name: '공항 보안 검색원',
    summary: '공항에서 승객과 수하물을 검색해 위험물 반입을 막습니다.',
    description:
      'X-ray 장비와 금속 탐지기로 승객의 몸과 짐을 검색하고 반입 금지 물품을 찾아냅니다. ' +
      '공항 운영 기관의 자회사나 보안 업체에서 일하며 법정 교육과 인증을 받아야 합니다. ' +
      '판독 능력과 꼼꼼함, 승객을 정중하게 대하는 태도가 필요합니다.',
    keco: '54',
    holland: 'CRS',
    education: 'high_school',
    majors: ['police-administration'],
    skills: ['X-ray 판독', '신체 검색', '위험물 식별', '승객 응대'],
  },
  {
    key: 'cash-transport-guard',
    name: '현금 수송원',
    summary: '현금과 귀중품을 안전하게 운반하고 지킵니다.',
    description:
      '특수 차량을 이용해 은행, ATM, 대형 매장 사이에서 현금과 귀중품을 수송하고 인수인계합니다. ' +
      '경비 업체에 소속되어 팀 단위로 움직이며 정해진 보안 절차를 엄격히 따릅니다. ' +
      '정직함과 규정 준수, 위험 상황에 대비하는 체력과 판단력이 필요합니다.',
    keco: '54',
    holland: 'RCE',
    education: 'high_school',
    majors: [],
    skills: ['보안 절차', '운송', '인수인계', '위험 대응'],
  },
  {
    key: 'facility-police-guard',
    name: '청원경찰',
    summary: '공공기관, 은행, 주요 시설의 경비와 질서를 맡습니다.',
    description:
      '관공서, 공기업, 은행, 주요 산업 시설에 배치되어 출입을 통제하고 시설 안팎을 순찰합니다. ' +
      '기관의 신청과 관할 경찰의 승인을 거쳐 임용되며 경비에 필요한 직무 교육을 받습니다. ' +
      '방문객을 친절하게 안내하는 태도와 체력, 돌발 상황에서의 침착함이 필요합니다.',
    keco: '54',
    holland: 'RCS',
    education: 'high_school',
    majors: ['police-administration'],
    skills: ['출입 통제', '순찰', '민원 안내', '비상 대응'],
  },
  {
    key: 'alarm-response-agent',
    name: '보안 출동 요원',
    summary: '경보가 울린 현장에 출동해 상황을 확인하고 대응합니다.',
    description:
      '무인 경비를 계약한 상가, 사무실, 주택에서 경보가 울리면 곧바로 출동해 침입 여부와 피해를 확인합니다. ' +
      '필요하면 경찰에 신고하고 고객에게 상황을 알리며 보안 장비의 간단한 점검도 맡습니다. ' +
      '운전 능력과 기민한 판단력, 야간 교대 근무를 감당할 체력이 필요합니다.',
    keco: '54',
    holland: 'RCE',
    education: 'high_school',
    majors: [],
    skills: ['긴급 출동', '현장 확인', '운전', '상황 보고'],
  },
  {
    key: 'care-worker',
    name: '요양보호사',
    summary: '노인이나 장애인의 일상생활과 신체 활동을 돕습니다.',
    description:
      '요양 시설이나 가정을 방문해 식사, 목욕, 배설, 이동 등을 돕고 말벗이 되어 정서적으로 지원합니다. ' +
      '교육 과정을 이수하고 국가 시험에 합격해 요양보호사 자격을 받아야 합니다. ' +
      '배려심과 인내심, 돌봄 대상자를 안전하게 옮기는 기술과 체력이 필요합니다.',
    keco: '55',
    holland: 'SRC',
    education: 'high_school',
    majors: ['social-welfare'],
    skills: ['신체 돌봄', '정서 지원', '안전 관리', '의사소통'],
  },
  {
    key: 'caregiver',
    name: '간병인',
    summary: '병원이나 가정에서 환자 곁을 지키며 돌봅니다.',
    description:
      '입원 환자나 거동이 불편한 사람의 식사, 위생, 체위 변경, 이동을 돕고 상태 변화를 의료진에게 알립니다. ' +
      '병원, 요양병원, 가정에서 간병 업체를 통해 일하며 장시간 상주하는 경우가 많습니다. ' +
      '책임감과 인내심, 환자를 안전하게 돌보는 기본 지식이 필요합니다.',
    keco: '55',
    holland: 'SRC',
    education: 'high_school',
    majors: [],
    skills: ['환자 돌봄', '위생 관리', '상태 관찰', '체위 변경'],
  },
  {
    key: 'child-caregiver',
    name: '아이 돌보미',
    summary: '가정을 방문해 아이를 돌보고 등하원을 돕습니다.',
    description:
      '부모가 일하는 동안 영유아나 초등학생의 식사, 놀이, 안전, 등하원을 챙깁니다. ' +
      '정부의 아이돌봄 서비스나 민간 돌봄 업체에 소속되어 일하며 양성 교육을 이수합니다. ' +
      '아이를 좋아하는 마음과 세심함, 안전사고 예방 지식이 필요합니다.',
    keco: '55',
    holland: 'SRA',
    education: 'high_school',
    majors: ['child-family-studies', 'early-childhood-education'],
    skills: ['아이 돌봄', '안전 관리', '놀이 지도', '부모 소통'],
  },
  {
    key: 'postpartum-caregiver',
    name: '산후 관리사',
    summary: '출산한 산모와 신생아를 가정에서 돌봅니다.',
    description:
      '산모의 회복을 돕는 식사 준비와 몸 관리, 신생아 목욕과 수유 보조를 합니다. ' +
      '산후 도우미 파견 업체나 산후조리원에서 일하며 관련 교육을 이수합니다. ' +
      '신생아를 다루는 세심함과 위생 관념, 산모를 배려하는 태도가 필요합니다.',
    keco: '55',
    holland: 'SRC',
    education: 'high_school',
    majors: ['child-family-studies'],
    skills: ['신생아 돌봄', '산모 관리', '위생 관리', '식사 준비'],
  },
  {
    key: 'disability-support-worker',
    name: '장애인 활동지원사',
    summary: '장애인의 이동, 가사, 사회 활동을 곁에서 돕습니다.',
    description:
      '장애인의 집이나 외출 현장에서 신체 활동, 가사, 이동, 학교·직장 생활을 지원합니다. ' +
      '지정 교육 기관에서 교육을 이수한 뒤 활동 지원 기관에 소속되어 일합니다. ' +
      '장애에 대한 이해와 존중하는 태도, 꾸준한 체력이 필요합니다.',
    keco: '55',
    holland: 'SRE',
    education: 'high_school',
    majors: ['social-welfare', 'special-education'],
    skills: ['활동 지원', '이동 보조', '의사소통', '장애 이해'],
  },
  {
    key: 'after-school-care-worker',
    name: '초등 돌봄 전담사',
    summary: '방과 후 초등학생이 머무는 돌봄 교실을 운영합니다.',
    description:
      '초등학교 돌봄 교실에서 방과 후 학생들의 생활을 돌보고 숙제, 놀이, 간식, 귀가 안전을 챙깁니다. ' +
      '학교나 교육청에 소속되어 돌봄 프로그램을 짜고 출결과 활동 기록을 관리합니다. ' +
      '보육교사나 교사 자격을 요구하는 곳이 많으며 아이와 보호자를 세심하게 대하는 태도가 필요합니다.',
    keco: '55',
    holland: 'SAC',
    education: 'associate',
    majors: ['early-childhood-education', 'child-family-studies', 'social-welfare'],
    skills: ['아동 돌봄', '프로그램 운영', '안전 관리', '보호자 소통'],
  },
  {
    key: 'hospital-companion',
    name: '병원 동행 매니저',
    summary: '혼자 병원에 가기 어려운 사람의 진료 길을 함께합니다.',
    description:
      '어르신이나 거동이 불편한 사람과 함께 병원에 가서 접수, 진료, 검사, 수납, 약 수령까지 곁에서 돕습니다. ' +
      '돌봄 서비스 업체나 지자체의 동행 사업에 소속되어 일하며 진료 내용을 보호자에게 전하기도 합니다. ' +
      '친절함과 책임감, 병원 이용 절차와 기본적인 응급 대응에 대한 지식이 필요합니다.',
    keco: '55',
    holland: 'SRC',
    education: 'high_school',
    majors: [],
    skills: ['이동 지원', '진료 절차 안내', '보호자 소통', '안전 관리'],
  },
  {
    key: 'elderly-life-support-worker',
    name: '노인 생활지원사',
    summary: '홀로 지내는 어르신을 찾아가 안부와 생활을 살핍니다.',
    description:
      '지자체의 노인 돌봄 사업에서 혼자 지내는 어르신 댁을 정기적으로 방문하거나 전화로 안부를 확인합니다. ' +
      '건강과 생활 상태를 살펴 기록하고 필요한 복지 서비스와 이웃 모임에 연결해 드립니다. ' +
      '어르신의 이야기를 귀 기울여 듣는 태도와 꼼꼼한 기록, 지역 복지 자원에 대한 이해가 필요합니다.',
    keco: '55',
    holland: 'SCE',
    education: 'high_school',
    majors: ['social-welfare'],
    skills: ['안부 확인', '생활 지원', '상담', '기록 관리'],
  },
  {
    key: 'building-cleaner',
    name: '건물 청소원',
    summary: '사무실, 상가, 공공시설을 깨끗하게 청소합니다.',
    description:
      '건물의 바닥, 화장실, 복도, 계단 등을 정해진 순서에 따라 쓸고 닦으며 쓰레기를 처리합니다. ' +
      '청소 용역 업체에 소속되어 이른 아침이나 업무 시간 외에 일하는 경우가 많습니다. ' +
      '성실함과 체력, 세제와 청소 장비를 안전하게 다루는 요령이 필요합니다.',
    keco: '56',
    holland: 'RCS',
    education: 'high_school',
    majors: [],
    skills: ['청소 장비 사용', '위생 관리', '쓰레기 분리', '성실성'],
  },
  {
    key: 'sanitation-worker',
    name: '환경미화원',
    summary: '거리를 청소하고 생활 쓰레기를 수거합니다.',
    description:
      '도로와 공공장소를 청소하고 가정과 상가에서 배출한 쓰레기와 재활용품을 수거 차량으로 운반합니다. ' +
      '지방자치단체나 위탁 업체에 소속되어 주로 새벽 시간에 일하며 체력 시험을 보기도 합니다. ' +
      '체력과 성실함, 안전 수칙을 지키는 습관이 필요합니다.',
    keco: '56',
    holland: 'RCS',
    education: 'high_school',
    majors: [],
    skills: ['쓰레기 수거', '거리 청소', '체력', '안전 수칙'],
  },
  {
    key: 'pest-control-worker',
    name: '방역원',
    summary: '해충과 병균을 없애기 위해 소독과 방제를 합니다.',
    description:
      '가정, 음식점, 공공시설에서 바퀴벌레, 쥐, 모기 등의 해충을 방제하고 소독약을 살포합니다. ' +
      '방역 업체나 보건소에서 일하며 약제와 장비를 안전하게 다루는 교육을 받습니다. ' +
      '해충 습성에 대한 지식과 꼼꼼함, 약품 안전 의식이 필요합니다.',
    keco: '56',
    holland: 'RCI',
    education: 'high_school',
    majors: ['environmental-engineering', 'biology'],
    skills: ['해충 방제', '소독', '약제 취급', '현장 점검'],
  },
  {
    key: 'housekeeper',
    name: '가사 도우미',
    summary: '가정을 방문해 청소, 세탁, 정리 같은 집안일을 합니다.',
    description:
      '고객의 집에서 청소, 빨래, 설거지, 정리정돈, 간단한 음식 준비 등 가사를 대신합니다. ' +
      '가사 서비스 업체나 플랫폼을 통해 정기 또는 일회성으로 일합니다. ' +
      '꼼꼼함과 신뢰감, 고객의 생활 방식을 존중하는 태도가 필요합니다.',
    keco: '56',
    holland: 'RSC',
    education: 'high_school',
    majors: [],
    skills: ['청소', '세탁', '정리정돈', '신뢰'],
  },
  {
    key: 'laundry-worker',
    name: '세탁원',
    summary: '옷과 침구를 종류에 맞게 세탁하고 다림질합니다.',
    description:
      '세탁소, 호텔, 대형 세탁 공장에서 섬유 종류와 얼룩에 맞춰 물세탁과 드라이클리닝, 다림질을 합니다. ' +
      '세탁기와 건조기, 프레스 기계를 다루며 세탁물의 접수와 분류도 맡습니다. ' +
      '섬유와 세제에 대한 지식, 꼼꼼함과 체력이 필요합니다.',
    keco: '56',
    holland: 'RCS',
    education: 'high_school',
    majors: ['clothing-textiles'],
    skills: ['섬유 판별', '얼룩 제거', '다림질', '기계 조작'],
  },
  {
    key: 'pet-trainer',
    name: '반려동물 훈련사',
    summary: '반려견의 문제 행동을 교정하고 생활 규칙을 훈련합니다.',
    description:
      '짖음, 공격성, 배변 문제 등 반려견의 행동 원인을 살피고 보호자와 함께 교정 훈련을 합니다. ' +
      '훈련소, 반려동물 교육 센터, 방문 훈련으로 일하며 민간 자격을 갖추는 경우가 많습니다. ' +
      '동물 행동에 대한 이해와 인내심, 보호자를 설득하는 소통 능력이 필요합니다.',
    keco: '56',
    holland: 'RSI',
    education: 'high_school',
    majors: ['animal-science'],
    skills: ['행동 교정', '훈련 기법', '보호자 상담', '동물 이해'],
  },
  {
    key: 'parking-attendant',
    name: '주차 관리원',
    summary: '주차장의 차량 출입과 요금, 주차 질서를 관리합니다.',
    description:
      '건물, 병원, 공영 주차장에서 차량을 안내하고 출입 기록과 주차 요금을 관리합니다. ' +
      '무인 정산기와 차단기를 점검하고 이중 주차나 접촉 사고 같은 문제를 해결합니다. ' +
      '친절한 응대와 침착함, 오랜 시간 바깥에서 일하는 체력이 필요합니다.',
    keco: '56',
    holland: 'RCS',
    education: 'high_school',
    majors: [],
    skills: ['차량 안내', '요금 정산', '장비 점검', '고객 응대'],
  },
  {
    key: 'estate-cleanup-specialist',
    name: '유품 정리사',
    summary: '고인이 남긴 물건을 정리하고 머물던 곳을 깨끗이 치웁니다.',
    description:
      '유가족의 의뢰를 받아 고인의 집에서 유품을 간직할 것, 기부할 것, 버릴 것으로 나누고 공간을 청소합니다. ' +
      '오염이 심한 현장에서는 특수 청소와 소독, 냄새 제거까지 맡습니다. ' +
      '체력과 위생·안전 지식, 슬픔에 잠긴 가족을 배려하는 마음이 필요합니다.',
    keco: '56',
    holland: 'RSC',
    education: 'high_school',
    majors: [],
    skills: ['유품 분류', '특수 청소', '소독', '유가족 응대'],
  },
];
