import { SupportThreadScreen } from '@/features/support/components/support-thread-screen';

export { SupportThreadScreen as Component };
