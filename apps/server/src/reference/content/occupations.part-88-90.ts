import type { OccupationContent } from './types';

/** KECO 88 인쇄·목재·공예 및 기타, 89 제조 단순직, 90 농림어업직. */
export const PART_88_90: readonly OccupationContent[] = [
  {
    key: 'printing-press-operator',
    name: '인쇄기 조작원',
    summary: '인쇄기를 운전해 책, 포장재, 인쇄물을 찍어 냅니다.',
    description:
      '인쇄판과 잉크, 용지를 준비하고 오프셋·디지털 인쇄기를 운전하며 색상과 인쇄 품질을 맞춥니다. ' +
      '인쇄소와 포장재 제조 공장에서 일하며 후가공 공정을 함께 맡기도 합니다. ' +
      '색을 구별하는 감각과 기계 조작 능력, 꼼꼼한 품질 점검이 필요합니다.',
    keco: '88',
    holland: 'RCA',
    education: 'high_school',
    majors: ['visual-design'],
    skills: ['인쇄기 운전', '색상 조정', '용지 관리', '품질 점검'],
  },
  {
    key: 'woodworker',
    name: '목공',
    summary: '나무를 다듬고 짜 맞춰 가구와 목제품을 만듭니다.',
    description:
      '원목과 합판을 재단하고 대패, 끌, 목공 기계로 가공해 가구, 소품, 실내 목재 구조물을 만듭니다. ' +
      '목공방, 가구 공장, 인테리어 현장에서 일하며 공방을 열어 강좌를 하기도 합니다. ' +
      '손재주와 치수 감각, 목재 성질에 대한 이해와 공구 안전 의식이 필요합니다.',
    keco: '88',
    holland: 'RAC',
    education: 'high_school',
    majors: ['crafts', 'interior-design', 'forestry'],
    skills: ['목재 재단', '짜맞춤', '공구 사용', '마감 도장'],
  },
  {
    key: 'ceramic-artisan',
    name: '도자기 공예가',
    summary: '흙을 빚고 구워 그릇과 도자 작품을 만듭니다.',
    description:
      '흙을 반죽해 물레와 손으로 성형하고 유약을 발라 가마에서 구워 그릇과 도자 작품을 만듭니다. ' +
      '개인 공방을 운영하거나 도자기 회사에서 일하며 체험 강좌로 수입을 얻기도 합니다. ' +
      '조형 감각과 손기술, 가마 온도와 유약에 대한 지식이 필요합니다.',
    keco: '88',
    holland: 'ARE',
    education: 'bachelor',
    majors: ['crafts', 'fine-arts'],
    skills: ['물레 성형', '유약 배합', '가마 소성', '조형 감각'],
  },
  {
    key: 'jeweler',
    name: '귀금속 세공원',
    summary: '금, 은, 보석을 가공해 반지와 목걸이 같은 장신구를 만듭니다.',
    description:
      '디자인에 맞춰 귀금속을 녹이고 다듬어 틀을 만들고 보석을 물려 장신구를 완성하며 수리도 합니다. ' +
      '귀금속 공방과 주얼리 제조 업체에서 일하며 귀금속가공기능사 자격이 도움이 됩니다. ' +
      '정밀한 손기술과 미적 감각, 작은 부분까지 살피는 집중력이 필요합니다.',
    keco: '88',
    holland: 'ARC',
    education: 'associate',
    majors: ['crafts'],
    skills: ['금속 세공', '보석 세팅', '연마', '디자인 해석'],
  },
  {
    key: 'piano-tuner',
    name: '피아노 조율사',
    summary: '피아노의 음정과 건반 상태를 맞추고 수리합니다.',
    description:
      '피아노의 현 장력을 조절해 음정을 맞추고 건반과 해머의 움직임을 정비하며 고장 부품을 고칩니다. ' +
      '가정, 학교, 공연장을 방문하거나 악기 업체에 소속되어 일하며 피아노조율산업기사 같은 자격이 있습니다. ' +
      '예민한 청각과 정밀한 손기술, 악기 구조에 대한 지식이 필요합니다.',
    keco: '88',
    holland: 'RAI',
    education: 'associate',
    majors: ['music'],
    skills: ['음정 조율', '건반 정비', '청음', '부품 수리'],
  },
  {
    key: 'sign-maker',
    name: '간판 제작원',
    summary: '상점과 건물의 간판을 디자인하고 제작해 설치합니다.',
    description:
      '상호와 로고를 바탕으로 간판을 디자인하고 아크릴, 금속, LED 등으로 제작해 건물에 설치합니다. ' +
      '간판 업체에서 일하며 실사 출력과 시트 커팅, 전기 배선까지 다룹니다. ' +
      '디자인 감각과 제작 기술, 높은 곳 설치 작업의 안전 의식이 필요합니다.',
    keco: '88',
    holland: 'RAC',
    education: 'high_school',
    majors: ['visual-design'],
    skills: ['간판 디자인', '재료 가공', 'LED 배선', '현장 설치'],
  },
  {
    key: 'watch-repairer',
    name: '시계 수리원',
    summary: '손목시계와 벽시계의 고장을 진단하고 수리합니다.',
    description:
      '시계를 분해해 무브먼트를 세척하고 부품을 교체하며 방수 점검과 배터리 교체를 합니다. ' +
      '시계 수리점, 브랜드 서비스 센터, 백화점 수선 코너에서 일합니다. ' +
      '정밀한 손기술과 인내심, 기계식 무브먼트에 대한 지식이 필요합니다.',
    keco: '88',
    holland: 'RCI',
    education: 'high_school',
    majors: [],
    skills: ['무브먼트 정비', '정밀 분해', '부품 교체', '방수 점검'],
  },
  {
    key: 'locksmith',
    name: '열쇠 수리원',
    summary: '잠금장치를 설치하고 열쇠를 복사하며 잠긴 문을 엽니다.',
    description:
      '열쇠를 복사하고 도어락과 자물쇠를 설치·수리하며 잠긴 문과 금고를 여는 출장 서비스를 합니다. ' +
      '열쇠점을 운영하거나 보안 업체와 협력해 일하며 디지털 도어락 기술도 익힙니다. ' +
      '손재주와 잠금 구조에 대한 지식, 정직함과 신뢰가 필요합니다.',
    keco: '88',
    holland: 'RCE',
    education: 'high_school',
    majors: [],
    skills: ['열쇠 복사', '도어락 설치', '잠금 해제', '고객 응대'],
  },
  {
    key: 'assembly-line-worker',
    name: '생산 라인 조립원',
    summary: '공장 생산 라인에서 부품을 조립해 제품을 만듭니다.',
    description:
      '컨베이어를 따라 들어오는 부품을 정해진 순서와 방법대로 끼우고 조여 제품을 조립합니다. ' +
      '자동차, 전자, 생활용품 공장에서 교대 근무를 하는 경우가 많고 짧은 교육 후 바로 일할 수 있습니다. ' +
      '반복 작업을 정확히 해내는 집중력과 성실함, 체력이 필요합니다.',
    keco: '89',
    holland: 'RCS',
    education: 'high_school',
    majors: [],
    skills: ['부품 조립', '공구 사용', '작업 표준 준수', '집중력'],
  },
  {
    key: 'product-packer',
    name: '제품 포장원',
    summary: '완성된 제품을 포장하고 상자에 담아 출고를 준비합니다.',
    description:
      '제품을 정해진 수량으로 담고 밀봉하거나 포장기를 다뤄 포장하며 라벨을 붙여 적재합니다. ' +
      '식품, 화장품, 생활용품 공장과 물류센터에서 일합니다. ' +
      '손놀림과 정확성, 장시간 반복 작업을 견디는 체력이 필요합니다.',
    keco: '89',
    holland: 'RCE',
    education: 'high_school',
    majors: [],
    skills: ['포장', '라벨 부착', '수량 확인', '적재'],
  },
  {
    key: 'product-sorter',
    name: '제품 선별원',
    summary: '생산된 제품을 눈으로 검사해 불량을 골라냅니다.',
    description:
      '생산 라인에서 나온 제품의 외관, 치수, 표시 사항을 확인해 기준에 맞지 않는 불량품을 골라냅니다. ' +
      '검사 결과를 기록하고 불량 유형을 담당자에게 알려 공정 개선을 돕습니다. ' +
      '꼼꼼한 관찰력과 집중력, 기준을 정확히 지키는 태도가 필요합니다.',
    keco: '89',
    holland: 'CRI',
    education: 'high_school',
    majors: [],
    skills: ['외관 검사', '불량 판별', '검사 기록', '집중력'],
  },
  {
    key: 'production-helper',
    name: '생산 보조원',
    summary: '공장에서 자재를 나르고 정리하며 생산 작업을 돕습니다.',
    description:
      '원자재와 부품을 라인에 공급하고 완제품과 폐자재를 옮기며 작업장을 정리합니다. ' +
      '제조 공장에서 숙련 작업자를 보조하며 일을 배우고 경력을 쌓아 설비 운전으로 옮겨 가기도 합니다. ' +
      '체력과 성실함, 안전 수칙을 지키는 습관이 필요합니다.',
    keco: '89',
    holland: 'RCS',
    education: 'high_school',
    majors: [],
    skills: ['자재 운반', '라인 공급', '작업장 정리', '안전 수칙'],
  },
  {
    key: 'material-handler',
    name: '자재 운반원',
    summary: '공장 안에서 원자재와 부품을 필요한 곳으로 나릅니다.',
    description:
      '제조 공장에서 원자재, 부품, 완제품을 대차나 운반 장비로 옮기고 생산 라인에 제때 공급합니다. ' +
      '입출고 수량을 확인해 기록하고 자재 창고를 정리합니다. ' +
      '체력과 성실함, 무거운 물건을 안전하게 다루는 요령이 필요합니다.',
    keco: '89',
    holland: 'RCE',
    education: 'high_school',
    majors: [],
    skills: ['자재 운반', '수량 확인', '창고 정리', '안전 수칙'],
  },
  {
    key: 'recycling-sorter',
    name: '재활용 선별원',
    summary: '재활용품을 재질별로 골라 다시 쓸 수 있게 나눕니다.',
    description:
      '재활용 선별장의 컨베이어 옆에서 플라스틱, 유리, 금속, 종이를 종류와 재질별로 골라냅니다. ' +
      '이물질과 재활용할 수 없는 것을 가려내 선별 품질을 높이고 설비 주변을 정리합니다. ' +
      '빠른 판단과 꾸준함, 보호구를 갖추고 안전하게 일하는 습관이 필요합니다.',
    keco: '89',
    holland: 'RCI',
    education: 'high_school',
    majors: [],
    skills: ['재질 구분', '선별 작업', '안전 수칙', '정리 정돈'],
  },
  {
    key: 'sewing-helper',
    name: '봉제 보조원',
    summary: '봉제 공장에서 실밥 정리와 다림질 같은 보조 작업을 합니다.',
    description:
      '의류 봉제 공장에서 재단된 원단을 공정별로 나르고 실밥 따기, 단추 달기, 다림질 같은 보조 작업을 합니다. ' +
      '완성된 옷의 불량을 살펴 표시하고 포장 전 상태를 정리합니다. ' +
      '손놀림과 꼼꼼함, 반복 작업에 대한 인내심이 필요합니다.',
    keco: '89',
    holland: 'RCA',
    education: 'high_school',
    majors: [],
    skills: ['실밥 정리', '다림질', '불량 확인', '손작업'],
  },
  {
    key: 'deburring-worker',
    name: '사상원',
    summary: '가공된 금속 부품의 거친 면과 날카로운 모서리를 다듬습니다.',
    description:
      '주조나 절삭 가공을 마친 금속 부품에서 거스러미와 날카로운 모서리를 그라인더와 줄로 갈아 냅니다. ' +
      '정해진 치수와 표면 상태를 확인해 다음 공정으로 넘기고 불량품을 골라냅니다. ' +
      '손공구를 다루는 요령과 보호구 착용 습관, 꼼꼼함이 필요합니다.',
    keco: '89',
    holland: 'RCI',
    education: 'high_school',
    majors: [],
    skills: ['연마', '손공구 사용', '치수 확인', '안전 수칙'],
  },
  {
    key: 'smart-farm-operator',
    name: '스마트팜 운영자',
    summary: '센서와 자동 제어로 작물 재배 환경을 관리합니다.',
    description:
      '온실이나 실내 농장에서 온도, 습도, 빛, 양액을 센서와 제어 시스템으로 조절해 작물을 재배합니다. ' +
      '생육 데이터를 분석해 수확량과 품질을 높이고 설비 고장에 대응합니다. ' +
      '작물 재배 지식과 데이터·장비 활용 능력, 경영 감각이 필요합니다.',
    keco: '90',
    holland: 'RIE',
    education: 'associate',
    majors: ['agriculture', 'horticulture', 'data-science'],
    skills: ['환경 제어', '생육 데이터 분석', '양액 관리', '설비 관리'],
  },
  {
    key: 'crop-farmer',
    name: '작물 재배자',
    summary: '벼, 채소, 과일 등 농작물을 재배하고 판매합니다.',
    description:
      '땅을 갈고 씨를 뿌리거나 모종을 심어 병충해를 관리하고 수확해 판매합니다. ' +
      '가족농이나 영농 법인에서 일하며 귀농 교육과 청년 창업농 지원 제도로 시작하는 사람도 많습니다. ' +
      '작물 지식과 농기계 조작, 날씨와 시장에 대응하는 경영 능력이 필요합니다.',
    keco: '90',
    holland: 'REC',
    education: 'high_school',
    majors: ['agriculture'],
    skills: ['작물 재배', '병충해 관리', '농기계 조작', '판로 관리'],
  },
  {
    key: 'flower-grower',
    name: '화훼 재배자',
    summary: '꽃과 관상용 식물을 재배해 시장에 출하합니다.',
    description:
      '온실과 농장에서 장미, 국화, 난, 다육식물 등을 재배하고 온도와 물을 관리해 출하 시기를 맞춥니다. ' +
      '화훼 공판장이나 온라인으로 판매하며 품종 선택과 포장이 수익에 큰 영향을 줍니다. ' +
      '식물 생리에 대한 지식과 세심한 관리, 시장 감각이 필요합니다.',
    keco: '90',
    holland: 'RAE',
    education: 'high_school',
    majors: ['horticulture'],
    skills: ['화훼 재배', '온실 관리', '출하 관리', '품종 선택'],
  },
  {
    key: 'livestock-farmer',
    name: '축산인',
    summary: '소, 돼지, 닭 등 가축을 길러 출하합니다.',
    description:
      '가축에게 사료를 주고 축사 환경과 위생을 관리하며 질병을 예방하고 번식과 출하를 계획합니다. ' +
      '자가 농장을 운영하거나 대규모 축산 농장에 고용되어 일합니다. ' +
      '동물에 대한 이해와 방역 의식, 매일 빠짐없이 돌보는 성실함이 필요합니다.',
    keco: '90',
    holland: 'REC',
    education: 'high_school',
    majors: ['animal-science'],
    skills: ['사양 관리', '축사 위생', '질병 예방', '번식 관리'],
  },
  {
    key: 'beekeeper',
    name: '양봉가',
    summary: '꿀벌을 길러 꿀과 벌 산물을 생산합니다.',
    description:
      '벌통을 관리하며 여왕벌과 일벌의 상태를 살피고 꽃 피는 시기에 맞춰 벌통을 옮겨 꿀을 채취합니다. ' +
      '꿀 외에 로열젤리, 프로폴리스를 생산하거나 농가에 수분용 벌을 빌려주기도 합니다. ' +
      '꿀벌 생태에 대한 지식과 병해충 관리, 벌을 다루는 침착함이 필요합니다.',
    keco: '90',
    holland: 'RIE',
    education: 'high_school',
    majors: ['animal-science', 'agriculture'],
    skills: ['벌통 관리', '채밀', '병해충 관리', '이동 양봉'],
  },
  {
    key: 'fisher',
    name: '어업인',
    summary: '어선을 타고 바다에서 물고기와 해산물을 잡습니다.',
    description:
      '그물, 낚시, 통발 등 어구를 이용해 연근해와 원양에서 수산물을 잡고 선상에서 손질해 위판장에 출하합니다. ' +
      '선주로서 어선을 운영하거나 선원으로 승선하며 기상과 어장 정보를 늘 확인합니다. ' +
      '강한 체력과 바다에 대한 경험, 안전 수칙을 지키는 태도가 필요합니다.',
    keco: '90',
    holland: 'REC',
    education: 'high_school',
    majors: ['marine-science'],
    skills: ['어구 조작', '어장 판단', '수산물 손질', '선상 안전'],
  },
  {
    key: 'aquaculture-farmer',
    name: '양식업자',
    summary: '바다나 육상 수조에서 물고기와 해조류를 길러 출하합니다.',
    description:
      '광어, 전복, 굴, 김 등을 가두리나 수조에서 기르며 수온, 수질, 먹이, 질병을 관리해 출하합니다. ' +
      '양식장을 운영하거나 양식 기업에서 일하며 자동 급이기와 수질 센서 같은 설비를 다룹니다. ' +
      '수산 생물에 대한 지식과 꾸준한 관찰력, 설비 관리 능력이 필요합니다.',
    keco: '90',
    holland: 'RIC',
    education: 'high_school',
    majors: ['marine-science'],
    skills: ['수질 관리', '사료 급이', '질병 관리', '출하 관리'],
  },
  {
    key: 'forestry-worker',
    name: '산림 작업원',
    summary: '나무를 심고 가꾸며 숲을 건강하게 관리합니다.',
    description:
      '묘목 심기, 풀베기, 가지치기, 솎아베기 같은 숲 가꾸기 작업과 벌채, 산불 예방 활동을 합니다. ' +
      '산림 조합, 산림 사업 법인, 국유림 관리소에서 일하며 기계톱 같은 장비를 다룹니다. ' +
      '체력과 산림에 대한 지식, 경사지 작업의 안전 의식이 필요합니다.',
    keco: '90',
    holland: 'RCI',
    education: 'high_school',
    majors: ['forestry'],
    skills: ['숲 가꾸기', '기계톱 사용', '벌채', '산불 예방'],
  },
  {
    key: 'landscape-gardener',
    name: '조경원',
    summary: '정원과 공원에 나무와 꽃을 심고 가꿉니다.',
    description:
      '설계 도면에 따라 수목과 잔디, 꽃을 심고 가지치기, 병충해 방제, 물 주기로 조경 공간을 관리합니다. ' +
      '조경 공사 업체, 아파트 관리 회사, 공원 관리 기관에서 일하며 조경기능사 자격이 도움이 됩니다. ' +
      '식물에 대한 지식과 미적 감각, 야외 작업을 견디는 체력이 필요합니다.',
    keco: '90',
    holland: 'RAC',
    education: 'high_school',
    majors: ['horticulture', 'forestry'],
    skills: ['수목 식재', '가지치기', '병충해 방제', '잔디 관리'],
  },
];
