import type { LegalPageId } from '@/config/navigation';

/** Static data attached to routes (read with useRouteHandle, route-context.ts). */
export interface LegalHandle {
  legal: LegalPageId;
}
