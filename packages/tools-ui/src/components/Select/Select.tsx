import type { ReactNode } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { cx } from '../../internal/cx';
import { type FieldErrorMessage, FieldHelp, FieldLabel, markedInvalid } from '../../internal/FieldParts';
import * as fieldStyles from '../../internal/field.css';
import { Icon } from '../Icon';
import * as styles from './Select.css';

export interface SelectOption {
  id: Key;
  /** The option's text, in Korean. */
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps
  extends Omit<AriaSelectProps<SelectOption>, 'className' | 'style' | 'children' | 'items' | 'selectionMode'> {
  label: ReactNode;
  options: SelectOption[];
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  /** Shown in the list when there is nothing to choose. */
  emptyMessage?: string;
  className?: string;
}

/** Choose one option from a list; keyboard operable, with typeahead. */
export function Select({
  label,
  options,
  description,
  errorMessage,
  placeholder = '선택하세요',
  emptyMessage = '선택할 항목이 없습니다.',
  className,
  ...rest
}: SelectProps) {
  const disabledKeys = options.filter((option) => option.isDisabled).map((option) => option.id);
  return (
    <AriaSelect
      {...rest}
      isInvalid={markedInvalid(rest.isInvalid)}
      placeholder={placeholder}
      disabledKeys={disabledKeys}
      allowsEmptyCollection
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Button className={cx(fieldStyles.control, styles.trigger)}>
        <SelectValue className={styles.value} />
        <Icon name="chevronDown" className={styles.chevron} />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover} offset={4}>
        <ListBox
          className={styles.listBox}
          items={options}
          renderEmptyState={() => <div className={styles.empty}>{emptyMessage}</div>}
        >
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {({ isSelected }) => (
                <>
                  <span>{option.label}</span>
                  {isSelected ? <Icon name="check" size="sm" className={styles.check} /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
