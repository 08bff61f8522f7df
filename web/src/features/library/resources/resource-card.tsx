import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { CategoryChip } from '@/components/content-list/category-chip';
import { ContentCard } from '@/components/content-list/content-card';
import { clampLines } from '@/components/content-list/clamp';
import type { ResourceSummary } from '@/lib/content-records';
import { formatShortDate, isoDate } from '@/lib/format-date';
import { MemberDownload } from '../components/member-download';

export function ResourceCard({ resource, eager }: { resource: ResourceSummary; eager?: boolean }) {
  const { download_path: path, download_url: url } = resource;
  return (
    <ContentCard
      href={paths.resource(resource.slug)}
      title={resource.title}
      titleLines={2}
      image={resource.thumbnail}
      eager={eager}
      overline={resource.category && <CategoryChip category={resource.category} />}
      actions={(path || url) && <MemberDownload label="Download Resource" itemName={resource.title} path={path} url={url} fullWidth />}
    >
      <Typography color="text.secondary" sx={{ flexGrow: 1, ...clampLines(3) }}>
        {resource.description}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <time dateTime={isoDate(resource.published_at)}>{formatShortDate(resource.published_at)}</time>
      </Typography>
    </ContentCard>
  );
}
