import { Banknote, CreditCard } from 'lucide-react';
import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../../components/ui/cn';
import type { PaymentMethod } from '../checkout-values';

const CHOICES: Record<PaymentMethod, { title: string; detail: string; icon: typeof Banknote }> = {
  PAY_ON_DELIVERY: {
    title: 'Pay on delivery',
    detail: 'Cash or a transfer to the rider when your order arrives.',
    icon: Banknote,
  },
  CARD: {
    title: 'Pay now by card or bank transfer',
    detail: 'On Paystack’s secure page, right after you place the order.',
    icon: CreditCard,
  },
};

/** How to pay: each method the server offers now, as a radio with what it means. */
export function PaymentMethodChoice({
  methods,
  error,
  ref,
  ...input
}: {
  methods: readonly PaymentMethod[];
  error?: string;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'>) {
  return (
    <fieldset
      className="flex flex-col gap-2 rounded-card bg-white p-4 shadow-card"
      aria-describedby="checkout-payment-error"
    >
      <legend className="float-left mb-2 text-lg font-semibold text-gray-900">Payment</legend>
      {methods.map((method) => {
        const { title, detail, icon: Icon } = CHOICES[method];
        return (
          <label
            key={method}
            className={cn(
              'clear-both flex min-h-11 cursor-pointer items-start gap-3 rounded-control border border-gray-200 p-3 text-sm',
              'has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
            )}
          >
            <input
              type="radio"
              value={method}
              ref={ref}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              {...input}
            />
            <Icon className="mt-0.5 size-5 shrink-0 text-gray-600" aria-hidden="true" />
            <span>
              <span className="block font-semibold text-gray-900">{title}</span>
              <span className="block text-gray-600">{detail}</span>
            </span>
          </label>
        );
      })}
      <p id="checkout-payment-error" role="alert" className="text-sm text-red-600 empty:hidden">
        {error}
      </p>
    </fieldset>
  );
}
