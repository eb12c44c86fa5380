import { routes } from '@career/api-sdk';
import { sessions } from '@career/session';
import { useLoaded } from '@career/tools-ui';
import { useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../api';

/** The class in the address and the university's classes (for the class switcher and names). */
export function useUniversityClass() {
  const classId = useParams().universityClassId ?? '';
  const { university } = useSnapshot(sessions.university);
  const universityId = university?.id ? String(university.id) : '';
  const info = useLoaded(
    () => (universityId ? api.load(routes.university.universityInfo, { params: { id: universityId } }) : null),
    universityId,
  );
  const classes = info.status === 'ready' ? info.data.classes : [];
  const current = classes.find((one) => String(one.id) === classId) ?? null;
  return { classId, classes, current };
}
