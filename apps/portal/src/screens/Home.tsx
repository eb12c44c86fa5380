import { ACTION_ITEMS, TOOL_NAMES, TOOL_TEXTS } from '@career/api-sdk';
import { linkButton } from '@career/tools-ui';
import { Link } from 'react-router-dom';
import * as styles from './Home.css';
import { PhoneGate } from './PhoneGate';

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

/** The public home: what the product is, for whom, and how to start. */
export function Home() {
  return (
    <PhoneGate>
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
              <Link className={linkButton({ variant: 'primary', size: 'lg' })} to="/consultant/login">
                상담 시작하기
              </Link>
              <Link className={linkButton({ variant: 'secondary', size: 'lg' })} to="/user/main/login">
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
            {ACTION_ITEMS.map((tool) => (
              <li key={tool} className={styles.card}>
                <h3 className={styles.cardTitle}>{TOOL_NAMES[tool]}</h3>
                <p className={styles.cardText}>{TOOL_TEXTS[tool].summary}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </PhoneGate>
  );
}
