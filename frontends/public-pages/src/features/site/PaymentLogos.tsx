/** The payment methods the spec lists, drawn as text badges in each brand's colours. */
export const paymentLogos = [
  { id: 'visa', name: 'Visa', className: 'pp-logo--visa' },
  { id: 'mastercard', name: 'Mastercard', className: 'pp-logo--mastercard' },
  { id: 'amex', name: 'American Express', className: 'pp-logo--amex' },
  { id: 'applepay', name: 'Apple Pay', className: 'pp-logo--applepay' },
  { id: 'googlepay', name: 'Google Pay', className: 'pp-logo--googlepay' },
  { id: 'paypal', name: 'PayPal', className: 'pp-logo--paypal' },
  { id: 'sepa', name: 'SEPA', className: 'pp-logo--sepa' },
  { id: 'ideal', name: 'iDeal', className: 'pp-logo--ideal' },
  { id: 'klarna', name: 'Klarna', className: 'pp-logo--klarna' },
] as const;

export function PaymentLogos() {
  return (
    <ul className="pp-logos" data-testid="payment-logos">
      {paymentLogos.map((logo) => (
        <li key={logo.id} className={`pp-logo ${logo.className}`} data-logo={logo.id}>
          {logo.id === 'mastercard' ? (
            <svg viewBox="0 0 40 24" width="40" height="24" aria-hidden="true" focusable="false">
              <circle cx="14" cy="12" r="10" fill="#eb001b" />
              <circle cx="26" cy="12" r="10" fill="#f79e1b" fillOpacity="0.9" />
            </svg>
          ) : null}
          <span>{logo.name}</span>
        </li>
      ))}
    </ul>
  );
}
