import { type ApiClient, type EndpointData, routes, type users } from '@career/api-sdk';
import { useState } from 'react';
import { Button } from '../components/Button';
import { Form } from '../components/Form';
import { Inline } from '../components/Inline';
import { Select } from '../components/Select';
import { Text } from '../components/Text';
import { TextField } from '../components/TextField';
import { Loaded } from '../tools/framework/Loaded';
import { useLoaded } from '../tools/framework/useLoaded';

export type ChosenStudent = EndpointData<typeof users.studentList>['items'][number];

/** How many matches the chooser offers at once: past that, a search narrows them. */
const MATCHES = 30;

/**
 * Whom a note or a timeline is about: the caller's students found on the server by name or
 * student number, a page of matches at a time, so a consultant of thousands gets a short list and
 * a search instead of all of them (issue 38). `hidden` until the first answer, and when the caller
 * has no student at all: the card is then left out, as it was before the list was paged.
 */
export function useStudentSearch(client: ApiClient) {
  const [search, setSearch] = useState('');
  const found = useLoaded(
    () => client.load(routes.users.studentList, { query: { keyword: search, size: MATCHES } }),
    search,
  );
  // Once answered, a later search's loading keeps the card (state set while rendering, React's way
  // of deriving it from what was rendered before).
  const [answered, setAnswered] = useState(false);
  if (!answered && found.status !== 'loading') setAnswered(true);
  const hidden = !answered || (found.status === 'ready' && search === '' && found.data.total === 0);
  return { found, search, setSearch, hidden };
}

export interface StudentChooserProps {
  students: ReturnType<typeof useStudentSearch>;
  chosen: ChosenStudent | null;
  onChoose(student: ChosenStudent | null): void;
  /** How an option reads (the name, or the name with the class). */
  labelOf?(student: ChosenStudent): string;
}

/** A search field and the matches it finds, in a select. */
export function StudentChooser({ students, chosen, onChoose, labelOf = (one) => one.name }: StudentChooserProps) {
  const { found, search, setSearch } = students;
  const [keyword, setKeyword] = useState(search);
  const matches = found.status === 'ready' ? found.data.items : [];
  // The chosen student stays an option while a new search shows others.
  const options = chosen && !matches.some((one) => one.id === chosen.id) ? [chosen, ...matches] : matches;
  const more = found.status === 'ready' && (found.data.total > matches.length || found.data.total_at_least);
  // A search only where the select cannot offer everyone.
  const searchable = more || search !== '';
  return (
    <>
      <Inline space="2" alignY="bottom" wrap>
        {searchable ? (
          <Form onSubmit={() => setSearch(keyword.trim())}>
            <Inline space="2" alignY="bottom">
              <TextField label="학생 찾기" type="search" value={keyword} onChange={setKeyword} maxLength={100} />
              <Button type="submit" variant="secondary">
                찾기
              </Button>
            </Inline>
          </Form>
        ) : null}
        <Select
          label="학생"
          placeholder={found.status === 'loading' ? '찾는 중' : options.length ? '선택하세요' : '찾는 학생이 없습니다'}
          selectedKey={chosen ? String(chosen.id) : null}
          onSelectionChange={(key) => onChoose(options.find((one) => String(one.id) === String(key)) ?? null)}
          options={options.map((one) => ({ id: String(one.id), label: labelOf(one) }))}
        />
      </Inline>
      {more && found.status === 'ready' ? (
        <Text size="sm" tone="muted">
          {found.data.total_at_least
            ? `${found.data.total.toLocaleString('ko-KR')}명 넘게`
            : `${found.data.total.toLocaleString('ko-KR')}명`}{' '}
          중 {matches.length}명을 보여 줍니다. 이름이나 학번으로 찾아 주세요.
        </Text>
      ) : null}
      {found.status === 'error' ? <Loaded value={found} failed="학생 목록을 불러오지 못했습니다" /> : null}
    </>
  );
}
