/**
 * The account feature's query keys, declared once (docs/architecture.md, "How a screen reads data").
 */
export const accountKeys = {
  all: ['account'] as const,
  /** The person's own membership as their profile holds it (My Account). */
  membership: (uid: string) => [...accountKeys.all, uid, 'membership'] as const,
  /** The phones enrolled for sign-in codes (My Account), from Firebase Auth. */
  secondFactors: (uid: string) => [...accountKeys.all, uid, 'second-factors'] as const,
};
