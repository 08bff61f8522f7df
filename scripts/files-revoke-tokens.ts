/**
 * npm run files:revoke-tokens [-- --project <project-id> [--bucket <bucket>]]
 *
 * Revokes the download tokens of every member file (publication PDFs, resource downloads:
 * functions/src/files/memberFiles.ts), with the logic the Storage trigger applies to each new upload
 * (functions/src/files/downloadTokens.ts): files stored before that trigger existed may carry tokens
 * that were handed out, and a token address opens the file past the rules. Pictures keep theirs
 * (records store their addresses). Run it once after deploying the file endpoint; running it again
 * changes nothing. Without --project it works on the local emulators (start them with `npm start`);
 * with --project on that real project's bucket (`--bucket`, or <project>.appspot.com), using the
 * service-account key that GOOGLE_APPLICATION_CREDENTIALS points at. Prints what it did.
 */
import { getStorage } from 'firebase-admin/storage';
import { revokeDownloadTokens, tokensToRevoke } from '../functions/src/files/downloadTokens';
import { memberFileFolders } from '../functions/src/files/memberFiles';
import { connectTarget, parseTargetArgs, runCommand } from './lib/admin-target';

const USAGE = 'Usage: npm run files:revoke-tokens [-- --project <project-id> [--bucket <bucket>]]';

runCommand(async () => {
  const target = await connectTarget('files-revoke-tokens', parseTargetArgs(process.argv.slice(2), USAGE), ['storage']);
  const bucket = getStorage(target.app).bucket(target.bucket);
  let scanned = 0;
  let revokedFiles = 0;
  let removed = 0;
  for (const folder of memberFileFolders()) {
    const [files] = await bucket.getFiles({ prefix: `${folder}/` });
    for (const file of files) {
      scanned++;
      const tokens = tokensToRevoke(file.metadata.metadata as Record<string, unknown> | undefined);
      if (tokens.length === 0) continue;
      await revokeDownloadTokens(bucket, file.name, tokens);
      revokedFiles++;
      removed += tokens.length;
    }
  }
  const where = `${target.label} (bucket ${target.bucket}, folders ${memberFileFolders().join(', ')})`;
  console.log(
    removed === 0
      ? `Member files on ${where}: ${scanned} scanned, no download token to remove: nothing changed.`
      : `Member files on ${where}: ${scanned} scanned; ${removed} download token${removed === 1 ? '' : 's'} removed from ${revokedFiles} file${revokedFiles === 1 ? '' : 's'}.`,
  );
}, 'Could not revoke the download tokens');
