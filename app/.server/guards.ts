import { redirect, type MiddlewareFunction } from "react-router";
import { mayOpenPath } from "~/domain/access.ts";
import { appContext } from "./context.ts";
import { toUserView } from "./auth/user-view.ts";

/**
 * Root middleware: every document and data request checks SPEC §2/§5 page access on the server, before any
 * loader runs or anything renders. A refusal redirects to /.
 */
export const pageGuard: MiddlewareFunction<Response> = async ({ request, context }) => {
  const url = new URL(request.url);
  // Data requests for client navigations carry the page path with a .data suffix.
  const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
  const user = toUserView(await context.get(appContext).currentUser());
  if (!mayOpenPath(user, pathname)) throw redirect("/");
};
