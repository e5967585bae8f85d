import * as ru from '../../../i18n/ru.ts';
import { BlockIcon, FlagIcon, HeartOffIcon } from '../../../ui/icons/icons.tsx';
import type { LikePlace } from '../../sympathies/index.ts';
import type { SafetyActions } from '../hooks/use-safety-actions.tsx';
import type { PersonMenuItem } from './person-menu.tsx';
import type { ReportTarget } from './report-form.tsx';

const t = ru.safety;

export interface SafetyItemsOptions {
  /** Where a block is given (stored with its rating). */
  place: LikePlace;
  /** The person is out of sight now (blocked, or unmatched): leave the screen about them. */
  onGone: () => void;
  /** The photo being looked at, which may be reported by itself. */
  photoId?: string | undefined;
  /** Offer to end the mutual sympathy (a dialog). */
  unmatch?: boolean;
}

/** The menu items of report, block and, where it applies, unmatch for one person. */
export function safetyItems(
  safety: SafetyActions,
  person: ReportTarget,
  { place, onGone, photoId, unmatch = false }: SafetyItemsOptions,
): PersonMenuItem[] {
  const reported = (target: ReportTarget) => () =>
    void safety.report(target).then(({ blocked }) => {
      if (blocked) onGone();
    });
  const done = (work: Promise<boolean>) =>
    void work.then((gone) => {
      if (gone) onGone();
    });
  return [
    { key: 'report', label: t.report, icon: <FlagIcon />, onSelect: reported(person) },
    ...(photoId
      ? [
          {
            key: 'report-photo',
            label: t.reportPhoto,
            icon: <FlagIcon />,
            onSelect: reported({ ...person, photoId }),
          },
        ]
      : []),
    {
      key: 'block',
      label: t.block,
      icon: <BlockIcon />,
      danger: true,
      onSelect: () => done(safety.block(person, place)),
    },
    ...(unmatch
      ? [
          {
            key: 'unmatch',
            label: t.unmatch,
            icon: <HeartOffIcon />,
            danger: true,
            onSelect: () => done(safety.unmatch(person)),
          },
        ]
      : []),
  ];
}
