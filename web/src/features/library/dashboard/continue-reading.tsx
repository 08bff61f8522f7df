import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { CONTENT_TEXTS } from '@common/content';
import { paths } from '@/config/paths';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { progressQuery, type ReadingProgress } from '../api/reading-progress';
import type { ResumeState } from '../components/reading-position';

export const CONTINUE_TEXTS = {
  heading: 'Continue reading',
  button: 'Continue reading',
} as const;

const hrefOf = (progress: ReadingProgress) => (progress.kind === 'articles' ? paths.article(progress.slug) : paths.resource(progress.slug));

/**
 * The dashboard's "Continue reading": the article or resource the member last left
 * unfinished, one click back to where they were. Nothing while it loads or when there is none (or
 * its record is gone: the read is refused).
 */
export function ContinueReading() {
  const { user } = useSession();
  const uid = user?.uid ?? '';
  const { data: progress } = useQuery({ ...progressQuery(uid), enabled: Boolean(uid) });
  if (!progress) return null;
  const percent = Math.round(progress.position * 100);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="continue-heading" sx={{ p: { xs: 2.5, md: 3 }, mt: 4 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <MenuBookOutlined aria-hidden="true" color="primary" sx={{ fontSize: 40 }} />
          <div>
            <Typography variant="h2" id="continue-heading" sx={{ mb: 0.5 }}>
              {CONTINUE_TEXTS.heading}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{progress.title}</Typography>
            <Typography color="text.secondary">
              {CONTENT_TEXTS[progress.kind].singular} · you stopped about {percent}% of the way through
            </Typography>
          </div>
        </Stack>
        <Button
          component={RouterLink}
          to={hrefOf(progress)}
          state={{ resumeAt: progress.position } satisfies ResumeState}
          aria-label={`${CONTINUE_TEXTS.button}: ${progress.title}`}
          variant="contained"
          size="large"
          sx={{ flexShrink: 0 }}
        >
          {CONTINUE_TEXTS.button}
        </Button>
      </Stack>
    </Paper>
  );
}
