import { data } from "react-router";
import { appContext } from "~/.server/context.ts";
import { getDiagnostic } from "~/.server/diagnostics/diagnostics-service.ts";
import { DiagnosticNotFound } from "~/components/result/diagnostic-not-found.tsx";
import { DiagnosticResult } from "~/components/result/diagnostic-result.tsx";
import { ApiError } from "~/domain/api-error.ts";
import type { Route } from "./+types/diagnostic";

/**
 * The result page (SPEC §2). One module registered three times: /diagnostic/:id, /result/:id and
 * /diagnostic-result?id=. Results are public by their unguessable id; the owner also gets the toggles.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = ("id" in params ? params.id : undefined) ?? new URL(request.url).searchParams.get("id") ?? "";
  try {
    return { diagnostic: await getDiagnostic(context.get(appContext), id) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return data({ diagnostic: null }, { status: 404 });
    throw error;
  }
}

// What the page shows depends on who is looking (owner toggles), so it is never cached.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.diagnostic ? `${loaderData.diagnostic.primaryCause} — FieldFix` : "Diagnostic Not Found — FieldFix" },
  { name: "robots", content: "noindex" },
];

export default function Diagnostic({ loaderData }: Route.ComponentProps) {
  const { diagnostic } = loaderData;
  if (!diagnostic) return <DiagnosticNotFound />;
  return <DiagnosticResult key={diagnostic.id} diagnostic={diagnostic} />;
}
