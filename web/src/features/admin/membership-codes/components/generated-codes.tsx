import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

type CopyState = 'idle' | 'copied' | 'failed';

/** The codes just generated, large and copyable, so staff can hand them out at once. */
export function GeneratedCodes({ codes, onDismiss }: { codes: readonly string[]; onDismiss: () => void }) {
  const headingId = useId();
  const [copy, setCopy] = useState<CopyState>('idle');

  async function copyCodes() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopy('copied');
    } catch (error) {
      console.error('Could not copy the codes', error);
      setCopy('failed');
    }
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 }, mb: 3, borderColor: 'success.main' }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.375rem', mb: 1 }}>
        New codes
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Give each person one code. They enter it once, when they sign up.
      </Typography>
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(6rem, 1fr))' }}
      >
        {codes.map((code) => (
          <Box
            component="li"
            key={code}
            sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '1.25rem', fontWeight: 700, letterSpacing: '0.1em', textAlign: 'center', py: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            {code}
          </Box>
        ))}
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon aria-hidden="true" />} onClick={copyCodes}>
          Copy codes
        </Button>
        <Button onClick={onDismiss}>Dismiss</Button>
        <Typography role="status" color={copy === 'failed' ? 'error' : 'text.secondary'}>
          {copy === 'copied' ? 'Copied to the clipboard.' : copy === 'failed' ? 'Could not copy: select the codes and copy them.' : ''}
        </Typography>
      </Stack>
    </Paper>
  );
}
