import { type careerAnchor, type EndpointData, routes } from '@career/api-sdk';
import {
  Badge,
  Button,
  Card,
  Form,
  FormActions,
  formColumn,
  Heading,
  Inline,
  Loaded,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  Textarea,
  TextField,
  useLoaded,
  useServerForm,
} from '@career/tools-ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { AuditTrail } from '../../screens/AuditTrail';
import { PAST_RESULTS_NOTE } from '../pastResults';
import * as styles from './CareerAnchorContent.css';

type Content = EndpointData<typeof careerAnchor.endpoints.adminContent>;
type Anchor = Content['anchors'][number];
type Statement = Content['statements'][number];

/**
 * /admin/content/career-anchor: the eight anchors' texts and the statements that measure each, one
 * anchor a tab (kept in the address as ?anchor=TF, so a link or a reload comes back to it).
 */
export function CareerAnchorContent() {
  const loaded = useLoaded(() => api.load(routes.careerAnchor.adminContent), 'career-anchor-content');
  const [search, setSearch] = useSearchParams();
  return (
    <Stack space="5">
      <Stack space="1">
        <Heading level={1}>커리어 앵커</Heading>
        <Text tone="muted">
          커리어 앵커 검사의 여덟 앵커와 앵커마다 묻는 문장입니다. 문장을 숨기면 검사에 나오지 않고, 점수는 보이는
          문장만으로 냅니다. {PAST_RESULTS_NOTE}
        </Text>
      </Stack>
      <Loaded
        value={loaded}
        failed="커리어 앵커를 불러오지 못했습니다"
        loading={{ label: '커리어 앵커를 불러오는 중', lines: 8 }}
      >
        {(data) => (
          <Tabs
            selectedKey={search.get('anchor') ?? data.anchors[0]?.code}
            onSelectionChange={(code) => setSearch({ anchor: String(code) }, { replace: true })}
          >
            <TabList aria-label="앵커">
              {data.anchors.map((anchor) => (
                <Tab key={anchor.code} id={anchor.code}>
                  {anchor.name}
                </Tab>
              ))}
            </TabList>
            {data.anchors.map((anchor) => (
              <TabPanel key={anchor.code} id={anchor.code}>
                <Stack space="5">
                  <AnchorTexts key={JSON.stringify(anchor)} anchor={anchor} onSaved={loaded.retry} />
                  <Statements
                    anchor={anchor}
                    statements={data.statements.filter((statement) => statement.anchor === anchor.code)}
                    onChanged={loaded.retry}
                  />
                  <AuditTrail entity="career_anchor" entityId={anchor.code} />
                </Stack>
              </TabPanel>
            ))}
          </Tabs>
        )}
      </Loaded>
    </Stack>
  );
}

/** What the result says about an anchor: its name, summary, values, fitting work, what to watch. */
function AnchorTexts({ anchor, onSaved }: { anchor: Anchor; onSaved(): void }) {
  const form = useServerForm({
    name: anchor.name,
    summary: anchor.summary,
    values: anchor.values,
    fits: anchor.fits,
    watch: anchor.watch,
  });
  const save = async () => {
    const saved = await form.submit((body) =>
      api.call(routes.careerAnchor.adminUpdateAnchor, { params: { code: anchor.code }, body }),
    );
    if (saved) onSaved();
  };
  return (
    <Form className={formColumn} onSubmit={save}>
      <Card title="결과에 보이는 설명" headingLevel={2} description={`앵커 코드 ${anchor.code}`}>
        <Stack space="4">
          <TextField label="이름" isRequired maxLength={50} {...form.field('name')} />
          <Textarea label="요약" isRequired maxLength={300} rows={2} {...form.field('summary')} />
          <Textarea label="중요하게 여기는 것" isRequired maxLength={1000} rows={3} {...form.field('values')} />
          <Textarea label="잘 맞는 일" isRequired maxLength={1000} rows={3} {...form.field('fits')} />
          <Textarea label="주의할 점" isRequired maxLength={1000} rows={3} {...form.field('watch')} />
          <FormActions saving={form.saving} submitLabel="설명 저장" />
        </Stack>
      </Card>
    </Form>
  );
}

