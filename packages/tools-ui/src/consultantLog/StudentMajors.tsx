import { type ApiClient, routes } from '@career/api-sdk';
import { BarChart } from '../components/BarChart';
import { Card } from '../components/Card';
import { useLoaded } from '../tools/framework/useLoaded';

/** The majors of the consultant's classes' students, as bars with their counts (a table for screen readers). */
export function StudentMajors({ client }: { client: ApiClient }) {
  const majors = useLoaded(() => client.load(routes.consultantLog.majorDistribution, { body: {} }), 'majors');
  if (majors.status !== 'ready' || majors.data.total === 0) return null;
  const top = Math.max(...majors.data.bars.map((bar) => bar.count));
  return (
    <Card
      title="담당 학생의 전공"
      headingLevel={2}
      description={`${majors.data.total}명, 대학 담당자가 등록한 전공 기준`}
    >
      <BarChart
        title="전공별 학생 수"
        valueLabel="학생 수"
        max={top}
        format={(value) => `${value}명`}
        data={majors.data.bars.map((bar) => ({ label: bar.major ?? '전공 미입력', value: bar.count }))}
      />
    </Card>
  );
}
