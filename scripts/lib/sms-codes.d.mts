/** Types of sms-codes.mjs (tests/functions/sms-codes.test.ts uses it too). */
export declare function watchSmsCodes(options: {
  authHost: string;
  projectId: string;
  onCode: (sent: { phoneNumber: string; code: string }) => void;
  intervalMs?: number;
}): { ready: Promise<void>; stop(): void };
