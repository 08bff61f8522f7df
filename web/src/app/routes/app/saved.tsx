import { SavedScreen } from '@/features/library/saved/saved-screen';

export { SavedScreen as Component };
