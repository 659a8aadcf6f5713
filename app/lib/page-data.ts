/**
 * clientLoader body for pages about the signed-in user: on client navigations a lost connection would otherwise
 * end in the site-wide error page; here it becomes the page's own 'failed to load' state (`user: null`) with a
 * retry. Redirects (e.g. a session that has ended) still apply.
 */
export async function userOrLoadFailure<T extends { user: unknown }>(serverLoader: () => Promise<T>): Promise<T | { user: null }> {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("loading the page data failed", error);
    return { user: null };
  }
}
