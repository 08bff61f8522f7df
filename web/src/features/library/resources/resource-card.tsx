import { paths } from '@/config/paths';
import { CategoryChip } from '@/components/content-list/category-chip';
import { CardText, ContentCard, type CardHeadingLevel } from '@/components/content-list/content-card';
import type { ResourceSummary } from '@/lib/content-records';
import { formatShortDate, isoDate } from '@/lib/format-date';
import { MemberDownload } from '../components/member-download';
import { SaveToggle } from '../components/save-toggle';

export function ResourceCard({ resource, eager, headingLevel }: { resource: ResourceSummary; eager?: boolean; headingLevel?: CardHeadingLevel }) {
  const { download_path: path, download_url: url } = resource;
  return (
    <ContentCard
      href={paths.resource(resource.slug)}
      title={resource.title}
      headingLevel={headingLevel}
      corner={<SaveToggle kind="resources" id={resource.id} title={resource.title} />}
      titleLines={2}
      image={resource.thumbnail}
      eager={eager}
      overline={resource.category && <CategoryChip category={resource.category} />}
      actions={(path || url) && <MemberDownload label="Download Resource" itemName={resource.title} path={path} url={url} fullWidth />}
    >
      <CardText tone="secondary" grow lines={3}>
        {resource.description}
      </CardText>
      <CardText variant="body2" tone="secondary">
        <time dateTime={isoDate(resource.published_at)}>{formatShortDate(resource.published_at)}</time>
      </CardText>
    </ContentCard>
  );
}
