import { CheckIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export type StepState = 'completed' | 'active' | 'inactive';

/** §4: completed if before the active step, active if equal, inactive otherwise. */
export function getStepState(index: number, activeIndex: number): StepState {
  if (index < activeIndex) return 'completed';
  if (index === activeIndex) return 'active';
  return 'inactive';
}

/** A step indicator (checkout: Add Products, Share Billing Details, Make Your Payment). */
export function Stepper({
  steps,
  activeStep,
  label = 'Progress',
  className,
}: {
  steps: readonly string[];
  /** Zero-based index of the current step. */
  activeStep: number;
  label?: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ol className="flex flex-wrap items-center gap-2 sm:gap-4">
        {steps.map((step, index) => {
          const state = getStepState(index, activeStep);
          return (
            <li
              key={step}
              data-state={state}
              className="flex items-center gap-2 text-sm"
              aria-current={state === 'active' ? 'step' : undefined}
            >
              <span
                className={cn(
                  'flex size-7 items-center justify-center rounded-full border text-xs font-semibold',
                  state === 'completed' && 'border-primary bg-primary text-primary-foreground',
                  state === 'active' && 'border-primary text-primary',
                  state === 'inactive' && 'text-muted-foreground',
                )}
                aria-hidden
              >
                {state === 'completed' ? <CheckIcon className="size-4" /> : index + 1}
              </span>
              <span className={cn(state === 'inactive' ? 'text-muted-foreground' : 'font-medium')}>
                {step}
                <span className="sr-only">
                  {state === 'completed'
                    ? ' (completed)'
                    : state === 'active'
                      ? ' (current step)'
                      : ''}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
