/**
 * An admin banner's text: the screen's message, and under it, where docs/product.md §8 names one for the same
 * failure, the helper's own message (membership codes: loading, reset), so neither is only in the
 * console.
 */
export function AlertLines({ text, detail }: { text: string; detail?: string | undefined }) {
  if (!detail) return <>{text}</>;
  return (
    <>
      <span style={{ display: 'block', fontWeight: 600 }}>{text}</span>
      <span style={{ display: 'block' }}>{detail}</span>
    </>
  );
}
