import { useId } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useSnapshot } from 'valtio/react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { statusIcon } from '../../internal/status';
import * as styles from './DialogView.css';
import { type DialogEntry, dialogState, dismissDialog, pressDialog } from './dialogStore';

/**
 * The dialog at the head of the queue, as a react-aria modal: focus moves into it and stays there,
 * Escape dismisses, and focus returns to where it was when the last queued dialog closes (the
 * overlay stays open between queued dialogs, so focus never falls back to the page in between).
 */
export default function DialogView() {
  const { queue } = useSnapshot(dialogState);
  const entry = queue[0];
  return (
    <ModalOverlay
      isOpen={entry !== undefined}
      onOpenChange={(open) => {
        if (!open && entry) dismissDialog(entry.id);
      }}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>{entry ? <DialogBody key={entry.id} entry={entry} /> : null}</Modal>
    </ModalOverlay>
  );
}

function DialogBody({ entry }: { entry: DialogEntry }) {
  const messageId = useId();
  // An alert or a confirm interrupts and needs an answer; information only tells.
  const role = entry.kind === 'info' ? 'dialog' : 'alertdialog';
  // A destructive confirm: the button says what it destroys in the danger style, and focus starts
  // on '취소', so Enter alone never destroys anything.
  const destructive = entry.tone === 'danger' && entry.cancelLabel !== null;
  return (
    <Dialog role={role} aria-describedby={messageId} className={styles.dialog}>
      <div className={styles.header}>
        {entry.tone ? <Icon name={statusIcon[entry.tone]} className={styles.icon[entry.tone]} /> : null}
        <Heading slot="title" className={styles.title}>
          {entry.title}
        </Heading>
      </div>
      <p id={messageId} className={styles.message}>
        {entry.message}
      </p>
      <div className={styles.actions}>
        {entry.cancelLabel !== null ? (
          <Button variant="secondary" autoFocus={destructive} onPress={() => dismissDialog(entry.id)}>
            {entry.cancelLabel}
          </Button>
        ) : null}
        {/* The one answer an alert has, and the expected one of a confirm, takes focus: Enter answers. */}
        <Button
          variant={destructive ? 'danger' : 'primary'}
          autoFocus={!destructive}
          onPress={() => pressDialog(entry.id)}
        >
          {entry.confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
