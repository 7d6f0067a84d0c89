// A branch closing (or opening again) in the simulator, as the legacy API's `closed_text` says.
import { expect, type APIRequestContext } from '@playwright/test';

/** Closes branch `id` with `notice` (when it opens), or opens it again with null. */
export async function setBranchClosed(
  request: APIRequestContext,
  simUrl: string,
  id: string,
  notice: string | null,
): Promise<void> {
  const response = await request.patch(`${simUrl}/sim/suppliers/${id}`, {
    data: { closed_text: notice },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
