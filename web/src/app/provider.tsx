import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';
import { theme } from '@/lib/theme';

/**
 * The theme goes in through @mui/system's ThemeProvider, which is what @mui/material's does for a
 * theme without CSS variables (ours, lib/theme.ts); @mui/material's also imports the CSS-variables
 * provider (color schemes, their storage and script), code that no screen would run.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
