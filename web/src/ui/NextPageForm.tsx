/**
 * A list's "more" as a GET form to the address that shows more (lib/shown.ts): a page without the
 * scripts asks the server for it; with them, `onMore` loads it in place instead.
 */
import type { ReactNode } from 'react';

interface Props {
  /** The address showing more, e.g. `/search?q=milk&shown=40#result-21`. */
  href: string;
  onMore: () => void;
  disabled?: boolean;
  children: ReactNode;
}

export function NextPageForm({ href, onMore, disabled = false, children }: Props) {
  const next = new URL(href, 'http://shop.invalid');
  return (
    <form
      method="get"
      action={next.pathname + next.hash}
      onSubmit={(event) => {
        event.preventDefault();
        onMore();
      }}
    >
      {[...next.searchParams].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button is-secondary" disabled={disabled}>
        {children}
      </button>
    </form>
  );
}
