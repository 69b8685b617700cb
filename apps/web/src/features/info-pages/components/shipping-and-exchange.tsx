import { InfoPage } from './info-page';

export function ShippingAndExchange() {
  return (
    <InfoPage
      title="Shipping and exchange policy"
      intro="Delivery times, charges and how to exchange or return a product bought from the Athcare store."
    >
      <section>
        <h2>Shipping</h2>
        <ul>
          <li>Shipping is free on all orders within India.</li>
          <li>
            Orders are dispatched within 2 working days and usually arrive in 3 to 7 working days,
            depending on your PIN code.
          </li>
          <li>You receive a tracking link by email as soon as your order ships.</li>
        </ul>
      </section>
      <section>
        <h2>Exchanges and returns</h2>
        <ul>
          <li>
            Damaged, defective or wrong items can be exchanged or returned within 7 days of
            delivery.
          </li>
          <li>Teas and other consumables can be returned only if the seal is unbroken.</li>
          <li>
            Lab test packages and digital plans are services and are covered by the cancellation and
            refund policy.
          </li>
        </ul>
      </section>
      <section>
        <h2>How to request an exchange</h2>
        <p>
          Write to{' '}
          <a className="text-primary underline underline-offset-4" href="mailto:support@athcare.in">
            support@athcare.in
          </a>{' '}
          with your order number and a photo of the item. We arrange a free pickup and send the
          replacement once the item reaches us.
        </p>
      </section>
    </InfoPage>
  );
}
