import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A radio group on the server's page works before the scripts run (it is part of a form), and a
 * shopper on a slow phone taps it then. React hydrates a controlled radio keeping the tap on
 * screen but never hears of it, and its next render puts the state's choice back: the tap is
 * undone (a slot chosen early read "choose a time slot" at Continue). So once, at hydration, the
 * radio named `name` checked inside `group` is taken up when it is not `current`, the choice the
 * page was rendered with. A client-side render never differs, and a group not on the page (still
 * loading) is skipped.
 *
 * That take-up is an effect, which runs a task after hydration on a slow phone: a submit of the
 * radio's form in between (Continue tapped as the page hydrates) was handled without the choice,
 * and the tap did nothing. So the form's submit takes it up too, first: the form's own listener
 * runs before React's handler (at the root), which reads the choice from its store, not from the
 * render before.
 *
 * Whichever comes first takes the tap up, once: the other, until the page renders with it, would
 * see the render's choice still differ and take it up again. On a slow phone the hydration's
 * take-up waits for its task while a submit takes the tap up, and the submit's answer ("a time
 * slot is required") was cleared by the second take-up that followed it (a choice clears the
 * step's error).
 */
export function useEarlyRadio(
  group: RefObject<HTMLElement | null>,
  name: string,
  current: string | null,
  takeUp: (value: string) => void,
): void {
  const latest = useRef({ current, takeUp });
  useLayoutEffect(() => {
    latest.current = { current, takeUp };
  });
  /** The value last taken up: the state's from then on, even before the page renders it. */
  const taken = useRef<string | null>(null);

  useEffect(() => {
    takeUpChecked(group.current, name, latest.current, taken);
    // Once, at hydration: afterwards every choice goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A layout effect: in place before the browser can hand the page another event.
  useLayoutEffect(() => {
    const form = group.current?.querySelector<HTMLInputElement>(
      `input[type="radio"][name="${name}"]`,
    )?.form;
    if (!form) return;
    // After the take-up above, or any choice made through onChange, the checked radio is the
    // state's: nothing to take up.
    const onSubmit = () => takeUpChecked(group.current, name, latest.current, taken);
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [group, name]);
}

function takeUpChecked(
  group: HTMLElement | null,
  name: string,
  { current, takeUp }: { current: string | null; takeUp: (value: string) => void },
  taken: RefObject<string | null>,
): void {
  const checked = group?.querySelector<HTMLInputElement>(
    `input[type="radio"][name="${name}"]:checked`,
  );
  if (!checked || checked.value === current || checked.value === taken.current) return;
  taken.current = checked.value;
  takeUp(checked.value);
}
