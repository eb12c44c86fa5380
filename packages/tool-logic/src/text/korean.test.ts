import { describe, expect, it } from 'vitest';
import { humble, listOf, pastOf, politeSentence, withParticle } from './korean';

describe('Korean for the composer', () => {
  it('chooses a particle by how the word ends, digits and Latin letters as read aloud', () => {
    expect(
      ['책임감', '끈기', '서울', 'LG', '20%', '(주)한빛', '회사(주)'].map((word) => withParticle(word, '을/를')),
    ).toEqual(['책임감을', '끈기를', '서울을', 'LG를', '20%를', '(주)한빛을', '회사(주)를']);
    // 으로 after a consonant, but 로 after ㄹ.
    expect(['감소', '증가율', '확보'].map((word) => withParticle(word, '으로/로'))).toEqual([
      '감소로',
      '증가율로',
      '확보로',
    ]);
    expect(withParticle('성장', '으로/로')).toBe('성장으로');
    expect(withParticle('3', '이/가')).toBe('3이');
  });

  it('lists words as a sentence names them', () => {
    expect(listOf(['꼼꼼함'])).toBe('꼼꼼함');
    expect(listOf(['꼼꼼함', '끈기'])).toBe('꼼꼼함과 끈기');
    expect(listOf(['끈기', '책임감', '배려'])).toBe('끈기, 책임감과 배려');
  });

  it('puts verb stems in the past, contracted as Korean writes them', () => {
    expect(['하', '맡', '마치', '모르', '쓰', '모으', '보', '배우', '되', '만들', '보내'].map(pastOf)).toEqual([
      '했',
      '맡았',
      '마쳤',
      '몰랐',
      '썼',
      '모았',
      '봤',
      '배웠',
      '됐',
      '만들었',
      '보냈',
    ]);
  });

  it('turns notes and plain sentences into 합니다체', () => {
    const cases: [string, string][] = [
      ['동아리 회장 맡음', '동아리 회장 맡았습니다.'],
      ['협찬처를 직접 찾아다님', '협찬처를 직접 찾아다녔습니다.'],
      ['축제를 무사히 마침.', '축제를 무사히 마쳤습니다.'],
      ['회의록을 정리함', '회의록을 정리했습니다.'],
      ['장학생으로 선발됨', '장학생으로 선발되었습니다.'],
      ['팀원 간 갈등이 있었음', '팀원 간 갈등이 있었습니다.'],
      ['갈등이 있음', '갈등이 있었습니다.'],
      ['신뢰를 얻음', '신뢰를 얻었습니다.'],
      ['발표 자료를 만듦', '발표 자료를 만들었습니다.'],
      ['역할을 나눔', '역할을 나눴습니다.'],
      ['다음 기수에 넘겨줌', '다음 기수에 넘겨줬습니다.'],
      ['모르는 부분을 물어봄', '모르는 부분을 물어봤습니다.'],
      ['가게 일을 도움', '가게 일을 도왔습니다.'],
      ['병원에 자주 감', '병원에 자주 갔습니다.'],
      ['매주 학습지를 준비', '매주 학습지를 준비했습니다.'],
      ['예산이 부족했다', '예산이 부족했습니다.'],
      ['매일 일지를 쓴다', '매일 일지를 씁니다.'],
      ['새 방법을 배운다', '새 방법을 배웁니다.'],
      ['점심을 먹는다', '점심을 먹습니다.'],
      ['그 일이 가장 기억에 남는다', '그 일이 가장 기억에 남습니다.'],
      ['제 목표다', '제 목표입니다.'],
      ['그때는 무척 바빴다', '그때는 무척 바빴습니다.'],
      ['일정이 너무 바쁘다', '일정이 너무 바쁩니다.'],
      ['제 장점은 끈기이다', '제 장점은 끈기입니다.'],
      ['주문 누락이 줄었어요', '주문 누락이 줄었습니다.'],
      ['회의록을 정리했고', '회의록을 정리했습니다.'],
      ['이미 합니다체로 썼습니다.', '이미 합니다체로 썼습니다.'],
    ];
    for (const [note, sentence] of cases) expect(politeSentence(note), note).toBe(sentence);
  });

  it('keeps a note about now in the present, giving the noun its particle', () => {
    expect(politeSentence('정보처리기사 자격증 있음', { present: true })).toBe('정보처리기사 자격증이 있습니다.');
    expect(politeSentence('해외 경험 없음')).toBe('해외 경험이 없었습니다.');
  });

  it('leaves noun phrases alone rather than conjugating a noun', () => {
    for (const phrase of [
      '카페 아르바이트',
      '팀원 간 갈등',
      '매일 아침',
      '사람들에 대한 믿음',
      '책임감',
      '같이 게임',
      '손님을 위한 메뉴',
    ]) {
      expect(politeSentence(phrase), phrase).toBeNull();
    }
  });

  it('says first-person words humbly, and only as whole words', () => {
    expect(humble('나는 우리 팀의 일정을 맡았고 내가 먼저 나섰다')).toBe(
      '저는 저희 팀의 일정을 맡았고 제가 먼저 나섰다',
    );
    expect(humble('우리나라 교내 행사')).toBe('우리나라 교내 행사');
  });
});
