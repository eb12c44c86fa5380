/** One cliché of the lists beside this file, with why a reader skims past it and what to write instead. */
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
