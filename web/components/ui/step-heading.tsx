import type { ReactNode, Ref } from 'react';

/**
 * The heading of a step that takes the place of what the person was using (the file picker, once a file is chosen):
 * the page moves the focus to it through `ref`, so the new step is read out by its name. `detail` says more under it.
 */
export function StepHeading({
  id,
  ref,
  detail,
  children,
}: {
  id: string;
  ref: Ref<HTMLHeadingElement>;
  detail: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <h2
        id={id}
        ref={ref}
        tabIndex={-1}
        className="text-lg font-semibold break-words text-slate-900 focus:outline-none"
      >
        {children}
      </h2>
      <p className="text-sm break-words text-slate-600">{detail}</p>
    </div>
  );
}
