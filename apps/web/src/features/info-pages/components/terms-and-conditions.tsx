import { Link } from '@tanstack/react-router';
import type { SiteInfo } from '@athcare/shared/site-info.schema';
import { GrievanceOfficerContact, LegalPage } from './legal-page';

/** The terms of use of the platform. */
export function TermsAndConditions({ info }: { info: SiteInfo }) {
  return (
    <LegalPage
      title="Terms and conditions"
      intro="The agreement between you and Athcare when you use this platform. Please read it together with our privacy policy."
    >
      <section aria-labelledby="tc-emergency">
        <h2 id="tc-emergency">Not for emergencies</h2>
        <p className="rounded-md border border-destructive/40 bg-destructive/10 p-3 font-medium">
          Athcare is not an emergency service. In a medical emergency call 112, or 108 for an
          ambulance, or go to the nearest hospital at once.
        </p>
      </section>

      <section aria-labelledby="tc-accept">
        <h2 id="tc-accept">1. Accepting these terms</h2>
        <p>
          By creating an account or using Athcare you agree to these terms and to our{' '}
          <Link to="/accounts/privacy-policy">privacy policy</Link>. If you do not agree, please do
          not use the platform. You must be 18 or older; a parent or lawful guardian may use Athcare
          on behalf of a child.
        </p>
      </section>

      <section aria-labelledby="tc-service">
        <h2 id="tc-service">2. What Athcare is</h2>
        <p>
          Athcare is a technology platform. It lets you find and book independent registered medical
          practitioners, laboratories, hospitals, paramedics and vendors, keep your medical records,
          and track your health. Athcare does not itself practise medicine.
        </p>
        <ul>
          <li>
            Advice, diagnoses and prescriptions come from the practitioner who gives them, who is
            responsible for them.
          </li>
          <li>
            Online consultations follow the Telemedicine Practice Guidelines (2020). A practitioner
            may decline an online consultation, or ask you to visit in person, when that is safer.
          </li>
          <li>Health trackers, scores and articles are general information, not medical advice.</li>
        </ul>
      </section>

      <section aria-labelledby="tc-account">
        <h2 id="tc-account">3. Your account</h2>
        <ul>
          <li>Give accurate details and keep them up to date.</li>
          <li>
            Keep your password to yourself. You are responsible for what happens under your account;
            tell us at once if you suspect misuse.
          </li>
          <li>
            You may add family members or others only with their consent, or as the parent or lawful
            guardian of a child.
          </li>
        </ul>
      </section>

      <section aria-labelledby="tc-personnel">
        <h2 id="tc-personnel">4. Personnel and vendors</h2>
        <p>
          Doctors and other personnel must hold a valid registration with the National Medical
          Commission, a State Medical Council or their profession&apos;s regulator, and must keep it
          current. Vendors must hold the licences, GST registration and approvals their business
          needs. We verify documents before a profile is shown, and may suspend a profile whose
          registration lapses. Personnel keep patient information confidential and use it only to
          provide care.
        </p>
      </section>

      <section aria-labelledby="tc-bookings">
        <h2 id="tc-bookings">5. Bookings, payments and refunds</h2>
        <p>
          Prices are in Indian rupees and include GST where it applies. Payments are processed by
          our payment partners. Cancellations and refunds follow our{' '}
          <Link to="/cancellation-and-refund">cancellation and refund policy</Link>. Medicines that
          need a prescription are supplied only against a valid prescription.
        </p>
      </section>

      <section aria-labelledby="tc-records">
        <h2 id="tc-records">6. Your records and content</h2>
        <p>
          The records and files you upload stay yours. You allow Athcare to store, process and
          display them only to provide the service to you and to the people you share them with. Do
          not upload content you have no right to share, or that is unlawful.
        </p>
      </section>

      <section aria-labelledby="tc-use">
        <h2 id="tc-use">7. Acceptable use</h2>
        <ul>
          <li>Do not impersonate anyone or create accounts for people without their consent.</li>
          <li>Do not try to access data that is not yours, or to disrupt the platform.</li>
          <li>Do not use the platform to harass practitioners, patients or staff.</li>
          <li>Do not copy or resell the platform&apos;s content or listings.</li>
        </ul>
      </section>

      <section aria-labelledby="tc-liability">
        <h2 id="tc-liability">8. Liability</h2>
        <p>
          We work to keep Athcare available and accurate, but cannot promise it will always be
          uninterrupted or free of errors. To the extent the law allows, Athcare is not liable for
          the acts or advice of independent practitioners and vendors, or for indirect losses.
          Nothing in these terms limits your rights under the Consumer Protection Act, 2019.
        </p>
      </section>

      <section aria-labelledby="tc-ending">
        <h2 id="tc-ending">9. Ending the agreement</h2>
        <p>
          You may close your account at any time; your data is then erased as the privacy policy
          describes. We may suspend or close an account that breaks these terms or the law, and will
          tell you why unless the law forbids it.
        </p>
      </section>

      <section aria-labelledby="tc-law">
        <h2 id="tc-law">10. Law and disputes</h2>
        <p>
          These terms are governed by the laws of India. Disputes go to the courts at{' '}
          {info.jurisdictionCity}, without affecting your right to approach a consumer commission.
        </p>
      </section>

      <section aria-labelledby="tc-changes">
        <h2 id="tc-changes">11. Changes</h2>
        <p>
          We will tell you by email and in the app at least 15 days before a material change takes
          effect. Continuing to use Athcare after that means you accept the new terms.
        </p>
      </section>

      <section aria-labelledby="tc-contact">
        <h2 id="tc-contact">12. Grievances and contact</h2>
        <p>
          In line with the Information Technology Act, 2000, its intermediary rules and the DPDP
          Act, 2023, complaints about the platform or its content go to our Grievance Officer, who
          acknowledges within 48 hours and resolves within 30 days.
        </p>
        <GrievanceOfficerContact info={info} />
      </section>
    </LegalPage>
  );
}
