import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The page's one h1. */
export function PageHeading({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  return (
    <>
      <Typography variant="h1" sx={{ mb: subtitle ? 1 : 3 }}>
        {children}
      </Typography>
      {subtitle && (
        <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      )}
    </>
  );
}
