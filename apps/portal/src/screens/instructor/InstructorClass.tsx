import { DIGITS } from '@career/api-sdk';
import { EmptyState, linkButton, ScreenTitleContext } from '@career/tools-ui';
import { useContext, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ClassDetail } from './classes/ClassDetail';
import { ClassEditor } from './classes/ClassEditor';
import { ClassesHome } from './classes/ClassesHome';

/**
 * /instructor-modal/class: the instructor's classes (decision 033). `?class=new` registers one,
 * `?class={id}` is one class (its participants and tools, fee, tax data), with `&edit=1` its form.
 */
export function InstructorClass() {
  const [params] = useSearchParams();
  const chosen = params.get('class');
  if (chosen === null) return <ClassesHome />;
  if (chosen === 'new') return <ClassEditor classId={null} />;
  if (!DIGITS.test(chosen)) return <BadClassNumber />;
  return params.get('edit') === '1' ? <ClassEditor classId={chosen} /> : <ClassDetail classId={chosen} />;
}

const BAD_NUMBER = '수업 번호가 올바르지 않습니다';

/** An address whose class is not a number: said, with the way back, and named so in the tab title. */
function BadClassNumber() {
  const setTitle = useContext(ScreenTitleContext);
  useEffect(() => {
    setTitle(BAD_NUMBER);
    return () => setTitle(null);
  }, [setTitle]);
  return (
    <EmptyState
      title={BAD_NUMBER}
      description="주소의 수업 번호는 숫자입니다. 내 수업 목록에서 수업을 다시 골라 주세요."
      action={
        <Link to="/instructor-modal/class" className={linkButton({ variant: 'primary', size: 'md' })}>
          내 수업 목록으로
        </Link>
      }
    />
  );
}
