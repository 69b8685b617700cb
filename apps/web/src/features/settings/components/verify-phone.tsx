import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { Contact } from '../api/my-profile';
import { useRequestPhoneCode, useVerifyPhone } from '../api/verify-phone';
import { CodeEntryForm } from './code-entry-form';

/**
 * Verify a phone contact, as the email is verified: a 6-digit code is sent by SMS as soon as this
 * opens (10 minutes, 5 tries, one a minute); entering it marks the number verified (§5 messages).
 */
export function VerifyPhone({
  userId,
  contact,
  onClose,
}: {
  userId: string;
  contact: Contact;
  onClose: () => void;
}) {
  const id = useId();
  const send = useRequestPhoneCode();
  const verify = useVerifyPhone(userId);
  // One code when the box opens (a re-render, or React's double effect in development, sends none).
  const asked = useRef(false);
  const { mutate: sendCode } = send;
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    sendCode(contact.id);
  }, [sendCode, contact.id]);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-md border border-primary/40 bg-primary/5 p-3"
    >
      <h4 id={`${id}-title`} className="font-semibold">
        Verify {contact.value}
      </h4>
      {send.isSuccess && (
        <p role="status" className="text-sm">
          We sent a 6-digit code by SMS to {contact.value}. Enter it below; it expires in 10
          minutes.
        </p>
      )}
      <CodeEntryForm
        label="SMS code"
        submitLabel="Verify phone"
        pending={verify.isPending}
        onCode={(code) => verify.mutateAsync({ contactId: contact.id, code })}
        verified="Your phone number is verified."
        failure={verify.error ?? send.error}
      >
        <Button
          type="button"
          variant="outline"
          disabled={send.isPending}
          onClick={() => send.mutate(contact.id)}
        >
          Send a new code
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </CodeEntryForm>
    </section>
  );
}
