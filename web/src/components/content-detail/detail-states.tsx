import Button from '@mui/material/Button';
import { EmptyState } from '@/components/ui/empty-state';
import { useDocumentTitle } from '@/lib/use-document-title';


/** "… Not Found" with the reason and the way back (docs/product.md §2, §8). */
export function DetailNotFound({ title, message, backHref, backLabel }: { title: string; message: string; backHref: string; backLabel: string }) {
  useDocumentTitle(title);
  return (
    <EmptyState
      title={title}
      level="h1"
      text={message}
      alert
      action={
        <Button variant="contained" href={backHref}>
          {backLabel}
        </Button>
      }
    />
  );
}
