interface SegmentedControlProps<Value extends string> {
  /** Names the group for screen readers ('Period', 'Type'). */
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

/** A row of toggle buttons of which one is pressed (aria-pressed), e.g. Week / Month / Quarter / All Time. */
export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onChange,
  disabled = false,
  size = 'md',
}: SegmentedControlProps<Value>) {
  const padding = size === 'sm' ? 'px-2.5 py-1 text-xs' : 'px-3 py-1.5 text-sm';
  return (
    <div role="group" aria-label={label} className="inline-flex flex-wrap rounded-lg bg-slate-100 p-1">
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            disabled={disabled}
            onClick={() => onChange(option.value)}
            className={`rounded-md font-medium transition-colors disabled:cursor-not-allowed ${padding} ${
              pressed ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
