import { Link } from '@tanstack/react-router';
import { CheckCircle2Icon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { RegistrationLegalNotice } from './registration-legal-notice';
import { RegistrationForm } from './registration-form';

interface AddedUser {
  id: string;
  name: string;
  username: string;
}

/**
 * /accounts/add-new-user: a signed-in user (a family's primary member, an admin, staff) creates an
 * account for someone else. It registers them without signing in as them, then shows the new id.
 */
export function AddNewUser() {
  const [added, setAdded] = useState<AddedUser | null>(null);
  if (added) return <UserAdded user={added} onAddAnother={() => setAdded(null)} />;
  return (
    <RegistrationForm
      title="Add a new user"
      description="Create an account for a family member or someone you care for. You stay signed in as yourself; they log in with the username or email and the password you set here."
      submitLabel="Add user"
      forSomeoneElse
      notice={<RegistrationLegalNotice forSomeoneElse />}
      footer={
        <Link to="/" className="text-sm text-primary underline-offset-4 hover:underline">
          Back to home
        </Link>
      }
      onRegistered={(input, id) => {
        const name = [input.firstName, input.middleName, input.lastName].filter(Boolean).join(' ');
        toast.success(`${name} was added.`);
        setAdded({ id, name, username: input.username });
      }}
    />
  );
}

function UserAdded({ user, onAddAnother }: { user: AddedUser; onAddAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: move focus to the outcome.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="w-full max-w-lg">
      <CardHeader>
        <h1
          ref={heading}
          tabIndex={-1}
          className="flex items-center gap-2 text-2xl font-semibold tracking-tight outline-none"
        >
          <CheckCircle2Icon className="size-6 text-primary" aria-hidden />
          User added
        </h1>
        <CardDescription>
          Share the username and password with them privately; they can change the password after
          logging in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="font-medium">Name</dt>
          <dd>{user.name}</dd>
          <dt className="font-medium">Username</dt>
          <dd>{user.username}</dd>
          <dt className="font-medium">User id</dt>
          <dd className="font-mono break-all" data-testid="new-user-id">
            {user.id}
          </dd>
        </dl>
      </CardContent>
      <CardFooter className="flex flex-col gap-3 sm:flex-row">
        <Button type="button" className="w-full sm:w-auto" onClick={onAddAnother}>
          Add another user
        </Button>
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <Link to="/">Back to home</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
