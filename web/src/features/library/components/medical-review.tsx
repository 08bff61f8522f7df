/**
 * The trust block of a detail page: "Medically reviewed by … on … · Next review due …"
 * and the record's references, each a link where it names a DOI or a web address. Nothing shows for
 * a record without a review, and no list for one without references.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { isWebUrl } from '@common/urls';
import { formatLongDate, isoDate } from '@/lib/format-date';

export interface ReviewedRecord {
  reviewed_by: string;
  reviewed_at: Date | null;
  review_due: Date | null;
  references: string;
}

const DOI = /\b(10\.\d{4,9}\/[^\s"<>]+[^\s"<>.,;:)])/;
const ADDRESS = /\bhttps?:\/\/[^\s"<>]+[^\s"<>.,;:)]/;

/** Where a reference points: its web address, or its DOI's address at doi.org; null when neither. */
export function referenceLink(reference: string): string | null {
  const address = ADDRESS.exec(reference)?.[0];
  if (address && isWebUrl(address)) return address;
  const doi = DOI.exec(reference)?.[1];
  return doi ? `https://doi.org/${doi}` : null;
}

export function MedicalReview({ record }: { record: ReviewedRecord }) {
  if (!record.reviewed_by || !record.reviewed_at) return null;
  return (
    <Box
      component="aside"
      aria-label="Medical review"
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 3, p: 1.5, borderRadius: 1, bgcolor: 'background.default', border: 1, borderColor: 'divider' }}
    >
      <VerifiedOutlined color="success" aria-hidden="true" sx={{ mt: '2px' }} />
      <Typography>
        Medically reviewed by {record.reviewed_by} on <time dateTime={isoDate(record.reviewed_at)}>{formatLongDate(record.reviewed_at)}</time>
        {record.review_due && (
          <>
            {' · '}Next review due <time dateTime={isoDate(record.review_due)}>{formatLongDate(record.review_due)}</time>
          </>
        )}
      </Typography>
    </Box>
  );
}

export function References({ record }: { record: ReviewedRecord }) {
  const references = record.references
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (references.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="references-heading" sx={{ mt: 4 }}>
      <Typography variant="h2" id="references-heading" sx={{ fontSize: '1.25rem', mb: 1 }}>
        References
      </Typography>
      <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 0.75, overflowWrap: 'anywhere' } }}>
        {references.map((reference, i) => {
          const href = referenceLink(reference);
          return (
            <li key={i}>
              {reference}
              {href && (
                <>
                  {' '}
                  <Link href={href} target="_blank" rel="noopener noreferrer" aria-label={`Open reference ${i + 1} (opens in a new tab)`}>
                    (open)
                  </Link>
                </>
              )}
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
