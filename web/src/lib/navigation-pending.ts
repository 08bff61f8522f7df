import { createContext, useContext } from 'react';

/**
 * Whether a navigation is waiting for the next screen (its code): the app's router provides it
 * (app/browser-router.tsx), the member layout's loading bar shows it. False outside the router.
 */
export const NavigationPendingContext = createContext(false);

export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}
