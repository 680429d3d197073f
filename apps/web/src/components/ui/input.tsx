import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

export const controlClasses = (className?: string) =>
  cn(
    'min-h-11 w-full rounded-control border border-gray-300 bg-white px-3 text-base text-gray-900 placeholder:text-gray-400',
    'focus:border-brand-700 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-700',
    'aria-[invalid=true]:border-red-600 disabled:bg-gray-100',
    className,
  );

export function Input({
  className,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> }) {
  return <input className={controlClasses(className)} {...props} />;
}

export function Textarea({
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: React.Ref<HTMLTextAreaElement> }) {
  return <textarea className={controlClasses(cn('py-2', className))} {...props} />;
}

export function Select({
  className,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: React.Ref<HTMLSelectElement> }) {
  return <select className={controlClasses(className)} {...props} />;
}
