import type { OccupationContent } from './types';

/** KECO 42 스포츠·레크리에이션직, 51 미용·예식 서비스직. */
export const PART_42_51: readonly OccupationContent[] = [
  {
    key: 'fitness-trainer',
    name: '스포츠 트레이너',
    summary: '운동 목표에 맞는 프로그램을 짜고 운동을 지도합니다.',
    description:
      '회원의 체력과 목표를 측정해 근력·유산소 운동 프로그램을 만들고 바른 자세를 지도합니다. ' +
      '피트니스 센터, 스포츠 구단, 재활 센터에서 일하며 생활스포츠지도사 자격을 갖추는 경우가 많습니다. ' +
      '운동 생리학 지식과 시범 능력, 회원의 동기를 끌어내는 소통 능력이 필요합니다.',
    keco: '42',
    holland: 'SRE',
    education: 'associate',
    majors: ['sports-science', 'physical-education', 'sports-leisure'],
    skills: ['운동 처방', '자세 교정', '체력 측정', '회원 상담'],
  },
  {
    key: 'professional-athlete',
    name: '프로 운동선수',
    summary: '축구, 야구, 농구 등 종목의 프로 선수로 경기에 나섭니다.',
    description:
      '소속 구단에서 훈련과 경기를 반복하며 개인 기량과 팀 성적을 끌어올립니다. ' +
      '학창 시절부터 운동부에서 훈련하고 드래프트나 입단 테스트로 프로에 진출합니다. ' +
      '뛰어난 운동 능력과 정신력, 부상을 관리하는 자기 관리가 필요합니다.',
    keco: '42',
    holland: 'RES',
    education: 'high_school',
    majors: ['physical-education', 'sports-science'],
    skills: ['종목 기술', '체력', '팀워크', '자기 관리'],
  },
  {
    key: 'sports-coach',
    name: '스포츠 지도자',
    summary: '선수와 팀을 훈련시키고 경기 전략을 세웁니다.',
    description:
      '학교 운동부, 실업팀, 프로 구단에서 선수의 기술과 체력을 훈련하고 경기 작전을 지휘합니다. ' +
      '선수 출신이 경기지도자 자격을 얻어 코치부터 시작하는 경우가 많습니다. ' +
      '종목에 대한 깊은 지식과 리더십, 선수 개개인을 파악하는 눈이 필요합니다.',
    keco: '42',
    holland: 'SER',
    education: 'bachelor',
    majors: ['physical-education', 'sports-science'],
    skills: ['훈련 계획', '경기 분석', '리더십', '선수 관리'],
  },
  {
    key: 'sports-referee',
    name: '스포츠 심판',
    summary: '경기 규칙에 따라 판정하고 경기를 공정하게 운영합니다.',
    description:
      '축구, 야구, 배구 등 경기에서 반칙과 득점을 판정하고 경기 진행을 관리합니다. ' +
      '각 종목 협회의 심판 교육과 자격 시험을 거쳐 아마추어 경기부터 경력을 쌓습니다. ' +
      '규칙에 대한 정확한 이해와 순간 판단력, 체력과 공정성이 필요합니다.',
    keco: '42',
    holland: 'RCS',
    education: 'associate',
    majors: ['physical-education', 'sports-leisure'],
    skills: ['규칙 숙지', '판단력', '체력', '경기 운영'],
  },
  {
    key: 'recreation-instructor',
    name: '레크리에이션 강사',
    summary: '놀이와 게임으로 행사와 모임을 즐겁게 진행합니다.',
    description:
      '기업 연수, 학교 수련회, 지역 축제, 노인 복지관 등에서 단체 게임과 놀이 활동을 진행합니다. ' +
      '행사 성격과 참가자 연령에 맞춰 프로그램을 짜고 분위기를 이끕니다. ' +
      '밝은 성격과 진행 능력, 사람들을 참여시키는 순발력이 필요합니다.',
    keco: '42',
    holland: 'SEA',
    education: 'associate',
    majors: ['sports-leisure'],
    skills: ['행사 진행', '프로그램 구성', '분위기 조성', '순발력'],
  },
  {
    key: 'pilates-instructor',
    name: '필라테스 강사',
    summary: '필라테스 동작을 가르쳐 자세와 코어 근력을 기르게 돕습니다.',
    description:
      '매트와 기구를 이용한 필라테스 수업을 개인 또는 소그룹으로 진행하며 동작을 교정합니다. ' +
      '필라테스 스튜디오나 피트니스 센터에서 일하며 민간 지도자 교육 과정을 이수하는 경우가 많습니다. ' +
      '해부학 기초 지식과 정확한 시범, 회원의 몸 상태를 살피는 세심함이 필요합니다.',
    keco: '42',
    holland: 'SRE',
    education: 'associate',
    majors: ['sports-science', 'dance', 'sports-leisure'],
    skills: ['동작 지도', '자세 교정', '수업 구성', '회원 관리'],
  },
  {
    key: 'swimming-instructor',
    name: '수영 강사',
    summary: '연령과 수준에 맞춰 수영 영법과 물 안전을 가르칩니다.',
    description:
      '어린이부터 성인까지 수준별 반을 맡아 자유형, 배영 등 영법과 호흡법을 지도합니다. ' +
      '공공 체육 시설이나 스포츠 센터에서 일하며 수상 안전 관련 자격을 갖추는 것이 일반적입니다. ' +
      '수영 실력과 안전 의식, 겁먹은 수강생을 다독이는 친화력이 필요합니다.',
    keco: '42',
    holland: 'SRE',
    education: 'associate',
    majors: ['physical-education', 'sports-leisure'],
    skills: ['영법 지도', '수상 안전', '시범', '수강생 관리'],
  },
  {
    key: 'golf-caddie',
    name: '골프장 캐디',
    summary: '골프 경기 중 장비를 운반하고 코스 정보를 안내합니다.',
    description:
      '골프장에서 카트를 운전하며 골퍼의 클럽을 챙기고 거리, 바람, 그린 경사 같은 정보를 알려 줍니다. ' +
      '경기 진행 속도와 안전을 관리하며 야외에서 하루 여러 라운드를 돕습니다. ' +
      '골프 규칙 지식과 체력, 고객을 응대하는 서비스 마인드가 필요합니다.',
    keco: '42',
    holland: 'SRE',
    education: 'high_school',
    majors: ['sports-leisure'],
    skills: ['코스 안내', '골프 규칙', '고객 응대', '체력'],
  },
  {
    key: 'pro-gamer',
    name: '프로게이머',
    summary: 'e스포츠 구단에 소속되어 게임 대회에 출전합니다.',
    description:
      '리그 오브 레전드 같은 e스포츠 종목에서 팀 훈련과 전략 분석을 하며 국내외 리그에 출전합니다. ' +
      '어린 나이에 랭킹과 테스트를 통해 입단하며 선수 생활이 비교적 짧은 편입니다. ' +
      '빠른 반응 속도와 전략적 사고, 팀원과의 소통 능력이 필요합니다.',
    keco: '42',
    holland: 'REI',
    education: 'high_school',
    majors: ['game-engineering', 'sports-leisure'],
    skills: ['게임 실력', '전략 분석', '팀워크', '집중력'],
  },
  {
    key: 'hair-designer',
    name: '헤어 디자이너',
    summary: '고객의 얼굴형과 취향에 맞게 머리를 자르고 스타일링합니다.',
    description:
      '커트, 펌, 염색, 스타일링으로 고객에게 어울리는 헤어스타일을 만들어 줍니다. ' +
      '미용사(일반) 국가자격을 취득한 뒤 미용실 스태프로 일하며 경력을 쌓아 디자이너가 됩니다. ' +
      '손기술과 유행 감각, 고객과 편안하게 대화하는 상담 능력이 필요합니다.',
    keco: '51',
    holland: 'AES',
    education: 'associate',
    majors: ['beauty-arts'],
    skills: ['커트', '펌·염색', '스타일 상담', '트렌드 감각'],
  },
  {
    key: 'barber',
    name: '이용사',
    summary: '남성 고객의 머리를 깎고 면도와 스타일링을 합니다.',
    description:
      '이발소와 바버숍에서 남성 커트, 면도, 두피 관리, 스타일링 서비스를 제공합니다. ' +
      '이용사 국가자격이 필요하며 최근에는 개성 있는 바버숍 창업도 늘고 있습니다. ' +
      '정교한 가위·면도기 사용 기술과 위생 관리, 단골을 만드는 친화력이 필요합니다.',
    keco: '51',
    holland: 'RSE',
    education: 'high_school',
    majors: ['beauty-arts'],
    skills: ['남성 커트', '면도', '위생 관리', '고객 응대'],
  },
  {
    key: 'makeup-artist',
    name: '메이크업 아티스트',
    summary: '방송, 화보, 예식 등에 맞는 메이크업을 연출합니다.',
    description:
      '모델, 연예인, 신부 등의 얼굴과 상황에 맞춰 피부 표현과 색조 메이크업을 합니다. ' +
      '뷰티 숍, 방송국, 웨딩 업체에 소속되거나 프리랜서로 일하며 특수 분장을 맡기도 합니다. ' +
      '색채 감각과 섬세한 손기술, 제품에 대한 지식이 필요합니다.',
    keco: '51',
    holland: 'ASE',
    education: 'associate',
    majors: ['beauty-arts'],
    skills: ['메이크업', '색채 감각', '피부 표현', '고객 상담'],
  },
  {
    key: 'nail-artist',
    name: '네일 아티스트',
    summary: '손톱과 발톱을 관리하고 아트로 꾸밉니다.',
    description:
      '손발톱 정리, 큐티클 관리, 젤 네일, 연장, 디자인 아트 등의 시술을 합니다. ' +
      '네일숍에서 일하거나 개인 숍을 운영하며 미용사(네일) 국가자격을 취득합니다. ' +
      '섬세한 손재주와 디자인 감각, 위생 관리가 중요합니다.',
    keco: '51',
    holland: 'ARS',
    education: 'high_school',
    majors: ['beauty-arts'],
    skills: ['네일 케어', '젤 시술', '네일 아트', '위생 관리'],
  },
  {
    key: 'esthetician',
    name: '피부 관리사',
    summary: '피부 상태를 진단하고 관리와 마사지를 제공합니다.',
    description:
      '고객의 피부 타입을 살펴 클렌징, 팩, 마사지, 기기 관리 등 맞춤 관리를 합니다. ' +
      '피부 관리실, 스파, 호텔 등에서 일하며 미용사(피부) 국가자격이 필요합니다. ' +
      '피부와 화장품에 대한 지식, 꼼꼼한 손길과 상담 능력이 필요합니다.',
    keco: '51',
    holland: 'SRA',
    education: 'associate',
    majors: ['beauty-arts'],
    skills: ['피부 분석', '관리 기법', '제품 지식', '고객 상담'],
  },
  {
    key: 'pet-groomer',
    name: '반려동물 미용사',
    summary: '반려견과 반려묘의 털을 깎고 목욕과 위생 관리를 합니다.',
    description:
      '반려동물의 목욕, 털 깎기, 발톱 정리, 귀 청소를 하고 견종에 맞는 스타일을 만듭니다. ' +
      '반려동물 미용실이나 동물병원, 펫숍에서 일하며 민간 자격을 따는 경우가 많습니다. ' +
      '동물을 다루는 능숙함과 인내심, 가위를 다루는 손기술이 필요합니다.',
    keco: '51',
    holland: 'RAS',
    education: 'high_school',
    majors: ['animal-science'],
    skills: ['미용 기술', '동물 핸들링', '위생 관리', '보호자 상담'],
  },
  {
    key: 'wedding-planner',
    name: '웨딩 플래너',
    summary: '예비 부부의 결혼 준비와 예식 진행을 돕습니다.',
    description:
      '예산과 취향에 맞춰 예식장, 스튜디오 촬영, 드레스, 메이크업 업체를 추천하고 일정을 관리합니다. ' +
      '웨딩 컨설팅 업체나 예식장에 소속되며 예식 당일 진행도 챙깁니다. ' +
      '꼼꼼한 일정 관리와 상담 능력, 여러 업체와 협상하는 능력이 필요합니다.',
    keco: '51',
    holland: 'ESA',
    education: 'associate',
    majors: ['hotel-management', 'tourism-management', 'beauty-arts'],
    skills: ['고객 상담', '일정 관리', '업체 협상', '행사 진행'],
  },
  {
    key: 'image-consultant',
    name: '이미지 컨설턴트',
    summary: '옷차림, 색, 말투를 조언해 개인의 이미지를 가꿉니다.',
    description:
      '퍼스널 컬러 진단, 스타일링, 표정과 말투 코칭으로 고객이 원하는 이미지를 만들도록 돕습니다. ' +
      '면접 준비생, 정치인, 기업 임원 등을 대상으로 개인 상담이나 강의를 합니다. ' +
      '패션과 색채 지식, 사람을 관찰하고 설득하는 능력이 필요합니다.',
    keco: '51',
    holland: 'SEA',
    education: 'bachelor',
    majors: ['beauty-arts', 'fashion-design', 'psychology'],
    skills: ['퍼스널 컬러', '스타일링', '코칭', '강의'],
  },
  {
    key: 'funeral-director',
    name: '장례지도사',
    summary: '장례 절차를 안내하고 고인의 마지막 예식을 진행합니다.',
    description:
      '유가족과 장례 일정과 방식을 상담하고 염습, 입관, 발인 등 장례 전 과정을 진행합니다. ' +
      '장례식장과 상조 회사에서 일하며 교육 과정을 이수해 장례지도사 국가자격을 받습니다. ' +
      '예법에 대한 지식과 위생 관리, 슬픔에 잠긴 가족을 대하는 배려가 필요합니다.',
    keco: '51',
    holland: 'SCR',
    education: 'associate',
    majors: ['health-administration', 'social-welfare'],
    skills: ['장례 절차', '유가족 상담', '위생 관리', '예법'],
  },
];
