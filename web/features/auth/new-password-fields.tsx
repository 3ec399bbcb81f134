import { passwordHint } from '../../../core/auth/credential-rules';
import type { RegisteredField } from '../../components/ui/form-fields';
import { TextField } from '../../components/ui/text-field';

/** A new password, with the rule it must meet, and the same typed again (a reset, or a change in Settings). */
export function NewPasswordFields({
  password,
  confirmation,
}: {
  password: RegisteredField;
  confirmation: RegisteredField;
}) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={passwordHint}
        {...password}
      />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" {...confirmation} />
    </>
  );
}
