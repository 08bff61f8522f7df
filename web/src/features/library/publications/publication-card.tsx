import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { ContentCard, type CardHeadingLevel } from '@/components/content-list/content-card';
import { clampLines } from '@/components/content-list/clamp';
import type { PublicationSummary } from '@/lib/content-records';
import { formatLongDate, isoDate } from '@/lib/format-date';
import { MemberDownload } from '../components/member-download';
import { SaveToggle } from '../components/save-toggle';

export function PublicationCard({ publication, headingLevel }: { publication: PublicationSummary; headingLevel?: CardHeadingLevel }) {
  const { pdf_path: path, pdf_url: url } = publication;
  return (
    <ContentCard
      href={paths.publication(publication.id)}
      title={publication.title}
      headingLevel={headingLevel}
      corner={<SaveToggle kind="publications" id={publication.id} title={publication.title} />}
      overline={
        <Typography variant="body2" sx={{ fontWeight: 700, color: 'secondary.dark' }}>
          {[publication.journal, publication.year].filter(Boolean).join(' · ')}
        </Typography>
      }
      actions={
        (path || url) && <MemberDownload label="Download PDF" itemName={publication.title} path={path} url={url} fullWidth />
      }
    >
      {publication.authors.length > 0 && (
        <Typography variant="body2" sx={clampLines(2)}>
          {publication.authors.join(', ')}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ flexGrow: 1, ...clampLines(4) }}>
        {publication.abstract}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Published <time dateTime={isoDate(publication.created_at)}>{formatLongDate(publication.created_at)}</time>
      </Typography>
    </ContentCard>
  );
}
