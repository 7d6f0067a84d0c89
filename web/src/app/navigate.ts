/**
 * Navigation for code outside components (e.g. the basket sending an addition to the order being
 * edited). The router is imported when needed, so stores do not depend on it at load time.
 */
export async function navigateTo(to: string): Promise<void> {
  const { router } = await import('./router');
  await router.navigate(to);
}
