import { Skeleton } from '@/components/ui/skeleton';
import { describeError } from '@/lib/errors';
import { useMyProfile } from '../api/my-profile';
import { AddressesSection } from './addresses-section';
import { AvatarSection } from './avatar-section';
import { ContactsSection } from './contacts-section';
import { ProfileForm } from './profile-form';
import { VerifyEmail } from './verify-email';

/** §2 /{username}/edit/profile: the persona, contacts and addresses of the signed-in member. */
export function ProfileSettings({
  userId,
  codeSent = false,
}: {
  userId: string;
  /** A verification code was emailed already (registering sends one). */
  codeSent?: boolean;
}) {
  const profile = useMyProfile(userId);
  return (
    <section aria-labelledby="profile-settings-title" className="flex flex-col gap-6">
      <h2 id="profile-settings-title" className="text-xl font-semibold">
        Profile
      </h2>
      {profile.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-2/3" />
        </div>
      ) : profile.isError ? (
        <p role="alert">Your profile could not be loaded: {describeError(profile.error)}</p>
      ) : (
        <>
          <p className="text-sm break-all text-muted-foreground">
            Signed in as {profile.data.username} ({profile.data.email}
            {profile.data.emailVerified ? ', verified' : ', not verified yet'})
          </p>
          {!profile.data.emailVerified && (
            <VerifyEmail email={profile.data.email} codeSent={codeSent} />
          )}
          <AvatarSection
            userId={userId}
            initials={`${profile.data.firstName.charAt(0)}${profile.data.lastName.charAt(0)}`.toUpperCase()}
          />
          <ProfileForm profile={profile.data} />
          <ContactsSection userId={userId} contacts={profile.data.contacts} />
          <AddressesSection userId={userId} addresses={profile.data.addresses} />
        </>
      )}
    </section>
  );
}
