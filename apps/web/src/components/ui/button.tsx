import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  secondary: 'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50',
  ghost: 'text-gray-700 hover:bg-gray-100',
  destructive: 'bg-red-600 text-white hover:bg-red-700',
};

export const buttonClasses = (variant: ButtonVariant = 'primary', className?: string) =>
  cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-control px-4 text-sm font-semibold',
    'transition-colors disabled:cursor-not-allowed',
    VARIANTS[variant],
    className,
  );

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  /** While true the button is disabled and shows this label (the spec's "Submitting..." etc.). */
  loadingLabel?: string;
  loading?: boolean;
};

export function Button({
  variant,
  className,
  type = 'button',
  loading,
  loadingLabel,
  children,
  disabled,
  ...props
}: ButtonProps) {
  return (
    <button type={type} className={buttonClasses(variant, className)} disabled={disabled || loading} {...props}>
      {loading && <Spinner size="sm" label="" />}
      {loading && loadingLabel ? loadingLabel : children}
    </button>
  );
}
