import type { Reply } from '@career/api-sdk';
import { useState } from 'react';
import { Button } from '../components/Button';
import { Form } from '../components/Form';
import { Stack } from '../components/Stack';
import { TextField } from '../components/TextField';

/**
 * Deleting a note asks why (decision 024): the reason field, the server's refusal in place, and the
 * button. `submit` makes the call (the consultant's, the manager's or the administrator's).
 */
export function ReasonForm<T>({
  label,
  submit,
  onDone,
}: {
  /** The button, e.g. '일지 지우기'. */
  label: string;
  submit(reason: string): Promise<Reply<T>>;
  onDone(done: T): void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Form
      aria-label={label}
      onSubmit={async () => {
        if (reason.trim() === '') {
          setError('지우는 까닭을 적어 주세요.');
          return;
        }
        setBusy(true);
        const reply = await submit(reason);
        setBusy(false);
        if (reply.ok) onDone(reply.data);
        else setError(reply.message);
      }}
    >
      <Stack space="3">
        {/* The message is said at the field and goes as the person types, never on blur: the button
            below must not move under a pointer already on its way to it. */}
        <TextField
          label="지우는 까닭"
          isRequired
          validationBehavior="aria"
          value={reason}
          onChange={(value) => {
            setReason(value);
            setError(null);
          }}
          maxLength={500}
          isInvalid={error !== null || undefined}
          errorMessage={error ?? undefined}
        />
        <div>
          <Button type="submit" variant="danger" isLoading={busy} loadingLabel="지우는 중">
            {label}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
