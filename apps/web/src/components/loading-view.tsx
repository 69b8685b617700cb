import { Loader2Icon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** §2: a centred spinning logo (white in the dark theme, dark otherwise), or a spinner with text. */
export function LoadingView({
  variant = 'logo',
  className,
}: {
  variant?: 'logo' | 'spinner';
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn('flex min-h-[50svh] w-full items-center justify-center gap-2 p-6', className)}
    >
      {variant === 'logo' ? (
        <img
          src="/logo-mark.svg"
          alt="Loading.."
          width={48}
          height={48}
          className="size-12 animate-spin motion-reduce:animate-none dark:invert"
        />
      ) : (
        <>
          <Loader2Icon className="size-5 animate-spin motion-reduce:animate-none" aria-hidden />
          <span className="text-sm text-muted-foreground">Loading...</span>
        </>
      )}
    </div>
  );
}
