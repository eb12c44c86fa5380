import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../components/Button';
import { Form } from '../components/Form';
import { Heading } from '../components/Heading';
import { Inline } from '../components/Inline';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { linkButton } from '../patterns/LinkStyles';
import type { Loaded as LoadedValue } from '../tools/framework/Loaded';
import { formColumn } from './form.css';
import { RecordPending } from './RecordPending';

// A back office's page of one form (decision 050): the console's records, an instructor's class and
// profile. Each page gives what differs — its heading, its cards of fields, its call — and the page,
// the save button and the way back are these.

export interface FormActionsProps {
  saving: boolean;
  submitLabel: string;
  /** Said on the button while saving ('등록하는 중'). */
  savingLabel?: string;
  /** The way back without saving (a list, the record's page). */
  back?: { to: string; label: string };
}

/** A form's buttons: save (busy while saving) and the way back. */
export function FormActions({ saving, submitLabel, savingLabel = '저장하는 중', back }: FormActionsProps) {
  return (
    <Inline space="2">
      <Button type="submit" variant="primary" isLoading={saving} loadingLabel={savingLabel}>
        {submitLabel}
      </Button>
      {back ? (
        <Link to={back.to} className={linkButton({ variant: 'ghost' })}>
          {back.label}
        </Link>
      ) : null}
    </Inline>
  );
}

export interface FormPageProps extends FormActionsProps {
  /** The page's heading, and the line under it (whose record, what saving does). */
  title: string;
  /** The heading, for a page whose title is read from it (useScreenTitleFrom). */
  headingRef?: Ref<HTMLHeadingElement>;
  context?: ReactNode;
  /** Said above the form (a participant's new sign-in link once saved). */
  notice?: ReactNode;
  /** The form's cards of fields. */
  children: ReactNode;
  onSubmit(): unknown;
  /** Below the form (deleting the record, its audit trail). */
  after?: ReactNode;
}

/** A page that is one form: heading, the cards of fields, save and the way back. */
export function FormPage({ title, headingRef, context, notice, children, onSubmit, after, ...actions }: FormPageProps) {
  return (
    <Stack space="5">
      <Stack space="1">
        <Heading level={1} ref={headingRef}>
          {title}
        </Heading>
        {context ? <Text tone="muted">{context}</Text> : null}
      </Stack>
      {notice}
      <Form className={formColumn} onSubmit={onSubmit}>
        <Stack space="5">
          {children}
          <FormActions {...actions} />
        </Stack>
      </Form>
      {after}
    </Stack>
  );
}

export interface FormRecordProps<T> {
  /** The record being edited (`useLoaded` of its detail call; none when a new one is made). */
  value: LoadedValue<T>;
  /** The page's heading while the record loads or fails ('쿠폰 수정'). */
  title: string;
  /** What is loaded, for the failure and the placeholder ('쿠폰 정보'). */
  what: string;
  /** The form, with the record or null for a new one. */
  children(record: T | null): ReactNode;
}

/** An editing page loads its record before its form; a page that makes a new one has none. */
export function FormRecord<T>({ value, title, what, children }: FormRecordProps<T>) {
  if (value.status === 'ready') return children(value.data);
  if (value.status === 'none') return children(null);
  return <RecordPending value={value} title={title} what={what} lines={6} />;
}
