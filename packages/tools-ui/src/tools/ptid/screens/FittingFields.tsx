import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import type { CategoryFit } from '../types';
import * as styles from './screens.css';

/**
 * On paper only: the job fields that fit the interest code, each with its best-fitting occupations
 * (issue 36: the report carried the code and no occupation, where the L형 and O*NET reports name
 * them). On screen the same fields are the choices below the result.
 */
export function FittingFields({ categories }: { categories: readonly CategoryFit[] }) {
  if (categories.length === 0) return null;
  return (
    <section
      data-pdf-only=""
      data-pdf-block="코드에 맞는 직업 분야"
      aria-label="코드에 맞는 직업 분야"
      className={styles.paperOnly}
    >
      <Heading level={2}>흥미 코드에 맞는 직업 분야</Heading>
      <Text size="sm" tone="muted">
        분야마다 흥미 코드와 가장 잘 맞는 직업 세 개와 그 평균 적합도(0–100)입니다. 적합도는 흥미가 맞는 정도일 뿐, 그
        직업이 맞는지 정해 주지는 않습니다. 준비 과정과 하는 일을 함께 살펴보세요.
      </Text>
      <ol className={styles.fieldList}>
        {categories.map((category) => (
          <li key={category.code} className={styles.fieldRow}>
            <span className={styles.fieldName}>
              {category.name} <span className={styles.fieldLarge}>({category.large.name})</span>
            </span>
            <span className={styles.fieldFit}>적합도 {category.fit.toFixed(0)}</span>
            <span className={styles.fieldExamples}>{category.examples.join(', ')}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
