import { Save, UserRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { Alert, TextField } from "~/components/forms.tsx";
import { ACCOUNT_MESSAGES as M } from "~/domain/account-messages.ts";
import { focusFirstError, placeError } from "~/lib/account-form-errors.ts";
import { api } from "~/lib/api.ts";
import { toast } from "~/lib/toast.ts";

// zod and the shared schemas load when the form is first used, not with the page.
const schemas = () => import("~/domain/account-schemas.ts");
const IDS = { name: "profile-name", phone: "profile-phone" };

/** Profile: name and phone with SPEC §5's rules, checked here as you save and again by the server. */
export function ProfileForm({ name: savedName, phone: savedPhone }: { name: string; phone: string | null }) {
  const revalidator = useRevalidator();
  const [name, setName] = useState(savedName);
  const [phone, setPhone] = useState(savedPhone ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setFormError(null);
    try {
      const { profileSchema, fieldErrors } = await schemas();
      const parsed = profileSchema.safeParse({ name, phone });
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error);
        setErrors(fields);
        focusFirstError(fields, IDS);
        return;
      }
      setErrors({});
      const saved = await api.patch<{ message: string; phone: string | null; user: { name: string } }>("/api/user/profile", { name, phone });
      setName(saved.user.name);
      setPhone(saved.phone ?? "");
      toast(M.profileSaved);
      // The header and the profile card show the new name.
      await revalidator.revalidate();
    } catch (error) {
      const placed = placeError(error, "Your profile could not be saved. Please try again.");
      setErrors(placed.fields);
      setFormError(placed.form);
      focusFirstError(placed.fields, IDS);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="profile-edit-title" className="card p-5" data-testid="profile-form">
      <h2 id="profile-edit-title" className="flex items-center gap-2 text-xl font-bold">
        <UserRound className="h-6 w-6 text-brand-700" aria-hidden="true" />
        Profile
      </h2>
      <form className="mt-4 flex flex-col gap-4" onSubmit={(e) => void save(e)} noValidate>
        {formError && <Alert>{formError}</Alert>}
        <TextField
          id={IDS.name}
          label="Name"
          name="name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onFocus={() => void schemas()}
          error={errors.name}
          maxLength={200}
          required
        />
        <TextField
          id={IDS.phone}
          label="Phone (optional)"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={errors.phone}
          hint="Digits, spaces, +, - and brackets; up to 20 characters."
          maxLength={40}
        />
        <button type="submit" className="btn-primary w-full sm:w-auto sm:self-start" disabled={busy}>
          <Save className="h-5 w-5" aria-hidden="true" />
          {busy ? "Saving..." : "Save profile"}
        </button>
      </form>
    </section>
  );
}
