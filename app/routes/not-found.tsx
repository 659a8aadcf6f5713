import { data, Link, useLocation } from "react-router";
import type { Route } from "./+types/not-found";

export async function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "404 Page Not Found — FieldFix" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  const location = useLocation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-ink-muted">We couldn't find the page you were looking for.</p>
      <div className="mt-6 rounded-xl bg-slate-900 p-4 font-mono text-sm text-slate-100">
        <p>
          <span className="text-amber-300">hint:</span> no route matches <code className="break-all">{location.pathname}</code>
        </p>
        <p className="mt-1">Did you forget to register it in app/routes.ts?</p>
      </div>
      <Link to="/" className="btn-primary mt-8">
        Return Home
      </Link>
    </section>
  );
}
