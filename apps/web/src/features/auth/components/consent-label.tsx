import { APP_BASE_PATH } from '@iskra/contract';
import { Fragment } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { consentParts } from '../model/consent-text.ts';

const PARTS = consentParts();

/** The registration consent text with its two documents linked (opened in a new tab). */
export function ConsentLabel() {
  return (
    <>
      {PARTS.map((part) =>
        part.to ? (
          <a
            key={part.text}
            href={`${APP_BASE_PATH}${part.to}`}
            target="_blank"
            rel="noopener"
            aria-label={`${part.text} ${ru.auth.opensInNewTab}`}
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={part.text}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
