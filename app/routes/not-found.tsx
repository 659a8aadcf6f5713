import { data, useLocation } from "react-router";
import { NotFoundPanel } from "~/components/not-found-panel.tsx";
import type { Route } from "./+types/not-found";

export async function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "404 Page Not Found — FieldFix" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  const location = useLocation();
  return (
    <NotFoundPanel
      title="404 Page Not Found"
      detail={
        // SPEC §2: a developer-style hint.
        <div className="mt-6 rounded-xl bg-slate-900 p-4 text-left font-mono text-sm text-slate-100">
          <p>
            <span className="text-amber-300">hint:</span> no route matches <code className="break-all">{location.pathname}</code>
          </p>
          <p className="mt-1">Did you forget to register it in app/routes.ts?</p>
        </div>
      }
    >
      We couldn't find the page you were looking for.
    </NotFoundPanel>
  );
}
