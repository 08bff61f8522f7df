import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/ui/visually-hidden';

export interface StatCounter {
  label: string;
  /** null while it is being counted: the counter keeps its place (nothing below it moves when it arrives). */
  value: number | null;
}

/**
 * The row of counters above an admin table (Total / Used / Available codes, tickets per status): a
 * labelled group holding a description list, so a screen reader reads each number with its label.
 * (A role on the <dl> itself would take away its list semantics.)
 */
export function StatCounters({ label, items }: { label: string; items: readonly StatCounter[] }) {
  const counting = items.some((item) => item.value === null);
  return (
    <Box role="group" aria-label={label} aria-busy={counting || undefined} sx={{ mb: 3 }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))', gap: 2, m: 0 }}>
        {items.map((item) => (
          <Paper key={item.label} variant="outlined" sx={{ p: 2.5 }}>
            <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600 }}>
              {item.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}>
              {item.value === null ? (
                <>
                  <span aria-hidden="true">–</span>
                  <span style={visuallyHidden}>Counting…</span>
                </>
              ) : (
                item.value.toLocaleString('en-US')
              )}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
