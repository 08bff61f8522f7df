import { articlesAdmin } from '@/features/admin/content/kinds/articles';
import { firebaseContentStore } from '@/features/admin/content/api/firebase-store';
import { AdminContentScreen } from '@/features/admin/content/components/admin-content-screen';
import { SampleArticleButton } from '@/features/admin/content/components/sample-article-button';

function AdminArticlesRoute() {
  return (
    <AdminContentScreen kind={articlesAdmin} store={firebaseContentStore} actions={<SampleArticleButton store={firebaseContentStore} />} />
  );
}

export { AdminArticlesRoute as Component };
