import { Fragment } from 'react';
import './email-address.css';

/**
 * A domain up to this long (with its «@») fits a line of the narrowest popup and is kept whole,
 * its hyphens included; a longer one may wrap where the browser can.
 */
const KEEP_WHOLE_MAX = 28;

/** Break points inside the local part: after these characters a long address may wrap. */
const LOCAL_BREAK_AFTER = /([._+-])/;

/**
 * An e-mail address that wraps, when it must, only inside its local part or before the «@»,
 * never in the middle of the domain («ivan.petrov@» / «gmail.com», not «gma» / «il.com»).
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at) : '';
  const pieces = local.split(LOCAL_BREAK_AFTER);
  return (
    <span className={['email-address', className].filter(Boolean).join(' ')}>
      {pieces.map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string never reorder
        <Fragment key={index}>
          {piece}
          {LOCAL_BREAK_AFTER.test(piece) && <wbr />}
        </Fragment>
      ))}
      {domain && (
        <>
          <wbr />
          <span className={domain.length <= KEEP_WHOLE_MAX ? 'email-address__domain' : undefined}>
            {domain}
          </span>
        </>
      )}
    </span>
  );
}
