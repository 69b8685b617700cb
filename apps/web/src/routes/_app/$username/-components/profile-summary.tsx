import type { SessionUser } from '@athcare/shared/auth.schema';
import { Link } from '@tanstack/react-router';
import { FileTextIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

/** The member's own summary: who they are and a way into their documents. */
export function ProfileSummary({ user }: { user: SessionUser }) {
  const fullName = [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {fullName || user.username}
      </h1>
      <Card>
        <CardHeader>
          <h2 className="font-semibold">Summary</h2>
          <CardDescription>Your account at a glance.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Username</dt>
            <dd className="break-all">{user.username}</dd>
            <dt className="text-muted-foreground">Email</dt>
            <dd className="break-all">{user.email}</dd>
          </dl>
        </CardContent>
      </Card>
      <Button asChild variant="outline" className="self-start">
        <Link to="/$username/docs" params={{ username: user.username }}>
          <FileTextIcon aria-hidden />
          Open my documents
        </Link>
      </Button>
    </div>
  );
}
