/** office_payment_consultant: the player's requests to the payment consultant (built next). */
export function PaymentConsultantSection() {
  return null;
}
