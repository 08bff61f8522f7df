/**
 * `npm run seed`: seeds the running emulators with the demo (emulators/seeding/demo-seed.ts) and
 * says what it did. The emulators must be running: npm start does both.
 */
import { DEMO_PROJECT_ID } from './demo-accounts';
import { closeSeed, seed } from './seeding/demo-seed';

try {
  const result = await seed({ log: (line) => console.log(`  ${line}`) });
  const extra = result.modules.length ? `; content: ${result.modules.join(', ')}` : '';
  console.log(
    `Seeded ${DEMO_PROJECT_ID}: admin, member and not-yet-member accounts; ` +
      `${result.unusedCodes} unused membership codes (${result.createdCodes} new)${extra}.`,
  );
  await closeSeed();
  process.exit(0);
} catch (err) {
  const text = String((err as Error)?.stack ?? err);
  if (/ECONNREFUSED|network-error|UNAVAILABLE/.test(text)) {
    console.error(
      `The emulators are not answering (auth ${process.env.FIREBASE_AUTH_EMULATOR_HOST}, firestore ${process.env.FIRESTORE_EMULATOR_HOST}): start them with npm start.`,
    );
  } else {
    console.error(text);
  }
  process.exit(1);
}
