import { describe, expect, it } from 'vitest';
import { COMPOSER_VERSION, composeDraft, type DraftInput } from './compose';
import { unsupportedFacts } from './facts';
import { characterCount } from './fit';
import { CAFE, FESTIVAL, INPUT_SETS, INTERNSHIP, inputTexts, RICH, TEAM_PROJECT, VOLUNTEER } from './fixtures';
import { TEMPLATES, type TemplateContext } from './templates';

const KINDS = ['motivation', 'growth', 'personality', 'aspiration', 'custom'] as const;
const EMPTY: DraftInput = {
  kind: 'motivation',
  question: '지원 동기를 작성해 주세요.',
  target: null,
  keywords: [],
  experiences: [],
  notes: '',
  length: 500,
};

describe('the composer', () => {
  it('writes a motivation draft from the user’s words alone, in 합니다체', () => {
    const draft = composeDraft({ ...RICH, experiences: [CAFE], notes: '', length: 500 });
    expect(draft.text).toBe(
      [
        // The experience follows the opening as the story that bears it out (the review's rule 5).
        '제가 한빛전자 마케팅팀에 지원한 이유는 저의 꼼꼼함, 책임감과 끈기를 이곳에서 가장 잘 살릴 수 있다고 ' +
          '생각했기 때문입니다. 카페 아르바이트 경험이 있습니다. 이때 저는 손님이 몰리는 점심시간에 주문이 자주 ' +
          '누락되어 주문 순서표를 새로 만들고 동료들과 사용법을 공유했습니다. 그 결과 주문 누락이 눈에 띄게 줄었고 ' +
          '사장님께 칭찬을 받았습니다. 이 일을 하며 저의 꼼꼼함을 일에서도 살리고 싶어졌습니다. ' +
          // With no notes the closing ends the last paragraph, and does not say the keywords a third time.
          '한빛전자 마케팅팀에서 맡은 일에 성실히 임하겠습니다.',
      ].join('\n\n'),
    );
    expect(draft.version).toBe(COMPOSER_VERSION);
  });

  it('answers each kind of question with its own opening and closing', () => {
    const openings = KINDS.map((kind) => {
      const draft = composeDraft({ ...RICH, kind, question: '가장 어려웠던 협업 경험을 적어 주세요.', length: 1000 });
      return draft.text.split('\n\n')[0]?.split('. ')[0];
    });
    expect(openings).toEqual([
      '제가 한빛전자 마케팅팀에 지원한 이유는 저의 꼼꼼함, 책임감과 끈기를 이곳에서 가장 잘 살릴 수 있다고 생각했기 때문입니다',
      '저는 꼼꼼함, 책임감과 끈기를 소중히 여기며 성장해 왔습니다',
      '제 성격의 장점은 꼼꼼함, 책임감과 끈기입니다',
      '한빛전자 마케팅팀에서 일하게 된다면 저의 꼼꼼함, 책임감과 끈기를 바탕으로 맡은 일에서 먼저 신뢰받는 사람이 되고 싶습니다',
      '가장 어려웠던 협업 경험에 대해 저는 꼼꼼함, 책임감과 끈기를 중심으로 말씀드리겠습니다',
    ]);
    const closing = (kind: DraftInput['kind']) =>
      composeDraft({ ...RICH, kind })
        .text.split('\n\n')
        .at(-1);
    // The notes lead into the closing, in its paragraph.
    expect(closing('aspiration')).toMatch(
      /^덧붙여 .* 맡은 일을 차근차근 배우며 한빛전자 마케팅팀에 보탬이 되는 구성원으로 성장하겠습니다\.$/,
    );
    expect(closing('personality')).toContain('부족한 점은 꾸준히 보완해 나가겠습니다.');
  });

  it('tells each experience as situation, action, result, with the user’s notes turned into sentences', () => {
    const { text } = composeDraft({ ...RICH, experiences: [FESTIVAL, VOLUNTEER], keywords: [], length: 1000 });
    // The first experience follows the opening in its paragraph; each other has a paragraph of its own.
    const [festival, volunteer] = text.split('\n\n');
    expect(festival).toMatch(/ 2학년 때 학과 축제 준비위원회에서 예산 담당을 맡았습니다\. .* 이때 저는 지난 3년간의/);
    expect(festival).toContain(
      '그 결과 예산 300만 원을 확보해 계획한 행사를 모두 열었고, 방문객 1,200명이 다녀갔습니다.',
    );
    expect(festival).toContain('정리한 지출표는 다음 해 준비위원회에 그대로 넘겨줬습니다.');
    expect(volunteer).toBe(
      '또한 지역아동센터에서 1년 동안 초등학생 학습 봉사 경험이 있습니다. 그때 저는 아이마다 어려워하는 과목을 ' +
        '기록하고 매주 맞춤 학습지를 준비했습니다. 결과적으로 맡은 학생 네 명 모두 수학 단원평가 점수가 올랐습니다.',
    );
  });

  it('tells notes in sentences, and puts notes that are noun phrases together in one', () => {
    const { text } = composeDraft({
      ...EMPTY,
      keywords: ['공감'],
      notes: '- 간호학과 2학년\n- 요양원 봉사 꾸준히 함\n- 성적 3.9/4.5',
    });
    expect(text.split('\n\n')[1]).toBe(
      '덧붙여 요양원 봉사 꾸준히 했습니다. 간호학과 2학년, 성적 3.9/4.5라는 점도 말씀드립니다. ' +
        '앞으로 저의 공감을 바탕으로 맡은 일에 성실히 임하겠습니다.',
    );
  });

  it('uses plain first-person words in their humble form, and leaves out notes that ask for something', () => {
    const { text } = composeDraft(INPUT_SETS[4] as DraftInput);
    // "나는 팀원 한 명 한 명과 …" and "우리 팀은 …" in the user's notes.
    expect(text).toContain('이때 저는 팀원 한 명 한 명과 따로 이야기를 나누고');
    expect(text).not.toMatch(/나는|저는 저는/);
    expect(text).toContain('덧붙여 저희 팀은 총 다섯 명이었습니다.');
    expect(text).not.toContain('강조');
  });

  it('never adds a number, organisation or title the inputs do not have', () => {
    for (const input of INPUT_SETS) {
      for (const length of [300, input.length, 2000]) {
        const { text } = composeDraft({ ...input, length });
        expect(unsupportedFacts(text, inputTexts(input)), `${input.kind}, ${length}자:\n${text}`).toEqual([]);
      }
    }
  });

  it('states no fact in its own sentences', () => {
    const contexts: TemplateContext[] = [
      { question: '', target: null, keywords: [], hasExperiences: false },
      { question: '자유롭게 작성해 주세요', target: '가나', keywords: ['성실함', '끈기'], hasExperiences: true },
      { question: '무엇인가요', target: '가나', keywords: [], hasExperiences: true },
      { question: '', target: null, keywords: ['성실함'], hasExperiences: false },
    ];
    for (const templates of Object.values(TEMPLATES)) {
      for (const context of contexts) {
        const sentences = [
          templates.opening(context),
          templates.lead(context) ?? '',
          templates.tie('성실함', 0),
          templates.tie('성실함', 1),
          templates.closing(context),
        ];
        expect(
          unsupportedFacts(sentences.join(' '), [context.question, context.target ?? '', ...context.keywords]),
        ).toEqual([]);
      }
    }
  });

  it('lands within 20% of the length when the inputs have enough text', () => {
    for (const length of [500, 700, 1000]) {
      const count = characterCount(composeDraft({ ...RICH, length }).text);
      expect(count, `${length}자`).toBeGreaterThanOrEqual(length * 0.8);
      expect(count, `${length}자`).toBeLessThanOrEqual(length * 1.1);
    }
  });

  it('never runs over 110% of the length, however short the target', () => {
    for (const input of INPUT_SETS) {
      for (let length = 20; length <= 1500; length += 70) {
        expect(characterCount(composeDraft({ ...input, length }).text)).toBeLessThanOrEqual(length * 1.1);
      }
    }
  });

  it('drops our connecting sentences before the user’s experiences, and later experiences before earlier ones', () => {
    const long = composeDraft({ ...RICH, length: 1000 });
    const short = composeDraft({ ...RICH, length: 500 });
    expect(long.usedInputs).toBe(17); // target, 3 keywords, 4 experiences × 3 parts, notes
    expect(short.usedInputs).toBeLessThan(long.usedInputs);
    expect(short.text).toContain('2학년 때 학과 축제 준비위원회에서');
    expect(short.text).not.toContain('이러한 마음을 갖게 된 경험을 말씀드리겠습니다.');
  });

  it('writes a shorter draft when the inputs are thin, and says what to add instead of padding', () => {
    const draft = composeDraft({ ...RICH, experiences: [{ ...INTERNSHIP, result: '' }], notes: '', length: 1000 });
    expect(characterCount(draft.text)).toBeLessThan(500);
    expect(draft.missing).toEqual([
      '경험의 결과를 적으면 문단이 완성됩니다.',
      '목표 분량(1000자)에 비해 내용이 적습니다. 경험을 더 자세히 적거나 하나 더 적으면 분량을 채울 수 있습니다.',
    ]);
    const two = composeDraft({ ...RICH, experiences: [TEAM_PROJECT, { situation: '', action: '', result: '우수상' }] });
    expect(two.missing.slice(0, 2)).toEqual([
      '두 번째 경험에 그때의 상황을 적으면 문단의 시작이 분명해집니다.',
      '두 번째 경험에서 직접 한 일을 적으면 문단의 중심이 생깁니다.',
    ]);
  });

  it('does not ask for more when the draft is short only because it was cut to fit', () => {
    const draft = composeDraft({ ...RICH, experiences: [FESTIVAL, TEAM_PROJECT], length: 150 });
    expect(characterCount(draft.text)).toBeLessThanOrEqual(165);
    expect(draft.missing.some((line) => line.startsWith('목표 분량'))).toBe(false);
  });

  it('writes only an opening from the question when given nothing, and lists everything to add', () => {
    const draft = composeDraft(EMPTY);
    expect(draft).toEqual({
      text: '지원 동기를 말씀드리겠습니다.',
      version: COMPOSER_VERSION,
      usedInputs: 0,
      missing: [
        '강점이나 가치를 나타내는 키워드를 고르면 첫 문장이 또렷해집니다.',
        '지원하는 회사나 분야를 적으면 글을 그곳에 맞출 수 있습니다.',
        '경험을 하나 이상 적으면 답의 근거가 되는 문단이 생깁니다.',
        '목표 분량(500자)에 비해 내용이 적습니다. 경험을 더 자세히 적거나 하나 더 적으면 분량을 채울 수 있습니다.',
      ],
    });
    expect(composeDraft({ ...EMPTY, kind: 'custom', question: '가장 힘들었던 순간은 언제인가요?' }).text).toBe(
      '‘가장 힘들었던 순간은 언제인가요’에 대한 제 생각을 말씀드리겠습니다.',
    );
    expect(composeDraft({ ...EMPTY, kind: 'growth', question: '' }).text).toBe('성장 과정을 말씀드리겠습니다.');
    // An experience left blank is no experience.
    expect(composeDraft({ ...EMPTY, experiences: [{ situation: ' ', action: '', result: '' }] })).toEqual(
      composeDraft(EMPTY),
    );
  });

  it('asks a personality answer for its weak side unless the notes give it', () => {
    const hint = '성격의 단점과 그것을 보완하려는 노력을 메모에 적으면 답이 균형을 갖춥니다.';
    expect(composeDraft({ ...RICH, kind: 'personality' }).missing).toContain(hint);
    expect(composeDraft({ ...RICH, kind: 'personality', notes: '단점은 완벽주의' }).missing).not.toContain(hint);
  });

  it('gives the same draft for the same inputs', () => {
    for (const input of INPUT_SETS)
      expect(composeDraft(input)).toEqual(composeDraft(JSON.parse(JSON.stringify(input))));
  });
});
