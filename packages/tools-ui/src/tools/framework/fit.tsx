import type { EDUCATION_LEVELS } from '@career/api-sdk';
import { Badge } from '../../components/Badge';
import { Text } from '../../components/Text';
import * as styles from './fit.css';

// How well an occupation fits, in words a student reads at a glance (issue 23): three bands of the
// congruence index every tool shares (Iachan's M, 0–28; decision 021), the number itself on demand.

export type FitBandKey = 'strong' | 'good' | 'explore';

/**
 * The bands, by the fit (0–100: the index as a share of an exact match, rounded): the person's first
 * letter is the occupation's first (index 22 and up, fit 79 and up: 아주 잘 맞음); a first letter
 * shared in another place, or two letters (index 10 and up, fit 36: 잘 맞음); a letter or two further
 * down (살펴볼 만함).
 */
export const FIT_BANDS: readonly { key: FitBandKey; from: number; label: string }[] = [
  { key: 'strong', from: 79, label: '아주 잘 맞음' },
  { key: 'good', from: 36, label: '잘 맞음' },
  { key: 'explore', from: 0, label: '살펴볼 만함' },
];

export function fitBandOf(fit: number): (typeof FIT_BANDS)[number] {
  return FIT_BANDS.find((band) => fit >= band.from) ?? (FIT_BANDS.at(-1) as (typeof FIT_BANDS)[number]);
}

const TONES = { strong: 'brand', good: 'info', explore: 'neutral' } as const;

/** An occupation's fit band, with its score (0–100) one click away. */
export function FitBand({ fit }: { fit: number }) {
  const band = fitBandOf(fit);
  return (
    <span className={styles.fit}>
      <Badge tone={TONES[band.key]}>{band.label}</Badge>
      <details className={styles.score}>
        <summary>
          <Text as="span" size="sm" tone="muted">
            점수
          </Text>
        </summary>
        <Text as="span" size="sm" tone="muted">
          적합도 {fit}/100
        </Text>
      </details>
    </span>
  );
}

/** The preparation an occupation usually needs, as a student says it. */
export const PREPARATION_LABELS: Readonly<Record<(typeof EDUCATION_LEVELS)[number], string>> = {
  high_school: '고졸',
  associate: '전문대',
  bachelor: '대학',
  graduate: '대학원',
};
