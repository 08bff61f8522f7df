import { publicationsAdmin } from '@/features/admin/content/kinds/publications';
import { firebaseContentStore } from '@/features/admin/content/api/firebase-store';
import { AdminContentScreen } from '@/features/admin/content/components/admin-content-screen';

function AdminPublicationsRoute() {
  return <AdminContentScreen kind={publicationsAdmin} store={firebaseContentStore} />;
}

export { AdminPublicationsRoute as Component };
