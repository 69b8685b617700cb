import { createFileRoute, notFound } from '@tanstack/react-router';
import { SettingsFrame } from '@/features/settings/components/settings-frame';

/** /{username}/edit: the signed-in member's own settings frame (others: Not Found). */
export const Route = createFileRoute('/_app/$username/edit')({
  beforeLoad: ({ context, params }) => {
    const user = context.session().user;
    if (!user || user.username.toLowerCase() !== params.username.toLowerCase()) throw notFound();
  },
  component: function EditFrame() {
    const { username } = Route.useParams();
    return <SettingsFrame username={username} />;
  },
});
