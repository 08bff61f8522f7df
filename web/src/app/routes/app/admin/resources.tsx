import { resourcesAdmin } from '@/features/admin/content/kinds/resources';
import { firebaseContentStore } from '@/features/admin/content/api/firebase-store';
import { AdminContentScreen } from '@/features/admin/content/components/admin-content-screen';

function AdminResourcesRoute() {
  return <AdminContentScreen kind={resourcesAdmin} store={firebaseContentStore} />;
}

export { AdminResourcesRoute as Component };
