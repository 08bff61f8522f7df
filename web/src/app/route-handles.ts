import type { LegalPageId } from '@/config/navigation';

/** Static data attached to routes (read with useMatches). */
export interface LegalHandle {
  legal: LegalPageId;
}
