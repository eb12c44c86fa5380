import type { SentClassReport } from '@career/api-sdk';
import { Badge } from '../components/Badge';
import { Table, type TableColumn } from '../components/Table';
import { Text } from '../components/Text';
import { dateTimeOf } from '../console';

/** Bytes as a person reads a file's size: "21 KB", "1.2 MB". */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const columns: TableColumn<SentClassReport>[] = [
  { id: 'sent_at', label: '보낸 날', render: (report) => dateTimeOf(report.sent_at), width: '12rem' },
  { id: 'recipient', label: '받는 사람', isRowHeader: true },
  {
    id: 'file',
    label: '보고서',
    render: (report) => `${report.pages}쪽 · ${fileSizeText(report.size)}`,
  },
  {
    id: 'names',
    label: '참여자 이름',
    render: (report) => (report.names ? <Badge>이름 넣음</Badge> : <Badge tone="info">번호로 적음</Badge>),
  },
];

/** The class reports mailed from a class, the latest first. */
export function SentReports({ reports }: { reports: readonly SentClassReport[] }) {
  if (reports.length === 0) return <Text tone="muted">아직 메일로 보낸 보고서가 없습니다.</Text>;
  return <Table label="메일로 보낸 수업 보고서" columns={columns} rows={reports} />;
}
