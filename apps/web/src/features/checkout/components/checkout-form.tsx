import { zodResolver } from '@hookform/resolvers/zod';
import { formatNigerianPhone, type LatLng } from '@kasuwa/domain';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { Price } from '../../../components/ui/price';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { notify } from '../../../lib/notify';
import { usePlaceOrder, type PlacedCheckout } from '../api/place-order';
import { checkoutKey, forgetCheckoutKey } from '../checkout-key';
import {
  checkoutFieldOf,
  checkoutSchema,
  NEW_ADDRESS,
  type CheckoutInput,
  type CheckoutValues,
  type PaymentMethod,
} from '../checkout-values';
import { LocationPin } from '../../../components/map/location-pin';
import { PaymentMethodChoice } from './payment-method-choice';
import { SavedAddressChoice, type SavedAddressOption } from './saved-address-choice';

export interface AddressSearchProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy: string;
}

export interface NewSavedAddress {
  label: string;
  recipientName: string;
  phone: string;
  fullAddress: string;
  latitude: number | null;
  longitude: number | null;
}

const ADDRESS_LABEL_DEFAULT = 'Home';

/**
 * Where to deliver (a saved address, or a new one typed, searched or pinned), who receives it, a
 * note, and how to pay; then Place order. The server re-checks everything in one transaction; its
 * refusals land next to the field they concern, or above the button.
 */
