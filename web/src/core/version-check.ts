/**
 * The version check on every navigation (guard 5): fetch `/version.txt` without
 * caching; when it differs from the stored checksum and from the running build, store it and
 * reload so the shopper gets the new bundle. Failures are only logged.
 */
import { readAppState, writeAppState } from './config/data-free';

export const RUNNING_BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';

export async function checkVersion(
  fetcher: typeof fetch = fetch,
  reload: () => void = () => window.location.reload(),
): Promise<'same' | 'reloaded' | 'unavailable'> {
  try {
    const response = await fetcher(`/version.txt?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return 'unavailable';
    const checksum = (await response.text()).trim();
    if (!checksum || checksum.length > 100) return 'unavailable';
    const stored = readAppState().versionChecksum;
    if (checksum === RUNNING_BUILD_ID || checksum === stored) {
      if (checksum !== stored) writeAppState({ versionChecksum: checksum });
      return 'same';
    }
    writeAppState({ versionChecksum: checksum });
    reload();
    return 'reloaded';
  } catch (error) {
    console.warn('Version check failed', error);
    return 'unavailable';
  }
}
