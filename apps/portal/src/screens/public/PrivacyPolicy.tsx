import { privacyPolicy } from '../../content/policies/privacyPolicy';
import { PolicyPage } from './PolicyPage';

export function PrivacyPolicy() {
  return <PolicyPage document={privacyPolicy} />;
}
