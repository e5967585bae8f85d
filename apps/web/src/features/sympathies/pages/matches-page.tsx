import type { Match } from '@iskra/contract';
import * as ru from '../../../i18n/ru.ts';
import { useCurrentUser } from '../../../shared/session/session-context.ts';
import { ButtonLink } from '../../../ui/button/button.tsx';
import { ChatIcon, SparkIcon } from '../../../ui/icons/icons.tsx';
import { CardTile } from '../components/person-tile.tsx';
import { SympathyList } from '../components/sympathy-list.tsx';
import { formatWhen } from '../model/when.ts';

const t = ru.sympathies;

/** /matches: mutual sympathies, each with the way to its dialog. */
export function MatchesPage() {
  return (
    <SympathyList
      listKey="matches"
      text={t.matches}
      icon={<SparkIcon />}
      renderItem={(match) => <MatchTile match={match} />}
    />
  );
}

function MatchTile({ match }: { match: Match }) {
  const viewer = useCurrentUser();
  const person = match.user;
  return (
    <CardTile
      person={person}
      isNew={match.new.includes(viewer.id)}
      when={t.matchedAt(formatWhen(match.createdAt))}
      actions={
        <ButtonLink
          to={match.dialog ? `/chat/${match.dialog}` : '/chat'}
          size="sm"
          icon={<ChatIcon size={16} />}
          aria-label={t.writeTo(person.name)}
          fullWidth
        >
          {t.write}
        </ButtonLink>
      }
    />
  );
}
