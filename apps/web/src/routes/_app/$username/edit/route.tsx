import { createFileRoute } from '@tanstack/react-router';
import { requireOwnPages } from '@/lib/route-checks';
import { SettingsFrame } from '@/features/settings/components/settings-frame';

/** /{username}/edit: the signed-in member's own settings frame (others: Not Found). */
export const Route = createFileRoute('/_app/$username/edit')({
  beforeLoad: ({ context, params }) => {
    requireOwnPages(context.session().user, params.username);
  },
  component: function EditFrame() {
    const { username } = Route.useParams();
    return <SettingsFrame username={username} />;
  },
});
