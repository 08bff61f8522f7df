import { useDocumentTitle } from '@/lib/use-document-title';
import { SupportTicketsScreen } from '@/features/admin/support-tickets/components/support-tickets-screen';

function SupportTicketsRoute() {
  useDocumentTitle('Support Tickets');
  return <SupportTicketsScreen />;
}

export { SupportTicketsRoute as Component };
