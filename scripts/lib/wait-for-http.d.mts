/** Types of wait-for-http.mjs (tests/e2e/global-setup.ts uses it too). */
export declare function waitForHttp(
  url: string,
  options?: { timeoutMs?: number; alive?: () => boolean; accept?: (res: Response, body: string) => boolean },
): Promise<string>;
