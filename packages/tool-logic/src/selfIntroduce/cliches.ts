// Clichés of Korean 자기소개서: phrases so common that a reader skims past them, each with a
// reason and what to write instead (our own text). Kept in three lists by where they turn up, so
// each stays short enough to read through when one is added or reworded.

import type { Cliche } from './cliches/cliche';
import { GROWTH_CLICHES } from './cliches/growth';
import { PLEDGE_CLICHES } from './cliches/pledge';
import { TRAIT_CLICHES } from './cliches/traits';

/** Upbringing and family (성장과정), then traits (성격의 장단점), then pledges (지원동기, 입사 후 포부). */
export const CLICHES: readonly Cliche[] = [...GROWTH_CLICHES, ...TRAIT_CLICHES, ...PLEDGE_CLICHES];
