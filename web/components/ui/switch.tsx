import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  label: string;
  description?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An on/off setting: a checkbox announced as a switch (role="switch"), drawn as a track and thumb. Works with
 * react-hook-form's register() or as a controlled input.
 */
export function Switch({ label, description, id, className = '', ...input }: SwitchProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <div className={`flex items-center justify-between gap-4 ${className}`}>
      <div className="min-w-0">
        <label htmlFor={inputId} className="block cursor-pointer text-sm font-medium text-slate-900">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-xs text-slate-600">
            {description}
          </p>
        )}
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          id={inputId}
          type="checkbox"
          role="switch"
          aria-describedby={descriptionId}
          className="peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-slate-500 transition-colors checked:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
          {...input}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}
