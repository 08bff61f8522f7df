import { DownloadButton } from '@/components/ui/download-button';
import { fetchMemberFile } from '../api/member-file';

type MemberDownloadProps = Omit<Parameters<typeof DownloadButton>[0], 'fetchFile'>;

/** The download action of publications and resources: uploaded files come through the library's api. */
export function MemberDownload(props: MemberDownloadProps) {
  return <DownloadButton {...props} fetchFile={fetchMemberFile} />;
}
