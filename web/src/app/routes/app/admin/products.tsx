import { productsAdmin } from '@/features/admin/content/kinds/products';
import { firebaseContentStore } from '@/features/admin/content/api/firebase-store';
import { AdminContentScreen } from '@/features/admin/content/components/admin-content-screen';

function AdminProductsRoute() {
  return <AdminContentScreen kind={productsAdmin} store={firebaseContentStore} />;
}

export { AdminProductsRoute as Component };
