import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';

interface AdminPageHeaderProps {
  title: string;
  /** Takes the focus when a screen comes back to it (from a form) or opens. */
  headingRef?: Ref<HTMLHeadingElement>;
  headingId?: string;
  /** Shows a Refresh button (docs/product.md §2: codes and tickets screens). */
  onRefresh?: () => void;
  busy?: boolean;
  /** The screen's buttons ('New Article', a form's Cancel and Save). */
  children?: ReactNode;
}

/**
 * An admin screen's one h1 with its buttons. The Refresh button stays enabled while loading (a
 * disabled button would drop the keyboard focus); a spinner shows that a request is under way.
 */
export function AdminPageHeader({ title, headingRef, headingId, onRefresh, busy = false, children }: AdminPageHeaderProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
      <Typography id={headingId} ref={headingRef} variant="h1" tabIndex={-1}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        {children}
        {onRefresh && (
          <Button
            variant="outlined"
            onClick={onRefresh}
            startIcon={busy ? <CircularProgress size={18} aria-hidden="true" /> : <RefreshIcon aria-hidden="true" />}
          >
            Refresh
          </Button>
        )}
      </Box>
    </Box>
  );
}
