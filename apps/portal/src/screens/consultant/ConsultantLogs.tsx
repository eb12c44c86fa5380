import { ConsultantLogBook } from '@career/tools-ui';
import { api } from '../../api';

/**
 * /consultant-modal/consultant-log: the consultant's week, their notes, the majors of their classes,
 * and the editor (tools-ui's ConsultantLogBook, on the portal's client).
 */
export function ConsultantLogs() {
  return <ConsultantLogBook client={api} />;
}
