import { Button } from '../../../components/Button';
import { usePtid } from '../context';

/** What ptid's screens after the result say before there is a result to show. */
export function NoResultYet() {
  const { navigate } = usePtid();
  return (
    <>
      활동에 모두 답하고 유형 순서를 정하면 결과가 나옵니다.{' '}
      <Button variant="secondary" size="sm" onPress={() => navigate('main')}>
        처음 화면으로
      </Button>
    </>
  );
}
