import { Link } from "react-router";
import { ForgotPasswordForm } from "~/components/auth/forgot-password-form.tsx";
import { AuthCard } from "~/components/forms.tsx";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [{ title: "Forgot password — FieldFix" }];

export default function ForgotPassword() {
  return (
    <AuthCard title="Forgot your password?" subtitle="Enter your account's e-mail and we'll send you a link to choose a new password.">
      <ForgotPasswordForm />
      <div className="mt-6 flex flex-col items-center gap-1 sm:flex-row sm:justify-center sm:gap-6">
        <Link to="/login" className="inline-flex min-h-12 items-center font-semibold text-brand-700 underline">
          Back to log in
        </Link>
        <Link to="/register" className="inline-flex min-h-12 items-center font-semibold text-brand-700 underline">
          Create an account
        </Link>
      </div>
    </AuthCard>
  );
}
