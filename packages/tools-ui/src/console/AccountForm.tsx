import type { ReactNode } from 'react';
import { Card } from '../components/Card';
import { Inline } from '../components/Inline';
import { PasswordField } from '../components/PasswordField';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { TextField } from '../components/TextField';
import { UserText } from '../components/UserText';
import { Notice } from '../patterns/Notice';
import { CopyButton } from '../tools/framework/CopyButton';
import { FormPage, type FormPageProps } from './FormPage';
import type { ServerForm } from './useServerForm';

// One form for the people a back office registers (decision 046): the console's university staff,
// the university area's consultants and participants. Each gives what differs — its heading, its
// fields, its call — and the page, card, save button and way back are this one's.

export interface AccountFormProps extends FormPageProps {
  card: { title: string; description?: string };
  /** The card's fields (AccountFields for a sign-in account). */
  children: ReactNode;
  back: { to: string; label: string };
}

/** A person's page form: heading, the card of fields, save and the way back. */
export function AccountForm({ card, children, ...page }: AccountFormProps) {
  return (
    <FormPage {...page}>
      <Card title={card.title} headingLevel={2} description={card.description}>
        {children}
      </Card>
    </FormPage>
  );
}

/** What every sign-in account has; a form's values may hold more (a kind, switches). */
export interface AccountValues {
  login_id: string;
  name: string;
  email: string;
  phone: string;
  password: string;
}

/**
 * A sign-in account's fields: login id, name, phone and e-mail, the password (the first one, or a
 * new one only when it changes); `before` and `after` hold what the form has beyond them.
 */
export function AccountFields<V extends AccountValues>({
  form: typed,
  isNew,
  passwordHint,
  before,
  after,
}: {
  form: ServerForm<V>;
  isNew: boolean;
  passwordHint: string;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const form = typed as unknown as ServerForm<AccountValues>;
  return (
    <Stack space="4">
      {before}
      <TextField
        label="아이디"
        isRequired
        description="영문 소문자, 숫자, . _ - 로 4~30자"
        {...form.field('login_id')}
      />
      <TextField label="이름" isRequired maxLength={30} {...form.field('name')} />
      <Inline space="3" alignY="top" wrap>
        <TextField label="휴대전화 (선택)" type="tel" {...form.field('phone')} />
        <TextField label="이메일 (선택)" type="email" {...form.field('email')} />
      </Inline>
      <PasswordField
        label={isNew ? '처음 비밀번호' : '새 비밀번호 (바꿀 때만)'}
        isRequired={isNew}
        description={passwordHint}
        // The same binding as the text fields: isInvalid stays unset without a server message, so an
        // empty first password shows the browser's own required check like the fields above.
        {...form.field('password')}
        autoComplete="new-password"
      />
      {after}
    </Stack>
  );
}

/** Said once a participant is registered: their new sign-in link, to copy and hand out. */
export function RegisteredNotice({ name, link, children }: { name: string; link: string; children: ReactNode }) {
  return (
    <Notice
      tone="success"
      title={
        <>
          <UserText>{name}</UserText>님을 등록했습니다
        </>
      }
    >
      <Stack space="2">
        <Text>{children}</Text>
        <Inline space="2" alignY="center" wrap>
          <Text as="span" size="sm">
            {link}
          </Text>
          <CopyButton text={link} label="로그인 링크 복사" />
        </Inline>
      </Stack>
    </Notice>
  );
}
