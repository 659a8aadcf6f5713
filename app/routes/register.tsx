import { Link, redirect } from "react-router";
import { appContext } from "~/.server/context.ts";
import { RegistrationFlow } from "~/components/auth/registration-flow.tsx";
import { AuthCard } from "~/components/forms.tsx";
import type { Route } from "./+types/register";

export async function loader({ context }: Route.LoaderArgs) {
  if (await context.get(appContext).currentUser()) throw redirect("/");
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: "Create your account — FieldFix" }];

export default function Register() {
  return (
    <AuthCard title="Create Your Free Account" subtitle="Three quick steps: your e-mail, the code we send you, then your name and password.">
      <RegistrationFlow />
      <p className="mt-6 text-center">
        Already have an account?{" "}
        <Link to="/login" className="inline-flex min-h-12 items-center font-semibold text-brand-700 underline">
          Log in
        </Link>
      </p>
    </AuthCard>
  );
}
