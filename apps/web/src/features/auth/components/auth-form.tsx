import type { FormEvent, ReactNode, RefObject } from 'react';
import { preloadAuthSchemas } from '../model/auth-schemas.ts';
import './auth-form.css';

interface AuthFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  sending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * The frame of the landing's forms (registration, sign-in, password restore). The checks they
 * run before sending load with their own chunk; the first focus inside a form asks for it, so it
 * is there by the time the form is sent.
 */
export function AuthForm({ formRef, sending, onSubmit, children }: AuthFormProps) {
  return (
    <form
      ref={formRef}
      className="auth-form"
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadAuthSchemas}
      aria-busy={sending}
    >
      {children}
    </form>
  );
}
