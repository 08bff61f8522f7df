import { paths } from '@/config/paths';
import { CardText, ContentCard, type CardHeadingLevel } from '@/components/content-list/content-card';
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
        <CardText variant="body2" tone="accent">
          {[publication.journal, publication.year].filter(Boolean).join(' · ')}
        </CardText>
      }
      actions={
        (path || url) && <MemberDownload label="Download PDF" itemName={publication.title} path={path} url={url} fullWidth />
      }
    >
      {publication.authors.length > 0 && (
        <CardText variant="body2" lines={2}>
          {publication.authors.join(', ')}
        </CardText>
      )}
      <CardText tone="secondary" grow lines={4}>
        {publication.abstract}
      </CardText>
      <CardText variant="body2" tone="secondary">
        Published <time dateTime={isoDate(publication.created_at)}>{formatLongDate(publication.created_at)}</time>
      </CardText>
    </ContentCard>
  );
}
