import { ACCOUNT_DELETION } from '@iskra/contract';
import * as ru from '../../../i18n/ru.ts';
import { Button } from '../../../ui/button/button.tsx';
import { EmailAddress } from '../../../ui/email-address/email-address.tsx';
import { workingDaysGen } from '../../legal/model/format.ts';
import './farewell.css';

/** Shown after a deletion request; the only way on is out of the app (it reloads at the root). */
export function Farewell({ email, onDone }: { email: string; onDone: () => void }) {
  const t = ru.account.farewell;
  return (
    <div className="account-farewell" role="status">
      <p>{t.text(workingDaysGen(ACCOUNT_DELETION.workingDays))}</p>
      <p>
        {t.mailTo}
        <EmailAddress email={email} />
        {t.mailToAfter}
      </p>
      <p>{t.thanks}</p>
      <Button data-autofocus onClick={onDone} fullWidth className="account-farewell__done">
        {t.done}
      </Button>
    </div>
  );
}
