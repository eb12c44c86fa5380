import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Checkbox } from '../../../components/Checkbox';
import { Icon } from '../../../components/Icon';
import { COLOR_LABELS, COLORS, canWant, WANT_KEY, WANT_LABEL } from '../model/flow';
import type { CoreColor, CoreStatement } from '../types';
import * as styles from './ColorItem.css';

export interface ColorItemProps {
  statement: CoreStatement;
  /** Its number in the checklist, shown before it. */
  number: number;
  value: CoreColor | null;
  onChange(color: CoreColor): void;
  /** Whether the statement carries the mark 더 키우고 싶어요 (red and yellow only). */
  wanted?: boolean;
  onWantedChange?(wanted: boolean): void;
  isReadOnly?: boolean;
  /** The user tried to go on with this one uncolored: say so beside it. */
  isMissing?: boolean;
}

/**
 * One statement and its four colors as tiles of a radio group: the pen's swatch and its name on each
 * (never colour alone), arrow keys move the choice. A red or yellow statement also offers the mark
 * 더 키우고 싶어요 (desire, asked apart from the color). The number keys are handled by the checklist,
 * which finds the statement by `data-statement-id`.
 */
export function ColorItem({
  statement,
  number,
  value,
  onChange,
  wanted = false,
  onWantedChange,
  isReadOnly,
  isMissing,
}: ColorItemProps) {
  return (
    <div data-statement-id={statement.id} className={styles.statement}>
      <RadioGroup
        className={styles.item}
        orientation="horizontal"
        value={value}
        onChange={(next) => onChange(next as CoreColor)}
        isReadOnly={isReadOnly}
      >
        <Label className={styles.question}>
          <span className={styles.number}>{number}.</span>
          <span>{statement.text}</span>
        </Label>
        <div className={styles.tiles}>
          {COLORS.map((color, index) => (
            <Radio key={color} value={color} className={styles.tile[color]}>
              {({ isSelected }) => (
                <>
                  <span className={styles.swatch[color]} aria-hidden="true" />
                  <span className={styles.label}>{COLOR_LABELS[color]}</span>
                  <span className={styles.check} aria-hidden="true">
                    {isSelected ? <Icon name="check" size="sm" /> : null}
                  </span>
                  <span className={styles.key} aria-hidden="true">
                    {index + 1}
                  </span>
                </>
              )}
            </Radio>
          ))}
        </div>
        {isMissing && value === null ? <p className={styles.missing}>아직 색을 고르지 않았습니다.</p> : null}
      </RadioGroup>
      {canWant(value) ? (
        <div className={styles.want}>
          <Checkbox
            aria-label={`${number}번 문장: ${WANT_LABEL}`}
            isSelected={wanted}
            isReadOnly={isReadOnly}
            onChange={(next) => onWantedChange?.(next)}
          >
            <span aria-hidden="true">♡ </span>
            {WANT_LABEL}{' '}
            <span className={styles.key} aria-hidden="true">
              {WANT_KEY}
            </span>
          </Checkbox>
        </div>
      ) : null}
    </div>
  );
}
