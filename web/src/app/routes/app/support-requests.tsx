import { SupportRequestsScreen } from '@/features/support/components/support-requests-screen';

export { SupportRequestsScreen as Component };
