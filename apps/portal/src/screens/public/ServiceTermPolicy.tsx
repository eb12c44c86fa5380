import { serviceTermPolicy } from '../../content/policies/serviceTermPolicy';
import { PolicyPage } from './PolicyPage';

export function ServiceTermPolicy() {
  return <PolicyPage document={serviceTermPolicy} />;
}
