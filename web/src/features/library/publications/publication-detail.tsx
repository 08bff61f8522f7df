import { isWebUrl } from '@common/urls';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LabelChip } from '@/components/ui/label-chip';
import type { Publication } from '@/lib/content-records';
import { formatLongDate, isoDate } from '@/lib/format-date';
import type { LoadState } from '@/lib/load-state';
import { MedicalReview, References } from '../components/medical-review';
import { MemberDownload } from '../components/member-download';
import { ReadingTools } from '../components/reading-tools';
import { RecordDetail } from '../components/record-detail';

export function PublicationDetail({ state }: { state: LoadState<Publication | null> }) {
  return <RecordDetail kind="publications" state={state} title={(publication) => publication.title} view={(publication) => <PublicationView publication={publication} />} />;
}

function PublicationView({ publication }: { publication: Publication }) {
  const badge = [publication.journal, publication.year].filter(Boolean).join(' · ');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 5 } }}>
      <Box sx={{ maxWidth: '75ch', mx: 'auto' }}>
        {badge && <LabelChip label={badge} color="secondary" wrap sx={{ mb: 2, fontWeight: 700, py: 0.5 }} />}
        <Typography variant="h1" sx={{ mb: 2 }}>
          {publication.title}
        </Typography>
        {publication.authors.length > 0 && (
          <Box component="ul" aria-label="Authors" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 3 }}>
            {publication.authors.map((author, i) => (
              <li key={`${author}-${i}`}>
                <LabelChip label={author} variant="outlined" />
              </li>
            ))}
          </Box>
        )}
        <ReadingTools reading={{ title: publication.title, parts: [{ text: 'Abstract.' }, { text: publication.abstract }] }} />
        <MedicalReview record={publication} />
        <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
          Abstract
        </Typography>
        <Typography sx={{ mb: 3, whiteSpace: 'pre-line' }}>{publication.abstract}</Typography>
        <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
          Published
        </Typography>
        <Typography sx={{ mb: 3 }}>
          <time dateTime={isoDate(publication.created_at)}>{formatLongDate(publication.created_at)}</time>
        </Typography>
        {(publication.pdf_path || isWebUrl(publication.pdf_url)) && (
          <MemberDownload label="Download PDF" path={publication.pdf_path} url={publication.pdf_url} size="large" />
        )}
        <References record={publication} />
      </Box>
    </Paper>
  );
}
