// Clichés of Korean 자기소개서: phrases so common that a reader skims past them, each with a
// reason and what to write instead (our own text). Kept in three lists by where they turn up, so
// each stays short enough to read through when one is added or reworded.

import { GROWTH_CLICHES } from './cliches/growth';
import { PLEDGE_CLICHES } from './cliches/pledge';
import { TRAIT_CLICHES } from './cliches/traits';

export interface Cliche {
  /** The phrase as students usually write it; matched as written when there is no pattern. */
  phrase: string;
  /** The phrase with its common variants (spacing, endings). Written without flags. */
  pattern?: RegExp;
  /**
   * Why a reader skims past it, written to follow "'<what the student wrote>'는": the review says
   * "'뼈를 묻'은 충성을 다짐하는 …". One sentence, ending in a period.
   */
  why: string;
  /** What to write instead: one or two sentences, with an example where one helps. */
  suggestion: string;
}

/** Upbringing and family (성장과정), then traits (성격의 장단점), then pledges (지원동기, 입사 후 포부). */
export const CLICHES: readonly Cliche[] = [...GROWTH_CLICHES, ...TRAIT_CLICHES, ...PLEDGE_CLICHES];
