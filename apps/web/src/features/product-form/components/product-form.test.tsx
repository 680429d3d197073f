import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_PRODUCT_FORM } from '../product-form-values';
import { ProductForm, type ProductFormMode } from './product-form';

function renderForm(mode: ProductFormMode, initialValues = EMPTY_PRODUCT_FORM) {
  const onSubmit = vi.fn(() => Promise.resolve());
  render(
    <MemoryRouter>
      <ProductForm mode={mode} initialValues={initialValues} onSubmit={onSubmit} />
    </MemoryRouter>,
  );
  return onSubmit;
}

afterEach(cleanup);

const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('ProductForm', () => {
  it('shows every required-field message on an empty create', async () => {
    const onSubmit = renderForm('create');
    submit('Add Product');
    for (const message of [
      'Product name is required',
      'Description is required',
      'Please upload an image before submitting.',
      'Retail price is required',
      'Quantity is required',
      'Batch number is required',
      'Manufacture date is required',
      'Expiry date is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.queryByText('Barcode is required')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says the expiry must follow manufacture as soon as both dates are typed, before submitting', async () => {
    renderForm('create');
    expect(screen.queryByText('Expiry date must be after manufacture date')).toBeNull();
    fireEvent.change(screen.getByLabelText('Manufacture date'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('Expiry date'), { target: { value: '2026-01-01' } });
    expect(await screen.findByText('Expiry date must be after manufacture date')).toBeTruthy();
    expect(screen.getByLabelText('Expiry date').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Expiry date'), { target: { value: '2027-01-01' } });
    expect(screen.queryByText('Expiry date must be after manufacture date')).toBeNull();
  });

  it('refuses a price of ₦0', async () => {
    renderForm('create');
    fireEvent.change(screen.getByLabelText('Retail price (₦)'), { target: { value: '0' } });
    submit('Add Product');
    expect(await screen.findByText('Retail price must be more than ₦0')).toBeTruthy();
  });

  it('refuses batch number 0 on create', async () => {
    const values = {
      ...EMPTY_PRODUCT_FORM,
      name: 'Kunu',
      description: 'Millet drink with ginger.',
      imageUrl: 'http://x/a.webp',
      retailPrice: '500',
      quantity: '1',
      batchNumber: '0',
      manufactureDate: '2026-01-01',
      expiryDate: '2026-06-01',
    };
    renderForm('create', values);
    submit('Add Product');
    expect(await screen.findByText('Batch number must be at least 1')).toBeTruthy();
  });

  it('on edit, asks for the barcode and sends the typed values once it is there', async () => {
    const values = {
      ...EMPTY_PRODUCT_FORM,
      name: 'Kunu',
      description: 'Millet drink with ginger.',
      imageUrl: 'http://x/a.webp',
      retailPrice: '500',
      quantity: '1',
      batchNumber: '0',
      manufactureDate: '2026-01-01',
      expiryDate: '2026-06-01',
    };
    const onSubmit = renderForm('edit', values);
    submit('Update Product');
    expect(await screen.findByText('Barcode is required')).toBeTruthy();
    expect(screen.queryByText('Batch number must be at least 1')).toBeNull();
    fireEvent.input(screen.getByLabelText('Barcode'), { target: { value: '615110' } });
    submit('Update Product');
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ...values, barCode: '615110' }));
  });
});
