import { useRouteLoaderData } from "react-router";
import { GUEST_USER, type UserView } from "~/domain/user.ts";

/** The user the root loader resolved on the server for this page (the guest user for visitors). */
export function useUser(): UserView {
  const data = useRouteLoaderData("root") as { user?: UserView } | undefined;
  return data?.user ?? GUEST_USER;
}
