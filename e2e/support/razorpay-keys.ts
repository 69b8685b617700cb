/**
 * Test-mode keys shared by the Razorpay journey's server (start-server.mjs hands them to the
 * server and the local fake of Razorpay's API) and its fake checkout, which signs payments as
 * Razorpay does: HMAC-SHA256(order_id|payment_id, key secret). Not real keys.
 */
export const razorpayKeyId = 'rzp_test_e2eAthcare01';
export const razorpayKeySecret = 'e2e-razorpay-key-secret';
export const razorpayWebhookSecret = 'e2e-razorpay-webhook-secret';
