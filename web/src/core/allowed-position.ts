/**
 * Learns where the shopper is from the device when the browser already allows it, without a
 * permission prompt: a shopper who allowed the shop before gets the delivery fee and the "we don't
 * deliver there" notice at once, on a first page. Where the browser would ask, nothing is asked:
 * the shopper says where they are (the branch dialog) or is asked by the page that needs it.
 */
import { useEffect } from 'react';
import { getPosition } from './position';

export function useAllowedDevicePosition(): void {
  useEffect(() => {
    let live = true;
    const permissions = typeof navigator === 'undefined' ? undefined : navigator.permissions;
    permissions
      ?.query({ name: 'geolocation' })
      .then((status) => {
        if (live && status.state === 'granted') void getPosition();
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
}
