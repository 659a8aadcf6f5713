import { type MiddlewareFunction, redirect } from "react-router";
import { mayOpenRoute } from "~/domain/access.ts";
import { DEMO_RESTRICTED_NOTICE, signInToContinue } from "~/domain/next-path.ts";
import { isDemo } from "~/domain/user.ts";
import { toUserView } from "./auth/user-view.ts";
import { appContext } from "./context.ts";

/**
 * Root middleware: every document and data request checks SPEC §2/§5 page access on the server, before any loader
 * runs or anything renders. It decides on the route the router matched (its pattern), so no spelling of a path
 * ("/ACCOUNT", "/%61ccount", a trailing slash, a .data request) can reach a page its rule would refuse.
 */
export const pageGuard: MiddlewareFunction<Response> = async ({ pattern, context, request }) => {
  const user = toUserView(await context.get(appContext).currentUser());
  // React Router joins the matched route paths without a leading slash ("help", "diagnostic/:id"; "/" for the index).
  if (mayOpenRoute(user, pattern.startsWith("/") ? pattern : `/${pattern}`)) return;
  // Still SPEC §2's "sent to /", but home then says why: the demo account hears its restriction (§6), a guest is
  // asked to sign in and comes back here afterwards (issue #14 item 9). A .data request names the page without it.
  if (isDemo(user)) throw redirect(`/?notice=${DEMO_RESTRICTED_NOTICE}`);
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  throw redirect(signInToContinue(`${path}${search ? `?${search}` : ""}`));
};
