/**
 * A button that is a GET form to `href`: a page without the scripts asks the server for that page
 * (a list showing more, lib/shown.ts; Buy again's page); with them, `onScriptSubmit` runs in place
 * instead. With no `href` there is no such page: the button is the scripts' alone (`needs-script`,
 * not shown without them).
 */
import type { ReactNode } from 'react';

interface Props {
  /** The page asked for, e.g. `/search?q=milk&shown=40#result-21`; none: the scripts' alone. */
  href?: string | null;
  onScriptSubmit: () => void;
  className?: string;
  disabled?: boolean;
  busy?: boolean;
  children: ReactNode;
}

export function GetForm({
  href,
  onScriptSubmit,
  className = 'button is-secondary',
  disabled = false,
  busy = false,
  children,
}: Props) {
  if (!href)
    return (
      <button
        type="button"
        className={`${className} needs-script`}
        onClick={onScriptSubmit}
        disabled={disabled}
        aria-busy={busy || undefined}
      >
        {children}
      </button>
    );
  const next = new URL(href, 'http://shop.invalid');
  return (
    <form
      method="get"
      action={next.pathname + next.hash}
      className="get-form"
      onSubmit={(event) => {
        event.preventDefault();
        onScriptSubmit();
      }}
    >
      {[...next.searchParams].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} disabled={disabled} aria-busy={busy || undefined}>
        {children}
      </button>
    </form>
  );
}
