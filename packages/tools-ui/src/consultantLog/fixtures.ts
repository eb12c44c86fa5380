import type { ConsultantLogNote } from '@career/api-sdk';

/** A signed, shared note with an amendment and a read: what the stories start from. */
export const signedNote: ConsultantLogNote = {
  id: 7,
  action_item: 'career-anchor',
  run_id: 31,
  student: {
    id: 3,
    name: '김하늘',
    student_number: '20261234',
    major: '경영학과',
    class: { id: 1, name: '2026학년도 2학기 진로설계' },
  },
  author: { id: 2, name: '박상담' },
  session_on: '2026-11-20',
  discussed: '커리어 앵커 결과(안정, 라이프스타일)를 함께 보고 졸업 뒤 진로를 이야기함.',
  observed: '공기업 이야기에서 목소리가 밝아짐.\n부모님 기대를 여러 번 언급함.',
  agreed: '다음 주까지 공기업 두 곳의 채용 공고를 찾아오기.',
  memo: '',
  visibility: 'university',
  for_student: false,
  status: 'signed',
  signed_at: '2026-11-20T06:10:00.000Z',
  deleted: null,
  amendments: [
    {
      id: 1,
      author_name: '박상담',
      text: '학생이 메일로 공고 두 개를 보내옴.',
      created_at: '2026-11-24T01:00:00.000Z',
    },
  ],
  reads: [{ reader_name: '김지현', reader_role: 'manager', read_at: '2026-11-25T02:30:00.000Z' }],
  result: { summary: '안정 · 라이프스타일이 가장 높음', created_at: '2026-11-20T05:40:00.000Z' },
  mine: true,
  created_at: '2026-11-20T05:50:00.000Z',
  updated_at: '2026-11-20T06:10:00.000Z',
};

export const draftNote: ConsultantLogNote = {
  ...signedNote,
  status: 'draft',
  signed_at: null,
  amendments: [],
  reads: [],
  agreed: '',
};
