/** The contract's schemas the sign-in forms check before sending; loaded by `authSchemas()`. */
export { emailSchema, loginSchema, registrationSchema } from '@iskra/contract';
