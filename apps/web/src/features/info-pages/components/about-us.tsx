import { InfoPage } from './info-page';

export function AboutUs() {
  return (
    <InfoPage
      title="About us"
      intro="Athcare brings doctors, diagnostics, medical records and everyday wellness together in one place, built for families across India."
    >
      <section>
        <h2>What we do</h2>
        <p>
          With Athcare you can find doctors and other health professionals, book consultations and
          lab tests, keep your reports and prescriptions in a private medical locker, and follow
          your health goals with simple trackers. Hospitals, clinics, ambulance operators and
          pharmacies use Athcare to serve their patients.
        </p>
      </section>
      <section>
        <h2>Our promise</h2>
        <ul>
          <li>
            Your medical records belong to you. You decide who sees them, for how long, and you can
            see every access.
          </li>
          <li>Clear prices in rupees, with no hidden charges.</li>
          <li>
            Verified professionals: registration numbers are checked before a doctor can accept
            bookings.
          </li>
          <li>
            Care that works on any phone, in light or dark mode, with a keyboard or a screen reader.
          </li>
        </ul>
      </section>
      <section>
        <h2>Who we serve</h2>
        <p>
          Members and their families, doctors and other personnel, vendors such as hospitals and
          stores, and paramedics in the field. Each has a space made for their work, connected so
          that care moves smoothly from booking to follow-up.
        </p>
      </section>
      <section>
        <h2>Contact</h2>
        <p>
          Write to{' '}
          <a className="text-primary underline underline-offset-4" href="mailto:support@athcare.in">
            support@athcare.in
          </a>{' '}
          for help with your account, bookings or orders. We answer within one working day.
        </p>
      </section>
    </InfoPage>
  );
}