export function CheckoutForm({
  lines,
  blockedReason,
  totalKobo,
  savedAddresses,
  paymentMethods,
  defaultRecipientName,
  tiles,
  renderAddressSearch,
  saveAddress,
  onCartChanged,
  onPlaced,
  summary,
}: {
  lines: { productId: string; quantity: number }[];
  /** Why the cart cannot be ordered as it is (the screen says so above the form); null when it can. */
  blockedReason: string | null;
  totalKobo: number;
  savedAddresses: readonly SavedAddressOption[];
  paymentMethods: readonly PaymentMethod[];
  defaultRecipientName: string;
  tiles: { tileUrl: string; tileAttribution: string } | undefined;
  renderAddressSearch: (props: AddressSearchProps) => ReactNode;
  saveAddress: (address: NewSavedAddress) => Promise<{ id: string }>;
  /** A product sold out or changed meanwhile: the cart must be priced again. */
  onCartChanged: () => void;
  onPlaced: (checkout: PlacedCheckout) => void;
  /** The order summary, shown just before the Place order button. */
  summary: ReactNode;
}) {
  const chosen = savedAddresses.find((a) => a.isDefault) ?? savedAddresses[0];
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<CheckoutInput, unknown, CheckoutValues>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: {
      addressId: chosen?.id ?? NEW_ADDRESS,
      fullAddress: '',
      latitude: null,
      longitude: null,
      saveAddress: savedAddresses.length === 0,
      recipientName: chosen?.recipientName ?? defaultRecipientName,
      phone: chosen ? formatNigerianPhone(chosen.phone) : '',
      note: '',
      paymentMethod: 'PAY_ON_DELIVERY',
    },
  });
  const [addressLabel, setAddressLabel] = useState(ADDRESS_LABEL_DEFAULT);
  const [formError, setFormError] = useState<string | null>(null);
  const placeOrder = usePlaceOrder();
  const [addressId, latitude, longitude, paymentMethod, keepAddress] = useWatch({
    control,
    name: ['addressId', 'latitude', 'longitude', 'paymentMethod', 'saveAddress'],
  });
  const pin: LatLng | null = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  const busy = placeOrder.isPending || placeOrder.isSuccess;

  const refuse = (error: unknown) => {
    const field = error instanceof GraphQLRequestError ? checkoutFieldOf(error.field) : null;
    const message = error instanceof Error ? error.message : 'Something went wrong. Try again.';
    if (field) {
      setError(field, { message }, { shouldFocus: true });
      return;
    }
    // Sold out, or the total changed (a price or a delivery fee): price the cart again to show it.
    if (error instanceof GraphQLRequestError && (error.field?.startsWith('lines') || error.field === 'expectedTotal'))
      onCartChanged();
    setFormError(message);
  };

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    const savedId = values.addressId === NEW_ADDRESS ? null : values.addressId;
    placeOrder.mutate(
      {
        idempotencyKey: checkoutKey(),
        lines,
        recipientName: values.recipientName,
        phone: values.phone,
        note: values.note,
        paymentMethod: values.paymentMethod,
        expectedTotal: totalKobo / 100,
        ...(savedId
          ? { addressId: savedId }
          : {
              address: { fullAddress: values.fullAddress, latitude: values.latitude, longitude: values.longitude },
            }),
      },
      {
        onSuccess: (checkout) => {
          forgetCheckoutKey();
          // Saved once the order stands, so an address the map cannot place never holds up an order.
          if (!savedId && values.saveAddress)
            saveAddress({
              label: addressLabel.trim() || ADDRESS_LABEL_DEFAULT,
              recipientName: values.recipientName,
              phone: values.phone,
              fullAddress: values.fullAddress,
              latitude: values.latitude,
              longitude: values.longitude,
            }).catch(() => notify.warning('Your order is placed, but we could not save the address for next time.'));
          onPlaced(checkout);
        },
        onError: refuse,
      },
    );
  });

  const chooseAddress = (id: string) => {
    setValue('addressId', id);
    // A saved address brings its recipient and phone.
    const saved = savedAddresses.find((a) => a.id === id);
    if (saved) {
      setValue('recipientName', saved.recipientName, { shouldValidate: true });
      setValue('phone', formatNigerianPhone(saved.phone), { shouldValidate: true });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,1fr)_22rem] md:items-start md:gap-6"
      aria-label="Checkout"
    >
      <div className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card">
          <legend className="float-left mb-1 text-lg font-semibold text-gray-900">Delivery address</legend>
          {savedAddresses.length > 0 && (
            <SavedAddressChoice addresses={savedAddresses} value={addressId} onChange={chooseAddress} />
          )}
          {addressId === NEW_ADDRESS && (
            <>
              <Field id="checkout-address" label="Address" error={errors.fullAddress?.message}>
                <Controller
                  control={control}
                  name="fullAddress"
                  render={({ field }) => (
                    <>
                      {renderAddressSearch({
                        id: 'checkout-address',
                        value: field.value,
                        onChange: field.onChange,
                        onBlur: field.onBlur,
                        invalid: Boolean(errors.fullAddress),
                        describedBy: describedBy('checkout-address', errors.fullAddress?.message)['aria-describedby'],
                      })}
                    </>
                  )}
                />
              </Field>
              <LocationPin
                pin={pin}
                tiles={tiles}
                onChange={(next) => {
                  setValue('latitude', next?.latitude ?? null);
                  setValue('longitude', next?.longitude ?? null);
                }}
              />
              <label className="flex min-h-11 items-center gap-3 text-sm text-gray-900">
                <input type="checkbox" className="size-5 accent-brand-700" {...register('saveAddress')} />
                Save this address for next time
              </label>
              {keepAddress && (
                <Field id="checkout-address-label" label="Name it (Home, Work...)">
                  <Input
                    id="checkout-address-label"
                    maxLength={40}
                    value={addressLabel}
                    onChange={(event) => setAddressLabel(event.target.value)}
                  />
                </Field>
              )}
            </>
          )}
        </fieldset>

        <fieldset className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card">
          <legend className="float-left mb-1 text-lg font-semibold text-gray-900">Who receives it</legend>
          <Field id="checkout-recipient" label="Recipient's name" error={errors.recipientName?.message}>
            <Input
              id="checkout-recipient"
              autoComplete="name"
              {...describedBy('checkout-recipient', errors.recipientName?.message)}
              {...register('recipientName')}
            />
          </Field>
          <Field
            id="checkout-phone"
            label="Phone number"
            error={errors.phone?.message}
            hint="The rider calls this number, e.g. 0803 123 4567."
          >
            <Input
              id="checkout-phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              {...describedBy('checkout-phone', errors.phone?.message)}
              {...register('phone')}
            />
          </Field>
          <Field
            id="checkout-note"
            label="Note for the store (optional)"
            error={errors.note?.message}
            hint="A landmark, or the best time to call."
          >
            <Textarea
              id="checkout-note"
              rows={2}
              {...describedBy('checkout-note', errors.note?.message)}
              {...register('note')}
            />
          </Field>
        </fieldset>

        <PaymentMethodChoice
          methods={paymentMethods}
          error={errors.paymentMethod?.message}
          {...register('paymentMethod')}
        />
      </div>
      {/* What is ordered, then the button: last on a phone, beside the form on a laptop. */}
      <div className="flex flex-col gap-4 md:sticky md:top-20">
        {summary}
        <div className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card">
          {formError && (
            <p role="alert" className="rounded-control border border-red-200 bg-red-50 p-3 text-sm text-red-700">
              {formError}
            </p>
          )}
          <Button
            type="submit"
            className="w-full"
            disabled={blockedReason !== null || lines.length === 0}
            loading={busy}
            loadingLabel={
              paymentMethod === 'CARD' && placeOrder.isSuccess ? 'Opening the payment page...' : 'Placing order...'
            }
          >
            Place order · <Price naira={totalKobo / 100} />
          </Button>
          <p className="text-center text-xs text-gray-600">
            {paymentMethod === 'CARD'
              ? 'You pay on Paystack’s secure page next; your orders wait 30 minutes for the payment.'
              : 'You pay when your order arrives. Each store confirms its order and tells you by email.'}
          </p>
        </div>
      </div>
    </form>
  );
}
