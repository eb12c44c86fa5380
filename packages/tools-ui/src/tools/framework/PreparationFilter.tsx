import { EDUCATION_LEVELS } from '@career/api-sdk';
import { type Key, useState } from 'react';
import { Select } from '../../components/Select';
import { PREPARATION_LABELS } from './fit';
import * as styles from './fit.css';

type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export type Preparation = EducationLevel | 'all';

/**
 * Occupations filtered by the preparation they usually need (issue 23), the same in every tool that
 * lists them: each level with how many of the list need it; a level none needs is not offered.
 * Screen only: a report lists them all.
 */
export function usePreparationFilter<T extends { education: EducationLevel }>(items: readonly T[]) {
  const [preparation, setPreparation] = useState<Preparation>('all');
  const count = (level: EducationLevel) => items.filter((item) => item.education === level).length;
  const shown = preparation === 'all' ? items : items.filter((item) => item.education === preparation);
  const filter = (
    <div data-pdf-omit="" className={styles.filter}>
      <Select
        label="필요한 준비"
        description="직업에 보통 필요한 학력으로 골라 볼 수 있습니다."
        options={[
          { id: 'all', label: `모두 (${items.length})` },
          ...EDUCATION_LEVELS.filter((level) => count(level) > 0).map((level) => ({
            id: level,
            label: `${PREPARATION_LABELS[level]} (${count(level)})`,
          })),
        ]}
        selectedKey={preparation}
        onSelectionChange={(key: Key | null) => {
          if (key !== null) setPreparation(key as Preparation);
        }}
      />
    </div>
  );
  return { preparation, shown, filter };
}
