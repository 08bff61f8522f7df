import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { SessionContext, type Session } from '@/lib/session';
import { theme } from '@/lib/theme';
import { fakeSession } from './session';

export function Providers({ session, children }: { session: Session; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
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
