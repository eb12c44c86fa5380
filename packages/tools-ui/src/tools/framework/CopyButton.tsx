import { useEffect, useState } from 'react';
import { Button } from '../../components/Button';
import { Text } from '../../components/Text';
import { VisuallyHidden } from '../../components/VisuallyHidden';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  /** The button's label ('답변 복사'). */
  label: string;
  size?: 'sm' | 'md';
}

type Copied = 'idle' | 'copied' | 'failed';

/** Copies a text to paste into an application form, and says that it did (or why it could not). */
export function CopyButton({ text, label, size = 'sm' }: CopyButtonProps) {
  const [copied, setCopied] = useState<Copied>('idle');
  useEffect(() => {
    if (copied === 'idle') return;
    const timer = setTimeout(() => setCopied('idle'), 2500);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      // No clipboard permission (an embedded frame, an old browser): the text is on the screen to select.
      setCopied('failed');
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        iconStart={copied === 'copied' ? 'check' : 'document'}
        isDisabled={!text.trim()}
        onPress={() => void copy()}
      >
        {copied === 'copied' ? '복사했습니다' : label}
      </Button>
      {copied === 'failed' ? (
        <Text as="span" size="sm" tone="danger" role="status">
          복사하지 못했습니다. 글을 선택해 직접 복사해 주세요.
        </Text>
      ) : (
        <VisuallyHidden role="status">{copied === 'copied' ? `${label}: 클립보드에 복사했습니다.` : ''}</VisuallyHidden>
      )}
    </>
  );
}
