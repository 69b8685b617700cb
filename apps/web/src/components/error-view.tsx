import { messages } from '@athcare/shared/messages';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';

/** §2/§8: "Something went wrong!" with a toggle that shows or hides the error message. */
export function ErrorView({ error, reset }: Partial<ErrorComponentProps> & { error: unknown }) {
  const router = useRouter();
  const [showDetails, setShowDetails] = useState(false);
  const detailsId = useId();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[50svh] max-w-xl flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-semibold">{messages.somethingWentWrong}</h1>
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          variant="outline"
          aria-expanded={showDetails}
          aria-controls={detailsId}
          onClick={() => setShowDetails((v) => !v)}
        >
          {showDetails ? 'Hide error' : 'Show error'}
        </Button>
        <Button
          onClick={() => {
            reset?.();
            void router.invalidate();
          }}
        >
          Try again
        </Button>
      </div>
      <pre
        id={detailsId}
        hidden={!showDetails}
        className="w-full overflow-auto rounded-md border bg-muted p-3 text-left text-sm whitespace-pre-wrap"
      >
        {message}
      </pre>
    </div>
  );
}
