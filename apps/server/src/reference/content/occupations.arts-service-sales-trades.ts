// Occupations of KECO major groups 4–9, written in parts of a few middle groups each.

import { PART_41 } from './occupations.part-41';
import { PART_42_51 } from './occupations.part-42-51';
import { PART_52_53 } from './occupations.part-52-53';
import { PART_54_56 } from './occupations.part-54-56';
import { PART_61 } from './occupations.part-61';
import { PART_62_70 } from './occupations.part-62-70';
import { PART_81_83 } from './occupations.part-81-83';
import { PART_84_87 } from './occupations.part-84-87';
import { PART_88_90 } from './occupations.part-88-90';
import type { OccupationContent } from './types';

/**
 * KECO major groups 4–9: 예술·디자인·방송·스포츠, 미용·여행·숙박·음식·경비·청소, 영업·판매·운전·운송,
 * 건설·채굴, 설치·정비·생산, 농림어업.
 */
export const ARTS_SERVICE_SALES_TRADES: readonly OccupationContent[] = [
  ...PART_41,
  ...PART_42_51,
  ...PART_52_53,
  ...PART_54_56,
  ...PART_61,
  ...PART_62_70,
  ...PART_81_83,
  ...PART_84_87,
  ...PART_88_90,
];
