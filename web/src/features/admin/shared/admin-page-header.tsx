import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';

/**
 * An admin screen's one h1 with its Refresh button (SPEC.md §2: codes and tickets screens). The
 * button stays enabled while loading (a disabled button would drop the keyboard focus); a spinner
 * shows that a request is under way.
 */
export function AdminPageHeader({ title, onRefresh, busy }: { title: string; onRefresh: () => void; busy: boolean }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
      <Typography variant="h1">{title}</Typography>
      <Button
        variant="outlined"
        onClick={onRefresh}
        startIcon={busy ? <CircularProgress size={18} aria-hidden="true" /> : <RefreshIcon aria-hidden="true" />}
      >
        Refresh
      </Button>
    </Box>
  );
}
