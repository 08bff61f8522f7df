import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { SessionContext, type Session } from '@/lib/session';
import { theme } from '@/lib/theme';
import { fakeSession } from './session';

export function Providers({ session, children }: { session: Session; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

function CurrentPath() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/**
 * Renders one screen at `path` with a fake session; any navigation shows up in the
 * `location` test id.
 */
export function renderScreen(ui: ReactElement, { session = fakeSession(), path = '/' }: { session?: Session; path?: string } = {}) {
  const result = render(
    <Providers session={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<>{ui}<CurrentPath /></>} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, session };
}
