import { isWebUrl } from '@common/urls';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContentImage } from '@/components/ui/content-image';
import { LabelChip } from '@/components/ui/label-chip';
import { richTextSx, SafeHtml } from '@/components/ui/safe-html';
import type { Resource } from '@/lib/content-records';
import { formatLongDate, isoDate } from '@/lib/format-date';
import type { LoadState } from '@/lib/load-state';
import { MedicalReview, References } from '../components/medical-review';
import { MemberDownload } from '../components/member-download';
import { ReadingTools } from '../components/reading-tools';
import { RecordDetail } from '../components/record-detail';

export function ResourceDetail({ state }: { state: LoadState<Resource | null> }) {
  return <RecordDetail kind="resources" state={state} title={(resource) => resource.title} view={(resource) => <ResourceView resource={resource} />} />;
}

function ResourceView({ resource }: { resource: Resource }) {
  const hasDownload = Boolean(resource.download_path || isWebUrl(resource.download_url));
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ position: 'relative' }}>
        <ContentImage src={resource.thumbnail} alt="" ratio={21 / 9} eager sx={{ minHeight: 240 }} />
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'flex-end',
            p: { xs: 2.5, md: 5 },
            color: '#ffffff',
            background: 'linear-gradient(to top, rgba(0,0,0,0.85) 0%, rgba(0,0,0,0.55) 55%, rgba(0,0,0,0.15) 100%)',
          }}
        >
          {resource.category && (
            <LabelChip label={resource.category} sx={{ alignSelf: 'flex-start', mb: 1.5, bgcolor: '#ffffff', color: 'primary.main', fontWeight: 700 }} />
          )}
          <Typography variant="h1" sx={{ color: 'inherit', mb: 1 }}>
            {resource.title}
          </Typography>
          <Typography sx={{ color: 'inherit' }}>
            <time dateTime={isoDate(resource.published_at)}>{formatLongDate(resource.published_at)}</time>
          </Typography>
        </Box>
      </Box>
      <Box sx={{ p: { xs: 2.5, md: 5 }, maxWidth: '75ch', mx: 'auto' }}>
        <ReadingTools reading={{ title: resource.title, parts: [{ text: resource.description }, { html: resource.content }] }} />
        {resource.description && (
          <Typography sx={{ fontSize: '1.1875rem', fontWeight: 500, mb: 3 }}>{resource.description}</Typography>
        )}
        <MedicalReview record={resource} />
        <SafeHtml html={resource.content} sx={richTextSx} />
        <References record={resource} />
        {hasDownload && (
          <Paper variant="outlined" component="section" aria-labelledby="resource-download" sx={{ p: 3, mt: 4, bgcolor: 'background.default' }}>
            <Typography id="resource-download" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              Download Resource
            </Typography>
            <Typography sx={{ mb: 2 }}>Keep a copy of this resource to read or print.</Typography>
            <MemberDownload label="Download" itemName={resource.title} path={resource.download_path} url={resource.download_url} size="large" />
          </Paper>
        )}
      </Box>
    </Paper>
  );
}
