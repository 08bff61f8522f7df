import type { LegalPageId } from '@/config/navigation';

/** Static data attached to routes (read with useMatches). */
export interface ComingSoonHandle {
  title: string;
  message: string;
}
export interface LegalHandle {
  legal: LegalPageId;
}
