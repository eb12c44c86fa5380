import type { OccupationContent } from './types';

/** KECO 41 예술·디자인·방송직. */
export const PART_41: readonly OccupationContent[] = [
  {
    key: 'graphic-designer',
    name: '그래픽 디자이너',
    summary: '글자, 이미지, 색을 조합해 시각 자료를 만듭니다.',
    description:
      '포스터, 로고, 패키지, 광고물, 웹 배너처럼 눈으로 전달되는 자료를 기획하고 디자인합니다. ' +
      '디자인 회사, 광고 대행사, 기업 홍보팀에서 일하거나 프리랜서로 활동합니다. ' +
      '타이포그래피와 색채 감각, 디자인 프로그램을 다루는 능력이 필요합니다.',
    keco: '41',
    holland: 'ARE',
    education: 'bachelor',
    majors: ['visual-design', 'advertising-pr'],
    skills: ['시각 디자인', '타이포그래피', '색채 감각', '디자인 툴 활용'],
  },
  {
    key: 'ux-designer',
    name: 'UX 디자이너',
    summary: '사용자가 서비스를 쉽고 편하게 쓰도록 경험을 설계합니다.',
    description:
      '앱과 웹 서비스의 화면 흐름, 정보 구조, 인터페이스를 사용자 관점에서 설계합니다. ' +
      '사용자 인터뷰와 사용성 테스트로 문제를 찾고, 기획자·개발자와 협업해 개선안을 만듭니다. ' +
      '디자인 감각과 함께 사람의 행동을 관찰하고 분석하는 능력이 중요합니다.',
    keco: '41',
    holland: 'AIE',
    education: 'bachelor',
    majors: ['visual-design', 'industrial-design', 'psychology'],
    skills: ['사용자 조사', '프로토타이핑', '정보 구조 설계', '협업'],
  },
  {
    key: 'webtoon-artist',
    name: '웹툰 작가',
    summary: '온라인 플랫폼에 연재하는 만화를 기획하고 그립니다.',
    description:
      '이야기와 캐릭터를 구상하고 콘티, 선화, 채색을 거쳐 웹툰 회차를 완성합니다. ' +
      '포털이나 웹툰 플랫폼과 계약해 정해진 마감에 맞춰 연재하며, 스튜디오에서 분업하기도 합니다. ' +
      '그림 실력과 이야기 구성력, 꾸준한 작업을 버티는 체력이 필요합니다.',
    keco: '41',
    holland: 'ARE',
    education: 'associate',
    majors: ['animation', 'fine-arts', 'cultural-contents'],
    skills: ['스토리텔링', '드로잉', '디지털 채색', '마감 관리'],
  },
  {
    key: 'video-editor',
    name: '영상 편집자',
    summary: '촬영된 영상을 자르고 이어 붙여 하나의 작품으로 만듭니다.',
    description:
      '방송, 유튜브, 광고, 영화 등에서 촬영본을 골라 순서를 정하고 자막, 효과, 음악을 입힙니다. ' +
      '제작사나 방송사, 미디어 스타트업에서 일하며 프리랜서도 많습니다. ' +
      '편집 프로그램 숙련도와 리듬감, 이야기 흐름을 읽는 눈이 필요합니다.',
    keco: '41',
    holland: 'ARE',
    education: 'associate',
    majors: ['broadcasting-entertainment', 'theater-film', 'media-communication'],
    skills: ['영상 편집', '자막·효과 작업', '스토리 구성', '편집 툴 활용'],
  },
  {
    key: 'broadcast-producer',
    name: '방송 PD',
    summary: '방송 프로그램을 기획하고 제작 전 과정을 이끕니다.',
    description:
      '예능, 드라마, 교양, 뉴스 등의 프로그램 아이디어를 내고 출연자, 작가, 촬영팀을 조율해 방송을 만듭니다. ' +
      '방송사나 외주 제작사, OTT 제작사에서 일하며 촬영과 편집 현장을 총괄합니다. ' +
      '기획력과 리더십, 촉박한 일정 속에서 결정을 내리는 능력이 중요합니다.',
    keco: '41',
    holland: 'AES',
    education: 'bachelor',
    majors: ['media-communication', 'broadcasting-entertainment', 'theater-film'],
    skills: ['프로그램 기획', '연출', '팀 조율', '일정 관리'],
  },
  {
    key: 'broadcast-writer',
    name: '방송 작가',
    summary: '방송 프로그램의 구성안과 대본을 씁니다.',
    description:
      '프로그램 주제에 맞는 아이템을 찾고 출연자를 섭외하며, 구성안과 대본, 자막 문구를 작성합니다. ' +
      '방송사나 제작사에서 PD와 함께 일하며 보통 막내 작가부터 경력을 쌓습니다. ' +
      '글솜씨와 자료 조사 능력, 시청자의 흥미를 읽는 감각이 필요합니다.',
    keco: '41',
    holland: 'AEI',
    education: 'bachelor',
    majors: ['creative-writing', 'media-communication', 'korean-language-literature'],
    skills: ['대본 작성', '자료 조사', '섭외', '구성력'],
  },
  {
    key: 'novelist',
    name: '소설가',
    summary: '이야기를 지어 소설 작품으로 발표합니다.',
    description:
      '인물과 사건을 구상해 장편이나 단편 소설을 쓰고 문예지, 출판사, 웹소설 플랫폼을 통해 발표합니다. ' +
      '신춘문예나 공모전으로 등단하거나 웹소설 연재로 독자를 모으기도 합니다. ' +
      '문장력과 상상력, 긴 원고를 완성하는 끈기가 필요합니다.',
    keco: '41',
    holland: 'AIS',
    education: 'bachelor',
    majors: ['creative-writing', 'korean-language-literature'],
    skills: ['문장력', '서사 구성', '자료 조사', '퇴고'],
  },
  {
    key: 'copywriter',
    name: '카피라이터',
    summary: '광고에 쓰이는 짧고 인상적인 문구를 만듭니다.',
    description:
      '제품과 브랜드의 장점을 파악해 광고 헤드라인, 슬로건, 영상 광고 대본 등을 씁니다. ' +
      '광고 대행사나 기업 마케팅 부서에서 아트 디렉터와 짝을 이뤄 캠페인을 만듭니다. ' +
      '언어 감각과 소비자 심리에 대한 이해, 아이디어 발상력이 중요합니다.',
    keco: '41',
    holland: 'AEI',
    education: 'bachelor',
    majors: ['advertising-pr', 'creative-writing', 'korean-language-literature'],
    skills: ['카피 작성', '아이디어 발상', '소비자 이해', '프레젠테이션'],
  },
  {
    key: 'journalist',
    name: '기자',
    summary: '사건과 이슈를 취재해 기사와 보도로 전달합니다.',
    description:
      '현장 취재와 인터뷰, 자료 확인을 거쳐 신문, 방송, 인터넷 매체에 실릴 기사를 씁니다. ' +
      '정치, 경제, 사회, 문화 등 출입처나 분야를 맡아 마감 시간에 맞춰 일합니다. ' +
      '사실을 확인하는 꼼꼼함과 글쓰기 능력, 공정한 시각이 필요합니다.',
    keco: '41',
    holland: 'AEI',
    education: 'bachelor',
    majors: ['media-communication', 'korean-language-literature', 'political-science', 'economics'],
    skills: ['취재', '기사 작성', '사실 확인', '인터뷰'],
  },
  {
    key: 'translator',
    name: '번역가',
    summary: '외국어로 된 글을 우리말로, 또는 그 반대로 옮깁니다.',
    description:
      '책, 영상 자막, 게임, 기술 문서, 계약서 등을 다른 언어로 정확하고 자연스럽게 옮깁니다. ' +
      '번역 회사에 소속되거나 출판사·기업과 계약한 프리랜서로 일하는 경우가 많습니다. ' +
      '두 언어에 대한 깊은 이해와 해당 분야 지식, 문장 다듬는 능력이 필요합니다.',
    keco: '41',
    holland: 'AIC',
    education: 'bachelor',
    majors: [
      'translation-interpretation',
      'english-language-literature',
      'french-language-literature',
      'german-language-literature',
    ],
    skills: ['외국어 능력', '문장 표현', '분야 지식', '교정'],
  },
  {
    key: 'curator',
    name: '큐레이터',
    summary: '미술관과 박물관의 전시를 기획하고 소장품을 관리합니다.',
    description:
      '전시 주제를 정하고 작품을 선정·대여하며 도록과 설명 글을 준비해 전시를 엽니다. ' +
      '미술관, 박물관, 갤러리에서 일하며 소장품 조사와 보존, 교육 프로그램도 맡습니다. ' +
      '미술사 지식과 기획력, 작가·기관과 협의하는 능력이 필요합니다.',
    keco: '41',
    holland: 'AIS',
    education: 'graduate',
    majors: ['archaeology-art-history', 'fine-arts', 'history'],
    skills: ['전시 기획', '작품 해설', '소장품 관리', '글쓰기'],
  },
  {
    key: 'librarian',
    name: '사서',
    summary: '도서관 자료를 모으고 정리해 이용자가 찾도록 돕습니다.',
    description:
      '책과 전자 자료를 고르고 분류해 목록을 만들고, 이용자가 필요한 정보를 찾도록 안내합니다. ' +
      '공공·대학·학교·전문 도서관에서 일하며 독서 프로그램과 정보 활용 교육도 맡습니다. ' +
      '자료를 체계적으로 정리하는 꼼꼼함과 이용자를 돕는 태도가 필요합니다.',
    keco: '41',
    holland: 'CSI',
    education: 'bachelor',
    majors: ['library-information-science', 'korean-language-literature', 'philosophy'],
    skills: ['자료 분류', '정보 검색', '이용자 안내', '독서 프로그램 기획'],
  },
  {
    key: 'painter',
    name: '화가',
    summary: '회화 작품을 창작해 전시하고 판매합니다.',
    description:
      '유화, 수채화, 동양화, 디지털 회화 등 자신만의 주제와 기법으로 작품을 만듭니다. ' +
      '개인전과 단체전, 아트페어에 참여해 작품을 알리고 판매하며, 강의나 외주를 병행하기도 합니다. ' +
      '표현력과 꾸준한 작업 습관, 자기 작품을 설명하는 능력이 중요합니다.',
    keco: '41',
    holland: 'ARI',
    education: 'bachelor',
    majors: ['fine-arts'],
    skills: ['드로잉', '회화 기법', '작품 기획', '포트폴리오 관리'],
  },
  {
    key: 'sculptor',
    name: '조각가',
    summary: '돌, 금속, 나무 등으로 입체 작품을 만듭니다.',
    description:
      '재료를 깎거나 붙이고 주조해 조형물과 설치 작품을 제작합니다. ' +
      '개인 작업실에서 전시용 작품을 만들거나 공공 조형물 공모에 참여하기도 합니다. ' +
      '공간 감각과 재료를 다루는 손기술, 공구 사용 능력이 필요합니다.',
    keco: '41',
    holland: 'ARE',
    education: 'bachelor',
    majors: ['sculpture', 'fine-arts'],
    skills: ['조형 감각', '재료 가공', '공간 구성', '공구 사용'],
  },
  {
    key: 'photographer',
    name: '사진작가',
    summary: '인물, 제품, 풍경 등을 촬영해 사진 작품을 만듭니다.',
    description:
      '광고, 잡지, 웨딩, 제품, 보도 등 분야에 맞춰 조명과 구도를 잡아 촬영하고 보정합니다. ' +
      '스튜디오에 소속되거나 프리랜서로 일하며 개인 작품으로 전시를 열기도 합니다. ' +
      '카메라와 조명 장비를 다루는 기술, 빛과 구도에 대한 감각이 필요합니다.',
    keco: '41',
    holland: 'ARE',
    education: 'associate',
    majors: ['photography', 'visual-design'],
    skills: ['촬영', '조명 연출', '사진 보정', '구도 감각'],
  },
  {
    key: 'product-designer',
    name: '제품 디자이너',
    summary: '가전, 가구, 생활용품의 형태와 기능을 디자인합니다.',
    description:
      '사용 방식과 생산 조건을 고려해 제품의 모양, 재질, 색, 구조를 스케치하고 3D 모델로 만듭니다. ' +
      '제조 기업의 디자인 센터나 디자인 전문 회사에서 엔지니어, 마케터와 함께 일합니다. ' +
      '조형 감각과 3D 모델링 능력, 재료와 생산 공정에 대한 이해가 필요합니다.',
    keco: '41',
    holland: 'ARE',
    education: 'bachelor',
    majors: ['industrial-design', 'crafts'],
    skills: ['스케치', '3D 모델링', '재료 이해', '사용자 관찰'],
  },
  {
    key: 'interior-designer',
    name: '인테리어 디자이너',
    summary: '주거와 상업 공간의 실내를 기능적이고 아름답게 꾸밉니다.',
    description:
      '고객의 요구와 예산에 맞춰 공간 배치, 마감재, 조명, 가구를 계획하고 도면과 투시도를 만듭니다. ' +
      '설계가 끝나면 시공 현장을 점검하며 공정과 품질을 관리하기도 합니다. ' +
      '공간 감각과 도면 작성 능력, 자재와 시공에 대한 지식이 필요합니다.',
    keco: '41',
    holland: 'AER',
    education: 'bachelor',
    majors: ['interior-design', 'architecture'],
    skills: ['공간 계획', '도면 작성', '자재 선정', '고객 상담'],
  },
  {
    key: 'fashion-designer',
    name: '패션 디자이너',
    summary: '의류와 잡화를 기획하고 디자인합니다.',
    description:
      '유행과 시장 조사를 바탕으로 시즌 콘셉트를 정하고 옷의 모양, 소재, 색을 결정해 디자인합니다. ' +
      '의류 브랜드나 제조사에서 패턴사, 생산 담당자와 함께 샘플을 만들고 수정합니다. ' +
      '트렌드 감각과 소재 지식, 도식화를 그리는 능력이 필요합니다.',
    keco: '41',
    holland: 'AER',
    education: 'bachelor',
    majors: ['fashion-design', 'clothing-textiles'],
    skills: ['트렌드 분석', '도식화', '소재 선정', '컬렉션 기획'],
  },
  {
    key: 'visual-merchandiser',
    name: '비주얼 머천다이저',
    summary: '매장과 쇼윈도의 상품 진열을 보기 좋게 연출합니다.',
    description:
      '브랜드 콘셉트에 맞게 매장 동선, 쇼윈도, 마네킹, 진열대를 꾸며 상품이 돋보이게 만듭니다. ' +
      '백화점, 패션·생활용품 브랜드, 유통 기업에서 일하며 시즌마다 연출을 바꿉니다. ' +
      '공간과 색채 감각, 상품과 고객 동선에 대한 이해가 필요합니다.',
    keco: '41',
    holland: 'AER',
    education: 'bachelor',
    majors: ['visual-design', 'interior-design', 'fashion-design'],
    skills: ['공간 연출', '색채 감각', '상품 진열', '트렌드 분석'],
  },
  {
    key: 'motion-graphic-designer',
    name: '모션 그래픽 디자이너',
    summary: '움직이는 그래픽으로 영상 속 정보와 효과를 만듭니다.',
    description:
      '방송 타이틀, 광고, 유튜브 영상, 앱 화면 등에 들어가는 움직이는 그래픽과 애니메이션 효과를 제작합니다. ' +
      '영상 제작사, 방송사, 광고 회사에서 일하며 영상 편집자와 긴밀히 협업합니다. ' +
      '그래픽 디자인 감각과 함께 모션 툴과 타이밍 연출 능력이 필요합니다.',
    keco: '41',
    holland: 'ARI',
    education: 'bachelor',
    majors: ['visual-design', 'animation'],
    skills: ['모션 디자인', '그래픽 디자인', '타이밍 연출', '영상 툴 활용'],
  },
  {
    key: 'illustrator',
    name: '일러스트레이터',
    summary: '책, 광고, 상품에 들어가는 그림을 그립니다.',
    description:
      '출판물 삽화, 광고 이미지, 캐릭터, 굿즈 디자인 등 목적에 맞는 그림을 의뢰받아 그립니다. ' +
      '대부분 프리랜서로 일하며 온라인에 포트폴리오를 공개해 의뢰를 받습니다. ' +
      '자신만의 화풍과 디지털 드로잉 능력, 의뢰인과 소통하는 능력이 중요합니다.',
    keco: '41',
    holland: 'AER',
    education: 'associate',
    majors: ['fine-arts', 'visual-design', 'animation'],
    skills: ['드로잉', '캐릭터 디자인', '디지털 채색', '포트폴리오 관리'],
  },
  {
    key: 'animator',
    name: '애니메이터',
    summary: '캐릭터와 장면에 움직임을 입혀 애니메이션을 만듭니다.',
    description:
      '콘티에 따라 원화와 동화를 그리거나 3D 캐릭터를 조작해 자연스러운 움직임을 만듭니다. ' +
      '애니메이션 스튜디오, 게임 회사, 광고 제작사에서 분업 체계로 일합니다. ' +
      '관찰력과 드로잉 실력, 애니메이션 프로그램을 다루는 능력이 필요합니다.',
    keco: '41',
    holland: 'ARI',
    education: 'associate',
    majors: ['animation', 'fine-arts'],
    skills: ['원화·동화', '3D 애니메이션', '동작 관찰', '콘티 이해'],
  },
  {
    key: 'game-graphic-designer',
    name: '게임 그래픽 디자이너',
    summary: '게임 속 캐릭터, 배경, 아이템, 화면을 디자인합니다.',
    description:
      '게임의 세계관에 맞춰 원화를 그리고 2D·3D 그래픽 리소스와 인터페이스 화면을 만듭니다. ' +
      '게임 개발사에서 기획자, 프로그래머와 함께 일하며 엔진에 맞게 리소스를 최적화합니다. ' +
      '그림 실력과 3D 툴 활용 능력, 게임에 대한 이해가 필요합니다.',
    keco: '41',
    holland: 'ARI',
    education: 'bachelor',
    majors: ['animation', 'game-engineering', 'visual-design'],
    skills: ['게임 원화', '3D 모델링', 'UI 디자인', '리소스 최적화'],
  },
  {
    key: 'actor',
    name: '배우',
    summary: '연극, 영화, 드라마에서 배역을 연기합니다.',
    description:
      '대본을 분석해 인물의 성격과 감정을 이해하고 무대나 카메라 앞에서 연기합니다. ' +
      '오디션을 통해 배역을 얻으며 소속사에 속하거나 극단에서 활동합니다. ' +
      '표현력과 발성, 꾸준한 자기 관리와 불규칙한 수입을 견디는 끈기가 필요합니다.',
    keco: '41',
    holland: 'AES',
    education: 'associate',
    majors: ['theater-film', 'broadcasting-entertainment'],
    skills: ['연기', '발성', '대본 분석', '자기 관리'],
  },
  {
    key: 'singer',
    name: '가수',
    summary: '노래를 부르고 음반과 공연으로 대중에게 선보입니다.',
    description:
      '곡을 연습해 녹음하고 방송, 콘서트, 행사 무대에서 노래합니다. ' +
      '기획사의 연습생 과정을 거치거나 오디션, 인디 활동으로 데뷔하는 경우가 많습니다. ' +
      '가창력과 무대 표현력, 체력과 자기 관리 능력이 필요합니다.',
    keco: '41',
    holland: 'AES',
    education: 'associate',
    majors: ['applied-music', 'music'],
    skills: ['가창', '무대 표현', '음악 해석', '자기 관리'],
  },
  {
    key: 'composer',
    name: '작곡가',
    summary: '노래와 음악 작품의 선율과 화성을 만듭니다.',
    description:
      '대중가요, 드라마·영화 음악, 게임 음악, 광고 음악 등을 작곡하고 편곡합니다. ' +
      '음반 기획사, 음악 제작사와 협업하거나 개인 작업실에서 프리랜서로 일합니다. ' +
      '화성학 지식과 음악 제작 프로그램 활용 능력, 창의성이 필요합니다.',
    keco: '41',
    holland: 'AIE',
    education: 'bachelor',
    majors: ['music', 'applied-music'],
    skills: ['작곡', '편곡', '화성학', '미디 작업'],
  },
  {
    key: 'instrumentalist',
    name: '연주가',
    summary: '악기를 연주해 공연과 음반 녹음에 참여합니다.',
    description:
      '피아노, 현악기, 관악기, 국악기 등을 연주하며 오케스트라, 국악단, 밴드에서 활동하거나 독주회를 엽니다. ' +
      '세션 연주자로 음반 녹음에 참여하거나 레슨을 병행하는 경우도 많습니다. ' +
      '오랜 연습으로 다져진 기량과 음악 해석력, 합주 능력이 필요합니다.',
    keco: '41',
    holland: 'AES',
    education: 'bachelor',
    majors: ['music', 'applied-music'],
    skills: ['악기 연주', '음악 해석', '합주', '꾸준한 연습'],
  },
  {
    key: 'dancer',
    name: '무용가',
    summary: '몸짓으로 감정과 이야기를 표현하는 춤을 공연합니다.',
    description:
      '발레, 현대무용, 한국무용, 스트리트 댄스 등 분야의 작품을 연습해 무대에서 공연합니다. ' +
      '무용단 단원이나 댄서, 안무가로 활동하며 강습을 함께 하기도 합니다. ' +
      '유연성과 체력, 음악성, 꾸준한 훈련을 견디는 자기 관리가 필요합니다.',
    keco: '41',
    holland: 'ARS',
    education: 'bachelor',
    majors: ['dance'],
    skills: ['춤 기술', '안무 표현', '체력 관리', '음악성'],
  },
  {
    key: 'announcer',
    name: '아나운서',
    summary: '방송에서 뉴스를 전하고 프로그램을 진행합니다.',
    description:
      '뉴스를 읽고 시사, 교양, 스포츠, 예능 프로그램을 정확한 발음과 표준어로 진행합니다. ' +
      '방송사의 공개 채용을 통해 입사하거나 프리랜서 진행자로 활동합니다. ' +
      '전달력 있는 목소리와 순발력, 폭넓은 상식이 필요합니다.',
    keco: '41',
    holland: 'ASE',
    education: 'bachelor',
    majors: ['media-communication', 'broadcasting-entertainment', 'korean-language-literature'],
    skills: ['발음·발성', '진행', '순발력', '시사 상식'],
  },
  {
    key: 'broadcast-camera-operator',
    name: '방송 촬영 기사',
    summary: '방송과 영상 제작 현장에서 카메라로 촬영합니다.',
    description:
      '연출자의 의도에 맞춰 카메라 앵글과 움직임을 정하고 스튜디오나 야외에서 장면을 촬영합니다. ' +
      '방송사, 영상 제작사, 중계 업체에서 일하며 드론이나 특수 장비를 다루기도 합니다. ' +
      '장비를 다루는 기술과 화면 구성 감각, 현장 체력이 필요합니다.',
    keco: '41',
    holland: 'RAC',
    education: 'associate',
    majors: ['broadcasting-entertainment', 'theater-film', 'photography'],
    skills: ['카메라 운용', '화면 구성', '조명 이해', '장비 관리'],
  },
  {
    key: 'sound-engineer',
    name: '음향 엔지니어',
    summary: '녹음과 공연 현장에서 소리를 다듬고 조절합니다.',
    description:
      '녹음실, 방송사, 공연장에서 마이크를 배치하고 믹싱 콘솔로 음량과 음색을 조절합니다. ' +
      '음반 믹싱과 마스터링, 영상의 효과음 작업을 맡기도 합니다. ' +
      '예민한 청각과 음향 장비에 대한 기술 지식이 필요합니다.',
    keco: '41',
    holland: 'RAI',
    education: 'associate',
    majors: ['applied-music', 'broadcasting-entertainment', 'electronic-engineering'],
    skills: ['믹싱', '녹음', '음향 장비 운용', '청음'],
  },
  {
    key: 'film-director',
    name: '영화감독',
    summary: '영화의 연출을 맡아 배우와 제작진을 이끕니다.',
    description:
      '시나리오를 해석해 장면을 설계하고 배우의 연기와 촬영, 편집 방향을 결정합니다. ' +
      '단편 영화와 조감독 경험을 쌓은 뒤 장편 연출로 데뷔하는 경우가 많습니다. ' +
      '이야기를 시각화하는 능력과 많은 인원을 이끄는 리더십이 필요합니다.',
    keco: '41',
    holland: 'AES',
    education: 'bachelor',
    majors: ['theater-film'],
    skills: ['연출', '시나리오 해석', '현장 지휘', '편집 감각'],
    experienceFirst: '연출 현장 경력',
  },
  {
    key: 'performance-planner',
    name: '공연 기획자',
    summary: '콘서트, 뮤지컬, 축제 같은 공연을 기획하고 운영합니다.',
    description:
      '공연 콘셉트와 출연진을 정하고 예산, 대관, 홍보, 티켓 판매를 계획해 공연을 무대에 올립니다. ' +
      '공연 기획사, 문화재단, 공연장에서 일하며 현장 운영과 정산까지 맡습니다. ' +
      '기획력과 예산 관리 능력, 여러 관계자를 조율하는 소통 능력이 필요합니다.',
    keco: '41',
    holland: 'EAS',
    education: 'bachelor',
    majors: ['cultural-contents', 'theater-film', 'business-administration'],
    skills: ['공연 기획', '예산 관리', '홍보', '관계자 조율'],
  },
  {
    key: 'entertainment-manager',
    name: '연예인 매니저',
    summary: '연예인의 일정과 활동을 관리하고 지원합니다.',
    description:
      '소속 연예인의 방송, 광고, 행사 일정을 조율하고 현장에 동행해 활동을 돕습니다. ' +
      '경력이 쌓이면 캐스팅 협상과 이미지 관리 등 활동 전략을 함께 세웁니다. ' +
      '원만한 대인 관계와 순발력, 불규칙한 일정을 감당할 체력이 필요합니다.',
    keco: '41',
    holland: 'ESC',
    education: 'associate',
    majors: ['broadcasting-entertainment', 'business-administration'],
    skills: ['일정 관리', '협상', '위기 대응', '대인 관계'],
  },
  {
    key: 'content-creator',
    name: '1인 크리에이터',
    summary: '유튜브 등 플랫폼에 직접 만든 영상 콘텐츠를 올립니다.',
    description:
      '주제를 정해 영상을 기획, 촬영, 편집하고 플랫폼에 올려 구독자와 소통합니다. ' +
      '광고 수익, 후원, 브랜드 협찬으로 수입을 얻으며 MCN 회사에 소속되기도 합니다. ' +
      '기획력과 영상 제작 능력, 꾸준히 업로드하는 성실함이 필요합니다.',
    keco: '41',
    holland: 'AES',
    education: 'high_school',
    majors: ['broadcasting-entertainment', 'media-communication'],
    skills: ['콘텐츠 기획', '영상 촬영·편집', '채널 운영', '트렌드 분석'],
  },
];