/** An anchor's statements: reworded, hidden or shown again, and new ones added at the end. */
function Statements({ anchor, statements, onChanged }: { anchor: Anchor; statements: Statement[]; onChanged(): void }) {
  const [adding, setAdding] = useState('');
  const [busy, setBusy] = useState(false);
  const visible = statements.filter((statement) => statement.active).length;
  const add = async () => {
    setBusy(true);
    const added = await api.call(
      routes.careerAnchor.adminAddStatement,
      { body: { anchor: anchor.code, text: adding } },
      { unwrap: true },
    );
    setBusy(false);
    if (!added) return;
    setAdding('');
    onChanged();
  };
  return (
    <Card
      title="묻는 문장"
      headingLevel={2}
      description={`보이는 문장 ${visible}개 · 숨긴 문장 ${statements.length - visible}개. 사람마다 문장에 1~6점으로 답합니다.`}
    >
      <Stack space="4">
        <ol className={styles.statements}>
          {statements.map((statement) => (
            <StatementItem
              key={`${statement.id}:${statement.text}:${statement.active}`}
              statement={statement}
              onChanged={onChanged}
            />
          ))}
        </ol>
        <Form className={formColumn} onSubmit={add}>
          <Stack space="2" align="start">
            <Textarea
              label="새 문장"
              description="이 앵커의 문장 끝에 붙고, 이제부터 하는 검사에 나옵니다 (300자까지)."
              maxLength={300}
              rows={2}
              value={adding}
              onChange={setAdding}
            />
            <Button
              type="submit"
              variant="secondary"
              isDisabled={adding.trim() === ''}
              isLoading={busy}
              loadingLabel="더하는 중"
            >
              문장 더하기
            </Button>
          </Stack>
        </Form>
      </Stack>
    </Card>
  );
}

function StatementItem({ statement, onChanged }: { statement: Statement; onChanged(): void }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(statement.text);
  const [busy, setBusy] = useState(false);
  const update = async (body: { text?: string; active?: boolean }) => {
    setBusy(true);
    const saved = await api.call(
      routes.careerAnchor.adminUpdateStatement,
      { params: { id: String(statement.id) }, body },
      { unwrap: true },
    );
    setBusy(false);
    if (saved) onChanged();
  };
  return (
    <li className={styles.statement}>
      {editing ? (
        <Stack space="2">
          <Textarea label="문장 고치기" maxLength={300} rows={2} value={text} onChange={setText} />
          <Inline space="2">
            <Button
              size="sm"
              variant="primary"
              isLoading={busy}
              loadingLabel="저장하는 중"
              onPress={() => update({ text })}
            >
              저장
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onPress={() => {
                setText(statement.text);
                setEditing(false);
              }}
            >
              취소
            </Button>
          </Inline>
        </Stack>
      ) : (
        <Inline space="3" alignY="center" align="between">
          <Inline space="2" alignY="center">
            <Text tone={statement.active ? 'default' : 'muted'}>{statement.text}</Text>
            {statement.active ? null : <Badge tone="neutral">숨김</Badge>}
          </Inline>
          <Inline space="1">
            <Button
              size="sm"
              variant="ghost"
              onPress={() => setEditing(true)}
              aria-label={`"${statement.text}" 고치기`}
            >
              고치기
            </Button>
            <Button
              size="sm"
              variant="ghost"
              isLoading={busy}
              loadingLabel="바꾸는 중"
              onPress={() => update({ active: !statement.active })}
              aria-label={`"${statement.text}" ${statement.active ? '숨기기' : '다시 보이기'}`}
            >
              {statement.active ? '숨기기' : '다시 보이기'}
            </Button>
          </Inline>
        </Inline>
      )}
    </li>
  );
}
