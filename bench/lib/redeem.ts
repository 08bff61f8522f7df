/**
 * redeemMembershipCode under load: rounds of 20 concurrent callers, each a fresh account with a
 * code of its own and a client address of its own (X-Forwarded-For, as a proxy in front of the
 * function sends it: tooling/emulator-clients.ts callRaw), so the guess budget never interferes.
 * Accounts, codes and ID tokens are made before a round starts; a round times the calls only.
 * The first round meets a functions emulator with no warm worker ("cold"); the others are "warm".
 */
import { performance } from 'node:perf_hooks';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@common/collections';
import { CODE_MAX, CODE_MIN, unusedCodeDoc } from '@common/membership';
import { adminDb, callRaw, createUser, idTokenFor } from '../../tooling/emulator-clients';

export const CALLERS = 20;

export interface RedeemRound {
  /** ms per call, in caller order. */
  latencies: number[];
  /** Calls that did not succeed, as "status: message". */
  failures: string[];
}

/** Unused 4-digit codes nobody holds yet, lowest first (deterministic for a given seed). */
async function freeCodes(n: number): Promise<string[]> {
  const taken = new Set((await adminDb().collection(COLLECTIONS.membershipCodes).select().get()).docs.map((d) => d.id));
  const free: string[] = [];
  for (let c = CODE_MAX; c >= CODE_MIN && free.length < n; c--) if (!taken.has(String(c))) free.push(String(c));
  if (free.length < n) throw new Error(`only ${free.length} free membership codes left, ${n} needed`);
  return free;
}

export async function redeemRounds(rounds: number): Promise<RedeemRound[]> {
  const codes = await freeCodes(rounds * CALLERS);
  const out: RedeemRound[] = [];
  for (let round = 0; round < rounds; round++) {
    const callers = await Promise.all(
      Array.from({ length: CALLERS }, async (_, i) => {
        const code = codes[round * CALLERS + i];
        await adminDb().collection(COLLECTIONS.membershipCodes).doc(code).set(unusedCodeDoc(code, Timestamp.now()));
        const user = await createUser({ email: `bench-redeem-r${round + 1}-c${i + 1}-${Date.now()}@pmc-bench.test`, emailVerified: true });
        return { code, token: await idTokenFor(user), address: `198.18.${round + 1}.${i + 1}` };
      }),
    );
    const results = await Promise.all(
      callers.map(async ({ code, token, address }) => {
        const start = performance.now();
        const result = await callRaw<{ role: string }>('redeemMembershipCode', { code }, { idToken: token, headers: { 'X-Forwarded-For': address } });
        return { ms: performance.now() - start, result };
      }),
    );
    out.push({
      latencies: results.map((r) => r.ms),
      failures: results.filter((r) => !r.result.ok).map((r) => (r.result.ok ? '' : `${r.result.status}: ${r.result.message}`)),
    });
  }
  return out;
}
