import { Link } from '@tanstack/react-router';

/** The agreement a person makes by registering, with links to both documents. */
export function RegistrationLegalNotice({ forSomeoneElse = false }: { forSomeoneElse?: boolean }) {
  const terms = (
    <Link to="/accounts/terms-and-conditions" className="text-primary underline underline-offset-4">
      Terms and conditions
    </Link>
  );
  const privacy = (
    <Link to="/accounts/privacy-policy" className="text-primary underline underline-offset-4">
      Privacy policy
    </Link>
  );
  if (forSomeoneElse) {
    return (
      <p>
        You confirm that the person agreed to the {terms} and the {privacy}, or that you are the
        parent or lawful guardian of a child you add.
      </p>
    );
  }
  return (
    <p>
      By creating an account you agree to the {terms} and consent to the processing of your personal
      data, including health data, as the {privacy} describes.
    </p>
  );
}
