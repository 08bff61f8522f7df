import { AccountScreen } from '@/features/auth/components/account-screen';

export { AccountScreen as Component };
