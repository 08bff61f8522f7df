/**
 * Member data kept in the browser must not outlive the session (docs/decisions/0003-accounts.md).
 * Features that cache member data register a clearer here; the session calls them on sign-out and
 * whenever the signed-in account changes (another tab signing out counts too).
 */
import { clearServerData } from './query-client';

type Clearer = () => void;

const clearers = new Set<Clearer>();

export function onMemberCacheClear(clearer: Clearer): () => void {
  clearers.add(clearer);
  return () => {
    clearers.delete(clearer);
  };
}

export function clearMemberCache(): void {
  clearServerData();
  for (const clear of clearers) {
    try {
      clear();
    } catch (error) {
      console.error('Failed to clear cached member data', error);
    }
  }
}
