import { useDocumentTitle } from '@/lib/use-document-title';
import { MembersScreen } from '@/features/admin/members/components/members-screen';

function MembersRoute() {
  useDocumentTitle('Members');
  return <MembersScreen />;
}

export { MembersRoute as Component };
