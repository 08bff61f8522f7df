import { createContext, useContext } from 'react';
import type { AdminKind } from '../admin-kind';
import type { ContentStore } from '../api/content-store';

/** What the fields of one open form share: the store, the record's id (its upload folder), upload bookkeeping. */
export interface FormServices {
  store: ContentStore;
  kind: AdminKind;
  recordId: string;
  /** An upload or an editor that is not ready holds the Save button. */
  setBusy: (key: string, busy: boolean) => void;
  /** Files uploaded while the form is open (removed again unless the saved record keeps them). */
  addUpload: (path: string) => void;
}

export const FormServicesContext = createContext<FormServices | null>(null);

export function useFormServices(): FormServices {
  const services = useContext(FormServicesContext);
  if (!services) throw new Error('useFormServices must be used inside a record form');
  return services;
}
