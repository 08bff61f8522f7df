/**
 * The hooks of the Keep toggles and the kept list (api/kept-queries.ts has their queries). Keeping
 * reads nothing again: it stores the record the detail screen already has, with its picture and
 * its file fetched the way the page shows and downloads them (api/kept-device.ts).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { keptListQuery, loadDevice, ON_DEVICE, type KeepChange } from './kept-queries';
import { libraryKeys } from './query-keys';

export type { KeepableKind, KeptItem } from './kept-queries';

export function useKeptList(uid: string | undefined) {
  return useQuery({ ...keptListQuery(uid ?? ''), enabled: Boolean(uid) });
}


export function useKeepChange(uid: string | undefined) {
  return useMutation({
    // A removal works offline; keeping needs the server for the file, and says so when it fails.
    ...ON_DEVICE,
    mutationFn: async (change: KeepChange) => {
      if (!uid) throw new Error('Keeping needs a signed-in account');
      const device = await loadDevice();
      await (change.keep ? device.keepPage(uid, change) : device.removePage(uid, change));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKeys.kept(uid ?? '') }),
  });
}
