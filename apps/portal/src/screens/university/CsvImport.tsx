import { type EndpointData, PARTICIPANT_CSV_HEADERS, routes, type university } from '@career/api-sdk';
import { Button, Card, Inline, Notice, Stack, saveBlob, Table, type TableColumn, Text } from '@career/tools-ui';
import { useId, useState } from 'react';
import { api } from '../../api';

type Problem = EndpointData<typeof university.participantRegister>['refused'][number];

const TEMPLATE = `\uFEFF${PARTICIPANT_CSV_HEADERS.join(',')}\r\n홍길동,20260001,gildong@example.com,010-1234-5678,경영학과\r\n`;

/**
 * Registers many participants from a CSV file (decision 024): nobody is registered unless every row
 * passes, and each refused row is listed with its line and why, to fix in the file and try again.
 */
export function CsvImport({ classId, onImported }: { classId: number; onImported(count: number): void }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Problem[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    const reply = await api.load(routes.university.participantRegister, {
      body: { class_id: classId, csv: await file.text() },
    });
    setBusy(false);
    if (!reply.ok) {
      setError(reply.message);
      setRefused(null);
      return;
    }
    setRefused(reply.data.refused.length ? reply.data.refused : null);
    if (reply.data.registered.length) onImported(reply.data.registered.length);
  };

  const columns: TableColumn<Problem & { id: number }>[] = [
    { id: 'line', label: '줄', isRowHeader: true, render: (row) => `${row.line}번째 줄` },
    { id: 'name', label: '이름', render: (row) => row.name || '(없음)' },
    { id: 'reasons', label: '까닭', render: (row) => row.reasons.join(' ') },
  ];

  return (
    <Card
      title="CSV 파일로 여러 명 등록"
      headingLevel={2}
      description={`첫 줄 머리글: ${PARTICIPANT_CSV_HEADERS.join(', ')} (이름만 꼭 필요). 엑셀에서 "CSV UTF-8"로 저장해 주세요. 한 줄이라도 틀리면 아무도 등록하지 않습니다.`}
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
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setRefused(null);
                setError(null);
              }}
            />
          </Stack>
          <Button
            variant="primary"
            isDisabled={!file}
            isLoading={busy}
            loadingLabel="확인하는 중"
            onPress={() => void send()}
          >
            파일로 등록
          </Button>
        </Inline>
        {error ? <Notice tone="danger">{error}</Notice> : null}
        {refused ? (
          <Stack space="2">
            <Notice tone="warning" title={`${refused.length}줄이 등록되지 않아 아무도 등록하지 않았습니다`}>
              아래 줄을 파일에서 고친 뒤 다시 올려 주세요.
            </Notice>
            <Table label="등록하지 못한 줄" columns={columns} rows={refused.map((row) => ({ ...row, id: row.line }))} />
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
