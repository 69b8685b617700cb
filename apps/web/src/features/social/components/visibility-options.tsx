import { postVisibilities, postVisibilityLabels } from '@athcare/shared/social.schema';

/** The <option>s of a post visibility choice (public, connections, private), in their words. */
export function VisibilityOptions() {
  return postVisibilities.map((v) => (
    <option key={v} value={v}>
      {postVisibilityLabels[v]}
    </option>
  ));
}
