import { Link } from 'react-router-dom';
import * as styles from './Home.css';

const audiences = [
  {
    title: '상담사',
    text: '학생과 마주 앉은 상담 시간에 도구를 함께 진행하고, 결과와 실천 계획을 상담 일지로 남깁니다.',
    to: '/consultant/login',
    action: '상담사 로그인',
  },
  {
    title: '강사',
    text: '수업에서 여러 학생과 도구 세션을 운영하고, 키트와 QR 링크, 강의 보고서를 관리합니다.',
    to: '/login',
    action: '강사 로그인',
  },
  {
    title: '대학 담당자',
    text: '학급별 대시보드에서 상담사와 참여자, 상담 일지를 한눈에 살펴봅니다.',
    to: '/university/login',
    action: '대학 담당자 로그인',
  },
  {
    title: '학생·참여자',
    text: '상담사나 강사에게 받은 링크, 또는 AI 선물 코드로 들어와 나에게 맞는 도구를 진행합니다.',
    to: '/ai-gift/login',
    action: 'AI 선물 코드로 시작',
  },
] as const;

const tools = [
  ['코어 컬러링', '아홉 가지 코어로 지금의 나와 되고 싶은 나를 색칠해 봅니다.'],
  ['성격 유형', '흥미 유형 검사와 순위 매기기로 나의 유형 코드와 어울리는 직업군을 찾습니다.'],
  ['커리어 앵커', '일에서 끝까지 놓지 않을 가치 여덟 가지 중 나의 닻을 확인합니다.'],
  ['커리어 모델', '지금까지의 결과를 모아 직업·전공·교육 경로를 추천받습니다.'],
  ['직업 카드', '직업 카드를 끌리는 것과 끌리지 않는 것으로 나누고 그 이유를 정리합니다.'],
  ['직업 탐색', '관심 분야의 직업을 찾아보고 흥미를 점검합니다.'],
  ['셀링 포인트', '나의 경험에서 강점을 뽑아 이야기로 엮습니다.'],
  ['자기소개서', '문항별로 초안을 쓰고 점검하며 다듬습니다.'],
  ['면접', '예상 질문에 답하고 네 단계 결과로 준비 정도를 확인합니다.'],
  ['심층 면접', '답변에 이어지는 꼬리 질문으로 깊이 있게 연습합니다.'],
] as const;

/** The public home: what the product is, for whom, and how to start. */
export function Home() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to="/" className={styles.brand}>
            진로 코칭 플랫폼
          </Link>
          <nav aria-label="주요 메뉴">
            <ul className={styles.navList}>
              <li>
                <Link className={styles.navLink} to="/login">
                  강사 로그인
                </Link>
              </li>
              <li>
                <Link className={styles.navLink} to="/signUp">
                  강사 회원가입
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </header>

      <main className={styles.main}>
        <section className={styles.hero} aria-labelledby="home-title">
          <div>
            <p className={styles.eyebrow}>대학·상담사·강사를 위한 진로 코칭</p>
            <h1 id="home-title" className={styles.title}>
              나를 알아 가는 시간,
              <br />
              진로를 함께 찾는 대화
            </h1>
            <p className={styles.lead}>
              열 가지 진로 도구로 학생이 스스로를 이해하고, 결과를 바탕으로 구체적인 실천 계획까지 세우도록 돕습니다.
              상담실에서도, 강의실에서도 같은 도구로 이어집니다.
            </p>
            <div className={styles.actions}>
              <Link className={styles.primaryAction} to="/consultant/login">
                상담 시작하기
              </Link>
              <Link className={styles.secondaryAction} to="/user/main/login">
                받은 링크로 참여하기
              </Link>
            </div>
          </div>
          <ol className={styles.heroPanel} aria-label="이용 순서">
            {[
              ['도구 고르기', '학생에게 맞는 진로 도구를 고릅니다.'],
              ['함께 진행하기', '답변은 그때그때 저장되어 언제든 이어서 할 수 있습니다.'],
              ['결과 읽기', '왜 이런 결과가 나왔는지 설명과 함께 봅니다.'],
              ['실천 계획 세우기', '무엇을 언제까지 할지 정하고 PDF로 간직합니다.'],
            ].map(([name, text], index) => (
              <li key={name} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <strong>{name}</strong>
                  <p className={styles.cardText}>{text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <div className={styles.band}>
          <section className={styles.section} aria-labelledby="audience-title">
            <h2 id="audience-title" className={styles.sectionTitle}>
              누가 쓰나요
            </h2>
            <p className={styles.sectionLead}>역할마다 필요한 화면으로 바로 들어갑니다.</p>
            <ul className={styles.grid}>
              {audiences.map((audience) => (
                <li key={audience.title} className={styles.card}>
                  <h3 className={styles.cardTitle}>{audience.title}</h3>
                  <p className={styles.cardText}>{audience.text}</p>
                  <Link className={styles.cardLink} to={audience.to}>
                    {audience.action}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <section className={styles.section} aria-labelledby="tools-title">
          <h2 id="tools-title" className={styles.sectionTitle}>
            열 가지 진로 도구
          </h2>
          <p className={styles.sectionLead}>자기 이해에서 시작해 직업 탐색, 자기소개서와 면접 준비까지 이어집니다.</p>
          <ul className={styles.grid}>
            {tools.map(([name, text]) => (
              <li key={name} className={styles.card}>
                <h3 className={styles.cardTitle}>{name}</h3>
                <p className={styles.cardText}>{text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>

      <footer className={styles.footer}>
        <div className={styles.footerBar}>
          <span>© 2026 진로 코칭 플랫폼</span>
          <nav aria-label="약관">
            <ul className={styles.navList}>
              <li>
                <Link className={styles.navLink} to="/privacyPolicy">
                  개인정보처리방침
                </Link>
              </li>
              <li>
                <Link className={styles.navLink} to="/serviceTermPolicy">
                  서비스 이용약관
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
