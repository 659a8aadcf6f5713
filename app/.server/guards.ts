import { redirect, type MiddlewareFunction } from "react-router";
import { mayOpenRoute } from "~/domain/access.ts";
import { appContext } from "./context.ts";
import { toUserView } from "./auth/user-view.ts";

/**
 * Root middleware: every document and data request checks SPEC §2/§5 page access on the server, before any loader
 * runs or anything renders. It decides on the route the router matched (its pattern), so no spelling of a path
 * ("/ACCOUNT", "/%61ccount", a trailing slash, a .data request) can reach a page its rule would refuse.
 */
export const pageGuard: MiddlewareFunction<Response> = async ({ pattern, context }) => {
  const user = toUserView(await context.get(appContext).currentUser());
  // React Router joins the matched route paths without a leading slash ("help", "diagnostic/:id"; "/" for the index).
  if (!mayOpenRoute(user, pattern.startsWith("/") ? pattern : `/${pattern}`)) throw redirect("/");
};
