import { useEffect, type RefObject } from 'react';

/**
 * A radio group on the server's page works before the scripts run (it is part of a form), and a
 * shopper on a slow phone taps it then. React hydrates a controlled radio keeping the tap on
 * screen but never hears of it, and its next render puts the state's choice back: the tap is
 * undone (a slot chosen early read "choose a time slot" at Continue). So once, at hydration, the
 * radio named `name` checked inside `group` is taken up when it is not `current`, the choice the
 * page was rendered with. A client-side render never differs, and a group not on the page (still
 * loading) is skipped.
 */
export function useEarlyRadio(
  group: RefObject<HTMLElement | null>,
  name: string,
  current: string | null,
  takeUp: (value: string) => void,
): void {
  useEffect(() => {
    const checked = group.current?.querySelector<HTMLInputElement>(
      `input[type="radio"][name="${name}"]:checked`,
    );
    if (checked && checked.value !== current) takeUp(checked.value);
    // Once, at hydration: afterwards every choice goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
