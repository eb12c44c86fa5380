import { PARTICIPANT_CSV_HEADERS, type Reply } from '@career/api-sdk';
import { useId, useState } from 'react';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { Inline } from '../components/Inline';
import { Stack } from '../components/Stack';
import { Table, type TableColumn } from '../components/Table';
import { Text } from '../components/Text';
import { ActionError } from '../patterns/ActionError';
import { Notice } from '../patterns/Notice';
import { saveBlob } from '../shell/download';

/** A CSV row the server refused: its line in the file (the header is line 1), the name and why. */
export interface ImportProblem {
  line: number;
  name: string;
  reasons: string[];
}

/** What the server did with a file: who it registered, which rows it refused, how many passed. */
export interface ImportReply {
  registered: readonly unknown[];
  refused: ImportProblem[];
  valid_count: number;
}

export interface ParticipantImportProps {
  /** Sends the file's text; with `skipRefused` the server registers the rows that pass (and checks them again). */
  send(csv: string, skipRefused: boolean): Promise<Reply<ImportReply>>;
  /** Someone was registered: the list under it reloads. */
  onImported(count: number): void;
}

const TEMPLATE = `\uFEFF${PARTICIPANT_CSV_HEADERS.join(',')}\r\n홍길동,20260001,gildong@example.com,010-1234-5678,경영학과\r\n`;

type Outcome =
  | { kind: 'refused'; refused: ImportProblem[]; validCount: number }
  | { kind: 'registered'; count: number; leftOut: ImportProblem[] };

const columns: TableColumn<ImportProblem & { id: number }>[] = [
  { id: 'line', label: '줄', isRowHeader: true, render: (row) => `${row.line}번째 줄` },
  { id: 'name', label: '이름', render: (row) => row.name || '(없음)' },
  { id: 'reasons', label: '까닭', render: (row) => row.reasons.join(' ') },
];

/**
 * Registers many participants of a class from a CSV file (decisions 024, 041), in the university
 * area and the admin console alike. A file with bad rows registers nobody and names each row by
 * its line; then "올바른 N명만 등록" registers the good rows from the same file, without fixing and
 * uploading it again, and the rows left out stay listed to fix and send on their own.
 */
export function ParticipantImport({ send, onImported }: ParticipantImportProps) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  // The text the server checked: the good rows are registered from exactly what was checked.
  const [checked, setChecked] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'good' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A new input after a registration: the file just registered is not sent again by a second press.
  const [inputKey, setInputKey] = useState(0);

  const submit = async (text: string, skipRefused: boolean) => {
    setBusy(skipRefused ? 'good' : 'check');
    setError(null);
    const reply = await send(text, skipRefused);
    setBusy(null);
    if (!reply.ok) {
      setError(reply.message);
      setOutcome(null);
      return;
    }
    const { registered, refused, valid_count } = reply.data;
    if (registered.length === 0) {
      setChecked(text);
      setOutcome({ kind: 'refused', refused, validCount: valid_count });
      return;
    }
    setChecked(null);
    setFile(null);
    setInputKey((key) => key + 1);
    setOutcome({ kind: 'registered', count: registered.length, leftOut: refused });
    onImported(registered.length);
  };

  return (
    <Card
      title="CSV 파일로 여러 명 등록"
      headingLevel={2}
      description={`첫 줄 머리글: ${PARTICIPANT_CSV_HEADERS.join(', ')} (이름만 꼭 필요). 엑셀에서 "CSV UTF-8"로 저장해 주세요. 잘못된 줄이 있으면 먼저 알려 드리고, 아무도 등록하지 않습니다.`}
      actions={
        <Button
          size="sm"
          variant="ghost"
          onPress={() => saveBlob(new Blob([TEMPLATE], { type: 'text/csv;charset=utf-8' }), '참여자_등록_양식.csv')}
        >
          양식 내려받기
        </Button>
      }
    >
      <Stack space="3">
        <Inline space="2" alignY="bottom" wrap>
          <Stack space="1">
            <label htmlFor={inputId}>
              <Text as="span" weight="semibold">
                CSV 파일
              </Text>
            </label>
            <input
              key={inputKey}
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setChecked(null);
                setOutcome(null);
                setError(null);
              }}
            />
          </Stack>
          <Button
            variant="primary"
            isDisabled={!file || busy !== null}
            isLoading={busy === 'check'}
            loadingLabel="확인하는 중"
            onPress={async () => {
              if (file) await submit(await file.text(), false);
            }}
          >
            파일로 등록
          </Button>
        </Inline>
        {error ? <ActionError message={error} /> : null}
        {outcome?.kind === 'refused' ? (
          <Stack space="2">
            <Notice tone="warning" title={`${outcome.refused.length}줄이 잘못되어 아무도 등록하지 않았습니다`}>
              {outcome.validCount > 0
                ? `나머지 ${outcome.validCount}명은 올바릅니다. 그들만 먼저 등록하고 아래 줄은 파일에서 고쳐 그 줄만 다시 올려도 됩니다.`
                : '아래 줄을 파일에서 고친 뒤 다시 올려 주세요.'}
            </Notice>
            {outcome.validCount > 0 && checked !== null ? (
              <div>
                <Button
                  variant="secondary"
                  isDisabled={busy !== null}
                  isLoading={busy === 'good'}
                  loadingLabel="등록하는 중"
                  onPress={() => submit(checked, true)}
                >
                  {`올바른 ${outcome.validCount}명만 등록`}
                </Button>
              </div>
            ) : null}
            <ProblemTable label="등록하지 못한 줄" rows={outcome.refused} />
          </Stack>
        ) : null}
        {outcome?.kind === 'registered' ? (
          <Stack space="2">
            <Notice tone="success" title={`${outcome.count}명을 등록했습니다`}>
              로그인 링크가 함께 만들어졌습니다.
              {outcome.leftOut.length > 0
                ? ` 아래 ${outcome.leftOut.length}줄은 등록하지 않았습니다: 파일에서 고쳐 그 줄만 다시 올려 주세요.`
                : ''}
            </Notice>
            {outcome.leftOut.length > 0 ? <ProblemTable label="등록하지 않은 줄" rows={outcome.leftOut} /> : null}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

function ProblemTable({ label, rows }: { label: string; rows: ImportProblem[] }) {
  return <Table label={label} columns={columns} rows={rows.map((row) => ({ ...row, id: row.line }))} />;
}
