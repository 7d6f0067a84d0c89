/**
 * Press-and-hold repeat for stepper buttons: one change on press, then after 500 ms a change
 * every 50 ms until release. Keyboard activation changes once per press.
 */
import { useCallback, useEffect, useRef } from 'react';
import { HOLD_DELAY_MS, HOLD_INTERVAL_MS } from '../lib/quantity';

export function usePressAndHold(action: () => void, enabled: boolean) {
  const actionRef = useRef(action);
  const timers = useRef<{ delay?: number; repeat?: number }>({});
  useEffect(() => {
    actionRef.current = action;
  });

  const stop = useCallback(() => {
    window.clearTimeout(timers.current.delay);
    window.clearInterval(timers.current.repeat);
    timers.current = {};
  }, []);

  useEffect(() => stop, [stop]);
  useEffect(() => {
    if (!enabled) stop();
  }, [enabled, stop]);

  return {
    onPointerDown: (event: React.PointerEvent<HTMLButtonElement>) => {
      if (!enabled || event.button > 0) return;
      event.preventDefault();
      stop();
      actionRef.current();
      timers.current.delay = window.setTimeout(() => {
        timers.current.repeat = window.setInterval(() => actionRef.current(), HOLD_INTERVAL_MS);
      }, HOLD_DELAY_MS);
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    onContextMenu: (event: React.MouseEvent) => event.preventDefault(),
    onClick: (event: React.MouseEvent<HTMLButtonElement>) => {
      // Pointer presses were handled on pointerdown; a click with detail 0 is the keyboard.
      if (event.detail === 0 && enabled) actionRef.current();
    },
  };
}
