/**
 * npm run saved:backfill [-- --project <project-id>]
 *
 * Gives every member who has saved items the count the rules check (saved_items/{uid}:
 * scripts/lib/saved-counts.ts), set from the items they keep. Run it once right after deploying the
 * rules that hold the saved-items limit; running it again changes nothing. Without --project it
 * works on the local emulators (start them with `npm start`); with --project on that real project,
 * using the service-account key that GOOGLE_APPLICATION_CREDENTIALS points at. Prints what it did.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { CliError, connectTarget, parseTargetArgs, runCommand } from './lib/admin-target';
import { backfillSavedCounts, describeSavedCounts } from './lib/saved-counts';

const USAGE = 'Usage: npm run saved:backfill [-- --project <project-id>]';

runCommand(async () => {
  const { project, bucket } = parseTargetArgs(process.argv.slice(2), USAGE);
  if (bucket) throw new CliError(USAGE);
  const target = await connectTarget('saved-backfill', { project, bucket: null }, ['firestore']);
  console.log(describeSavedCounts(await backfillSavedCounts(getFirestore(target.app)), target.label));
}, 'Could not count saved items');
