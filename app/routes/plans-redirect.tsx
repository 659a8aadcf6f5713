import { redirect } from "react-router";

/** SPEC §2: /plans and /subscribe lead to /subscription-plans (the root middleware has already refused guests and demo). */
export function loader() {
  throw redirect("/subscription-plans");
}

// A (never rendered) component keeps this a page route, so client-side links to /plans follow the redirect too.
export default function PlansRedirect() {
  return null;
}
