import type { SiteInfo } from '@athcare/shared/site-info.schema';
import { GrievanceOfficerContact, LegalPage } from './legal-page';

/** The privacy notice required by the Digital Personal Data Protection Act, 2023 (section 5). */
export function PrivacyPolicy({ info }: { info: SiteInfo }) {
  return (
    <LegalPage
      title="Privacy policy"
      intro="What personal data Athcare collects, why, who sees it, how long we keep it and the rights you have over it. We wrote it to be read, not just agreed to."
    >
      <section aria-labelledby="pp-who">
        <h2 id="pp-who">1. Who we are</h2>
        <p>
          Athcare ({info.operatorName}, registered in India, {info.operatorAddress}) runs this
          platform for health care and wellness. For the personal data described here we are the
          Data Fiduciary under the Digital Personal Data Protection Act, 2023 (the &ldquo;DPDP
          Act&rdquo;) and its rules. Doctors, hospitals, laboratories and vendors you choose to deal
          with through Athcare are separately responsible for the records they keep as health care
          providers.
        </p>
      </section>

      <section aria-labelledby="pp-collect">
        <h2 id="pp-collect">2. What we collect</h2>
        <ul>
          <li>
            <strong>Account data:</strong> first, middle and last name, username, email address and
            password. Passwords are stored only as a one-way hash; nobody at Athcare can read them.
          </li>
          <li>
            <strong>Profile and contact data:</strong> date of birth, gender, phone numbers and
            addresses you add, and your preferences (theme, units, notifications).
          </li>
          <li>
            <strong>Health data:</strong> medical history and cases, consultation notes and
            prescriptions, lab reports, allergies, health profile (blood group, height, weight),
            tracker entries, goals, and the files you upload to your Medilocker.
          </li>
          <li>
            <strong>Bookings and orders:</strong> appointments, lab tests, hospital and ambulance
            bookings, subscriptions, store orders and payment status. Card details are handled by
            our payment partners; we do not store full card numbers.
          </li>
          <li>
            <strong>Professional data (personnel and vendors only):</strong> registration numbers,
            qualifications, identity and business documents (such as PAN, GST certificate or
            licences) needed to verify you. We do not ask members for Aadhaar.
          </li>
          <li>
            <strong>Technical data:</strong> IP address, device and browser type, sign-in times and
            security logs.
          </li>
        </ul>
      </section>

      <section aria-labelledby="pp-why">
        <h2 id="pp-why">3. Why we use it</h2>
        <p>We process personal data only for the purposes below:</p>
        <ul>
          <li>to create and secure your account and sign you in;</li>
          <li>
            to provide what you ask for: consultations, bookings, lab tests, orders, subscriptions,
            the Medilocker and health trackers;
          </li>
          <li>to let the doctors and other providers you choose treat you;</li>
          <li>to take payments, issue invoices and handle cancellations and refunds;</li>
          <li>to send you service messages, such as booking confirmations and reminders;</li>
          <li>to prevent fraud and abuse and to keep the platform secure;</li>
          <li>to meet our obligations under Indian law.</li>
        </ul>
        <p>
          We do not sell personal data, and we never use your health data for advertising. Any
          analysis to improve the service uses aggregated data that does not identify you.
        </p>
      </section>

      <section aria-labelledby="pp-consent">
        <h2 id="pp-consent">4. Consent and its withdrawal</h2>
        <p>
          We rely on your consent (section 6 of the DPDP Act), given when you create your account
          and when you choose to share records, and on the legitimate uses the Act allows (section
          7), such as responding to a medical emergency or complying with a legal obligation.
        </p>
        <p>
          You can withdraw consent at any time, as easily as you gave it, from your account settings
          or by writing to the Grievance Officer. Withdrawal does not affect processing already
          done, and we may then be unable to provide the parts of the service that depend on it.
          Where a registered Consent Manager is available, you may also use it.
        </p>
      </section>

      <section aria-labelledby="pp-records">
        <h2 id="pp-records">5. How medical records are handled</h2>
        <ul>
          <li>
            Records in your Medilocker are private to you. Nobody else sees them unless you share
            them.
          </li>
          <li>
            You decide what to share, with whom and for how long: shares can expire, can be
            protected by a password and can forbid downloads. Every view and download is counted and
            shown to you.
          </li>
          <li>
            A doctor you book sees the details needed for your consultation, plus what you choose to
            share. Doctors are bound by professional confidentiality under the National Medical
            Commission&apos;s rules and consult under the Telemedicine Practice Guidelines.
          </li>
          <li>
            Access by Athcare staff is limited to what a task needs (for example, a case manager on
            your subscription), granted by role, and logged.
          </li>
        </ul>
      </section>

      <section aria-labelledby="pp-share">
        <h2 id="pp-share">6. Who we share data with</h2>
        <ul>
          <li>doctors, hospitals, laboratories, paramedics and vendors you book or buy from;</li>
          <li>
            Data Processors working for us under contract: cloud hosting, email and SMS delivery,
            payment gateways. They may use the data only on our instructions;
          </li>
          <li>
            government authorities, courts or regulators, when the law requires it, and only as far
            as it requires.
          </li>
        </ul>
      </section>

      <section aria-labelledby="pp-children">
        <h2 id="pp-children">7. Children and family members</h2>
        <p>
          Members must be 18 or older. A child&apos;s account is created and managed by a parent or
          lawful guardian, whose verifiable consent we rely on (section 9 of the DPDP Act). We do
          not track children&apos;s behaviour or show them targeted advertising. When you add a
          family member, you confirm that they have agreed, or that you are their guardian.
        </p>
      </section>

      <section aria-labelledby="pp-retention">
        <h2 id="pp-retention">8. How long we keep data</h2>
        <ul>
          <li>Account, profile and health data: while your account is open.</li>
          <li>
            After you delete your account, or withdraw consent, we erase your data from live systems
            within 30 days and from backups within 90 days, unless the law requires us to keep it
            longer.
          </li>
          <li>
            Records that a provider must keep as medical records are kept for the period their rules
            require (at least 3 years from the last consultation).
          </li>
          <li>Invoices and payment records: 8 years, as tax law requires.</li>
          <li>Security and sign-in logs: 1 year.</li>
        </ul>
      </section>

      <section aria-labelledby="pp-security">
        <h2 id="pp-security">9. How we protect data</h2>
        <p>
          Data is encrypted in transit and at rest, stored in data centres in India, and guarded by
          access controls enforced in the database itself. Passwords are hashed with Argon2id;
          sign-in attempts are rate-limited and audited. If a personal data breach happens, we will
          inform the Data Protection Board of India and every affected person, as the DPDP Act
          requires.
        </p>
      </section>

      <section aria-labelledby="pp-rights">
        <h2 id="pp-rights">10. Your rights</h2>
        <ul>
          <li>
            to get a summary of your personal data and of who it was shared with (section 11);
          </li>
          <li>to have it corrected, completed, updated or erased (section 12);</li>
          <li>to have your grievances answered (section 13);</li>
          <li>
            to nominate someone to exercise these rights if you die or become incapacitated (section
            14).
          </li>
        </ul>
        <p>
          If we do not resolve your grievance, you may complain to the Data Protection Board of
          India.
        </p>
      </section>

      <section aria-labelledby="pp-cookies">
        <h2 id="pp-cookies">11. Cookies and browser storage</h2>
        <p>
          We use only what the service needs: a secure, http-only cookie that keeps you signed in, a
          cookie that remembers whether the sidebar is open, and browser storage for your session,
          theme, settings and cart. We use no advertising or cross-site tracking cookies.
        </p>
      </section>

      <section aria-labelledby="pp-changes">
        <h2 id="pp-changes">12. Changes to this policy</h2>
        <p>
          We will tell you by email and in the app before a material change takes effect, and ask
          for fresh consent where the law requires it.
        </p>
      </section>

      <section aria-labelledby="pp-grievance">
        <h2 id="pp-grievance">13. Grievance Officer</h2>
        <p>
          Questions, requests to exercise your rights and complaints go to our Grievance Officer. We
          acknowledge within 48 hours and resolve within 30 days.
        </p>
        <GrievanceOfficerContact info={info} />
      </section>
    </LegalPage>
  );
}
