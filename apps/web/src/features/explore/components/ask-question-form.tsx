import {
  askPersonnelInputSchema,
  QUESTION_MAX,
  QUESTIONS_PER_HOUR,
} from '@athcare/shared/personnel.schema';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/native-controls';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useAskQuestion } from '../api/ask-question';

/** The member asks the doctor from the Questions tab (issue 20). */
export function AskQuestionForm({
  profileId,
  doctorName,
}: {
  profileId: number;
  doctorName: string;
}) {
  const id = useId();
  const ask = useAskQuestion(profileId);
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const errorId = `${id}-error`;
  const countId = `${id}-count`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = askPersonnelInputSchema.safeParse({ profileId, question });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    ask.mutate(parsed.data, {
      onSuccess: () => {
        setQuestion('');
        toast.success('Question sent', {
          description: `You will be notified when ${doctorName} answers.`,
        });
      },
      onError: (e) => setFailure(describeError(e)),
    });
  };

  return (
    <form
      aria-label={`Ask ${doctorName} a question`}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-2 rounded-xl border p-4"
    >
      <Label htmlFor={`${id}-question`}>Ask {doctorName} a question</Label>
      <Textarea
        id={`${id}-question`}
        rows={4}
        value={question}
        maxLength={QUESTION_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${countId}${error ? ` ${errorId}` : ''}`}
        onChange={(event) => setQuestion(event.target.value)}
        placeholder="Describe your question briefly. Do not share anything you would not want answered publicly."
      />
      <p id={countId} className="text-xs text-muted-foreground">
        {question.length}/{QUESTION_MAX} characters · up to {QUESTIONS_PER_HOUR} questions an hour.
        Answered questions may be shown on this profile.
      </p>
      <FieldError id={errorId}>{error}</FieldError>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <div>
        <Button type="submit" disabled={ask.isPending}>
          {ask.isPending ? 'Sending…' : 'Send question'}
        </Button>
      </div>
    </form>
  );
}
