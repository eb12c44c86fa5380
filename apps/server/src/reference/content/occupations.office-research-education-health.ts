// Occupations in KECO major groups 0–3. Our own Korean text, written from general knowledge.

import type { OccupationContent } from './types';

/** KECO major groups 0–3: 경영·사무·금융·보험, 연구·공학기술, 교육·법률·사회복지·경찰·소방·군인, 보건·의료. */
export const OFFICE_RESEARCH_EDUCATION_HEALTH: readonly OccupationContent[] = [
  // 01 관리직(임원·부서장)
  {
    key: 'chief-executive',
    name: '기업 최고경영자',
    summary: '기업의 경영 방향을 정하고 조직 전체를 이끄는 최고 책임자',
    description:
      '회사의 비전과 중장기 전략을 세우고 주요 투자와 인사에 대한 최종 결정을 내립니다. ' +
      '이사회와 주주, 임직원에게 경영 성과를 설명하고 그 결과에 책임을 집니다. ' +
      '보통 오랜 실무와 관리 경험을 거쳐 오르는 자리로, 넓은 시야와 판단력이 필요합니다.',
    keco: '01',
    holland: 'ECS',
    education: 'bachelor',
    majors: ['business-administration', 'economics'],
    skills: ['의사결정', '전략 수립', '리더십', '재무 이해'],
    experienceFirst: '경영 경력',
  },
  {
    key: 'hr-manager',
    name: '인사 관리자',
    summary: '채용·평가·보상 등 인사 제도를 총괄하는 부서 책임자',
    description:
      '인사 부서를 이끌며 채용, 평가, 보상, 교육, 노사 관계에 관한 정책을 세우고 운영합니다. ' +
      '경영진과 협의해 인력 계획을 세우고 조직 문화를 관리합니다. ' +
      '노동 관련 법규에 대한 이해와 구성원과 소통하는 능력이 중요합니다.',
    keco: '01',
    holland: 'ESC',
    education: 'bachelor',
    majors: ['business-administration', 'psychology', 'public-administration'],
    skills: ['조직 관리', '노무 관리', '의사소통', '리더십'],
    experienceFirst: '인사 실무 경력',
  },
  {
    key: 'marketing-manager',
    name: '마케팅 관리자',
    summary: '제품과 브랜드의 마케팅 전략을 책임지는 관리자',
    description:
      '시장과 고객을 분석해 제품과 브랜드의 마케팅 목표와 전략을 정하고 부서를 이끕니다. ' +
      '광고, 판촉, 디지털 마케팅 같은 활동에 예산을 배분하고 성과를 점검합니다. ' +
      '실무 경력을 쌓은 뒤 맡는 경우가 많으며 분석력과 기획력이 함께 요구됩니다.',
    keco: '01',
    holland: 'EAI',
    education: 'bachelor',
    majors: ['business-administration', 'advertising-pr', 'media-communication'],
    skills: ['전략 수립', '시장 분석', '리더십', '예산 관리'],
    experienceFirst: '마케팅 실무 경력',
  },
  {
    key: 'finance-manager',
    name: '재무 관리자',
    summary: '기업의 자금 조달과 운용, 재무 보고를 총괄하는 관리자',
    description:
      '회사의 자금 흐름을 관리하고 예산 편성, 투자 검토, 자금 조달 계획을 책임집니다. ' +
      '재무제표와 경영 지표를 분석해 경영진의 의사결정을 돕습니다. ' +
      '회계와 재무 지식을 바탕으로 위험을 관리하는 신중함이 필요합니다.',
    keco: '01',
    holland: 'CEI',
    education: 'bachelor',
    majors: ['accounting', 'business-administration', 'economics', 'finance-insurance'],
    skills: ['재무 분석', '자금 관리', '예산 관리', '의사결정'],
    experienceFirst: '재무·회계 실무 경력',
  },
  {
    key: 'it-manager',
    name: '정보통신 관리자',
    summary: '기업의 정보시스템과 IT 조직을 이끄는 책임자',
    description:
      '회사의 정보시스템과 IT 인프라, 개발 조직을 총괄하며 어떤 기술을 도입할지 정합니다. ' +
      '보안, 예산, 외주 업체 관리를 함께 맡고 사업 부서와 협력해 필요한 시스템을 갖춥니다. ' +
      '개발이나 운영 실무 경험에 관리 역량을 더한 사람이 주로 맡습니다.',
    keco: '01',
    holland: 'EIC',
    education: 'bachelor',
    majors: ['computer-science', 'management-information-systems', 'software'],
    skills: ['기술 전략', '프로젝트 관리', '리더십', '예산 관리'],
    experienceFirst: '정보통신 실무 경력',
  },
  {
    key: 'senior-public-official',
    name: '고위 공무원',
    summary: '중앙부처나 지방자치단체에서 정책을 결정하고 조직을 이끄는 공무원',
    description:
      '정부 부처나 지방자치단체에서 국·실 단위 조직을 이끌며 정책을 기획하고 결정합니다. ' +
      '국회, 관계 기관, 이해관계자와 협의해 정책을 법령과 예산에 반영합니다. ' +
      '오랜 공직 경력을 거쳐 오르는 경우가 많고 공공성에 대한 책임감이 요구됩니다.',
    keco: '01',
    holland: 'ESC',
    education: 'bachelor',
    majors: ['public-administration', 'political-science', 'law', 'economics'],
    skills: ['정책 결정', '조직 관리', '협상', '리더십'],
    experienceFirst: '공무원 경력',
  },
  {
    key: 'research-manager',
    name: '연구 관리자',
    summary: '연구소와 연구개발 조직의 방향과 자원을 관리하는 책임자',
    description:
      '기업이나 공공 연구소에서 연구개발 과제를 기획하고 인력과 예산을 배분합니다. ' +
      '연구 성과를 평가해 사업화나 후속 연구로 이어지도록 조정합니다. ' +
      '보통 해당 분야의 박사 학위와 오랜 연구 경력을 갖춘 사람이 맡습니다.',
    keco: '01',
    holland: 'IEC',
    education: 'graduate',
    majors: ['business-administration', 'computer-science', 'chemistry', 'biology'],
    skills: ['연구 기획', '조직 관리', '기술 평가', '의사결정'],
    experienceFirst: '연구 경력',
  },
  {
    key: 'production-manager',
    name: '생산 관리자',
    summary: '공장의 생산 계획과 설비, 인력을 총괄하는 관리자',
    description:
      '제조 현장의 생산 계획을 세우고 설비, 인력, 자재를 배분해 목표 생산량을 달성하도록 관리합니다. ' +
      '품질, 원가, 안전 문제를 점검하고 공정 개선을 이끕니다. ' +
      '현장 경험과 함께 공학적 이해와 조정 능력이 필요합니다.',
    keco: '01',
    holland: 'ERC',
    education: 'bachelor',
    majors: ['industrial-engineering', 'mechanical-engineering', 'business-administration'],
    skills: ['공정 관리', '품질 관리', '인력 관리', '문제 해결'],
    experienceFirst: '생산 현장 경력',
  },
  {
    key: 'healthcare-manager',
    name: '보건의료 관리자',
    summary: '병원 등 의료기관의 운영과 행정을 책임지는 관리자',
    description:
      '병원이나 보건 기관의 예산, 인력, 시설, 진료 지원 업무를 총괄합니다. ' +
      '의료 관련 법규와 인증 기준을 지키면서 환자 서비스와 경영 효율을 함께 관리합니다. ' +
      '보건행정이나 경영을 전공하고 의료기관 실무 경력을 쌓은 사람이 주로 맡습니다.',
    keco: '01',
    holland: 'ESC',
    education: 'bachelor',
    majors: ['health-administration', 'business-administration', 'nursing'],
    skills: ['병원 경영', '조직 관리', '의료 법규', '의사소통'],
    experienceFirst: '보건의료 현장 경력',
  },
  {
    key: 'sales-manager',
    name: '영업 관리자',
    summary: '영업 조직을 이끌고 매출 목표를 관리하는 책임자',
    description:
      '영업 부서의 목표를 정하고 지역이나 고객군별로 인력을 배치해 실적을 관리합니다. ' +
      '주요 고객과의 협상에 참여하고 시장 변화에 맞춰 영업 전략을 조정합니다. ' +
      '영업 실무 경력과 함께 사람을 이끄는 능력이 중요합니다.',
    keco: '01',
    holland: 'ESC',
    education: 'bachelor',
    majors: ['business-administration', 'international-trade', 'economics'],
    skills: ['영업 전략', '목표 관리', '협상', '리더십'],
    experienceFirst: '영업 실무 경력',
  },

  // 02 경영·행정·사무직
  {
    key: 'management-consultant',
    name: '경영 컨설턴트',
    summary: '기업의 경영 문제를 진단하고 개선 방안을 제시하는 전문가',
    description:
      '고객 기업의 전략, 조직, 운영상의 문제를 분석하고 해결책을 제안합니다. ' +
      '자료 조사와 인터뷰, 데이터 분석을 거쳐 보고서를 쓰고 경영진에게 발표합니다. ' +
      '논리적 사고와 빠른 학습 능력이 필요하며 프로젝트 단위로 일하는 경우가 많습니다.',
    keco: '02',
    holland: 'EIC',
    education: 'bachelor',
    majors: ['business-administration', 'economics', 'industrial-engineering'],
    skills: ['문제 해결', '자료 분석', '보고서 작성', '발표'],
  },
  {
    key: 'business-planner',
    name: '경영기획 사무원',
    summary: '회사의 사업 계획과 예산, 경영 실적을 관리하는 사무직',
    description:
      '회사의 연간 사업 계획과 예산을 수립하고 부서별 실적을 모아 분석합니다. ' +
      '경영진 보고 자료를 만들고 신규 사업 검토나 조직 개편 같은 과제를 지원합니다. ' +
      '숫자를 다루는 능력과 여러 부서를 조율하는 능력이 필요합니다.',
    keco: '02',
    holland: 'ECI',
    education: 'bachelor',
    majors: ['business-administration', 'economics', 'industrial-engineering'],
    skills: ['사업 계획', '자료 분석', '보고서 작성', '예산 관리'],
  },
  {
    key: 'marketing-specialist',
    name: '마케팅 전문가',
    summary: '고객과 시장을 분석해 판매 전략과 캠페인을 기획하는 전문가',
    description:
      '소비자 조사와 시장 데이터를 바탕으로 제품의 판매 전략과 캠페인을 기획합니다. ' +
      '온라인 광고, SNS, 판촉 행사 등의 성과를 측정하고 개선합니다. ' +
      '트렌드를 읽는 감각과 데이터를 해석하는 능력이 함께 요구됩니다.',
    keco: '02',
    holland: 'EAI',
    education: 'bachelor',
    majors: ['business-administration', 'advertising-pr', 'media-communication', 'psychology'],
    skills: ['시장 분석', '기획력', '데이터 분석', '커뮤니케이션'],
  },
  {
    key: 'product-planner',
    name: '상품 기획자',
    summary: '시장에 내놓을 상품의 콘셉트와 사양, 가격을 정하는 기획자',
    description:
      '소비자 요구와 경쟁 상품을 조사해 새 상품의 콘셉트, 사양, 가격을 정합니다. ' +
      '디자인, 생산, 영업 부서와 협의해 출시 일정을 맞추고 판매 결과를 분석합니다. ' +
      '유통, 패션, 가전, 식품 등 다양한 업계에서 일합니다.',
    keco: '02',
    holland: 'EAC',
    education: 'bachelor',
    majors: ['business-administration', 'industrial-design', 'clothing-textiles'],
    skills: ['시장 조사', '기획력', '원가 관리', '협업'],
  },
  {
    key: 'pr-specialist',
    name: '홍보 전문가',
    summary: '언론과 대중을 상대로 조직의 이미지를 관리하는 전문가',
    description:
      '보도자료를 쓰고 기자와 관계를 유지하며 기업이나 기관의 소식을 알립니다. ' +
      '사내외 홍보 콘텐츠를 기획하고, 부정적인 이슈가 생기면 대응 방안을 마련합니다. ' +
      '글쓰기 능력과 사회 흐름을 읽는 감각이 중요합니다.',
    keco: '02',
    holland: 'EAS',
    education: 'bachelor',
    majors: ['advertising-pr', 'media-communication', 'korean-language-literature'],
    skills: ['글쓰기', '언론 대응', '위기 관리', '커뮤니케이션'],
  },
  {
    key: 'advertising-planner',
    name: '광고 기획자',
    summary: '광고주의 목표에 맞춰 광고 캠페인을 기획하고 진행하는 전문가',
    description:
      '광고 대행사나 기업에서 광고주의 목표를 파악하고 캠페인 전략과 매체 계획을 세웁니다. ' +
      '제작팀과 협업해 광고물을 만들고 집행 결과를 분석해 보고합니다. ' +
      '설득력 있는 발표 능력과 일정 관리 능력이 필요합니다.',
    keco: '02',
    holland: 'EAS',
    education: 'bachelor',
    majors: ['advertising-pr', 'media-communication', 'business-administration'],
    skills: ['기획력', '프레젠테이션', '시장 분석', '협업'],
  },
  {
    key: 'market-researcher',
    name: '시장·여론 조사 전문가',
    summary: '설문과 면접으로 시장과 여론을 조사하고 분석하는 전문가',
    description:
      '조사 목적에 맞게 설문지를 만들고 표본을 설계해 소비자나 국민의 의견을 조사합니다. ' +
      '수집한 자료를 통계적으로 분석하고 시사점을 정리해 보고서로 제공합니다. ' +
      '조사 전문 기관, 광고 회사, 기업 마케팅 부서 등에서 일합니다.',
    keco: '02',
    holland: 'ICE',
    education: 'bachelor',
    majors: ['statistics', 'sociology', 'psychology', 'business-administration'],
    skills: ['조사 설계', '설문 설계', '통계 분석', '보고서 작성'],
  },
  {
    key: 'hr-specialist',
    name: '인사 사무원',
    summary: '채용, 평가, 급여 등 인사 업무를 처리하는 사무직',
    description:
      '채용 공고와 면접 진행, 인사 기록 관리, 급여와 4대 보험 처리 같은 인사 업무를 담당합니다. ' +
      '평가와 교육 제도를 운영하고 직원의 근무 관련 문의에 답합니다. ' +
      '정확한 사무 처리 능력과 노동법에 대한 기본 지식이 필요합니다.',
    keco: '02',
    holland: 'CSE',
    education: 'bachelor',
    majors: ['business-administration', 'psychology', 'public-administration'],
    skills: ['채용 관리', '급여 계산', '노무 관리', '의사소통'],
  },
  {
    key: 'labor-attorney',
    name: '공인노무사',
    summary: '노동 관계 법령에 따라 노사 문제를 상담하고 대리하는 전문가',
    description:
      '근로계약, 임금, 해고, 산업재해 같은 노동 문제에 대해 기업과 근로자에게 자문합니다. ' +
      '노동위원회 사건을 대리하고 취업규칙 작성이나 인사 제도 설계를 돕습니다. ' +
      '공인노무사 국가자격 시험에 합격해야 합니다.',
    keco: '02',
    holland: 'ECS',
    education: 'bachelor',
    majors: ['law', 'business-administration', 'public-administration'],
    skills: ['노동법', '상담', '문서 작성', '협상'],
  },
  {
    key: 'accounting-clerk',
    name: '회계 사무원',
    summary: '전표 처리와 장부 정리 등 회사의 회계 업무를 맡는 사무직',
    description:
      '거래 내역에 따라 전표를 작성하고 장부를 정리하며 입출금과 세금계산서를 관리합니다. ' +
      '월말과 연말 결산을 돕고 부가가치세 신고 자료를 준비합니다. ' +
      '회계 프로그램과 스프레드시트를 정확하게 다루는 능력이 필요합니다.',
    keco: '02',
    holland: 'CEI',
    education: 'associate',
    majors: ['accounting', 'tax-accounting', 'business-administration'],
    skills: ['회계 처리', '전표 작성', '스프레드시트', '꼼꼼함'],
  },
  {
    key: 'accountant',
    name: '공인회계사',
    summary: '기업의 재무제표를 감사하고 회계·세무 자문을 하는 전문가',
    description:
      '회계법인이나 기업에서 재무제표가 회계 기준에 맞게 작성되었는지 감사하고 의견을 냅니다. ' +
      '세무 조정, 기업 가치 평가, 인수합병 자문 같은 업무도 맡습니다. ' +
      '공인회계사 시험에 합격하고 실무 수습을 거쳐야 등록할 수 있습니다.',
    keco: '02',
    holland: 'CEI',
    education: 'bachelor',
    majors: ['accounting', 'business-administration', 'tax-accounting', 'economics'],
    skills: ['회계 감사', '재무 분석', '세무 지식', '분석적 사고'],
  },
  {
    key: 'tax-accountant',
    name: '세무사',
    summary: '개인과 기업의 세금 신고를 대리하고 세무 상담을 하는 전문가',
    description:
      '개인사업자와 법인의 장부 작성과 종합소득세, 법인세, 부가가치세 신고를 대리합니다. ' +
      '세무조사 대응과 절세 상담, 조세 불복 절차도 돕습니다. ' +
      '세무사 자격시험에 합격해야 하며 해마다 바뀌는 세법을 꾸준히 익혀야 합니다.',
    keco: '02',
    holland: 'CEI',
    education: 'bachelor',
    majors: ['tax-accounting', 'accounting', 'law'],
    skills: ['세법 지식', '세무 신고', '상담', '꼼꼼함'],
  },
  {
    key: 'appraiser',
    name: '감정평가사',
    summary: '토지와 건물 등 자산의 경제적 가치를 평가하는 전문가',
    description:
      '토지, 건물, 기계 같은 자산을 조사해 가격을 산정하고 감정평가서를 작성합니다. ' +
      '평가 결과는 공시지가 산정, 토지 보상, 담보 대출, 소송 등에 쓰입니다. ' +
      '감정평가사 시험에 합격해야 하며 현장 조사와 법규 해석 능력이 필요합니다.',
    keco: '02',
    holland: 'CIE',
    education: 'bachelor',
    majors: ['real-estate', 'economics', 'law', 'urban-planning'],
    skills: ['가치 평가', '부동산 지식', '현장 조사', '보고서 작성'],
  },
  {
    key: 'customs-broker',
    name: '관세사',
    summary: '수출입 물품의 통관 절차와 관세 업무를 대행하는 전문가',
    description:
      '수출입 업체를 대신해 세관에 신고하고 품목 분류와 관세 계산을 처리합니다. ' +
      'FTA 원산지 판정, 관세 환급, 관세 조사 대응에 관한 자문도 합니다. ' +
      '관세사 자격시험에 합격해야 하며 무역 실무에 밝아야 합니다.',
    keco: '02',
    holland: 'CEI',
    education: 'bachelor',
    majors: ['international-trade', 'law', 'tax-accounting'],
    skills: ['관세법', '통관 실무', '무역 지식', '문서 작성'],
  },
  {
    key: 'civil-servant',
    name: '일반 행정 공무원',
    summary: '국가나 지방자치단체에서 행정 사무를 처리하는 공무원',
    description:
      '중앙부처, 시·군·구청, 주민센터 등에서 정책 집행, 예산, 민원, 인허가 같은 행정 업무를 합니다. ' +
      '법령과 지침에 따라 문서를 작성하고 관련 기관과 협조합니다. ' +
      '공개경쟁 채용시험에 합격해 임용되며 응시에 학력 제한은 없습니다.',
    keco: '02',
    holland: 'CSE',
    education: 'bachelor',
    majors: ['public-administration', 'law', 'political-science'],
    skills: ['행정 실무', '문서 작성', '민원 응대', '법규 해석'],
  },
  {
    key: 'public-institution-clerk',
    name: '공공기관 사무원',
    summary: '공기업과 공공기관에서 사업과 경영 지원 업무를 맡는 사무직',
    description:
      '공기업이나 준정부기관에서 기관의 고유 사업을 운영하고 예산, 인사, 총무 같은 경영 지원 업무를 처리합니다. ' +
      '정부 정책과 규정에 맞춰 사업 계획을 세우고 실적을 보고합니다. ' +
      '대개 필기시험과 면접으로 이뤄지는 공개 채용을 거쳐 입사합니다.',
    keco: '02',
    holland: 'CES',
    education: 'bachelor',
    majors: ['public-administration', 'business-administration', 'economics'],
    skills: ['행정 실무', '문서 작성', '사업 관리', '협업'],
  },
  {
    key: 'general-affairs-clerk',
    name: '총무 사무원',
    summary: '회사의 시설, 비품, 행사 등 살림을 맡는 사무직',
    description:
      '사무실 시설과 비품, 차량, 각종 계약 관리 등 회사 운영에 필요한 지원 업무를 담당합니다. ' +
      '사내 행사와 복리후생 제도를 운영하고 여러 부서의 요청을 조율합니다. ' +
      '꼼꼼함과 함께 다양한 사람과 원만하게 일하는 능력이 필요합니다.',
    keco: '02',
    holland: 'CSE',
    education: 'associate',
    majors: ['business-administration', 'secretarial-office', 'public-administration'],
    skills: ['사무 관리', '자산 관리', '문서 작성', '대인 관계'],
  },
  {
    key: 'trade-clerk',
    name: '무역 사무원',
    summary: '수출입 계약과 선적, 대금 결제 서류를 처리하는 사무직',
    description:
      '수출입 계약에 따라 신용장, 선적 서류, 통관 서류를 준비하고 운송 일정을 관리합니다. ' +
      '해외 거래처와 이메일로 소통하며 대금 결제와 클레임을 처리합니다. ' +
      '무역 실무 지식과 영어 등 외국어 능력이 중요합니다.',
    keco: '02',
    holland: 'CES',
    education: 'bachelor',
    majors: ['international-trade', 'business-administration', 'english-language-literature'],
    skills: ['무역 실무', '외국어', '서류 작성', '일정 관리'],
  },
  {
    key: 'logistics-clerk',
    name: '물류 사무원',
    summary: '입출고와 재고, 배송 일정을 관리하는 사무직',
    description:
      '창고의 입고와 출고 내역, 재고를 관리하고 운송 업체와 배송 일정을 조정합니다. ' +
      '물류 관리 시스템에 자료를 입력하고 오배송이나 지연 같은 문제를 처리합니다. ' +
      '물류 회사, 유통 기업, 제조 기업 등에서 일합니다.',
    keco: '02',
    holland: 'CER',
    education: 'associate',
    majors: ['logistics-management', 'international-trade', 'business-administration'],
    skills: ['재고 관리', '물류 시스템', '일정 관리', '문제 해결'],
  },
  {
    key: 'production-clerk',
    name: '생산관리 사무원',
    summary: '생산 일정과 자재 수급, 생산 실적을 관리하는 사무직',
    description:
      '주문량에 맞춰 생산 일정을 짜고 필요한 원자재와 부품이 제때 들어오도록 관리합니다. ' +
      '생산 실적과 재고를 집계해 보고하고 생산 현장과 영업 부서 사이를 조율합니다. ' +
      '제조 공정에 대한 이해와 정확한 자료 관리 능력이 필요합니다.',
    keco: '02',
    holland: 'CER',
    education: 'associate',
    majors: ['industrial-engineering', 'business-administration', 'mechanical-engineering'],
    skills: ['생산 계획', '자재 관리', '일정 관리', '자료 정리'],
  },
  {
    key: 'quality-clerk',
    name: '품질관리 사무원',
    summary: '제품 품질 기준과 검사 결과, 인증 문서를 관리하는 사무직',
    description:
      '제품과 원자재의 검사 결과를 기록하고 품질 기준에 맞는지 확인합니다. ' +
      '불량 원인에 관한 자료를 정리하고 ISO 같은 품질 인증에 필요한 문서를 관리합니다. ' +
      '통계적 품질 관리 기법과 꼼꼼한 기록 습관이 도움이 됩니다.',
    keco: '02',
    holland: 'CRI',
    education: 'associate',
    majors: ['industrial-engineering', 'chemical-engineering', 'mechanical-engineering'],
    skills: ['품질 검사', '통계 분석', '문서 관리', '꼼꼼함'],
  },
  {
    key: 'secretary',
    name: '비서',
    summary: '임원의 일정과 업무를 보좌하는 사무직',
    description:
      '임원이나 관리자의 일정을 조정하고 회의, 출장, 손님 응대를 준비합니다. ' +
      '문서와 자료를 정리하고 외부 연락을 관리하며 업무가 원활히 진행되도록 돕습니다. ' +
      '세심함과 예의 바른 태도, 기밀을 지키는 신뢰성이 필요합니다.',
    keco: '02',
    holland: 'CSE',
    education: 'associate',
    majors: ['secretarial-office', 'business-administration', 'english-language-literature'],
    skills: ['일정 관리', '문서 작성', '의전', '고객 응대'],
  },
  {
    key: 'customer-service-rep',
    name: '고객 상담원',
    summary: '전화와 채팅으로 고객 문의와 불만을 처리하는 상담원',
    description:
      '콜센터나 고객센터에서 전화, 채팅, 이메일로 들어오는 문의에 답하고 불편 사항을 처리합니다. ' +
      '상담 내용을 전산에 기록하고 필요하면 담당 부서로 연결합니다. ' +
      '차분한 말투와 인내심, 상품과 제도에 대한 정확한 이해가 중요합니다.',
    keco: '02',
    holland: 'SCE',
    education: 'high_school',
    majors: [],
    skills: ['고객 응대', '의사소통', '문제 해결', '전산 입력'],
  },
  {
    key: 'statistics-clerk',
    name: '통계 사무원',
    summary: '조사 자료를 입력하고 통계표로 정리하는 사무직',
    description:
      '조사나 업무 과정에서 모은 자료를 입력하고 오류를 검토한 뒤 통계표와 그래프로 정리합니다. ' +
      '통계청, 공공기관, 조사 기관, 기업 등에서 일합니다. ' +
      '스프레드시트와 통계 프로그램을 다룰 줄 알아야 합니다.',
    keco: '02',
    holland: 'CIE',
    education: 'associate',
    majors: ['statistics', 'business-administration', 'management-information-systems'],
    skills: ['자료 입력', '통계 처리', '스프레드시트', '꼼꼼함'],
  },
  {
    key: 'office-assistant',
    name: '사무 보조원',
    summary: '문서 작성과 자료 정리 등 일반 사무를 돕는 직원',
    description:
      '문서 작성, 복사와 스캔, 자료 정리, 전화 응대처럼 부서의 일상적인 사무를 돕습니다. ' +
      '사무용품을 관리하고 간단한 전산 입력을 맡습니다. ' +
      '기본적인 컴퓨터 활용 능력과 성실함이 필요합니다.',
    keco: '02',
    holland: 'CSR',
    education: 'high_school',
    majors: [],
    skills: ['문서 작성', '자료 정리', '전화 응대', '컴퓨터 활용'],
  },
  {
    key: 'event-planner',
    name: '행사 기획자',
    summary: '전시회, 국제회의, 기업 행사를 기획하고 운영하는 전문가',
    description:
      '기업 행사, 전시회, 국제회의 등의 콘셉트를 정하고 장소, 예산, 프로그램을 기획합니다. ' +
      '협력 업체를 섭외하고 당일 현장 운영을 지휘하며 행사가 끝나면 결과를 정리합니다. ' +
      '돌발 상황에 침착하게 대응하는 능력이 중요합니다.',
    keco: '02',
    holland: 'EAS',
    education: 'bachelor',
    majors: ['tourism-management', 'hotel-management', 'advertising-pr'],
    skills: ['기획력', '일정 관리', '협상', '현장 운영'],
  },
  {
    key: 'purchasing-clerk',
    name: '구매 사무원',
    summary: '필요한 자재와 서비스를 적정 가격에 사들이는 사무직',
    description:
      '회사에 필요한 원자재, 부품, 장비, 서비스를 조사하고 공급업체를 선정합니다. ' +
      '견적을 비교해 가격과 납기를 협상하고 계약, 발주, 대금 처리를 관리합니다. ' +
      '원가 감각과 협상력, 공정한 업무 태도가 필요합니다.',
    keco: '02',
    holland: 'CEI',
    education: 'bachelor',
    majors: ['business-administration', 'international-trade', 'logistics-management'],
    skills: ['협상', '원가 분석', '계약 관리', '공급업체 관리'],
  },
  {
    key: 'receptionist',
    name: '안내 접수원',
    summary: '방문객을 맞이하고 안내와 접수를 맡는 직원',
    description:
      '회사, 병원, 공공기관의 안내 데스크에서 방문객을 맞아 용건을 확인하고 담당자에게 연결합니다. ' +
      '예약과 접수를 처리하고 전화와 간단한 문의에 답합니다. ' +
      '밝은 태도와 친절한 말씨가 중요합니다.',
    keco: '02',
    holland: 'SCE',
    education: 'high_school',
    majors: [],
    skills: ['고객 응대', '안내', '전화 응대', '예약 관리'],
  },

  // 03 금융·보험직
  {
    key: 'bank-teller',
    name: '은행 창구 사무원',
    summary: '은행 창구에서 예금, 송금, 대출 상담을 처리하는 직원',
    description:
      '은행 지점 창구에서 계좌 개설, 입출금, 송금, 공과금 수납 같은 업무를 처리합니다. ' +
      '고객에게 예금, 펀드, 대출 상품을 안내하고 필요한 서류를 확인합니다. ' +
      '정확한 전산 처리와 친절한 응대가 중요하며 금융 관련 자격증이 도움이 됩니다.',
    keco: '03',
    holland: 'CSE',
    education: 'bachelor',
    majors: ['finance-insurance', 'business-administration', 'economics'],
    skills: ['고객 응대', '금융 상품 지식', '전산 처리', '정확성'],
  },
  {
    key: 'loan-officer',
    name: '여신 심사역',
    summary: '대출 신청자의 상환 능력을 심사하는 금융 전문가',
    description:
      '개인이나 기업의 재무 상태, 담보, 사업성을 검토해 대출 승인 여부와 한도, 금리를 판단합니다. ' +
      '대출이 나간 뒤에도 차주의 상황을 점검해 부실 위험을 관리합니다. ' +
      '재무제표를 읽는 능력과 신중한 판단력이 필요합니다.',
    keco: '03',
    holland: 'CIE',
    education: 'bachelor',
    majors: ['finance-insurance', 'economics', 'accounting', 'business-administration'],
    skills: ['신용 평가', '재무 분석', '위험 관리', '보고서 작성'],
  },
  {
    key: 'investment-analyst',
    name: '투자 분석가',
    summary: '기업과 산업을 분석해 투자 의견을 내는 애널리스트',
    description:
      '증권사나 자산운용사에서 산업 동향과 기업 실적을 분석해 주가 전망과 투자 의견을 담은 보고서를 씁니다. ' +
      '기업 탐방과 재무 모델링으로 기업 가치를 평가하고 투자자에게 설명합니다. ' +
      '분석력과 함께 빠르게 변하는 시장을 꾸준히 공부하는 자세가 필요합니다.',
    keco: '03',
    holland: 'ICE',
    education: 'bachelor',
    majors: ['economics', 'finance-insurance', 'business-administration', 'statistics'],
    skills: ['재무 분석', '산업 분석', '가치 평가', '보고서 작성'],
  },
  {
    key: 'fund-manager',
    name: '자산 운용가',
    summary: '고객의 자금을 주식·채권 등에 투자해 운용하는 전문가',
    description:
      '자산운용사나 연기금에서 펀드 자금을 주식, 채권, 대체투자 등에 배분하고 운용 성과를 책임집니다. ' +
      '시장 상황과 위험을 분석해 투자 종목과 비중을 결정합니다. ' +
      '빠른 판단력과 압박 속에서도 원칙을 지키는 자세가 요구됩니다.',
    keco: '03',
    holland: 'EIC',
    education: 'bachelor',
    majors: ['economics', 'finance-insurance', 'business-administration', 'mathematics'],
    skills: ['포트폴리오 관리', '투자 판단', '위험 관리', '시장 분석'],
  },
  {
    key: 'actuary',
    name: '보험 계리사',
    summary: '통계와 수학으로 보험료와 책임준비금을 산정하는 전문가',
    description:
      '사고율, 사망률 같은 통계를 바탕으로 보험 상품의 보험료와 회사가 쌓아야 할 준비금을 계산합니다. ' +
      '상품 개발과 회사의 재무 건전성 평가에 참여합니다. ' +
      '보험계리사 자격시험에 합격해야 하며 수학과 통계에 강해야 합니다.',
    keco: '03',
    holland: 'ICE',
    education: 'bachelor',
    majors: ['mathematics', 'statistics', 'finance-insurance'],
    skills: ['확률 통계', '수리 모델링', '보험 지식', '프로그래밍'],
  },
  {
    key: 'claims-adjuster',
    name: '손해 사정사',
    summary: '보험 사고의 원인과 손해액을 조사해 보험금을 산정하는 전문가',
    description:
      '보험 사고가 나면 현장과 서류를 조사해 사고 원인과 손해 규모를 확인합니다. ' +
      '약관에 따라 보상 책임과 보험금을 산정하고 보험사와 보험 가입자 사이를 조정합니다. ' +
      '손해사정사 자격이 필요하며 차량, 재물, 신체 손해처럼 분야를 나눠 일합니다.',
    keco: '03',
    holland: 'CIE',
    education: 'bachelor',
    majors: ['finance-insurance', 'law', 'business-administration'],
    skills: ['사고 조사', '보험 약관', '손해액 산정', '협상'],
  },
  {
    key: 'insurance-underwriter',
    name: '보험 언더라이터',
    summary: '보험 가입 신청의 위험도를 평가해 인수 여부를 정하는 전문가',
    description:
      '보험 가입 신청서와 건강, 직업, 재산 정보를 검토해 보험사가 떠안을 위험을 평가합니다. ' +
      '위험 수준에 따라 가입을 승인하거나 조건과 보험료를 조정합니다. ' +
      '보험 약관과 통계에 대한 이해가 필요합니다.',
    keco: '03',
    holland: 'CIE',
    education: 'bachelor',
    majors: ['finance-insurance', 'statistics', 'business-administration'],
    skills: ['위험 평가', '보험 약관', '자료 분석', '의사결정'],
  },
  {
    key: 'insurance-agent',
    name: '보험 설계사',
    summary: '고객의 필요에 맞는 보험을 설계하고 판매하는 영업 전문가',
    description:
      '고객의 가족 구성, 소득, 위험 요인을 상담해 알맞은 보험 상품을 추천하고 계약을 맺습니다. ' +
      '가입 뒤에도 보험금 청구와 계약 변경을 도우며 관계를 이어갑니다. ' +
      '보험협회 등록 시험에 합격해야 하며 성과에 따라 소득이 달라지는 경우가 많습니다.',
    keco: '03',
    holland: 'ESC',
    education: 'high_school',
    majors: [],
    skills: ['상담', '영업', '보험 상품 지식', '관계 관리'],
  },
  {
    key: 'securities-broker',
    name: '증권 중개인',
    summary: '고객의 주식·채권 매매를 중개하고 투자 상담을 하는 직원',
    description:
      '증권사 지점이나 본사에서 고객의 주식, 채권, 펀드 거래를 중개하고 투자 정보를 제공합니다. ' +
      '시장 동향을 설명하고 고객의 투자 성향에 맞는 상품을 권합니다. ' +
      '투자자산운용사 같은 자격이 도움이 되며 고객의 신뢰를 얻는 것이 중요합니다.',
    keco: '03',
    holland: 'ECI',
    education: 'bachelor',
    majors: ['economics', 'finance-insurance', 'business-administration'],
    skills: ['투자 상담', '시장 분석', '영업', '고객 관리'],
  },
  {
    key: 'private-banker',
    name: '프라이빗 뱅커',
    summary: '고액 자산가의 자산을 종합적으로 관리하는 금융 전문가',
    description:
      '은행이나 증권사에서 자산이 많은 고객을 맡아 예금, 투자, 세금, 상속, 부동산까지 아우르는 자산 관리를 ' +
      '제안합니다. ' +
      '세무사, 투자 전문가와 협력해 고객별 맞춤 계획을 세웁니다. ' +
      '폭넓은 금융 지식과 오랜 신뢰 관계를 쌓는 능력이 필요합니다.',
    keco: '03',
    holland: 'ESC',
    education: 'bachelor',
    majors: ['finance-insurance', 'economics', 'business-administration'],
    skills: ['자산 관리', '상담', '세무 지식', '관계 관리'],
    experienceFirst: '금융권 경력',
  },
  {
    key: 'financial-planner',
    name: '재무 설계사',
    summary: '개인의 소득과 지출을 분석해 재무 계획을 세워 주는 전문가',
    description:
      '고객의 소득, 지출, 부채, 자산을 분석해 저축, 투자, 보험, 은퇴 준비를 아우르는 재무 계획을 세웁니다. ' +
      '생애 주기에 맞춰 목표를 정하고 계획을 주기적으로 점검합니다. ' +
      'AFPK, CFP 같은 자격이 도움이 됩니다.',
    keco: '03',
    holland: 'SEC',
    education: 'bachelor',
    majors: ['finance-insurance', 'economics', 'business-administration'],
    skills: ['재무 상담', '자산 배분', '세무 지식', '의사소통'],
  },
  {
    key: 'risk-manager',
    name: '금융 리스크 관리자',
    summary: '금융회사의 시장·신용·운영 위험을 측정하고 관리하는 전문가',
    description:
      '은행, 증권사, 보험사에서 금리와 환율 변동, 거래 상대방의 부도 같은 위험을 계량적으로 측정합니다. ' +
      '위험 한도를 정하고 감독 규정에 맞춰 관리 현황을 보고합니다. ' +
      '통계와 금융공학 지식이 필요하며 FRM 같은 자격이 도움이 됩니다.',
    keco: '03',
    holland: 'ICE',
    education: 'bachelor',
    majors: ['finance-insurance', 'statistics', 'economics', 'mathematics'],
    skills: ['위험 측정', '통계 분석', '금융 규제', '보고서 작성'],
  },
  {
    key: 'insurance-clerk',
    name: '보험 사무원',
    summary: '보험 계약과 보험금 청구 서류를 처리하는 사무직',
    description:
      '보험사에서 계약 체결, 변경, 해지에 필요한 서류를 확인하고 전산에 처리합니다. ' +
      '보험금 청구 서류를 접수해 검토하고 고객 문의에 답합니다. ' +
      '약관에 대한 이해와 정확한 사무 처리가 중요합니다.',
    keco: '03',
    holland: 'CSE',
    education: 'associate',
    majors: ['finance-insurance', 'business-administration'],
    skills: ['서류 심사', '전산 처리', '고객 응대', '정확성'],
  },
  {
    key: 'credit-analyst',
    name: '신용 분석가',
    summary: '기업과 채권의 신용도를 분석해 등급을 매기는 전문가',
    description:
      '신용평가사나 금융회사에서 기업의 재무 구조와 사업 위험을 분석해 채무를 갚지 못할 가능성을 평가합니다. ' +
      '분석 결과를 바탕으로 신용등급을 정하고 그 근거를 보고서로 공개합니다. ' +
      '회계와 산업에 대한 깊은 이해가 필요합니다.',
    keco: '03',
    holland: 'ICE',
    education: 'bachelor',
    majors: ['economics', 'accounting', 'finance-insurance'],
    skills: ['재무 분석', '신용 평가', '산업 분석', '보고서 작성'],
  },
  {
    key: 'fx-dealer',
    name: '외환 딜러',
    summary: '은행에서 외화를 사고팔며 수익과 환율 위험을 관리하는 전문가',
    description:
      '은행의 딜링룸에서 환율 움직임을 지켜보며 외화와 외환 파생상품을 거래합니다. ' +
      '기업 고객의 환전 수요를 처리하고 은행이 보유한 외화의 위험을 관리합니다. ' +
      '짧은 시간에 판단해야 하므로 집중력과 냉정함이 필요합니다.',
    keco: '03',
    holland: 'ECI',
    education: 'bachelor',
    majors: ['economics', 'finance-insurance', 'international-trade'],
    skills: ['시장 분석', '빠른 판단', '위험 관리', '수리 능력'],
  },
  {
    key: 'debt-collector',
    name: '채권 추심원',
    summary: '연체된 채권을 회수하기 위해 채무자와 협의하는 직원',
    description:
      '신용정보회사나 금융회사에서 연체된 대출금이나 대금을 회수하려고 채무자와 연락하고 상환 계획을 협의합니다. ' +
      '관련 법규가 정한 절차를 지키며 재산 조사나 법적 조치를 준비하기도 합니다. ' +
      '감정적인 대응을 피하는 인내심과 협상력이 필요합니다.',
    keco: '03',
    holland: 'ECS',
    education: 'high_school',
    majors: [],
    skills: ['협상', '법규 이해', '상담', '인내심'],
  },

  // 11 인문·사회과학 연구직
  {
    key: 'economist',
    name: '경제학 연구원',
    summary: '경제 현상을 분석하고 전망과 정책 방향을 연구하는 연구원',
    description:
      '국책 연구기관, 민간 경제연구소, 중앙은행 등에서 경기, 산업, 고용, 물가 같은 경제 현상을 분석합니다. ' +
      '계량 모형으로 전망을 내고 정책 제언을 담은 보고서를 씁니다. ' +
      '대체로 경제학 석사 이상의 학위가 필요합니다.',
    keco: '11',
    holland: 'ICE',
    education: 'graduate',
    majors: ['economics', 'statistics'],
    skills: ['경제 분석', '계량 분석', '통계 프로그램', '보고서 작성'],
  },
  {
    key: 'sociologist',
    name: '사회학 연구원',
    summary: '사회 구조와 집단 행동을 조사하고 분석하는 연구원',
    description:
      '인구, 가족, 노동, 불평등 같은 사회 현상을 설문과 면접, 통계 자료로 연구합니다. ' +
      '연구 결과를 논문과 보고서로 발표하고 정책 수립에 필요한 근거를 제공합니다. ' +
      '대학 부설 연구소나 공공 연구기관에서 주로 일합니다.',
    keco: '11',
    holland: 'ISA',
    education: 'graduate',
    majors: ['sociology', 'statistics'],
    skills: ['조사 설계', '자료 분석', '논문 작성', '비판적 사고'],
  },
  {
    key: 'psychology-researcher',
    name: '심리학 연구원',
    summary: '인간의 마음과 행동을 실험과 조사로 연구하는 연구원',
    description:
      '인지, 정서, 발달, 사회적 행동 등 인간의 심리를 실험과 조사로 연구합니다. ' +
      '연구 결과를 학술지에 발표하고 교육, 산업, 상담 분야에서 활용되도록 돕습니다. ' +
      '심리학 석사 이상의 학위와 통계 분석 능력이 필요합니다.',
    keco: '11',
    holland: 'ISA',
    education: 'graduate',
    majors: ['psychology', 'statistics'],
    skills: ['실험 설계', '통계 분석', '논문 작성', '관찰력'],
  },
  {
    key: 'policy-researcher',
    name: '정책 연구원',
    summary: '정부 정책을 분석하고 개선 방안을 연구하는 연구원',
    description:
      '국책 연구기관이나 지자체 연구원에서 복지, 교육, 행정, 외교 같은 분야의 정책 효과를 분석합니다. ' +
      '국내외 사례를 조사해 제도 개선안을 만들고 정부에 제안합니다. ' +
      '석사 이상의 학위와 함께 설득력 있는 글쓰기 능력이 필요합니다.',
    keco: '11',
    holland: 'IEC',
    education: 'graduate',
    majors: ['public-administration', 'political-science', 'economics', 'sociology'],
    skills: ['정책 분석', '자료 조사', '보고서 작성', '논리적 사고'],
  },
  {
    key: 'historian',
    name: '역사학 연구원',
    summary: '사료를 조사하고 해석해 과거를 연구하는 연구원',
    description:
      '고문서, 기록물, 유물 같은 사료를 모으고 해석해 특정 시대와 사회를 연구합니다. ' +
      '연구 결과를 논문과 책으로 펴내고 박물관 전시, 교육 자료, 역사 편찬 사업에 참여합니다. ' +
      '한문이나 외국어처럼 사료를 읽는 데 필요한 언어 능력이 중요합니다.',
    keco: '11',
    holland: 'IAC',
    education: 'graduate',
    majors: ['history', 'archaeology-art-history'],
    skills: ['사료 해석', '고문헌 독해', '논문 작성', '비판적 사고'],
  },
  {
    key: 'linguist',
    name: '언어학 연구원',
    summary: '언어의 구조와 쓰임을 연구하는 연구원',
    description:
      '소리, 단어, 문장 구조, 의미처럼 언어의 여러 측면을 분석하고 언어 사용의 변화를 연구합니다. ' +
      '사전 편찬, 말뭉치 구축, 언어 정책 같은 사업에 참여하기도 합니다. ' +
      '최근에는 자연어 처리 연구와 맞닿아 있어 컴퓨터 활용 능력도 중요해졌습니다.',
    keco: '11',
    holland: 'IAC',
    education: 'graduate',
    majors: ['linguistics', 'korean-language-literature', 'english-language-literature'],
    skills: ['언어 분석', '말뭉치 구축', '논문 작성', '외국어'],
  },
  {
    key: 'education-researcher',
    name: '교육학 연구원',
    summary: '교육과정과 제도, 학습 효과를 연구하는 연구원',
    description:
      '교육 연구기관이나 교육청 산하 기관에서 교육과정, 평가, 교육 정책의 효과를 연구합니다. ' +
      '학업성취도 조사, 교재 개발, 교원 연수 프로그램 설계에도 참여합니다. ' +
      '교육학 석사 이상의 학위와 자료 분석 능력이 필요합니다.',
    keco: '11',
    holland: 'ISC',
    education: 'graduate',
    majors: ['education', 'psychology', 'statistics'],
    skills: ['교육 평가', '조사 설계', '통계 분석', '보고서 작성'],
  },
  {
    key: 'political-scientist',
    name: '정치학 연구원',
    summary: '선거, 정당, 국제 관계 같은 정치 현상을 연구하는 연구원',
    description:
      '선거와 여론, 정당과 의회, 국제 관계 같은 정치 현상을 자료와 조사로 분석합니다. ' +
      '국책 연구기관, 대학 연구소, 정당 연구소에서 일하며 분석 결과를 논문과 정책 보고서로 발표합니다. ' +
      '정치학 석사 이상의 학위와 통계 분석 능력, 균형 잡힌 시각이 필요합니다.',
    keco: '11',
    holland: 'IES',
    education: 'graduate',
    majors: ['political-science', 'public-administration', 'statistics'],
    skills: ['정치 분석', '여론 조사', '논문 작성', '비판적 사고'],
  },

  // 12 자연·생명과학 연구직
  {
    key: 'biologist',
    name: '생명과학 연구원',
    summary: '생명 현상의 원리를 실험으로 밝히는 연구원',
    description:
      '세포, 유전자, 단백질 같은 생명 현상의 원리를 실험으로 연구합니다. ' +
      '대학, 정부 출연 연구소, 바이오 기업에서 연구 결과를 신약, 진단, 농업 기술 개발에 응용합니다. ' +
      '석사 이상의 학위와 끈기 있게 실험하는 자세가 필요합니다.',
    keco: '12',
    holland: 'IRC',
    education: 'graduate',
    majors: ['biology', 'chemistry'],
    skills: ['실험 설계', '분자생물학 기법', '자료 분석', '논문 작성'],
  },
  {
    key: 'chemist',
    name: '화학 연구원',
    summary: '물질의 성질과 반응을 연구해 새로운 물질을 개발하는 연구원',
    description:
      '물질의 구조와 반응을 연구하고 새로운 화합물이나 소재를 합성합니다. ' +
      '분석 장비로 물질을 측정하고 결과를 해석해 제품 개발에 활용합니다. ' +
      '화학 기업, 연구소, 대학에서 일하며 실험 안전 수칙을 철저히 지켜야 합니다.',
    keco: '12',
    holland: 'IRC',
    education: 'graduate',
    majors: ['chemistry', 'chemical-engineering'],
    skills: ['실험 설계', '기기 분석', '자료 해석', '안전 관리'],
  },
  {
    key: 'physicist',
    name: '물리학 연구원',
    summary: '자연의 기본 원리를 이론과 실험으로 연구하는 연구원',
    description:
      '물질, 빛, 에너지의 기본 원리를 이론 계산과 실험으로 연구합니다. ' +
      '반도체, 광학, 양자 기술 같은 응용 분야로 연구 성과를 넓히기도 합니다. ' +
      '대학과 국책 연구소가 주요 일터이며 보통 박사 학위가 필요합니다.',
    keco: '12',
    holland: 'IRA',
    education: 'graduate',
    majors: ['physics', 'mathematics'],
    skills: ['수리 모델링', '실험 설계', '프로그래밍', '자료 분석'],
  },
  {
    key: 'statistics-researcher',
    name: '통계학 연구원',
    summary: '통계 방법론을 개발하고 자료 분석 방법을 연구하는 연구원',
    description:
      '새로운 통계 분석 방법을 개발하거나 의학, 경제, 사회 자료에 통계 기법을 적용해 연구합니다. ' +
      '통계청, 연구기관, 대학, 제약 회사 등에서 일합니다. ' +
      '수학적 사고력과 R, Python 같은 분석 도구를 다루는 능력이 필요합니다.',
    keco: '12',
    holland: 'ICR',
    education: 'graduate',
    majors: ['statistics', 'mathematics', 'data-science'],
    skills: ['통계 모델링', '프로그래밍', '자료 분석', '논리적 사고'],
  },
  {
    key: 'meteorologist',
    name: '기상 연구원',
    summary: '날씨와 기후를 관측·분석해 예측 기술을 연구하는 연구원',
    description:
      '기상청이나 연구기관에서 관측 자료와 수치 예보 모델을 분석해 날씨와 기후 변화를 연구합니다. ' +
      '예보 정확도를 높이는 기술을 개발하고 기후 변화의 영향을 평가합니다. ' +
      '대기과학 지식과 대용량 자료를 다루는 프로그래밍 능력이 필요합니다.',
    keco: '12',
    holland: 'IRC',
    education: 'graduate',
    majors: ['earth-science', 'physics', 'statistics'],
    skills: ['수치 모델링', '자료 분석', '프로그래밍', '예보 판단'],
  },
  {
    key: 'agricultural-researcher',
    name: '농업 연구원',
    summary: '작물과 가축의 생산성을 높이는 기술을 연구하는 연구원',
    description:
      '농촌진흥청, 도 농업기술원, 종자 기업 등에서 새 품종을 개발하고 재배, 병해충 방제, 가축 사육 기술을 ' +
      '연구합니다. ' +
      '시험 포장과 실험실을 오가며 결과를 분석하고 농가에 보급할 기술을 만듭니다. ' +
      '현장 감각과 생물학 지식이 함께 필요합니다.',
    keco: '12',
    holland: 'IRC',
    education: 'graduate',
    majors: ['agriculture', 'horticulture', 'animal-science', 'biology'],
    skills: ['품종 개발', '재배 실험', '자료 분석', '현장 조사'],
  },
  {
    key: 'forestry-researcher',
    name: '산림 연구원',
    summary: '숲의 생태와 산림 자원의 활용을 연구하는 연구원',
    description:
      '국립산림과학원 같은 연구기관에서 산림 생태, 나무 품종 개량, 산림 병해충, 목재 이용을 연구합니다. ' +
      '산불과 산사태 예방, 탄소 흡수 같은 공익적 기능에 관한 연구도 합니다. ' +
      '산지 현장 조사가 많아 체력과 꼼꼼한 기록 습관이 필요합니다.',
    keco: '12',
    holland: 'IRC',
    education: 'graduate',
    majors: ['forestry', 'biology', 'agriculture'],
    skills: ['산림 조사', '수목 생리', '자료 분석', '현장 조사'],
  },
  {
    key: 'marine-scientist',
    name: '해양 연구원',
    summary: '바다의 환경과 생물, 자원을 조사하고 연구하는 연구원',
    description:
      '해양 연구기관에서 해류, 해저 지형, 해양 생물, 해양 자원을 조사하고 분석합니다. ' +
      '조사선을 타고 현장 관측을 하며 해양 환경 보전과 수산 자원 관리에 필요한 자료를 만듭니다. ' +
      '장기간의 선상 조사를 견디는 체력도 필요합니다.',
    keco: '12',
    holland: 'IRC',
    education: 'graduate',
    majors: ['marine-science', 'earth-science', 'biology'],
    skills: ['현장 조사', '자료 분석', '실험', '수치 모델링'],
  },
  {
    key: 'pharma-researcher',
    name: '의약품 연구원',
    summary: '새로운 의약품의 후보 물질을 찾고 효능을 검증하는 연구원',
    description:
      '제약·바이오 기업이나 연구소에서 질병의 원인을 겨냥하는 후보 물질을 찾고 효능과 독성을 실험으로 확인합니다. ' +
      '임상시험 단계로 넘어가는 데 필요한 자료를 만들고 허가 절차를 지원합니다. ' +
      '약학, 화학, 생물학 지식과 엄격한 연구 기록 습관이 필요합니다.',
    keco: '12',
    holland: 'IRC',
    education: 'graduate',
    majors: ['pharmacy', 'chemistry', 'biology'],
    skills: ['실험 설계', '약물 분석', '문헌 조사', '연구 기록'],
  },

  // 13 정보통신 연구개발직 및 공학기술직
  {
    key: 'software-developer',
    name: '소프트웨어 개발자',
    summary: '요구에 맞는 소프트웨어를 설계하고 구현하는 개발자',
    description:
      '사용자와 기획자의 요구를 분석해 응용 프로그램과 서버 시스템을 설계하고 코드로 구현합니다. ' +
      '테스트와 코드 리뷰를 거쳐 배포하고, 출시 뒤에도 오류를 고치며 기능을 개선합니다. ' +
      '프로그래밍 실력과 함께 새 기술을 꾸준히 익히는 자세가 필요합니다.',
    keco: '13',
    holland: 'IRC',
    education: 'bachelor',
    majors: ['computer-science', 'software', 'data-science'],
    skills: ['프로그래밍', '문제 해결', '알고리즘', '협업'],
  },
  {
    key: 'web-developer',
    name: '웹 개발자',
    summary: '웹사이트와 웹 서비스의 화면과 서버를 만드는 개발자',
    description:
      'HTML, CSS, 자바스크립트로 사용자가 보는 화면을 만들거나 서버와 데이터베이스를 다루는 기능을 개발합니다. ' +
      '디자이너, 기획자와 협업해 여러 브라우저와 기기에서 잘 동작하는 서비스를 만듭니다. ' +
      '학원이나 부트캠프를 거쳐 이 일을 시작하는 경우도 많습니다.',
    keco: '13',
    holland: 'IRA',
    education: 'bachelor',
    majors: ['computer-science', 'software', 'visual-design'],
    skills: ['프로그래밍', '웹 표준', '데이터베이스', '문제 해결'],
  },
  {
    key: 'mobile-app-developer',
    name: '모바일 앱 개발자',
    summary: '스마트폰용 애플리케이션을 개발하는 개발자',
    description:
      '안드로이드와 iOS 환경에서 동작하는 애플리케이션을 설계하고 개발합니다. ' +
      '화면 구성, 서버 연동, 성능 최적화를 맡고 앱 마켓 배포와 업데이트를 관리합니다. ' +
      'Kotlin, Swift 같은 언어와 각 플랫폼의 정책을 잘 알아야 합니다.',
    keco: '13',
    holland: 'IRA',
    education: 'bachelor',
    majors: ['computer-science', 'software'],
    skills: ['프로그래밍', '모바일 플랫폼', 'UI 구현', '문제 해결'],
  },
  {
    key: 'game-programmer',
    name: '게임 프로그래머',
    summary: '게임의 기능과 그래픽, 서버를 구현하는 개발자',
    description:
      '게임 기획과 그래픽 리소스를 바탕으로 캐릭터 움직임, 전투 규칙, 네트워크, 서버 기능을 프로그래밍합니다. ' +
      '유니티나 언리얼 같은 엔진을 다루고 여러 기기에서 끊김 없이 돌아가도록 최적화합니다. ' +
      '수학과 물리 지식이 도움이 됩니다.',
    keco: '13',
    holland: 'IRA',
    education: 'bachelor',
    majors: ['game-engineering', 'computer-science', 'software'],
    skills: ['프로그래밍', '게임 엔진', '수학적 사고', '최적화'],
  },
  {
    key: 'data-analyst',
    name: '데이터 분석가',
    summary: '데이터를 분석해 사업 의사결정에 필요한 근거를 찾는 전문가',
    description:
      '서비스 이용 기록, 매출, 고객 데이터를 모아 분석하고 문제의 원인과 개선 기회를 찾습니다. ' +
      'SQL과 분석 도구로 지표를 만들고 시각화 자료로 결과를 공유합니다. ' +
      '통계 지식과 함께 사업을 이해하고 결과를 쉽게 설명하는 능력이 중요합니다.',
    keco: '13',
    holland: 'ICE',
    education: 'bachelor',
    majors: ['statistics', 'data-science', 'business-administration', 'management-information-systems'],
    skills: ['데이터 분석', 'SQL', '통계', '시각화'],
  },
  {
    key: 'ai-engineer',
    name: '인공지능 개발자',
    summary: '머신러닝 모델을 만들어 서비스에 적용하는 개발자',
    description:
      '데이터를 모아 머신러닝과 딥러닝 모델을 학습시키고 성능을 평가해 실제 서비스에 적용합니다. ' +
      '음성 인식, 추천, 이미지 분석, 언어 모델 등 다양한 분야에서 일합니다. ' +
      '수학과 통계 기초가 탄탄해야 하며 석사 이상의 학위를 요구하는 곳도 많습니다.',
    keco: '13',
    holland: 'IRC',
    education: 'bachelor',
    majors: ['computer-science', 'data-science', 'mathematics', 'statistics'],
    skills: ['머신러닝', '프로그래밍', '수학', '데이터 처리'],
  },
  {
    key: 'data-engineer',
    name: '데이터 엔지니어',
    summary: '대용량 데이터를 수집·저장·처리하는 시스템을 만드는 개발자',
    description:
      '여러 곳에서 생기는 데이터를 모아 정제하고 분석가가 쓸 수 있도록 저장소에 쌓는 파이프라인을 구축합니다. ' +
      '대용량 처리 시스템을 운영하며 데이터 품질과 처리 속도를 관리합니다. ' +
      '데이터베이스와 분산 처리 기술에 대한 이해가 필요합니다.',
    keco: '13',
    holland: 'IRC',
    education: 'bachelor',
    majors: ['computer-science', 'data-science', 'software'],
    skills: ['데이터 파이프라인', '데이터베이스', '프로그래밍', '클라우드'],
  },
  {
    key: 'database-administrator',
    name: '데이터베이스 관리자',
    summary: '기업의 데이터베이스를 설계하고 안정적으로 운영하는 전문가',
    description:
      '데이터베이스 구조를 설계하고 설치, 백업, 복구, 접근 권한을 관리합니다. ' +
      '쿼리 성능을 점검해 속도를 높이고, 장애가 나면 빠르게 원인을 찾아 해결합니다. ' +
      '정보처리 관련 자격과 데이터베이스 제품에 대한 실무 지식이 도움이 됩니다.',
    keco: '13',
    holland: 'CIR',
    education: 'bachelor',
    majors: ['computer-science', 'management-information-systems'],
    skills: ['데이터베이스', 'SQL', '백업 관리', '성능 튜닝'],
  },
  {
    key: 'security-specialist',
    name: '정보보안 전문가',
    summary: '해킹과 정보 유출을 막도록 시스템을 지키는 전문가',
    description:
      '기업과 기관의 네트워크, 서버, 애플리케이션의 취약점을 점검하고 보안 정책과 장비를 운영합니다. ' +
      '침해 사고가 생기면 원인을 분석하고 피해가 번지지 않도록 막습니다. ' +
      '운영체제와 네트워크에 대한 깊은 이해가 필요하며 정보보안기사 같은 자격이 도움이 됩니다.',
    keco: '13',
    holland: 'ICR',
    education: 'bachelor',
    majors: ['information-security', 'computer-science'],
    skills: ['보안 기술', '네트워크', '취약점 분석', '침해 대응'],
  },
  {
    key: 'network-engineer',
    name: '네트워크 엔지니어',
    summary: '기업과 통신망의 네트워크를 설계하고 운영하는 기술자',
    description:
      '라우터, 스위치, 방화벽 같은 장비로 기업이나 데이터센터의 네트워크를 설계하고 구축합니다. ' +
      '트래픽을 감시하고 장애가 생기면 원인을 찾아 복구합니다. ' +
      '네트워크 관련 자격증과 현장 경험이 경력에 큰 도움이 됩니다.',
    keco: '13',
    holland: 'RIC',
    education: 'bachelor',
    majors: ['computer-science', 'electronic-engineering', 'information-security'],
    skills: ['네트워크 설계', '장비 설정', '장애 대응', '보안'],
  },
  {
    key: 'system-administrator',
    name: '시스템 운영 관리자',
    summary: '서버와 전산 시스템이 멈추지 않도록 운영하는 기술자',
    description:
      '기업의 서버, 저장 장치, 운영체제를 설치하고 설정하며 시스템이 안정적으로 돌아가도록 관리합니다. ' +
      '사용자 계정과 권한, 백업, 보안 업데이트를 처리하고 장애에 대응합니다. ' +
      '야간이나 휴일에도 비상 대응이 필요할 수 있습니다.',
    keco: '13',
    holland: 'CRI',
    education: 'associate',
    majors: ['computer-science', 'management-information-systems'],
    skills: ['서버 관리', '운영체제', '장애 대응', '스크립트 작성'],
  },
  {
    key: 'cloud-engineer',
    name: '클라우드 엔지니어',
    summary: '클라우드 위에 서비스 인프라를 설계하고 운영하는 기술자',
    description:
      'AWS, Azure 같은 클라우드 서비스를 이용해 서버, 네트워크, 저장소를 설계하고 구축합니다. ' +
      '인프라 구성을 코드로 자동화하고 비용과 보안을 관리합니다. ' +
      '기존 시스템을 클라우드로 옮기는 작업도 많아 폭넓은 인프라 지식이 필요합니다.',
    keco: '13',
    holland: 'IRC',
    education: 'bachelor',
    majors: ['computer-science', 'software', 'information-security'],
    skills: ['클라우드 플랫폼', '인프라 자동화', '네트워크', '보안'],
  },
  {
    key: 'devops-engineer',
    name: '데브옵스 엔지니어',
    summary: '개발과 운영을 잇는 배포·운영 자동화 체계를 만드는 기술자',
    description:
      '코드가 테스트를 거쳐 자동으로 배포되도록 파이프라인을 만들고 컨테이너 환경을 운영합니다. ' +
      '서비스 상태를 모니터링해 장애를 줄이고 개발팀이 빠르게 배포할 수 있게 돕습니다. ' +
      '개발과 시스템 운영을 모두 이해해야 합니다.',
    keco: '13',
    holland: 'RIC',
    education: 'bachelor',
    majors: ['computer-science', 'software'],
    skills: ['배포 자동화', '컨테이너', '모니터링', '스크립트 작성'],
  },
  {
    key: 'it-consultant',
    name: 'IT 컨설턴트',
    summary: '기업의 정보화 전략과 시스템 도입을 자문하는 전문가',
    description:
      '고객 기업의 업무 절차와 정보시스템을 진단해 정보화 전략과 개선 방향을 제안합니다. ' +
      'ERP 같은 시스템 도입 프로젝트에서 요구사항을 정리하고 구축 과정을 관리합니다. ' +
      '기술과 업무를 함께 이해하고 상대를 설득하는 능력이 필요합니다.',
    keco: '13',
    holland: 'EIC',
    education: 'bachelor',
    majors: ['management-information-systems', 'computer-science', 'industrial-engineering'],
    skills: ['업무 분석', '시스템 설계', '문서 작성', '발표'],
  },
  {
    key: 'systems-analyst',
    name: '컴퓨터 시스템 설계·분석가',
    summary: '업무 요구를 분석해 정보시스템의 구조를 설계하는 전문가',
    description:
      '사용자의 업무를 분석해 필요한 정보시스템의 기능과 구조를 정하고 설계 문서를 작성합니다. ' +
      '개발팀이 설계대로 구현하도록 조율하고 시스템 사이의 연계 방식을 정합니다. ' +
      '개발 경험과 함께 업무 흐름을 구조화하는 능력이 중요합니다.',
    keco: '13',
    holland: 'ICE',
    education: 'bachelor',
    majors: ['computer-science', 'management-information-systems', 'software'],
    skills: ['요구사항 분석', '시스템 설계', '모델링', '문서화'],
  },
  {
    key: 'qa-engineer',
    name: '소프트웨어 테스트 엔지니어',
    summary: '소프트웨어의 품질을 검증하고 결함을 찾는 기술자',
    description:
      '개발된 소프트웨어가 요구대로 동작하는지 테스트 계획과 시나리오를 만들어 검증합니다. ' +
      '발견한 결함을 기록해 개발팀에 전달하고 제대로 고쳐졌는지 확인합니다. ' +
      '반복 테스트를 자동화하는 도구를 다루는 능력이 점점 중요해지고 있습니다.',
    keco: '13',
    holland: 'CIR',
    education: 'bachelor',
    majors: ['computer-science', 'software'],
    skills: ['테스트 설계', '결함 분석', '자동화 도구', '꼼꼼함'],
  },
  {
    key: 'embedded-developer',
    name: '임베디드 소프트웨어 개발자',
    summary: '전자 기기 안에 들어가는 제어 소프트웨어를 만드는 개발자',
    description:
      '가전, 자동차, 의료기기, 산업 장비 등에 들어가는 마이크로컨트롤러용 소프트웨어를 개발합니다. ' +
      '회로와 센서의 동작을 이해하고 제한된 메모리와 전력 안에서 안정적으로 동작하도록 만듭니다. ' +
      '전자공학과 프로그래밍 지식이 함께 필요합니다.',
    keco: '13',
    holland: 'IRC',
    education: 'bachelor',
    majors: ['electronic-engineering', 'computer-science', 'robotics'],
    skills: ['C 프로그래밍', '하드웨어 이해', '디버깅', '실시간 시스템'],
  },
  {
    key: 'web-planner',
    name: '웹 기획자',
    summary: '웹과 앱 서비스의 기능과 화면 구성을 기획하는 전문가',
    description:
      '사용자와 시장을 조사해 웹사이트나 앱의 서비스 방향과 기능을 정하고 화면 설계서를 만듭니다. ' +
      '디자이너와 개발자가 같은 그림을 보도록 요구사항을 정리하고 일정을 관리합니다. ' +
      '출시 뒤에는 이용 지표를 보며 개선안을 마련합니다.',
    keco: '13',
    holland: 'EAI',
    education: 'bachelor',
    majors: ['management-information-systems', 'business-administration', 'media-communication'],
    skills: ['서비스 기획', '화면 설계', '요구사항 정리', '협업'],
  },
  {
    key: 'telecom-engineer',
    name: '통신공학 기술자',
    summary: '유무선 통신망과 통신 장비를 설계하고 개발하는 기술자',
    description:
      '이동통신, 위성, 광통신 등의 시스템과 장비를 설계하고 성능을 시험합니다. ' +
      '통신사에서는 기지국과 전송망을 계획하고 통화와 데이터 품질을 최적화합니다. ' +
      '전파와 신호 처리에 대한 지식이 필요하며 정보통신기사 자격이 도움이 됩니다.',
    keco: '13',
    holland: 'RIC',
    education: 'bachelor',
    majors: ['electronic-engineering', 'electrical-engineering', 'computer-science'],
    skills: ['통신 이론', '무선 기술', '장비 운용', '문제 해결'],
  },
  {
    key: 'blockchain-developer',
    name: '블록체인 개발자',
    summary: '블록체인 기반 서비스와 스마트 계약을 개발하는 개발자',
    description:
      '분산 원장 기술을 이용해 거래 기록, 디지털 자산, 인증 같은 서비스를 개발합니다. ' +
      '스마트 계약을 작성하고 보안 취약점이 없는지 검증합니다. ' +
      '암호 기술과 분산 시스템에 대한 이해가 필요합니다.',
    keco: '13',
    holland: 'IRC',
    education: 'bachelor',
    majors: ['computer-science', 'software', 'information-security'],
    skills: ['프로그래밍', '암호 기술', '분산 시스템', '보안'],
  },
  {
    key: 'it-support-specialist',
    name: 'IT 기술 지원 전문가',
    summary: '사용자의 컴퓨터와 소프트웨어 문제를 해결해 주는 기술자',
    description:
      '사내 직원이나 고객의 컴퓨터, 프린터, 소프트웨어, 네트워크 문제를 전화나 방문으로 해결합니다. ' +
      '장비를 설치하고 문의 내용을 기록해 반복되는 문제를 줄입니다. ' +
      '친절하게 설명하는 능력과 폭넓은 기초 지식이 필요합니다.',
    keco: '13',
    holland: 'RSC',
    education: 'associate',
    majors: ['computer-science', 'management-information-systems'],
    skills: ['장애 처리', '하드웨어 관리', '고객 응대', '문제 해결'],
  },
  {
    key: 'security-monitoring-agent',
    name: '보안 관제 요원',
    summary: '보안 장비를 감시하며 해킹 시도를 탐지하고 대응하는 요원',
    description:
      '보안관제센터에서 방화벽과 침입 탐지 시스템의 경보와 로그를 24시간 감시합니다. ' +
      '공격으로 의심되는 활동을 분석해 차단하고 고객이나 담당 부서에 보고합니다. ' +
      '교대 근무가 많으며 정보보안 분야에 들어서는 첫 경력으로 삼는 경우가 많습니다.',
    keco: '13',
    holland: 'CRI',
    education: 'associate',
    majors: ['information-security', 'computer-science'],
    skills: ['관제 시스템', '로그 분석', '침해 탐지', '보고'],
  },
  {
    key: 'it-project-manager',
    name: 'IT 프로젝트 관리자',
    summary: '정보시스템 구축 프로젝트의 일정과 범위, 인력을 관리하는 전문가',
    description:
      '시스템 구축이나 소프트웨어 개발 프로젝트의 범위, 일정, 예산, 인력을 계획하고 진행 상황을 관리합니다. ' +
      '고객과 개발팀 사이에서 요구사항 변경과 위험 요소를 조율합니다. ' +
      '개발 경험과 함께 사람과 일정을 다루는 능력이 중요합니다.',
    keco: '13',
    holland: 'ECI',
    education: 'bachelor',
    majors: ['computer-science', 'management-information-systems', 'industrial-engineering'],
    skills: ['일정 관리', '위험 관리', '의사소통', '요구사항 관리'],
    experienceFirst: '개발·운영 실무 경력',
  },

  // 14 건설·채굴 연구개발직 및 공학기술직
  {
    key: 'civil-engineer',
    name: '토목공학 기술자',
    summary: '도로, 교량, 터널, 댐 같은 기반 시설을 설계하고 짓는 기술자',
    description:
      '도로, 교량, 터널, 항만, 상하수도 같은 기반 시설을 계획하고 설계하며 시공을 관리합니다. ' +
      '지반과 구조를 검토해 안전성을 확보하고 공정, 품질, 원가를 관리합니다. ' +
      '토목기사 자격이 기본이며 현장 근무가 많습니다.',
    keco: '14',
    holland: 'RIC',
    education: 'bachelor',
    majors: ['civil-engineering'],
    skills: ['구조 설계', '시공 관리', '측량', '도면 해석'],
  },
  {
    key: 'architect',
    name: '건축가',
    summary: '건물의 공간과 형태를 설계하고 감리하는 전문가',
    description:
      '건축주의 요구와 대지 조건, 건축 법규를 검토해 건물의 공간과 외관을 설계합니다. ' +
      '도면과 모형을 만들어 인허가를 받고 시공이 설계대로 진행되는지 감리합니다. ' +
      '5년제 건축학 인증 과정을 마치고 실무 수련을 거쳐 건축사 시험에 합격해야 개업할 수 있습니다.',
    keco: '14',
    holland: 'AIR',
    education: 'bachelor',
    majors: ['architecture'],
    skills: ['건축 설계', '공간 구성', '도면 작성', '법규 검토'],
  },
  {
    key: 'structural-engineer',
    name: '건축 구조 기술자',
    summary: '건물이 하중과 지진을 견디도록 구조를 설계하는 기술자',
    description:
      '건물의 기둥, 보, 기초가 하중과 바람, 지진을 견딜 수 있도록 구조를 계산하고 설계합니다. ' +
      '구조 해석 프로그램을 사용하고 시공 중에 생기는 구조 안전 문제를 검토합니다. ' +
      '역학 지식과 정밀한 계산 능력이 필요합니다.',
    keco: '14',
    holland: 'IRC',
    education: 'bachelor',
    majors: ['architectural-engineering', 'civil-engineering'],
    skills: ['구조 계산', '해석 프로그램', '내진 설계', '도면 검토'],
  },
  {
    key: 'construction-engineer',
    name: '건축 시공 기술자',
    summary: '건축 현장에서 공정과 품질, 안전을 관리하는 기술자',
    description:
      '건설사 현장에서 설계도에 따라 공사 계획을 세우고 공정, 자재, 인력, 협력 업체를 관리합니다. ' +
      '품질과 안전 기준을 지키는지 점검하고 발주처에 진행 상황을 보고합니다. ' +
      '현장 근무와 지역 이동이 많으며 건축기사 자격이 도움이 됩니다.',
    keco: '14',
    holland: 'REC',
    education: 'bachelor',
    majors: ['architectural-engineering', 'architecture', 'civil-engineering'],
    skills: ['공정 관리', '품질 관리', '안전 관리', '현장 소통'],
  },
  {
    key: 'building-services-engineer',
    name: '건축 설비 기술자',
    summary: '건물의 냉난방, 환기, 급배수 설비를 설계하고 관리하는 기술자',
    description:
      '건물에 들어가는 냉난방, 환기, 급배수, 가스 설비를 설계하고 시공을 감독합니다. ' +
      '에너지 효율과 쾌적성을 고려해 장비 용량을 계산하고 배관 경로를 정합니다. ' +
      '건축설비기사나 공조냉동기계기사 자격이 도움이 됩니다.',
    keco: '14',
    holland: 'RIC',
    education: 'bachelor',
    majors: ['mechanical-engineering', 'architectural-engineering', 'energy-engineering'],
    skills: ['설비 설계', '냉난방', '도면 해석', '에너지 효율'],
  },
  {
    key: 'landscape-architect',
    name: '조경 기술자',
    summary: '공원과 정원 등 외부 공간을 설계하고 조성하는 기술자',
    description:
      '공원, 아파트 단지, 도시 광장 같은 외부 공간의 식재와 시설을 설계하고 시공을 관리합니다. ' +
      '식물의 특성과 지형, 이용자의 동선을 함께 고려해 공간을 구성합니다. ' +
      '조경기사 자격과 설계 프로그램 활용 능력이 필요합니다.',
    keco: '14',
    holland: 'ARI',
    education: 'bachelor',
    majors: ['horticulture', 'forestry', 'urban-planning'],
    skills: ['조경 설계', '식물 지식', '도면 작성', '시공 관리'],
  },
  {
    key: 'urban-planner',
    name: '도시 계획가',
    summary: '도시의 토지 이용과 기반 시설 배치를 계획하는 전문가',
    description:
      '도시의 인구, 교통, 토지 이용을 분석해 주거, 상업, 녹지, 기반 시설의 배치를 계획합니다. ' +
      '지자체나 엔지니어링 회사에서 도시 기본 계획, 재개발, 신도시 계획을 세웁니다. ' +
      '주민과 관계 기관의 의견을 조율하는 능력도 필요합니다.',
    keco: '14',
    holland: 'IAE',
    education: 'bachelor',
    majors: ['urban-planning', 'geography', 'architecture', 'public-administration'],
    skills: ['도시 계획', '공간 분석', '법규 이해', '보고서 작성'],
  },
  {
    key: 'transportation-engineer',
    name: '교통 기술자',
    summary: '교통량을 분석해 도로와 대중교통 체계를 계획하는 기술자',
    description:
      '교통량 조사와 수요 예측으로 도로, 교차로, 신호 체계, 대중교통 노선을 계획하고 개선합니다. ' +
      '대규모 개발 사업이 주변 교통에 미칠 영향을 평가하는 일도 맡습니다. ' +
      '교통기사 자격과 시뮬레이션 프로그램 활용 능력이 도움이 됩니다.',
    keco: '14',
    holland: 'ICR',
    education: 'bachelor',
    majors: ['urban-planning', 'civil-engineering', 'industrial-engineering'],
    skills: ['교통 분석', '시뮬레이션', '도로 설계', '자료 분석'],
  },
  {
    key: 'surveyor',
    name: '측량 기술자',
    summary: '토지의 위치와 높이를 정밀하게 재는 기술자',
    description:
      '측량 장비와 위성 측위 기술로 토지의 경계, 위치, 높이를 측정하고 지도와 도면을 만듭니다. ' +
      '건설 현장에서 구조물이 들어설 위치를 정확히 잡아 주고 지적 측량도 합니다. ' +
      '야외 작업이 많으며 측량기사 같은 자격이 필요합니다.',
    keco: '14',
    holland: 'RCI',
    education: 'associate',
    majors: ['civil-engineering', 'geography'],
    skills: ['측량 장비', '도면 작성', '좌표 계산', '현장 조사'],
  },
  {
    key: 'gis-specialist',
    name: '지리정보시스템 전문가',
    summary: '공간 정보를 수집·분석해 지도와 정보시스템을 만드는 전문가',
    description:
      '위성 영상, 항공 사진, 측량 자료를 모아 공간 데이터베이스를 구축하고 지도를 만듭니다. ' +
      '상권 분석, 재난 관리, 도시 계획 등에 필요한 공간 분석을 수행합니다. ' +
      'GIS 소프트웨어와 프로그래밍을 다룰 줄 알아야 합니다.',
    keco: '14',
    holland: 'ICR',
    education: 'bachelor',
    majors: ['geography', 'computer-science', 'urban-planning'],
    skills: ['공간 분석', 'GIS 소프트웨어', '데이터베이스', '지도 제작'],
  },
  {
    key: 'cost-estimator',
    name: '건설 공사 적산원',
    summary: '설계 도면으로 공사에 드는 자재와 비용을 계산하는 기술자',
    description:
      '설계 도면을 보고 공사에 필요한 자재와 인력의 양을 산출해 공사비를 계산합니다. ' +
      '입찰용 내역서를 만들고 공사 중 설계 변경에 따른 비용을 정산합니다. ' +
      '도면을 정확히 읽는 능력과 꼼꼼함이 필요합니다.',
    keco: '14',
    holland: 'CRI',
    education: 'associate',
    majors: ['architectural-engineering', 'civil-engineering'],
    skills: ['물량 산출', '원가 계산', '도면 해석', '스프레드시트'],
  },
  {
    key: 'mining-engineer',
    name: '자원 공학 기술자',
    summary: '광물과 에너지 자원을 탐사하고 개발하는 기술자',
    description:
      '광산과 석유·가스 개발 현장에서 자원의 매장량을 조사하고 채굴 방법과 설비를 설계합니다. ' +
      '발파, 갱도 안전, 개발 뒤의 환경 복원 계획을 세우고 관리합니다. ' +
      '해외 자원 개발 사업에 참여하기도 해 외국어 능력이 도움이 됩니다.',
    keco: '14',
    holland: 'RIC',
    education: 'bachelor',
    majors: ['energy-engineering', 'earth-science', 'civil-engineering'],
    skills: ['자원 탐사', '발파 설계', '안전 관리', '지질 분석'],
  },
  {
    key: 'geotechnical-engineer',
    name: '지반 공학 기술자',
    summary: '땅의 성질을 조사해 구조물의 기초를 설계하는 기술자',
    description:
      '시추 조사와 토질 시험으로 지반의 강도와 성질을 파악하고 건물, 교량, 터널의 기초를 설계합니다. ' +
      '산사태나 지반 침하 위험을 평가하고 보강 방법을 제시합니다. ' +
      '토질 역학 지식과 해석 프로그램 활용 능력이 필요합니다.',
    keco: '14',
    holland: 'IRC',
    education: 'bachelor',
    majors: ['civil-engineering', 'earth-science'],
    skills: ['지반 조사', '토질 시험', '기초 설계', '해석 프로그램'],
  },
  {
    key: 'interior-architect',
    name: '실내 건축 기술자',
    summary: '건물 내부 공간을 설계하고 시공을 관리하는 기술자',
    description:
      '주거, 상업, 업무 공간의 용도에 맞춰 내부 구조, 마감재, 조명, 가구 배치를 설계합니다. ' +
      '시공 도면을 작성하고 공사 현장에서 설계대로 마감되는지 관리합니다. ' +
      '실내건축기사 자격과 3D 설계 프로그램 활용 능력이 도움이 됩니다.',
    keco: '14',
    holland: 'ARC',
    education: 'associate',
    majors: ['interior-design', 'architecture'],
    skills: ['공간 설계', '도면 작성', '자재 지식', '시공 관리'],
  },
  {
    key: 'construction-materials-tester',
    name: '건설 자재 시험원',
    summary: '콘크리트, 철근 등 건설 자재의 품질을 시험하는 기술자',
    description:
      '건설 현장이나 시험 기관에서 콘크리트, 철근, 아스팔트, 흙 같은 자재의 강도와 성질을 시험합니다. ' +
      '시험 결과를 기록해 기준에 맞지 않는 자재가 쓰이지 않도록 합니다. ' +
      '건설재료시험기사 같은 자격이 도움이 됩니다.',
    keco: '14',
    holland: 'RCI',
    education: 'associate',
    majors: ['civil-engineering', 'architectural-engineering', 'materials-engineering'],
    skills: ['시험 장비', '품질 검사', '기록 관리', '꼼꼼함'],
  },

  // 15 제조 연구개발직 및 공학기술직
  {
    key: 'mechanical-engineer',
    name: '기계공학 기술자',
    summary: '기계와 장비를 설계하고 개발하는 기술자',
    description:
      '산업용 기계, 설비, 부품을 설계하고 시제품을 만들어 성능을 시험합니다. ' +
      '역학, 열, 유체 지식을 바탕으로 강도와 효율을 계산하고 생산 현장의 설비 문제를 해결합니다. ' +
      'CAD와 해석 프로그램을 다룰 줄 알아야 하며 일반기계기사 자격이 도움이 됩니다.',
    keco: '15',
    holland: 'RIC',
    education: 'bachelor',
    majors: ['mechanical-engineering'],
    skills: ['기계 설계', 'CAD', '역학', '문제 해결'],
  },
  {
    key: 'automotive-engineer',
    name: '자동차공학 기술자',
    summary: '자동차와 부품을 설계하고 성능을 시험하는 기술자',
    description:
      '완성차 업체나 부품사에서 엔진, 전기 구동계, 차체, 섀시 같은 부품과 시스템을 설계하고 시험합니다. ' +
      '최근에는 전기차 배터리와 자율주행 관련 전자 장치 개발의 비중이 커지고 있습니다. ' +
      '기계와 전자 지식을 함께 갖추면 유리합니다.',
    keco: '15',
    holland: 'RIC',
    education: 'bachelor',
    majors: ['automotive-engineering', 'mechanical-engineering', 'electronic-engineering'],
    skills: ['차량 설계', '시험 평가', '전장 이해', '협업'],
  },
  {
    key: 'aerospace-engineer',
    name: '항공우주공학 기술자',
    summary: '항공기, 인공위성, 발사체를 설계하고 개발하는 기술자',
    description:
      '항공기, 드론, 인공위성, 발사체의 구조, 추진, 제어 시스템을 설계하고 시험합니다. ' +
      '항공 제조 기업, 항공우주 연구기관, 방위산업체 등에서 일합니다. ' +
      '높은 안전 기준을 지켜야 하므로 정밀한 분석과 검증 능력이 필요합니다.',
    keco: '15',
    holland: 'IRC',
    education: 'bachelor',
    majors: ['aerospace-engineering', 'mechanical-engineering'],
    skills: ['공기역학', '구조 해석', '시스템 설계', '시험 평가'],
  },
  {
    key: 'shipbuilding-engineer',
    name: '조선해양공학 기술자',
    summary: '선박과 해양 구조물을 설계하고 건조를 관리하는 기술자',
    description:
      '상선, 군함, 해양 플랜트의 선체 구조와 배치, 추진 시스템을 설계합니다. ' +
      '조선소에서 건조 공정과 품질을 관리하고 시운전으로 성능을 확인합니다. ' +
      '대형 조선소가 모인 남해안 지역에서 주로 근무합니다.',
    keco: '15',
    holland: 'RIC',
    education: 'bachelor',
    majors: ['naval-architecture', 'mechanical-engineering'],
    skills: ['선박 설계', '구조 해석', '생산 관리', '도면 해석'],
  },
  {
    key: 'robot-engineer',
    name: '로봇공학 기술자',
    summary: '산업용·서비스 로봇을 설계하고 제어 기술을 개발하는 기술자',
    description:
      '제조 공장의 산업용 로봇과 물류, 의료, 서비스 로봇의 기구와 제어 시스템을 설계합니다. ' +
      '센서와 모터를 다루고 로봇이 정확하게 움직이도록 제어 소프트웨어를 개발합니다. ' +
      '기계, 전자, 소프트웨어를 아우르는 융합 지식이 필요합니다.',
    keco: '15',
    holland: 'IRC',
    education: 'bachelor',
    majors: ['robotics', 'mechanical-engineering', 'electronic-engineering', 'computer-science'],
    skills: ['제어 공학', '프로그래밍', '기구 설계', '센서 기술'],
  },
  {
    key: 'semiconductor-process-engineer',
    name: '반도체 공정 엔지니어',
    summary: '반도체 제조 공정의 수율과 품질을 관리하는 엔지니어',
    description:
      '반도체 공장에서 노광, 식각, 증착, 세정 같은 공정 조건을 관리하고 불량 원인을 분석해 수율을 높입니다. ' +
      '공정 데이터를 분석하고 장비 엔지니어, 설계팀과 협력해 문제를 해결합니다. ' +
      '클린룸에서 일하며 생산 라인 문제에 수시로 대응해야 할 때가 있습니다.',
    keco: '15',
    holland: 'IRC',
    education: 'bachelor',
    majors: ['electronic-engineering', 'materials-engineering', 'chemical-engineering', 'physics'],
    skills: ['공정 개선', '데이터 분석', '장비 이해', '문제 해결'],
  },
  {
    key: 'semiconductor-design-engineer',
    name: '반도체 설계 엔지니어',
    summary: '반도체 칩의 회로를 설계하고 검증하는 엔지니어',
    description:
      '메모리와 시스템 반도체의 디지털, 아날로그 회로를 설계하고 시뮬레이션으로 동작을 검증합니다. ' +
      '설계 자동화 도구로 회로를 배치하고 제조 공정 부서와 협의합니다. ' +
      '전자공학 석사 이상을 선호하는 기업이 많습니다.',
    keco: '15',
    holland: 'IRC',
    education: 'bachelor',
    majors: ['electronic-engineering', 'computer-science'],
    skills: ['회로 설계', '설계 자동화 도구', '검증', '논리적 사고'],
  },
  {
    key: 'electrical-engineer',
    name: '전기공학 기술자',
    summary: '발전·송배전과 건물의 전기 설비를 설계하고 관리하는 기술자',
    description:
      '발전소, 변전소, 공장, 건물의 전기 설비를 설계하고 시공과 유지 보수를 관리합니다. ' +
      '전력 수요를 계산해 설비 용량을 정하고 전기 안전 기준을 지키는지 점검합니다. ' +
      '전기기사 자격을 요구하는 경우가 많습니다.',
    keco: '15',
    holland: 'RIC',
    education: 'bachelor',
    majors: ['electrical-engineering', 'energy-engineering'],
    skills: ['전력 설비', '회로 설계', '전기 법규', '도면 해석'],
  },
  {
    key: 'electronics-engineer',
    name: '전자공학 기술자',
    summary: '전자 제품과 부품의 회로를 설계하고 개발하는 기술자',
    description:
      '가전, 통신기기, 디스플레이, 자동차 전장 부품의 전자 회로와 기판을 설계합니다. ' +
      '시제품을 측정 장비로 시험해 성능과 신뢰성을 확인하고 양산을 지원합니다. ' +
      '회로 이론과 함께 펌웨어에 대한 이해가 있으면 유리합니다.',
    keco: '15',
    holland: 'IRC',
    education: 'bachelor',
    majors: ['electronic-engineering', 'electrical-engineering'],
    skills: ['회로 설계', '하드웨어 시험', '측정 장비', '문제 해결'],
  },
  {
    key: 'chemical-engineer',
    name: '화학공학 기술자',
    summary: '화학 제품을 대량으로 생산하는 공정을 설계하고 운영하는 기술자',
    description:
      '석유화학, 정밀화학, 배터리 소재, 제약 공장 등에서 원료를 제품으로 바꾸는 생산 공정을 설계하고 운전 조건을 ' +
      '최적화합니다. ' +
      '설비 안전과 환경 규제를 지키도록 관리합니다. ' +
      '울산, 여수 같은 산업 단지에서 근무하는 경우가 많습니다.',
    keco: '15',
    holland: 'IRC',
    education: 'bachelor',
    majors: ['chemical-engineering', 'chemistry'],
    skills: ['공정 설계', '물질 수지', '안전 관리', '데이터 분석'],
  },
  {
    key: 'materials-engineer',
    name: '금속·재료공학 기술자',
    summary: '금속과 신소재의 성질을 개선하고 제조 공정을 개발하는 기술자',
    description:
      '철강, 비철금속, 세라믹, 고분자 같은 재료의 조성과 가공 방법을 연구해 원하는 성질을 갖도록 만듭니다. ' +
      '재료 시험과 분석으로 불량 원인을 찾고 제조 공정을 개선합니다. ' +
      '철강, 반도체, 자동차, 배터리 업계 등에서 수요가 있습니다.',
    keco: '15',
    holland: 'IRC',
    education: 'bachelor',
    majors: ['materials-engineering', 'chemical-engineering'],
    skills: ['재료 분석', '열처리', '시험 평가', '공정 개선'],
  },
  {
    key: 'environmental-engineer',
    name: '환경공학 기술자',
    summary: '오염을 줄이는 환경 시설과 기술을 설계하고 운영하는 기술자',
    description:
      '하수·폐수 처리장, 대기 오염 방지 시설, 폐기물 처리 시설을 설계하고 운영합니다. ' +
      '오염 물질을 측정해 배출 기준을 지키는지 관리하고 환경 영향 평가에 참여합니다. ' +
      '수질환경기사, 대기환경기사 같은 자격이 도움이 됩니다.',
    keco: '15',
    holland: 'IRC',
    education: 'bachelor',
    majors: ['environmental-engineering', 'chemical-engineering', 'civil-engineering'],
    skills: ['수질 관리', '대기 관리', '환경 법규', '측정 분석'],
  },
  {
    key: 'energy-engineer',
    name: '에너지공학 기술자',
    summary: '태양광, 풍력 등 에너지 설비를 설계하고 효율을 높이는 기술자',
    description:
      '태양광, 풍력, 수소, 에너지 저장 장치 같은 설비를 설계하고 발전 효율과 경제성을 분석합니다. ' +
      '공장과 건물의 에너지 사용을 진단해 절감 방안을 제시하기도 합니다. ' +
      '탄소 감축 정책과 함께 수요가 늘고 있는 분야입니다.',
    keco: '15',
    holland: 'RIE',
    education: 'bachelor',
    majors: ['energy-engineering', 'electrical-engineering', 'mechanical-engineering'],
    skills: ['신재생 에너지', '설비 설계', '효율 분석', '사업 검토'],
  },
  {
    key: 'textile-engineer',
    name: '섬유공학 기술자',
    summary: '섬유 소재와 원단의 개발·생산 공정을 맡는 기술자',
    description:
      '기능성 원사와 원단을 개발하고 방적, 제직, 염색, 가공 공정을 관리합니다. ' +
      '원단의 강도, 색상, 수축 같은 품질을 시험하고 고객사 요구에 맞춰 개선합니다. ' +
      '의류뿐 아니라 자동차 내장재, 산업용 소재에도 쓰이는 분야입니다.',
    keco: '15',
    holland: 'RIA',
    education: 'bachelor',
    majors: ['textile-engineering', 'clothing-textiles', 'chemical-engineering'],
    skills: ['소재 개발', '품질 시험', '공정 관리', '염색 기술'],
  },
  {
    key: 'food-engineer',
    name: '식품공학 기술자',
    summary: '식품을 개발하고 안전하게 대량 생산하는 공정을 맡는 기술자',
    description:
      '식품 회사에서 새 제품의 배합을 개발하고 공장에서 대량으로 만들 수 있도록 공정을 설계합니다. ' +
      '살균, 포장, 보관 조건을 관리하고 HACCP 같은 위생 기준을 지키는지 점검합니다. ' +
      '식품기사 자격이 도움이 됩니다.',
    keco: '15',
    holland: 'RIC',
    education: 'bachelor',
    majors: ['food-engineering', 'food-nutrition', 'chemical-engineering', 'biology'],
    skills: ['제품 개발', '공정 관리', '식품 위생', '품질 검사'],
  },
  {
    key: 'safety-manager',
    name: '산업 안전 관리자',
    summary: '사업장의 산업재해를 예방하는 안전 관리 전문가',
    description:
      '공장과 건설 현장에서 위험 요인을 찾아 평가하고 안전 수칙과 시설 개선안을 마련합니다. ' +
      '근로자에게 안전 교육을 하고, 사고가 나면 원인을 조사해 재발을 막습니다. ' +
      '산업안전기사 같은 자격이 필요하며 중대재해처벌법 시행 이후 수요가 늘었습니다.',
    keco: '15',
    holland: 'RCS',
    education: 'bachelor',
    majors: ['safety-engineering', 'industrial-engineering', 'chemical-engineering'],
    skills: ['위험성 평가', '안전 법규', '안전 교육', '사고 조사'],
  },
  {
    key: 'fire-protection-engineer',
    name: '소방 설비 기술자',
    summary: '건물의 소방 설비를 설계하고 점검하는 기술자',
    description:
      '스프링클러, 화재 감지기, 피난 설비 같은 소방 시설을 설계하고 시공 과정을 감리합니다. ' +
      '완공된 건물의 소방 시설을 정기적으로 점검해 법정 기준을 지키도록 합니다. ' +
      '소방설비기사 자격이 필요합니다.',
    keco: '15',
    holland: 'RCI',
    education: 'associate',
    majors: ['safety-engineering', 'fire-safety-administration', 'mechanical-engineering', 'electrical-engineering'],
    skills: ['소방 법규', '설비 설계', '도면 해석', '점검'],
  },
  {
    key: 'industrial-engineer',
    name: '산업공학 기술자',
    summary: '생산 시스템과 업무 흐름을 효율적으로 설계하는 기술자',
    description:
      '공장의 생산 라인, 물류, 인력 배치를 분석해 낭비를 줄이고 효율을 높이는 방법을 설계합니다. ' +
      '데이터 분석과 시뮬레이션으로 생산 계획과 품질 관리 체계를 개선합니다. ' +
      '제조업뿐 아니라 물류, 유통, 서비스 기업에서도 일합니다.',
    keco: '15',
    holland: 'ICE',
    education: 'bachelor',
    majors: ['industrial-engineering', 'business-administration'],
    skills: ['공정 최적화', '데이터 분석', '생산 계획', '시뮬레이션'],
  },
  {
    key: 'medical-device-engineer',
    name: '의료기기 개발자',
    summary: '진단과 치료에 쓰는 의료기기를 설계하고 개발하는 기술자',
    description:
      '초음파 장비, 영상 장비, 체외 진단기, 재활 기기 같은 의료기기를 설계하고 성능과 안전을 시험합니다. ' +
      '의료진의 요구를 반영하고 식약처 인허가에 필요한 기술 문서를 준비합니다. ' +
      '공학과 의학 지식을 함께 갖추는 것이 중요합니다.',
    keco: '15',
    holland: 'IRS',
    education: 'bachelor',
    majors: ['biomedical-engineering', 'electronic-engineering', 'mechanical-engineering'],
    skills: ['기기 설계', '인허가 이해', '시험 평가', '의학 지식'],
  },
  {
    key: 'battery-engineer',
    name: '이차전지 엔지니어',
    summary: '배터리의 소재와 셀, 제조 공정을 개발하는 엔지니어',
    description:
      '전기차와 에너지 저장 장치에 쓰이는 배터리의 양극재, 음극재, 전해질 같은 소재와 셀 구조를 개발합니다. ' +
      '충방전 시험으로 용량, 수명, 안전성을 평가하고 양산 공정을 개선합니다. ' +
      '전기화학 지식이 필요하며 국내 배터리 기업의 채용 수요가 큽니다.',
    keco: '15',
    holland: 'IRC',
    education: 'bachelor',
    majors: ['chemical-engineering', 'materials-engineering', 'chemistry', 'electrical-engineering'],
    skills: ['전기화학', '소재 분석', '공정 관리', '시험 평가'],
  },
  {
    key: 'cad-drafter',
    name: '캐드 제도사',
    summary: '설계 내용을 캐드 프로그램으로 도면화하는 기술자',
    description:
      '설계자의 스케치와 지시에 따라 캐드 프로그램으로 기계, 건축, 토목, 전기 도면을 작성합니다. ' +
      '치수와 규격이 정확한지 확인하고 설계 변경 사항을 도면에 반영합니다. ' +
      '전산응용기계제도기능사 같은 자격이 도움이 됩니다.',
    keco: '15',
    holland: 'RCA',
    education: 'associate',
    majors: ['mechanical-engineering', 'architecture', 'civil-engineering'],
    skills: ['캐드', '도면 작성', '제도 규격', '꼼꼼함'],
  },
  {
    key: 'nuclear-engineer',
    name: '원자력공학 기술자',
    summary: '원자력 발전 설비를 설계하고 안전하게 운영하는 기술자',
    description:
      '원자력 발전소의 원자로, 냉각 계통, 안전 설비를 설계하거나 운전과 정비를 관리합니다. ' +
      '방사선 안전 기준을 지키는지 점검하고 사용후핵연료 관리와 원전 해체 기술에도 참여합니다. ' +
      '엄격한 규정을 지키는 책임감이 필요합니다.',
    keco: '15',
    holland: 'IRC',
    education: 'bachelor',
    majors: ['energy-engineering', 'physics', 'mechanical-engineering'],
    skills: ['원자로 이해', '방사선 안전', '설비 관리', '안전 분석'],
  },

  // 21 교육직
  {
    key: 'university-professor',
    name: '대학 교수',
    summary: '대학에서 전공 분야를 가르치고 연구하는 교원',
    description:
      '대학에서 전공 과목을 강의하고 학생의 학업과 진로를 지도합니다. ' +
      '연구 과제를 수행해 논문을 발표하고 학과 운영과 사회 봉사에도 참여합니다. ' +
      '보통 박사 학위와 연구 실적을 갖춰야 임용될 수 있습니다.',
    keco: '21',
    holland: 'ISA',
    education: 'graduate',
    majors: ['education'],
    skills: ['연구', '강의', '논문 작성', '학생 지도'],
  },
  {
    key: 'korean-teacher',
    name: '중등 국어 교사',
    summary: '중·고등학교에서 국어를 가르치는 교사',
    description:
      '중학교나 고등학교에서 읽기, 쓰기, 문학, 문법을 가르치고 학생의 글쓰기와 토론을 지도합니다. ' +
      '수업과 평가를 설계하고 담임으로서 생활 지도와 진로 상담도 맡습니다. ' +
      '교원자격증을 취득한 뒤 공립학교에 가려면 임용시험에 합격해야 합니다.',
    keco: '21',
    holland: 'SAI',
    education: 'bachelor',
    majors: ['korean-education', 'korean-language-literature'],
    skills: ['수업 설계', '글쓰기 지도', '학생 상담', '평가'],
  },
  {
    key: 'english-teacher',
    name: '중등 영어 교사',
    summary: '중·고등학교에서 영어를 가르치는 교사',
    description:
      '중학교나 고등학교에서 영어 듣기, 말하기, 읽기, 쓰기를 가르치고 평가합니다. ' +
      '교과 수업 외에도 담임 업무와 생활 지도, 방과후 활동을 맡습니다. ' +
      '교원자격증이 필요하며 공립학교는 임용시험에 합격해야 합니다.',
    keco: '21',
    holland: 'SAE',
    education: 'bachelor',
    majors: ['english-education', 'english-language-literature'],
    skills: ['영어 구사', '수업 설계', '학생 지도', '평가'],
  },
  {
    key: 'math-teacher',
    name: '중등 수학 교사',
    summary: '중·고등학교에서 수학을 가르치는 교사',
    description:
      '중학교나 고등학교에서 수와 연산, 함수, 기하, 확률과 통계 같은 수학 내용을 가르칩니다. ' +
      '학생 수준에 맞게 개념을 설명하고 문제 풀이 과정을 지도하며 평가를 설계합니다. ' +
      '교원자격증이 필요하며 공립학교는 임용시험에 합격해야 합니다.',
    keco: '21',
    holland: 'SIC',
    education: 'bachelor',
    majors: ['math-education', 'mathematics'],
    skills: ['수학 지식', '개념 설명', '수업 설계', '학생 지도'],
  },
  {
    key: 'science-teacher',
    name: '중등 과학 교사',
    summary: '중·고등학교에서 과학을 가르치는 교사',
    description:
      '중학교나 고등학교에서 물리, 화학, 생명과학, 지구과학을 가르치고 실험 수업을 운영합니다. ' +
      '실험실 안전을 관리하고 과학 탐구 대회나 동아리 활동을 지도하기도 합니다. ' +
      '교원자격증이 필요하며 공립학교는 임용시험에 합격해야 합니다.',
    keco: '21',
    holland: 'SIR',
    education: 'bachelor',
    majors: ['science-education', 'physics', 'chemistry', 'biology'],
    skills: ['과학 지식', '실험 지도', '수업 설계', '안전 관리'],
  },
  {
    key: 'social-studies-teacher',
    name: '중등 사회 교사',
    summary: '중·고등학교에서 사회, 역사, 지리 등을 가르치는 교사',
    description:
      '중학교나 고등학교에서 일반사회, 역사, 지리, 윤리 같은 사회 교과를 가르칩니다. ' +
      '시사 자료와 토론을 활용해 학생이 사회 현상을 비판적으로 생각하도록 돕습니다. ' +
      '교원자격증이 필요하며 공립학교는 임용시험에 합격해야 합니다.',
    keco: '21',
    holland: 'SIE',
    education: 'bachelor',
    majors: ['social-studies-education', 'history', 'geography'],
    skills: ['사회 지식', '토론 지도', '수업 설계', '학생 상담'],
  },
  {
    key: 'pe-teacher',
    name: '중등 체육 교사',
    summary: '중·고등학교에서 체육을 가르치는 교사',
    description:
      '중학교나 고등학교에서 여러 종목의 운동 기능과 건강 관리 방법을 가르칩니다. ' +
      '체육 대회와 운동부, 학교 스포츠클럽을 지도하며 수업 중 학생 안전을 관리합니다. ' +
      '교원자격증이 필요하며 공립학교 임용시험에는 실기 평가가 포함됩니다.',
    keco: '21',
    holland: 'SRE',
    education: 'bachelor',
    majors: ['physical-education', 'sports-science'],
    skills: ['운동 지도', '수업 설계', '안전 관리', '학생 지도'],
  },
  {
    key: 'elementary-teacher',
    name: '초등학교 교사',
    summary: '초등학생에게 여러 교과를 가르치고 생활을 지도하는 교사',
    description:
      '초등학교에서 담임을 맡아 국어, 수학, 사회, 과학 등 여러 교과를 가르치고 학급을 운영합니다. ' +
      '학생의 생활 습관과 교우 관계를 살피고 학부모와 상담합니다. ' +
      '교육대학이나 초등교육과를 졸업하고 임용시험에 합격해야 합니다.',
    keco: '21',
    holland: 'SAE',
    education: 'bachelor',
    majors: ['elementary-education'],
    skills: ['수업 설계', '아동 이해', '학급 운영', '학부모 소통'],
  },
  {
    key: 'kindergarten-teacher',
    name: '유치원 교사',
    summary: '유아의 놀이와 생활을 지도하는 유치원 교원',
    description:
      '유치원에서 만 3~5세 유아를 대상으로 놀이 중심의 교육 활동을 계획하고 운영합니다. ' +
      '유아의 발달을 관찰해 기록하고 식사, 위생 같은 기본 생활 습관을 지도합니다. ' +
      '유아교육과를 졸업해 교원자격증을 받아야 하며 전문대학 과정으로도 취득할 수 있습니다.',
    keco: '21',
    holland: 'SAR',
    education: 'associate',
    majors: ['early-childhood-education', 'child-family-studies'],
    skills: ['놀이 지도', '유아 관찰', '안전 관리', '학부모 소통'],
  },
  {
    key: 'special-education-teacher',
    name: '특수교사',
    summary: '장애가 있는 학생을 위한 맞춤형 교육을 하는 교사',
    description:
      '특수학교나 일반 학교의 특수학급에서 장애 학생의 특성에 맞는 개별화 교육 계획을 세우고 가르칩니다. ' +
      '의사소통과 생활 기술을 지도하며 부모, 치료사, 일반 교사와 협력합니다. ' +
      '특수교육 교원자격증이 필요하며 공립학교는 임용시험에 합격해야 합니다.',
    keco: '21',
    holland: 'SIA',
    education: 'bachelor',
    majors: ['special-education'],
    skills: ['개별화 교육', '행동 지원', '인내심', '협력'],
  },
  {
    key: 'school-counselor',
    name: '전문상담교사',
    summary: '학교에서 학생의 심리와 적응 문제를 상담하는 교사',
    description:
      '학교 상담실에서 학업, 교우 관계, 가정 문제로 어려움을 겪는 학생을 개인이나 집단으로 상담합니다. ' +
      '심리 검사를 실시하고 위기 학생을 일찍 찾아 외부 기관과 연계합니다. ' +
      '전문상담교사 자격증이 필요하며 교육대학원을 거쳐 취득하는 경우도 많습니다.',
    keco: '21',
    holland: 'SIA',
    education: 'bachelor',
    majors: ['psychology', 'education'],
    skills: ['상담 기법', '심리 검사', '위기 개입', '공감 능력'],
  },
  {
    key: 'academy-instructor',
    name: '학원 강사',
    summary: '학원에서 입시와 교과 과목을 가르치는 강사',
    description:
      '입시 학원이나 보습 학원에서 수학, 영어, 국어 같은 과목을 가르치고 교재와 시험 문제를 만듭니다. ' +
      '학생의 성적을 관리하고 학부모와 상담합니다. ' +
      '정해진 자격 요건은 없지만 강의 실력과 수업 성과가 중요합니다.',
    keco: '21',
    holland: 'SEA',
    education: 'bachelor',
    majors: ['education', 'math-education', 'english-education', 'korean-education'],
    skills: ['강의력', '교재 연구', '학생 관리', '학부모 상담'],
  },
  {
    key: 'foreign-language-instructor',
    name: '외국어 강사',
    summary: '학원이나 기업에서 외국어 회화와 시험을 가르치는 강사',
    description:
      '어학원, 기업 연수원, 온라인 강의에서 영어, 중국어, 일본어 같은 외국어 회화와 시험 준비를 가르칩니다. ' +
      '수강생 수준에 맞춘 교재와 활동을 준비하고 학습 상황을 점검합니다. ' +
      '높은 외국어 실력과 함께 전달력이 필요합니다.',
    keco: '21',
    holland: 'SAE',
    education: 'bachelor',
    majors: [
      'english-language-literature',
      'chinese-language-literature',
      'japanese-language-literature',
      'translation-interpretation',
    ],
    skills: ['외국어 구사', '강의력', '교재 개발', '발음 지도'],
  },
  {
    key: 'education-planner',
    name: '교육 프로그램 기획자',
    summary: '기업과 기관의 교육 과정을 설계하고 운영하는 전문가',
    description:
      '기업 인재개발 부서나 교육 기관에서 구성원에게 필요한 역량을 분석해 교육 과정을 설계합니다. ' +
      '강사를 섭외해 교육을 운영하고 만족도와 효과를 평가해 개선합니다. ' +
      '교육학 지식과 함께 조직의 사업을 이해하는 능력이 필요합니다.',
    keco: '21',
    holland: 'SEC',
    education: 'bachelor',
    majors: ['education', 'lifelong-education', 'business-administration'],
    skills: ['교육 기획', '요구 분석', '강사 섭외', '성과 평가'],
  },
  {
    key: 'lifelong-educator',
    name: '평생교육사',
    summary: '성인과 지역 주민을 위한 평생학습 프로그램을 운영하는 전문가',
    description:
      '평생학습관, 문화센터, 복지관, 지자체에서 주민을 위한 교육 프로그램을 기획하고 운영합니다. ' +
      '학습자의 요구를 조사해 강좌를 열고 강사와 예산을 관리합니다. ' +
      '대학에서 관련 과목을 이수하거나 학점은행제를 거쳐 자격을 얻습니다.',
    keco: '21',
    holland: 'SEC',
    education: 'bachelor',
    majors: ['lifelong-education', 'education', 'social-welfare'],
    skills: ['프로그램 기획', '성인 교육', '지역 협력', '행정 실무'],
  },
  {
    key: 'vocational-instructor',
    name: '직업훈련 교사',
    summary: '직업훈련기관에서 직무 기술을 가르치는 교사',
    description:
      '직업훈련기관이나 폴리텍대학에서 기계, 전기, 용접, IT 같은 직무 기술을 이론과 실습으로 가르칩니다. ' +
      '훈련생의 자격증 취득과 취업을 돕고 산업 현장의 변화를 훈련 과정에 반영합니다. ' +
      '해당 분야의 실무 경력과 직업능력개발훈련교사 자격이 필요합니다.',
    keco: '21',
    holland: 'SRE',
    education: 'associate',
    majors: ['mechanical-engineering', 'electrical-engineering', 'lifelong-education'],
    skills: ['실기 지도', '훈련 과정 설계', '현장 경험', '안전 지도'],
  },
  {
    key: 'education-supervisor',
    name: '장학사',
    summary: '교육청에서 학교 교육을 지원하고 지도하는 교육전문직',
    description:
      '교육청에서 교육과정 운영, 교원 연수, 학교 평가 같은 업무를 맡아 학교를 지원하고 지도합니다. ' +
      '교육 정책을 현장에 맞게 구체화하고 학교의 의견을 정책에 반영합니다. ' +
      '일정 기간 이상 교사 경력을 쌓은 뒤 교육전문직 전형을 거쳐 선발됩니다.',
    keco: '21',
    holland: 'SEI',
    education: 'bachelor',
    majors: ['education'],
    skills: ['교육 정책', '장학 지도', '행정 실무', '의사소통'],
    experienceFirst: '교사 경력',
  },
  {
    key: 'home-study-tutor',
    name: '방문 학습지 교사',
    summary: '가정을 방문해 학습지로 아이들의 공부를 지도하는 교사',
    description:
      '학습지 회사 소속으로 회원 가정을 방문해 교재 진도를 확인하고 학습을 지도합니다. ' +
      '학부모에게 학습 상황을 알리고 새로운 회원을 모집하기도 합니다. ' +
      '여러 가정을 이동하며 일하므로 일정 관리가 중요합니다.',
    keco: '21',
    holland: 'SEC',
    education: 'associate',
    majors: ['education', 'early-childhood-education'],
    skills: ['학습 지도', '학부모 상담', '일정 관리', '영업'],
  },
  {
    key: 'arts-instructor',
    name: '예능 강사',
    summary: '음악, 미술, 무용 등 예능 분야를 가르치는 강사',
    description:
      '학원, 문화센터, 방과후 학교에서 피아노, 성악, 미술, 무용 같은 예능 분야를 가르칩니다. ' +
      '수강생 수준에 맞춰 실기 지도 계획을 세우고 발표회나 대회를 준비시킵니다. ' +
      '전공 실기 능력과 함께 가르치는 기술이 필요합니다.',
    keco: '21',
    holland: 'ASE',
    education: 'bachelor',
    majors: ['music', 'fine-arts', 'dance', 'applied-music'],
    skills: ['실기 지도', '레슨 계획', '표현력', '학생 관리'],
  },
  {
    key: 'korean-language-teacher',
    name: '한국어 교원',
    summary: '외국인과 이민자에게 한국어를 가르치는 교원',
    description:
      '대학 어학당, 다문화가족지원센터, 해외 세종학당 등에서 외국인에게 한국어와 한국 문화를 가르칩니다. ' +
      '학습자의 모국어와 학습 목적에 맞게 수업을 설계하고 말하기와 쓰기를 지도합니다. ' +
      '한국어교원 자격증이 필요합니다.',
    keco: '21',
    holland: 'SAI',
    education: 'bachelor',
    majors: ['korean-language-literature', 'linguistics', 'korean-education'],
    skills: ['한국어 문법', '수업 설계', '문화 이해', '외국어'],
  },
  {
    key: 'coding-instructor',
    name: '코딩 강사',
    summary: '아동부터 성인까지 프로그래밍을 가르치는 강사',
    description:
      '학원, 부트캠프, 학교 방과후 과정에서 프로그래밍 언어와 소프트웨어 개발 방법을 가르칩니다. ' +
      '수강생 수준에 맞는 실습 과제를 만들고 코드를 검토해 피드백합니다. ' +
      '개발 실무 경험이 있으면 강의에 큰 도움이 됩니다.',
    keco: '21',
    holland: 'SIR',
    education: 'bachelor',
    majors: ['computer-science', 'software', 'education'],
    skills: ['프로그래밍', '강의력', '교육 과정 설계', '코드 리뷰'],
  },

  // 22 법률직
  {
    key: 'lawyer',
    name: '변호사',
    summary: '의뢰인을 위해 법률 자문과 소송 대리를 하는 전문가',
    description:
      '개인과 기업에 법률 자문을 하고 민사, 형사, 행정 소송에서 의뢰인을 대리합니다. ' +
      '사건 자료를 분석해 서면을 작성하고 법정에서 변론하며 계약서 검토와 협상도 맡습니다. ' +
      '법학전문대학원을 졸업하고 변호사시험에 합격해야 합니다.',
    keco: '22',
    holland: 'EIS',
    education: 'graduate',
    majors: ['law'],
    skills: ['법률 지식', '논리적 글쓰기', '변론', '상담'],
  },
  {
    key: 'judge',
    name: '판사',
    summary: '법원에서 재판을 진행하고 판결을 내리는 법관',
    description:
      '법원에서 민사, 형사, 가사, 행정 사건의 재판을 진행하고 증거와 법리에 따라 판결을 내립니다. ' +
      '판결문을 작성하고 당사자에게 조정이나 화해를 권하기도 합니다. ' +
      '변호사 자격을 얻은 뒤 일정 기간 이상 법조 경력을 쌓아야 임용될 수 있습니다.',
    keco: '22',
    holland: 'ISE',
    education: 'graduate',
    majors: ['law'],
    skills: ['법리 해석', '판단력', '판결문 작성', '공정성'],
    experienceFirst: '법조 경력',
  },
  {
    key: 'prosecutor',
    name: '검사',
    summary: '범죄를 수사하고 재판에 넘겨 처벌을 구하는 법률가',
    description:
      '범죄 사건을 수사하거나 경찰이 보낸 사건을 검토해 재판에 넘길지를 결정합니다. ' +
      '법정에서 공소를 유지하고 형의 집행을 지휘합니다. ' +
      '변호사시험에 합격한 뒤 검사로 임용되어야 합니다.',
    keco: '22',
    holland: 'EIS',
    education: 'graduate',
    majors: ['law'],
    skills: ['법리 해석', '수사', '공소 유지', '판단력'],
  },
  {
    key: 'patent-attorney',
    name: '변리사',
    summary: '특허와 상표 등 지식재산권의 출원과 분쟁을 대리하는 전문가',
    description:
      '발명자나 기업을 대신해 특허, 실용신안, 디자인, 상표를 특허청에 출원하고 등록 절차를 밟습니다. ' +
      '기술 내용을 분석해 명세서를 쓰고 특허 분쟁에서 심판과 소송을 대리합니다. ' +
      '변리사 시험에 합격해야 하며 이공계 출신이 많습니다.',
    keco: '22',
    holland: 'ICE',
    education: 'bachelor',
    majors: ['law', 'electronic-engineering', 'chemistry', 'mechanical-engineering'],
    skills: ['특허법', '기술 이해', '명세서 작성', '분쟁 대응'],
  },
  {
    key: 'judicial-scrivener',
    name: '법무사',
    summary: '법원과 검찰에 낼 서류 작성과 등기를 대행하는 전문가',
    description:
      '부동산과 법인 등기를 신청하고 소장, 고소장, 각종 신청서 같은 법률 서류를 작성해 줍니다. ' +
      '경매, 공탁, 개인회생 절차의 서류 업무도 돕습니다. ' +
      '법무사 시험에 합격하거나 법원·검찰 공무원으로 오래 일한 경력으로 자격을 얻습니다.',
    keco: '22',
    holland: 'CES',
    education: 'bachelor',
    majors: ['law'],
    skills: ['등기 실무', '법률 서류 작성', '상담', '꼼꼼함'],
  },
  {
    key: 'legal-clerk',
    name: '법률 사무원',
    summary: '법률사무소에서 소송 서류와 사건 일정을 관리하는 사무직',
    description:
      '법률사무소나 법무법인에서 소송 서류를 준비하고 법원 제출, 기일 관리, 자료 조사를 맡습니다. ' +
      '의뢰인 연락과 사건 기록 정리로 변호사의 업무를 돕습니다. ' +
      '법률 용어와 소송 절차에 대한 이해가 필요합니다.',
    keco: '22',
    holland: 'CIE',
    education: 'associate',
    majors: ['law', 'secretarial-office'],
    skills: ['법률 문서 작성', '자료 조사', '일정 관리', '정확성'],
  },
  {
    key: 'court-official',
    name: '법원 공무원',
    summary: '법원에서 재판 사무와 등기, 가족관계 등록 업무를 맡는 공무원',
    description:
      '법원에서 소송 서류 접수, 재판 기록 관리, 집행, 등기, 가족관계 등록 같은 사법 행정 사무를 처리합니다. ' +
      '재판이 절차대로 진행되도록 법관을 보좌합니다. ' +
      '법원행정처가 시행하는 공개 채용시험에 합격해야 합니다.',
    keco: '22',
    holland: 'CSE',
    education: 'bachelor',
    majors: ['law', 'public-administration'],
    skills: ['법원 실무', '문서 작성', '민원 응대', '정확성'],
  },
  {
    key: 'corporate-legal-officer',
    name: '기업 법무 담당자',
    summary: '기업의 계약과 법적 위험을 검토하는 사내 법무 담당자',
    description:
      '회사 안에서 계약서를 검토하고 작성하며 사업 과정에서 생길 수 있는 법적 위험을 점검합니다. ' +
      '소송이 생기면 외부 법무법인과 협력하고 개인정보, 공정거래 같은 규제 준수를 관리합니다. ' +
      '사내 변호사는 변호사 자격이 필요하지만 법학 전공자가 법무팀에서 일하기도 합니다.',
    keco: '22',
    holland: 'CEI',
    education: 'bachelor',
    majors: ['law', 'business-administration'],
    skills: ['계약 검토', '법률 자문', '규정 관리', '협상'],
  },

  // 23 사회복지·종교직
  {
    key: 'social-worker',
    name: '사회복지사',
    summary: '어려움을 겪는 사람에게 복지 서비스를 연결하고 지원하는 전문가',
    description:
      '종합사회복지관, 노인·장애인 복지 시설, 지자체 등에서 도움이 필요한 사람의 상황을 파악하고 서비스를 ' +
      '연결합니다. ' +
      '복지 프로그램을 기획하고 후원자와 지역 자원을 발굴합니다. ' +
      '사회복지사 자격이 필요하며 1급은 국가시험에 합격해야 합니다.',
    keco: '23',
    holland: 'SEC',
    education: 'bachelor',
    majors: ['social-welfare'],
    skills: ['사례 관리', '상담', '자원 연계', '프로그램 기획'],
  },
  {
    key: 'medical-social-worker',
    name: '의료 사회복지사',
    summary: '병원에서 환자와 가족의 심리·사회적 문제를 돕는 사회복지사',
    description:
      '병원에서 질병으로 생긴 환자와 가족의 경제적, 심리적, 사회적 어려움을 상담합니다. ' +
      '의료비 지원 제도와 지역 복지 자원을 연결하고 퇴원 뒤의 생활을 준비하도록 돕습니다. ' +
      '사회복지사 1급을 취득한 뒤 수련을 거쳐 의료사회복지사 자격을 얻습니다.',
    keco: '23',
    holland: 'SIC',
    education: 'bachelor',
    majors: ['social-welfare'],
    skills: ['환자 상담', '의료비 지원 연계', '사례 관리', '팀 협업'],
  },
  {
    key: 'mental-health-social-worker',
    name: '정신건강 사회복지사',
    summary: '정신질환자와 가족의 회복과 사회 복귀를 돕는 전문가',
    description:
      '정신건강복지센터, 정신병원, 자살예방센터에서 정신질환을 겪는 사람과 가족을 상담하고 지역사회 적응을 돕습니다. ' +
      '위기 상황에 개입하고 재활 프로그램을 운영합니다. ' +
      '정신건강전문요원 자격을 얻으려면 지정 기관에서 수련을 받아야 합니다.',
    keco: '23',
    holland: 'SIA',
    education: 'bachelor',
    majors: ['social-welfare', 'psychology'],
    skills: ['정신건강 상담', '위기 개입', '사례 관리', '재활 지원'],
  },
  {
    key: 'school-social-worker',
    name: '학교 사회복지사',
    summary: '학교에서 학생의 복지와 적응을 돕는 사회복지사',
    description:
      '학교에 배치되어 가정 형편이나 학교 부적응으로 어려움을 겪는 학생을 상담하고 지원합니다. ' +
      '지역 복지 기관과 연결해 필요한 서비스를 받게 하고 예방 프로그램을 운영합니다. ' +
      '사회복지사 자격에 더해 학교사회복지 관련 자격을 요구하기도 합니다.',
    keco: '23',
    holland: 'SEA',
    education: 'bachelor',
    majors: ['social-welfare', 'education'],
    skills: ['학생 상담', '가정 연계', '프로그램 운영', '위기 개입'],
  },
  {
    key: 'counseling-psychologist',
    name: '심리 상담사',
    summary: '심리적 어려움을 겪는 사람을 상담으로 돕는 전문가',
    description:
      '상담센터, 기업, 대학 상담실에서 우울, 불안, 대인 관계 문제 등으로 힘들어하는 사람을 상담합니다. ' +
      '심리 검사로 상태를 평가하고 상담 목표를 세워 회복을 돕습니다. ' +
      '대개 상담심리 대학원을 마치고 수련을 거쳐 학회 자격을 취득합니다.',
    keco: '23',
    holland: 'SIA',
    education: 'graduate',
    majors: ['psychology', 'education'],
    skills: ['상담 기법', '심리 평가', '공감 능력', '경청'],
  },
  {
    key: 'youth-worker',
    name: '청소년 지도사',
    summary: '청소년 시설에서 청소년 활동을 기획하고 지도하는 전문가',
    description:
      '청소년수련관, 청소년문화의집, 수련원에서 청소년의 체험, 봉사, 동아리 활동을 기획하고 운영합니다. ' +
      '청소년의 고민을 듣고 건강한 성장을 돕습니다. ' +
      '청소년지도사 국가자격을 취득하면 유리합니다.',
    keco: '23',
    holland: 'SEA',
    education: 'bachelor',
    majors: ['social-welfare', 'education', 'lifelong-education'],
    skills: ['활동 기획', '청소년 상담', '집단 지도', '안전 관리'],
  },
  {
    key: 'career-counselor',
    name: '직업 상담사',
    summary: '구직자에게 진로와 취업에 관한 상담을 제공하는 전문가',
    description:
      '고용센터, 대학 취업지원실, 취업 지원 기관에서 구직자의 흥미와 경력을 파악해 진로와 직업 선택을 돕습니다. ' +
      '직업 정보와 채용 정보를 제공하고 이력서 작성과 면접을 지도합니다. ' +
      '직업상담사 자격이 도움이 됩니다.',
    keco: '23',
    holland: 'SEC',
    education: 'bachelor',
    majors: ['psychology', 'education', 'social-welfare'],
    skills: ['진로 상담', '직업 정보', '심리 검사', '취업 지원'],
  },
  {
    key: 'vocational-rehabilitation-counselor',
    name: '직업재활사',
    summary: '장애인의 직업 능력을 평가하고 취업과 적응을 돕는 전문가',
    description:
      '장애인 복지관이나 직업재활시설에서 장애인의 직업 능력을 평가하고 맞춤형 훈련 계획을 세웁니다. ' +
      '일할 사업체를 발굴해 취업을 연결하고 직장에 적응하도록 현장에서 지원합니다. ' +
      '직업재활 관련 전공과 자격이 필요합니다.',
    keco: '23',
    holland: 'SIR',
    education: 'bachelor',
    majors: ['social-welfare', 'special-education', 'occupational-therapy'],
    skills: ['직업 평가', '직무 지도', '사례 관리', '고용 연계'],
  },
  {
    key: 'child-protection-counselor',
    name: '아동보호 전문상담원',
    summary: '학대 피해 아동을 보호하고 가정 회복을 돕는 상담원',
    description:
      '아동보호전문기관에서 지자체의 아동학대 전담 공무원과 함께 피해 아동의 안전을 확보하고 필요한 서비스를 ' +
      '연결합니다. ' +
      '피해 아동과 가족을 상담하고 재학대를 막기 위한 사례 관리를 합니다. ' +
      '정서적 부담이 큰 일이어서 스스로를 돌보는 능력도 중요합니다.',
    keco: '23',
    holland: 'SIC',
    education: 'bachelor',
    majors: ['social-welfare', 'child-family-studies', 'psychology'],
    skills: ['아동 상담', '위기 개입', '가족 지원', '사례 관리'],
  },
  {
    key: 'pastor',
    name: '목회자',
    summary: '교회에서 예배를 인도하고 신자들을 돌보는 성직자',
    description:
      '교회에서 예배를 인도하고 설교하며 신자들을 심방하고 상담합니다. ' +
      '교육, 봉사, 선교 같은 교회 활동을 이끌고 공동체를 운영합니다. ' +
      '보통 신학대학원을 마치고 소속 교단의 안수를 받아야 합니다.',
    keco: '23',
    holland: 'SAE',
    education: 'graduate',
    majors: ['theology'],
    skills: ['설교', '상담', '공동체 운영', '종교 지식'],
  },
  {
    key: 'family-counselor',
    name: '가족 상담사',
    summary: '부부와 가족의 관계 문제를 상담하는 전문가',
    description:
      '가족센터나 상담 기관에서 부부 갈등, 자녀 양육, 이혼 같은 가족 문제를 상담합니다. ' +
      '가족 구성원 사이의 소통 방식을 살피고 관계를 회복하도록 돕습니다. ' +
      '가족 상담 관련 대학원 과정과 수련을 거치는 경우가 많습니다.',
    keco: '23',
    holland: 'SAI',
    education: 'graduate',
    majors: ['psychology', 'child-family-studies', 'social-welfare'],
    skills: ['가족 상담', '관계 중재', '심리 평가', '경청'],
  },

  // 24 경찰·소방·교도직
  {
    key: 'police-officer',
    name: '경찰관',
    summary: '치안을 유지하고 범죄를 예방·수사하는 공무원',
    description:
      '지구대와 파출소에서 순찰하고 신고 현장에 출동해 사건을 처리하며 교통, 경비, 수사 등 여러 분야에서 일합니다. ' +
      '시민의 생명과 재산을 보호하기 위해 법에 따라 공권력을 행사합니다. ' +
      '필기, 체력, 면접 시험을 거쳐 채용되며 교대 근무가 많습니다.',
    keco: '24',
    holland: 'RSE',
    education: 'bachelor',
    majors: ['police-administration', 'law'],
    skills: ['체력', '상황 판단', '법 집행', '의사소통'],
  },
  {
    key: 'detective',
    name: '형사',
    summary: '범죄 사건을 수사해 범인을 찾고 증거를 모으는 경찰관',
    description:
      '경찰서 수사 부서에서 강력, 경제, 지능 범죄 등의 사건을 맡아 증거를 모으고 용의자를 추적합니다. ' +
      '피해자와 참고인을 조사하고 수사 서류를 작성해 사건을 송치합니다. ' +
      '경찰관으로 임용된 뒤 수사 분야를 선택해 경력을 쌓습니다.',
    keco: '24',
    holland: 'RIE',
    education: 'bachelor',
    majors: ['police-administration', 'law', 'psychology'],
    skills: ['수사 기법', '관찰력', '면담', '체력'],
    experienceFirst: '경찰관 경력',
  },
  {
    key: 'coast-guard-officer',
    name: '해양경찰관',
    summary: '바다에서 치안과 해양 안전을 지키는 경찰관',
    description:
      '함정을 타고 해상을 순찰하며 불법 조업 단속, 해양 사고 구조, 해양 오염 방제를 맡습니다. ' +
      '해상 범죄를 수사하고 항만과 연안의 안전을 관리합니다. ' +
      '필기, 체력, 면접을 거쳐 채용되며 장기간 함정 근무를 하기도 합니다.',
    keco: '24',
    holland: 'RSE',
    education: 'bachelor',
    majors: ['police-administration', 'marine-science', 'naval-architecture'],
    skills: ['해상 구조', '수영', '법 집행', '체력'],
  },
  {
    key: 'firefighter',
    name: '소방관',
    summary: '화재를 진압하고 재난 현장에서 사람을 구하는 공무원',
    description:
      '소방서에서 화재 진압, 인명 구조, 구급 출동을 맡고 건물의 소방 안전을 점검합니다. ' +
      '교대 근무를 하며 평소에는 장비 점검과 훈련으로 출동에 대비합니다. ' +
      '필기, 체력, 면접 시험을 거쳐 채용되며 구급, 구조 분야는 경력 채용도 있습니다.',
    keco: '24',
    holland: 'RSE',
    education: 'bachelor',
    majors: ['fire-safety-administration', 'emergency-medical-technology', 'safety-engineering'],
    skills: ['화재 진압', '인명 구조', '체력', '응급 처치'],
  },
  {
    key: 'rescue-worker',
    name: '119 구조대원',
    summary: '사고와 재난 현장에서 갇히거나 다친 사람을 구하는 소방공무원',
    description:
      '교통사고, 붕괴, 수난, 산악 사고 현장에 출동해 특수 장비로 사람을 구조합니다. ' +
      '로프, 잠수, 유압 장비를 다루는 구조 기술을 꾸준히 훈련합니다. ' +
      '소방공무원으로 임용된 뒤 구조대에 배치되거나 구조 경력자로 특별 채용됩니다.',
    keco: '24',
    holland: 'RSI',
    education: 'high_school',
    majors: ['fire-safety-administration', 'emergency-medical-technology'],
    skills: ['구조 기술', '체력', '장비 운용', '응급 처치'],
    experienceFirst: '소방관 경력',
  },
  {
    key: 'fire-investigator',
    name: '화재 조사관',
    summary: '화재 현장을 감식해 불이 난 원인을 밝히는 소방 전문가',
    description:
      '화재가 진압된 뒤 현장을 조사해 불이 시작된 위치와 원인을 분석합니다. ' +
      '잔해와 증거물을 감식하고 피해 규모를 조사해 보고서를 작성합니다. ' +
      '소방공무원으로 일하며 화재 조사 관련 교육과 자격을 거칩니다.',
    keco: '24',
    holland: 'IRC',
    education: 'bachelor',
    majors: ['fire-safety-administration', 'safety-engineering', 'chemistry'],
    skills: ['현장 감식', '화재 원인 분석', '보고서 작성', '관찰력'],
    experienceFirst: '소방관 경력',
  },
  {
    key: 'correctional-officer',
    name: '교도관',
    summary: '교정시설에서 수용자를 관리하고 교화하는 공무원',
    description:
      '교도소와 구치소에서 수용자의 생활을 감독하고 시설 보안을 유지합니다. ' +
      '수용자가 사회에 복귀할 수 있도록 교육, 작업, 상담 프로그램을 운영합니다. ' +
      '교정직 공무원 시험에 합격해야 하며 교대 근무를 합니다.',
    keco: '24',
    holland: 'RSE',
    education: 'bachelor',
    majors: ['police-administration', 'law', 'social-welfare'],
    skills: ['보안 관리', '상담', '상황 판단', '규정 준수'],
  },
  {
    key: 'forensic-investigator',
    name: '과학수사 요원',
    summary: '범죄 현장에서 증거를 수집하고 감식하는 경찰관',
    description:
      '범죄 현장에 출동해 지문, 혈흔, 유전자 시료, 족적 같은 증거를 찾아 채취하고 기록합니다. ' +
      '감식 결과를 분석해 수사팀에 전달하며 법정에서 증거의 의미를 설명하기도 합니다. ' +
      '화학, 생물 같은 이공계 전공자를 경력 채용하기도 합니다.',
    keco: '24',
    holland: 'IRC',
    education: 'bachelor',
    majors: ['chemistry', 'biology', 'police-administration'],
    skills: ['증거 채취', '감식 기법', '관찰력', '보고서 작성'],
  },
  {
    key: 'cyber-investigator',
    name: '사이버 수사관',
    summary: '해킹과 온라인 사기 등 사이버 범죄를 수사하는 경찰관',
    description:
      '해킹, 랜섬웨어, 온라인 사기, 불법 촬영물 유포 같은 사이버 범죄를 수사합니다. ' +
      '디지털 증거를 분석해 범행 경로를 추적하고 피의자를 찾아냅니다. ' +
      '정보보안과 디지털 포렌식 지식이 필요하며 관련 경력자 특별 채용도 있습니다.',
    keco: '24',
    holland: 'ICR',
    education: 'bachelor',
    majors: ['information-security', 'computer-science', 'police-administration'],
    skills: ['디지털 포렌식', '네트워크 분석', '수사 기법', '보고서 작성'],
  },

  // 25 군인
  {
    key: 'military-officer',
    name: '장교',
    summary: '군에서 부대를 지휘하고 작전을 계획하는 간부',
    description:
      '육군, 해군, 공군, 해병대에서 소대장부터 시작해 부대를 지휘하고 작전과 훈련을 계획합니다. ' +
      '병력과 장비를 관리하며 국가 방위를 위한 임무를 수행합니다. ' +
      '사관학교, 학군단, 학사장교 과정 등을 거쳐 임관합니다.',
    keco: '25',
    holland: 'ESR',
    education: 'bachelor',
    majors: ['military-studies'],
    skills: ['리더십', '작전 계획', '상황 판단', '책임감'],
  },
  {
    key: 'nco',
    name: '부사관',
    summary: '군의 전문 기술을 맡고 병사들을 이끄는 간부',
    description:
      '부대에서 분대장이나 특기 분야의 전문 인력으로 일하며 병사의 훈련과 생활을 지도합니다. ' +
      '전투, 정비, 통신, 행정 등 맡은 특기 업무를 수행하며 지휘관을 보좌합니다. ' +
      '고등학교 졸업 이상이면 지원할 수 있고 필기, 체력, 면접을 거쳐 선발됩니다.',
    keco: '25',
    holland: 'RES',
    education: 'high_school',
    majors: ['military-studies'],
    skills: ['전투 기술', '장비 운용', '병력 관리', '체력'],
  },
  {
    key: 'military-pilot',
    name: '군 조종사',
    summary: '군용 항공기를 조종해 임무를 수행하는 장교',
    description:
      '공군, 해군, 육군에서 전투기, 수송기, 헬기를 조종하며 영공 방위, 수송, 구조 같은 임무를 수행합니다. ' +
      '오랜 비행 교육을 마쳐야 하고 엄격한 신체 조건과 긴 의무 복무 기간이 있습니다. ' +
      '공군사관학교나 조종 장학생 과정 등으로 선발됩니다.',
    keco: '25',
    holland: 'RIE',
    education: 'bachelor',
    majors: ['aerospace-engineering', 'military-studies'],
    skills: ['비행 조종', '상황 판단', '체력', '팀워크'],
  },
  {
    key: 'military-doctor',
    name: '군의관',
    summary: '군 병원과 부대에서 장병을 진료하는 의사 장교',
    description:
      '의사 면허를 가진 장교로서 군 병원이나 부대 의무대에서 장병의 질병과 부상을 진료합니다. ' +
      '훈련 중 생길 수 있는 응급 상황에 대비하고 부대의 보건 위생을 관리합니다. ' +
      '주로 의사 면허 취득자가 병역 의무를 이행하는 방법으로 복무합니다.',
    keco: '25',
    holland: 'ISR',
    education: 'graduate',
    majors: ['medicine'],
    skills: ['진료', '응급 처치', '의학 지식', '책임감'],
  },
  {
    key: 'signal-nco',
    name: '정보통신 부사관',
    summary: '군의 통신망과 전산 장비를 운용하는 부사관',
    description:
      '부대의 유무선 통신망, 위성 통신 장비, 전산 시스템을 설치하고 운용합니다. ' +
      '고장 난 장비를 정비하고 군사 정보가 새지 않도록 보안 규정을 지킵니다. ' +
      '정보통신 관련 자격증이 있으면 선발과 복무에 유리합니다.',
    keco: '25',
    holland: 'RIC',
    education: 'high_school',
    majors: ['computer-science', 'electronic-engineering', 'military-studies'],
    skills: ['통신 장비 운용', '네트워크', '정비', '보안'],
  },
  {
    key: 'army-nurse-officer',
    name: '간호장교',
    summary: '군 병원과 부대에서 장병의 건강을 돌보는 간호 장교',
    description:
      '국군 병원과 의무 부대에서 다치거나 아픈 장병을 간호하고 응급 환자의 처치를 돕습니다. ' +
      '재난 현장이나 해외 파병지에서 의료 지원 임무를 맡기도 합니다. ' +
      '국군간호사관학교를 졸업해 간호사 면허를 받고 장교로 임관하는 길이 대표적입니다.',
    keco: '25',
    holland: 'SIR',
    education: 'bachelor',
    majors: ['nursing', 'military-studies'],
    skills: ['간호', '응급 처치', '체력', '책임감'],
  },
  {
    key: 'military-chaplain',
    name: '군종장교',
    summary: '장병의 신앙생활과 마음 건강을 돕는 성직자 장교',
    description:
      '부대의 종교 시설에서 예배, 미사, 법회 같은 종교 활동을 이끌고 장병의 고민을 상담합니다. ' +
      '신앙이 없는 장병에게도 인성 교육과 상담으로 부대 생활 적응을 돕습니다. ' +
      '각 종단의 성직자 자격을 갖추고 선발 과정을 거쳐 장교로 임관합니다.',
    keco: '25',
    holland: 'SAE',
    education: 'graduate',
    majors: ['theology', 'military-studies'],
    skills: ['상담', '종교 의식 진행', '인성 교육', '경청'],
  },
  {
    key: 'aviation-maintenance-nco',
    name: '항공 정비 부사관',
    summary: '군용 항공기의 기체와 엔진을 점검하고 정비하는 부사관',
    description:
      '공군, 해군, 육군 항공 부대에서 전투기, 수송기, 헬기의 기체와 엔진, 전자 장비를 점검하고 수리합니다. ' +
      '비행 전후 점검과 정기 정비를 규정대로 기록하며 조종사가 안전하게 임무를 마치도록 뒷받침합니다. ' +
      '항공 정비 관련 학과를 나오거나 자격증이 있으면 선발과 복무에 유리합니다.',
    keco: '25',
    holland: 'RIC',
    education: 'high_school',
    majors: ['aerospace-engineering', 'mechanical-engineering', 'military-studies'],
    skills: ['항공기 정비', '점검 기록', '도면 해독', '정밀 작업'],
  },

  // 30 보건·의료직
  {
    key: 'physician',
    name: '의사',
    summary: '질병을 진단하고 치료하는 의료인',
    description:
      '병원과 의원에서 환자를 진찰하고 검사 결과를 해석해 질병을 진단하고 치료합니다. ' +
      '약을 처방하고 수술이나 시술을 하며 환자와 가족에게 치료 과정을 설명합니다. ' +
      '의과대학이나 의학전문대학원을 마치고 국가시험에 합격해야 하며 전문의가 되려면 수련을 더 거칩니다.',
    keco: '30',
    holland: 'ISR',
    education: 'graduate',
    majors: ['medicine'],
    skills: ['진단', '의학 지식', '환자 소통', '판단력'],
  },
  {
    key: 'surgeon',
    name: '외과 의사',
    summary: '수술로 질병과 부상을 치료하는 전문의',
    description:
      '위, 대장, 간, 유방 같은 장기의 질병과 외상을 수술로 치료하고 수술 전후의 환자를 관리합니다. ' +
      '응급 수술과 긴 수술이 많아 체력과 집중력이 필요합니다. ' +
      '의사 면허를 받은 뒤 인턴과 외과 전공의 수련을 거쳐 전문의 자격을 얻습니다.',
    keco: '30',
    holland: 'IRS',
    education: 'graduate',
    majors: ['medicine'],
    skills: ['수술 기술', '판단력', '집중력', '체력'],
  },
  {
    key: 'psychiatrist',
    name: '정신건강의학과 의사',
    summary: '정신 질환을 진단하고 치료하는 전문의',
    description:
      '우울증, 불안 장애, 조현병, 중독 같은 정신 질환을 면담과 검사로 진단하고 약물과 정신 치료로 돕습니다. ' +
      '환자의 생활 환경과 가족 관계를 함께 살피고 필요하면 입원 치료를 결정합니다. ' +
      '의사 면허를 받은 뒤 전공의 수련을 거쳐 전문의 자격을 얻습니다.',
    keco: '30',
    holland: 'ISA',
    education: 'graduate',
    majors: ['medicine'],
    skills: ['정신 진단', '면담', '약물 치료', '공감 능력'],
  },
  {
    key: 'pediatrician',
    name: '소아청소년과 의사',
    summary: '어린이와 청소년의 질병을 진료하는 전문의',
    description:
      '신생아부터 청소년까지 감염병, 알레르기, 성장과 발달 문제를 진료하고 예방 접종을 합니다. ' +
      '아이가 증상을 잘 표현하지 못하므로 보호자와 충분히 소통해야 합니다. ' +
      '의사 면허를 받은 뒤 전공의 수련을 거쳐 전문의 자격을 얻습니다.',
    keco: '30',
    holland: 'SIR',
    education: 'graduate',
    majors: ['medicine'],
    skills: ['소아 진료', '성장 발달 평가', '보호자 소통', '예방 접종'],
  },
  {
    key: 'dentist',
    name: '치과의사',
    summary: '치아와 잇몸 등 구강 질환을 치료하는 의료인',
    description:
      '충치, 잇몸 질환, 부정 교합, 치아 상실 같은 구강 문제를 진단하고 치료합니다. ' +
      '보철, 임플란트, 교정 같은 시술에는 정교한 손 기술이 필요합니다. ' +
      '치과대학이나 치의학전문대학원을 마치고 국가시험에 합격해야 합니다.',
    keco: '30',
    holland: 'IRS',
    education: 'graduate',
    majors: ['dentistry'],
    skills: ['치과 진료', '손 기술', '구강 의학', '환자 소통'],
  },
  {
    key: 'korean-medicine-doctor',
    name: '한의사',
    summary: '한의학으로 질병을 진단하고 치료하는 의료인',
    description:
      '진맥과 문진으로 환자의 상태를 살피고 침, 뜸, 부항, 한약으로 질병을 치료합니다. ' +
      '근골격계 통증, 만성 질환, 체질 관리 같은 분야의 진료가 많습니다. ' +
      '한의과대학이나 한의학전문대학원을 마치고 국가시험에 합격해야 합니다.',
    keco: '30',
    holland: 'ISR',
    education: 'graduate',
    majors: ['korean-medicine'],
    skills: ['한방 진단', '침구 치료', '한약 처방', '환자 상담'],
  },
  {
    key: 'pharmacist',
    name: '약사',
    summary: '의약품을 조제하고 올바른 사용법을 안내하는 전문가',
    description:
      '약국과 병원에서 처방전을 검토해 약을 조제하고 환자에게 복용 방법과 주의 사항을 설명합니다. ' +
      '약물 사이의 상호작용을 확인하고 일반 의약품 상담을 합니다. ' +
      '6년제 약학대학을 마치고 국가시험에 합격해야 하며 제약 회사나 공공기관에서 일하기도 합니다.',
    keco: '30',
    holland: 'ICS',
    education: 'bachelor',
    majors: ['pharmacy'],
    skills: ['조제', '복약 지도', '약학 지식', '정확성'],
  },
  {
    key: 'veterinarian',
    name: '수의사',
    summary: '동물의 질병을 진단하고 치료하는 의료인',
    description:
      '동물병원에서 반려동물을 진료하고 수술하거나 농장에서 가축의 질병을 예방하고 치료합니다. ' +
      '검역, 방역, 축산물 위생 같은 공공 분야에서도 일합니다. ' +
      '6년제 수의과대학을 마치고 국가시험에 합격해야 합니다.',
    keco: '30',
    holland: 'IRS',
    education: 'bachelor',
    majors: ['veterinary-medicine'],
    skills: ['동물 진료', '수술', '보호자 상담', '방역 지식'],
  },
  {
    key: 'nurse',
    name: '간호사',
    summary: '환자를 돌보고 진료를 돕는 의료인',
    description:
      '병원에서 환자의 상태를 관찰하고 투약, 처치, 검사 준비 같은 간호를 제공합니다. ' +
      '의사와 협력해 치료 계획을 실행하고 환자와 보호자에게 건강 교육을 합니다. ' +
      '간호학과를 졸업하고 국가시험에 합격해야 하며 병동에서는 교대 근무를 합니다.',
    keco: '30',
    holland: 'SIR',
    education: 'bachelor',
    majors: ['nursing'],
    skills: ['환자 간호', '투약 관리', '관찰력', '의사소통'],
  },
  {
    key: 'nurse-practitioner',
    name: '전문간호사',
    summary: '특정 분야의 심화된 지식으로 전문 간호를 하는 간호사',
    description:
      '중환자, 종양, 호스피스, 마취 같은 분야에서 심화된 간호를 제공하고 환자 교육과 상담을 맡습니다. ' +
      '동료 간호사 교육과 간호 연구에도 참여합니다. ' +
      '임상 경력을 쌓고 대학원 과정을 마친 뒤 전문간호사 자격시험에 합격해야 합니다.',
    keco: '30',
    holland: 'SIR',
    education: 'graduate',
    majors: ['nursing'],
    skills: ['전문 간호', '임상 판단', '환자 교육', '팀 협업'],
    experienceFirst: '간호사 경력',
  },
  {
    key: 'midwife',
    name: '조산사',
    summary: '임신부의 출산을 돕고 산모와 신생아를 돌보는 의료인',
    description:
      '임신 기간의 건강 관리와 정상 분만을 돕고 출산 뒤 산모와 신생아를 돌봅니다. ' +
      '모유 수유와 육아에 관한 상담도 합니다. ' +
      '간호사 면허를 받은 뒤 지정 기관의 수습 과정을 거쳐 조산사 국가시험에 합격해야 합니다.',
    keco: '30',
    holland: 'SRI',
    education: 'bachelor',
    majors: ['nursing'],
    skills: ['분만 관리', '산전 관리', '신생아 돌봄', '상담'],
  },
  {
    key: 'nursing-assistant',
    name: '간호조무사',
    summary: '간호사와 의사를 도와 기본 간호를 하는 보건 인력',
    description:
      '의원, 병원, 요양 시설에서 활력 징후 측정, 주사 준비, 진료 보조 같은 기본 간호 업무를 합니다. ' +
      '접수와 안내, 진료실 정리 같은 업무도 맡습니다. ' +
      '간호조무사 교육 과정을 이수하고 자격시험에 합격해야 합니다.',
    keco: '30',
    holland: 'SRC',
    education: 'high_school',
    majors: [],
    skills: ['환자 보조', '기본 간호', '위생 관리', '접수 응대'],
  },
  {
    key: 'physical-therapist',
    name: '물리치료사',
    summary: '운동과 물리적 방법으로 신체 기능 회복을 돕는 치료사',
    description:
      '병원, 재활센터, 스포츠 팀에서 통증이나 운동 기능 장애가 있는 환자를 평가하고 운동 치료, 도수 치료, 전기·열 ' +
      '치료를 합니다. ' +
      '환자가 스스로 할 수 있는 재활 운동을 교육합니다. ' +
      '물리치료학과를 졸업하고 국가시험에 합격해야 합니다.',
    keco: '30',
    holland: 'SRI',
    education: 'associate',
    majors: ['physical-therapy'],
    skills: ['운동 치료', '도수 치료', '해부학 지식', '환자 소통'],
  },
  {
    key: 'occupational-therapist',
    name: '작업치료사',
    summary: '일상생활에 필요한 기능을 되찾도록 돕는 치료사',
    description:
      '뇌졸중, 치매, 발달 장애 등으로 일상생활이 어려운 사람에게 옷 입기, 식사, 글쓰기 같은 활동을 훈련시킵니다. ' +
      '인지 재활과 보조기구 사용법을 지도하고 생활 환경 개선을 제안합니다. ' +
      '작업치료학과를 졸업하고 국가시험에 합격해야 합니다.',
    keco: '30',
    holland: 'SRA',
    education: 'associate',
    majors: ['occupational-therapy'],
    skills: ['일상생활 훈련', '인지 재활', '보조기구 활용', '환자 평가'],
  },
  {
    key: 'speech-therapist',
    name: '언어재활사',
    summary: '말과 언어에 어려움이 있는 사람의 의사소통을 돕는 전문가',
    description:
      '언어 발달 지연, 조음 장애, 말더듬, 실어증이 있는 아동과 성인을 평가하고 치료합니다. ' +
      '개인별 치료 계획을 세우고 가정에서 할 수 있는 활동을 보호자에게 안내합니다. ' +
      '관련 학과를 졸업하고 언어재활사 국가시험에 합격해야 합니다.',
    keco: '30',
    holland: 'SIA',
    education: 'bachelor',
    majors: ['speech-therapy'],
    skills: ['언어 평가', '치료 계획', '발음 지도', '보호자 상담'],
  },
  {
    key: 'radiologic-technologist',
    name: '방사선사',
    summary: '의료 영상 장비로 진단용 영상을 촬영하는 의료기사',
    description:
      '병원에서 엑스선, CT, MRI 같은 장비로 환자의 몸을 촬영해 진단 영상을 만듭니다. ' +
      '방사선 치료 장비를 다루기도 하며 환자와 의료진이 불필요한 방사선에 노출되지 않도록 관리합니다. ' +
      '방사선학과를 졸업하고 국가시험에 합격해야 합니다.',
    keco: '30',
    holland: 'RIC',
    education: 'associate',
    majors: ['radiology'],
    skills: ['영상 장비 조작', '방사선 안전', '해부학 지식', '환자 응대'],
  },
  {
    key: 'clinical-lab-technologist',
    name: '임상병리사',
    summary: '혈액과 조직 등 검체를 분석해 진단을 돕는 의료기사',
    description:
      '병원 진단검사실에서 혈액, 소변, 조직 같은 검체를 분석하고 심전도, 폐 기능 같은 생리 기능 검사를 합니다. ' +
      '검사 장비를 관리하고 결과가 정확한지 정도 관리를 합니다. ' +
      '임상병리학과를 졸업하고 국가시험에 합격해야 합니다.',
    keco: '30',
    holland: 'IRC',
    education: 'associate',
    majors: ['clinical-pathology'],
    skills: ['검체 분석', '검사 장비', '정확성', '감염 관리'],
  },
  {
    key: 'dental-hygienist',
    name: '치과위생사',
    summary: '구강 질환 예방 처치와 치과 진료 보조를 하는 의료기사',
    description:
      '치과에서 스케일링, 불소 도포 같은 예방 처치를 하고 구강 위생 관리 방법을 교육합니다. ' +
      '치과의사의 진료를 보조하고 방사선 촬영과 기구 소독을 맡습니다. ' +
      '치위생과를 졸업하고 국가시험에 합격해야 합니다.',
    keco: '30',
    holland: 'SRC',
    education: 'associate',
    majors: ['dental-hygiene'],
    skills: ['스케일링', '구강 보건 교육', '진료 보조', '감염 관리'],
  },
  {
    key: 'paramedic',
    name: '응급구조사',
    summary: '응급 환자를 현장에서 처치하고 병원으로 이송하는 의료 인력',
    description:
      '119 구급대, 병원 응급실, 민간 이송 업체에서 응급 환자를 현장에서 처치하고 안전하게 이송합니다. ' +
      '심폐소생술, 기도 확보, 지혈 같은 처치를 하고 의료진에게 환자 상태를 전달합니다. ' +
      '응급구조학과를 졸업하고 1급 국가시험에 합격하는 것이 일반적입니다.',
    keco: '30',
    holland: 'RSI',
    education: 'associate',
    majors: ['emergency-medical-technology'],
    skills: ['응급 처치', '환자 이송', '상황 판단', '체력'],
  },
  {
    key: 'dietitian',
    name: '영양사',
    summary: '급식 식단을 짜고 영양 상담을 하는 전문가',
    description:
      '학교, 병원, 기업 급식소에서 대상자에게 맞는 식단을 짜고 조리와 위생을 관리합니다. ' +
      '병원에서는 환자의 질병에 맞춘 치료식과 영양 상담을 맡습니다. ' +
      '식품영양 관련 학과를 졸업하고 국가시험에 합격해야 합니다.',
    keco: '30',
    holland: 'SIC',
    education: 'bachelor',
    majors: ['food-nutrition'],
    skills: ['식단 관리', '영양 상담', '위생 관리', '원가 관리'],
  },
  {
    key: 'clinical-psychologist',
    name: '임상심리사',
    summary: '심리 검사와 치료로 정신 건강 문제를 돕는 전문가',
    description:
      '병원 정신건강의학과나 상담센터에서 심리 검사를 실시하고 결과를 해석해 진단과 치료를 돕습니다. ' +
      '인지행동치료 같은 심리 치료를 하고 재활 프로그램을 운영합니다. ' +
      '심리학 대학원과 수련 과정을 거쳐 자격을 취득하는 경우가 일반적입니다.',
    keco: '30',
    holland: 'ISA',
    education: 'graduate',
    majors: ['psychology'],
    skills: ['심리 평가', '심리 치료', '보고서 작성', '공감 능력'],
  },
  {
    key: 'health-information-manager',
    name: '보건의료정보관리사',
    summary: '진료 기록을 관리하고 의료 정보를 분석하는 전문가',
    description:
      '병원에서 환자의 진료 기록을 점검하고 질병과 수술을 표준 분류 체계에 따라 코드로 분류합니다. ' +
      '의료 통계를 만들고 개인 의료 정보가 안전하게 관리되도록 합니다. ' +
      '보건의료정보 관련 학과를 졸업하고 국가시험에 합격해야 합니다.',
    keco: '30',
    holland: 'CIS',
    education: 'associate',
    majors: ['health-administration'],
    skills: ['의무 기록 관리', '질병 분류', '의료 통계', '정보 보호'],
  },
  {
    key: 'hospital-coordinator',
    name: '병원 코디네이터',
    summary: '병원에서 환자의 진료 예약과 상담, 안내를 맡는 직원',
    description:
      '병원이나 의원에서 환자를 맞이해 진료 예약, 접수, 수납을 처리하고 진료 과정을 안내합니다. ' +
      '치료 계획과 비용을 설명하고 환자의 불편 사항을 조율합니다. ' +
      '친절한 응대 능력과 함께 기본적인 의료 지식이 필요합니다.',
    keco: '30',
    holland: 'SEC',
    education: 'associate',
    majors: ['health-administration', 'nursing'],
    skills: ['고객 응대', '예약 관리', '상담', '의료 지식'],
  },
  {
    key: 'health-educator',
    name: '보건교육사',
    summary: '건강한 생활 습관을 교육하고 건강 증진 사업을 기획하는 전문가',
    description:
      '보건소, 건강증진센터, 기업에서 금연, 절주, 운동, 식생활 같은 건강 교육을 기획하고 진행합니다. ' +
      '지역 주민의 건강 문제를 조사해 건강 증진 사업을 운영하고 효과를 평가합니다. ' +
      '보건교육사 국가시험에 합격해야 합니다.',
    keco: '30',
    holland: 'SEI',
    education: 'bachelor',
    majors: ['health-administration', 'nursing', 'food-nutrition'],
    skills: ['건강 교육', '프로그램 기획', '발표', '자료 제작'],
  },
  {
    key: 'epidemiologist',
    name: '역학 조사관',
    summary: '감염병의 발생 원인과 확산 경로를 조사하는 전문가',
    description:
      '질병관리청이나 시·도에서 감염병 집단 발생이 생기면 환자와 접촉자를 조사해 원인과 전파 경로를 찾습니다. ' +
      '조사 결과를 분석해 확산을 막는 방역 조치를 제안합니다. ' +
      '의사, 간호사, 보건 분야 전문가가 정해진 교육을 받고 임명됩니다.',
    keco: '30',
    holland: 'ICS',
    education: 'bachelor',
    majors: ['medicine', 'nursing', 'statistics', 'health-administration'],
    skills: ['역학 조사', '통계 분석', '감염병 지식', '보고서 작성'],
  },
  {
    key: 'clinical-research-coordinator',
    name: '임상연구 코디네이터',
    summary: '병원에서 임상시험이 규정대로 진행되도록 관리하는 전문가',
    description:
      '병원에서 임상시험 참여자의 등록과 방문 일정을 관리하고 검사 결과와 자료를 기록합니다. ' +
      '연구 계획서와 규정에 맞게 시험이 진행되는지 확인하고 의뢰 기업과 소통합니다. ' +
      '간호사나 약학, 생명과학 전공자가 많이 일합니다.',
    keco: '30',
    holland: 'CIS',
    education: 'bachelor',
    majors: ['nursing', 'pharmacy', 'biology'],
    skills: ['임상시험 관리', '문서 관리', '환자 소통', '규정 준수'],
  },
  {
    key: 'prosthetist-orthotist',
    name: '의지·보조기 기사',
    summary: '의지와 신체 보조기를 제작하고 몸에 맞춰 주는 기사',
    description:
      '팔다리를 잃은 사람을 위한 의지와 척추, 관절을 지지하는 보조기를 설계하고 제작합니다. ' +
      '환자의 신체를 측정해 몸에 맞게 조정하고 사용법을 교육합니다. ' +
      '의지·보조기 기사 국가시험에 합격해야 합니다.',
    keco: '30',
    holland: 'RIS',
    education: 'associate',
    majors: ['biomedical-engineering', 'physical-therapy'],
    skills: ['보조기 제작', '신체 측정', '재료 가공', '환자 상담'],
  },
];
