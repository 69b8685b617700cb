import { answerQuestionInputSchema } from '@athcare/shared/appointments.schema';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { describeError } from '@/lib/errors';
import { type Question, useAnswerQuestion, useQuestions } from '../api/questions';
import { formatDateTime } from '@/lib/format';
import { Textarea } from '@/components/ui/native-controls';

/** /dashboard/personnel/ask-your-doctor ("Questions By User"): unanswered first, then answered. */
export function QuestionsInbox({ personnelId }: { personnelId: number }) {
  const id = useId();
  const questions = useQuestions(personnelId);
  const open = questions.data?.filter((q) => !q.personnelAnswer) ?? [];
  const answered = questions.data?.filter((q) => q.personnelAnswer) ?? [];
  if (questions.isError) {
    return <p role="alert">Could not load questions: {describeError(questions.error)}</p>;
  }
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby={`${id}-open`} className="flex flex-col gap-3">
        <h2 id={`${id}-open`} className="text-lg font-semibold">
          Waiting for your answer ({open.length})
        </h2>
        {questions.isPending && <p className="text-sm text-muted-foreground">Loading…</p>}
        {questions.isSuccess && open.length === 0 && (
          <p className="text-sm text-muted-foreground">No questions are waiting.</p>
        )}
        <ul className="flex flex-col gap-3">
          {open.map((q) => (
            <li key={q.id}>
              <AnswerCard personnelId={personnelId} question={q} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${id}-answered`} className="flex flex-col gap-3">
        <h2 id={`${id}-answered`} className="text-lg font-semibold">
          Answered ({answered.length})
        </h2>
        <ul className="flex flex-col gap-3">
          {answered.map((q) => (
            <li key={q.id}>
              <AnswerCard personnelId={personnelId} question={q} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function AnswerCard({ personnelId, question }: { personnelId: number; question: Question }) {
  const id = useId();
  const [editing, setEditing] = useState(!question.personnelAnswer);
  const [answer, setAnswer] = useState(question.personnelAnswer ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const save = useAnswerQuestion(personnelId);
  return (
    <article className="flex flex-col gap-3 rounded-lg border bg-card p-4 text-sm">
      <p className="text-xs text-muted-foreground">
        Asked {formatDateTime(question.createdAt)}
        {!question.isPublic && ' · private'}
      </p>
      <p className="font-medium whitespace-pre-line">{question.question}</p>
      {editing ? (
        <form
          className="flex flex-col gap-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setFailure(null);
            const parsed = answerQuestionInputSchema.safeParse({ personnelAnswer: answer });
            if (!parsed.success) return setFailure('Write an answer first.');
            save.mutate(
              { id: question.id, input: parsed.data },
              {
                onSuccess: () => {
                  toast.success('Answer saved');
                  setEditing(false);
                },
                onError: (error) => setFailure(describeError(error)),
              },
            );
          }}
        >
          <Label htmlFor={`${id}-answer`}>Your answer</Label>
          <Textarea
            id={`${id}-answer`}
            value={answer}
            maxLength={5000}
            onChange={(e) => setAnswer(e.target.value)}
          />
          {failure && (
            <p role="alert" className="text-destructive">
              {failure}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={save.isPending}>
              Save answer
            </Button>
            {question.personnelAnswer && (
              <Button type="button" size="sm" variant="outline" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            )}
          </div>
        </form>
      ) : (
        <>
          <p className="whitespace-pre-line">
            <span className="font-medium">Your answer: </span>
            {question.personnelAnswer}
          </p>
          <div>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              Edit answer
            </Button>
          </div>
        </>
      )}
    </article>
  );
}
