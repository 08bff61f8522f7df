/** How the functions tests read a callable's expected failure. */
import { readCallableError } from '@common/callable';

/**
 * The error of a callable that must fail, as { code: 'not-found', message } with the message as the
 * user should see it (readCallableError drops the SDK's " [404]"); throws if the call succeeded.
 */
export async function callError(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    const { code, message } = readCallableError(error);
    return { code, message };
  }
  throw new Error('Expected the call to fail, but it succeeded.');
}
