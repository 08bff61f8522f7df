/**
 * The seeded demo accounts (docs/decisions/0012-local-first-emulators.md). Emulator-only: never
 * used against a real project.
 */
export const DEMO_PROJECT_ID = 'demo-pmc';

/**
 * Staff sign in with an SMS code as their second factor (docs/decisions/0034-staff-second-factor-and-device-copies.md):
 * the seed enrolls `phoneNumber`, a fictional number, and the Auth emulator lists the codes it "sends"
 * (npm start prints them).
 */
export const DEMO_ADMIN = {
  email: 'admin@pmc-demo.test',
  password: 'DemoAdmin#2025',
  name: 'Dana Admin',
  phoneNumber: '+15550000100',
} as const;

/** Members sign in with a password alone. */
export const DEMO_MEMBER = {
  email: 'member@pmc-demo.test',
  password: 'DemoMember#2025',
  name: 'Maria Member',
} as const;

/** A signed-up account that has not redeemed a code yet: shows the validation step on sign-in. */
export const DEMO_NON_MEMBER = {
  email: 'newpatient@pmc-demo.test',
  password: 'DemoPatient#2025',
  name: 'Nico Newpatient',
} as const;

/** How many unused codes the seed keeps available. */
export const DEMO_UNUSED_CODES = 12;
