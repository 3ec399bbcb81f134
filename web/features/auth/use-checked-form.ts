import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { checkFields, type FieldRules } from '../../../core/auth/credential-rules';

/**
 * The few fields of /login's forms, checked by core/auth/credential-rules.ts's rules as react-hook-form with
 * the zod resolver did (neither is in /login's first load, which must stay small): every field on submit, the
 * first wrong one focused; once a submit has been tried, a field is checked again as it changes.
 */
export function useCheckedForm<Input extends Record<string, string>>(
  rules: FieldRules<Input>,
  defaults: Input,
  onSubmit: (input: Input) => Promise<void>,
) {
  const [values, setValues] = useState(defaults);
  const [problems, setProblems] = useState<Partial<Record<keyof Input, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = useRef(new Map<keyof Input, HTMLInputElement>());

  const field = (name: keyof Input & string) => ({
    name,
    value: values[name],
    error: problems[name],
    ref: (input: HTMLInputElement | null) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (submitted) setProblems((current) => ({ ...current, [name]: rules[name](value) }));
    },
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    const checked = checkFields(rules, values);
    setProblems(checked.problems);
    if (!checked.input) {
      const firstWrong = (Object.keys(rules) as (keyof Input)[]).find((name) => checked.problems[name]);
      if (firstWrong) inputs.current.get(firstWrong)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(checked.input);
    } finally {
      setSubmitting(false);
    }
  };

  return { field, handleSubmit, isSubmitting };
}
