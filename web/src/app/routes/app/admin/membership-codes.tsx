import { useDocumentTitle } from '@/lib/use-document-title';
import { MembershipCodesScreen } from '@/features/admin/membership-codes/components/membership-codes-screen';

function MembershipCodesRoute() {
  useDocumentTitle('Membership Codes');
  return <MembershipCodesScreen />;
}

export { MembershipCodesRoute as Component };
