// The shapes of the occupation reference data every recommending tool shares (ptid, job card,
// career model, selling point). Our own Korean text, written from general knowledge; seeded into
// the database by key at every start, what is missing added and the Holland codes kept to these
// (admins edit job cards later). ../shared/TOOLS.md "Reference data".

import type { EDUCATION_LEVELS, HOLLAND_LETTERS, MAJOR_FIELDS, TRAINING_TYPES } from '@career/api-sdk';

/** Holland's six interest types: 현실, 탐구, 예술, 사회, 진취, 관습. */
export type HollandLetter = (typeof HOLLAND_LETTERS)[number];

/** The typical education for entering an occupation. */
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** The seven fields Korean universities group their majors in. */
export type MajorField = (typeof MAJOR_FIELDS)[number];

export type TrainingType = (typeof TRAINING_TYPES)[number];

export interface OccupationContent {
  /** Stable English slug, unique: 'software-developer'. */
  key: string;
  /** Korean name, unique: '소프트웨어 개발자'. */
  name: string;
  /** One line (≤ 60 characters) shown on a job card. */
  summary: string;
  /** Two or three sentences: what the work is, where it is done, what it takes. */
  description: string;
  /** KECO middle group code (see KECO_MIDDLE_GROUPS); its first digit is the major group 0–9. */
  keco: string;
  /** Three distinct Holland letters, strongest first: 'IRC'. */
  holland: string;
  education: EducationLevel;
  /** Keys of related majors (MAJORS), one to four; may be empty only for high_school work. */
  majors: readonly string[];
  /** Three to five core skills, short Korean nouns: '문제 해결', '프로그래밍'. */
  skills: readonly string[];
  /**
   * What one must have done first when a new graduate cannot be hired into it, as a Korean noun
   * phrase that takes 을/를: '교사 경력', '법조 경력'. Absent for work one enters from school or training.
   */
  experienceFirst?: string;
}

export interface MajorContent {
  key: string;
  name: string;
  field: MajorField;
  /** Two sentences: what is studied and where it leads. */
  description: string;
}

export interface TrainingPathContent {
  key: string;
  name: string;
  type: TrainingType;
  /** How long it usually takes, in Korean: '6개월', '1년', '4주'. */
  length: string;
  /** One or two sentences. */
  description: string;
  /** Keys of the occupations it prepares for, one to six. */
  occupations: readonly string[];
}
