import { InfoPage } from './info-page';

export function CancellationAndRefund() {
  return (
    <InfoPage
      title="Cancellation and refund policy"
      intro="How to cancel a booking, an order or a plan, and when your money comes back."
    >
      <section>
        <h2>Appointments and lab tests</h2>
        <ul>
          <li>
            You can cancel or reschedule a consultation or lab visit up to 4 hours before its start,
            free of charge.
          </li>
          <li>
            Later cancellations and missed appointments are not refunded, unless the doctor or lab
            cancelled.
          </li>
          <li>
            When a doctor, hospital or lab cancels, you receive a full refund or a free reschedule,
            as you prefer.
          </li>
        </ul>
      </section>
      <section>
        <h2>Store orders</h2>
        <ul>
          <li>Orders can be cancelled free of charge until they are shipped.</li>
          <li>After shipping, see our shipping and exchange policy for returns.</li>
        </ul>
      </section>
      <section>
        <h2>Plans and subscriptions</h2>
        <ul>
          <li>
            Plans may be cancelled within 7 days of purchase for a full refund if no service has
            been used.
          </li>
          <li>
            After services have been used, the unused part is not refunded; the plan stays active
            until its end date.
          </li>
        </ul>
      </section>
      <section>
        <h2>How refunds are paid</h2>
        <p>
          Refunds go back to the original payment method within 5 to 7 working days of approval. UPI
          and wallet refunds are usually faster. You will receive an email at each step.
        </p>
      </section>
    </InfoPage>
  );
}
