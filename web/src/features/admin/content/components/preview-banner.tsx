import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { CONTENT_TEXTS, type ContentKind } from '@common/content';
import { publishState } from '@common/publishing';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';

/** What a state means to members, for the preview's banner. */
function previewText(publishedAt: Date | null): string {
  switch (publishState(publishedAt)) {
    case 'draft':
      return 'This is a draft: members cannot see it until it is published.';
    case 'scheduled':
      return `Scheduled: members can see it from ${formatDateTime(publishedAt)}.`;
    case 'published':
      return 'Published: members see it as shown below.';
  }
}

/** Above a staff preview: that it is a preview, the record's state, and the way back. */
export function PreviewBanner({ kind, publishedAt }: { kind: ContentKind; publishedAt: Date | null | undefined }) {
  const { plural } = CONTENT_TEXTS[kind];
  return (
    <Alert
      severity="info"
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" href={paths.admin[kind]}>
          Back to Manage {plural}
        </Button>
      }
    >
      <strong>Preview as members see it.</strong> {publishedAt === undefined ? '' : previewText(publishedAt)}
    </Alert>
  );
}
